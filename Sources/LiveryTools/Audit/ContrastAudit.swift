import LiveryCore

/// `livery audit`: checks every contrast pair in every combination it applies to.
///
/// ```swift
/// let requirements = try ContrastRequirements.load(path: "pairs.json")
/// let report = try ContrastAudit.run(requirements, on: resolver)
/// print(report.table)            // one row per pair × combination × backdrop
/// let status: Int32 = report.passed ? 0 : 1
/// ```
public enum ContrastAudit {
    /// Evaluates `requirements` on every combination of `source`.
    ///
    /// - Throws: `DiagnosticsError` when a pair names a token that does not exist, is not a
    ///   color, or is undefined in a combination the pair applies to, or when a pair's
    ///   `contexts` match no combination — every such problem, each with the pairs file and the
    ///   JSON path (`pairs.json: pairs[3].foreground: no token "color.nope"`). A pair that
    ///   fails its minimum is not an error: it is a failing row of the report.
    /// - Parameter source: The themes to audit: every combination of its modifiers.
    /// - Parameter requirements: The declared pairs and their minimums.
    /// - Parameter vision: Audit as a dichromat sees the colors (each color simulated with
    ///   `Color.simulated(_:)` before the ratio is measured); `nil`: as they are.
    public static func run(
        _ requirements: ContrastRequirements, on source: any ThemeSource, vision: ColorVisionDeficiency? = nil
    ) throws(DiagnosticsError) -> AuditReport {
        var themes: [ResolvedTheme] = []
        var problems: [Diagnostic] = []
        for input in source.allInputs {
            do {
                themes.append(try source.theme(for: input))
            } catch let error as DiagnosticsError {
                problems += error.diagnostics
            } catch {
                problems.append(.error("cannot resolve \(input): \(error)"))
            }
        }
        // A selector no combination matches is a typo, never a rule that happens not to apply.
        let unmatched = { (selector: ContextSelector) in !themes.contains { selector.matches($0.input) } }
        for pair in requirements.pairs {
            for (index, selector) in (pair.contexts ?? []).enumerated() where unmatched(selector) {
                problems.append(
                    .error(
                        "no combination matches \"\(selector)\"", file: requirements.file,
                        path: "\(pair.path).contexts[\(index)]"))
            }
            for minimum in pair.minimums where unmatched(minimum.selector) {
                problems.append(
                    .error(
                        "no combination matches \"\(minimum.selector)\"", file: requirements.file,
                        path: "\(pair.path).minimums.\(minimum.selector)"))
            }
        }
        for level in requirements.levelMinimums where unmatched(level.selector) {
            problems.append(
                .error(
                    "no combination matches \"\(level.selector)\"", file: requirements.file,
                    path: "minimums.\(level.selector)"))
        }
        guard problems.isEmpty else { throw DiagnosticsError(problems) }
        return try run(requirements, themes: themes, vision: vision)
    }

    /// Evaluates `requirements` on the given themes only (one per combination); pairs whose
    /// `contexts` match none of them are skipped.
    public static func run(
        _ requirements: ContrastRequirements, themes: [ResolvedTheme], vision: ColorVisionDeficiency? = nil
    ) throws(DiagnosticsError) -> AuditReport {
        let seen = { (color: Color) in vision.map { color.simulated($0) } ?? color }
        var lookup = PairColorLookup(file: requirements.file)
        var results: [AuditResult] = []
        for pair in requirements.pairs {
            let applicable = themes.filter { pair.applies(to: $0.input) }
            for theme in applicable {
                let required = requirements.required(pair, in: theme.input)
                let fg = lookup.color(pair.foreground, in: theme, path: "\(pair.path).foreground")
                let bg = lookup.color(pair.background, in: theme, path: "\(pair.path).background")
                let backdrops = pair.over.enumerated().map { i, name in
                    (name, lookup.color(name, in: theme, path: "\(pair.path).over[\(i)]"))
                }
                guard let fg, let bg else { continue }
                let checks: [(String?, Color?)] = backdrops.isEmpty ? [(nil, nil)] : backdrops.map { ($0.0, $0.1) }
                for (backdropName, backdrop) in checks {
                    if backdropName != nil && backdrop == nil { continue }
                    let ratio = ContrastMeasure.ratio(seen(fg), on: seen(bg), over: backdrop.map(seen))
                    results.append(
                        AuditResult(
                            pair: pair, input: theme.input, backdrop: backdropName, ratio: ratio, required: required))
                }
            }
        }
        guard lookup.problems.isEmpty else { throw DiagnosticsError(lookup.problems) }
        return AuditReport(results: results)
    }
}

/// Finds a pair's colors in a theme, collecting one diagnostic per distinct problem.
struct PairColorLookup {
    let file: String?
    var problems: [Diagnostic] = []
    private var reported: Set<String> = []

    init(file: String?) { self.file = file }

    /// The color `name` has in `theme`, or `nil` after recording why there is none.
    mutating func color(_ name: String, in theme: ResolvedTheme, path: String) -> Color? {
        guard theme.names.id(for: name) != nil else {
            report("no token \"\(name)\"", path: path)
            return nil
        }
        guard let token = theme[name] else {
            report("token \"\(name)\" is not defined in \(theme.input)", path: path)
            return nil
        }
        guard case .color(let color) = token.value else {
            report("token \"\(name)\" is a \(token.type) token, not a color", path: path)
            return nil
        }
        return color
    }

    private mutating func report(_ message: String, path: String) {
        guard reported.insert(path + "\u{0}" + message).inserted else { return }
        problems.append(.error(message, file: file, path: path))
    }
}
