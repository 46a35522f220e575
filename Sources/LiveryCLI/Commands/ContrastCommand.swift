import LiveryCore

/// `livery contrast`: the WCAG 2 contrast ratio of two colors and its verdicts.
struct ContrastCommand: Command {
    static let foreground = ArgumentSpec(
        "foreground", help: "The text or icon color: hex or a DTCG color object in JSON.")
    static let background = ArgumentSpec("background", help: "The color behind it, in the same forms.")
    static let over = OptionSpec.option(
        "over", valueName: "color", help: "The backdrop a translucent background is composited over.",
        defaultValue: "#ffffff")
    static let require = OptionSpec.option(
        "require", valueName: "level", help: "Exit with status 1 unless the pair meets this criterion.",
        allowedValues: ContrastCriterion.all.map(\.id))

    static let configuration = CommandConfiguration(
        name: "contrast",
        abstract: "Measure the WCAG 2 contrast ratio of two colors.",
        discussion: """
            A translucent foreground is composited over the background, and a translucent \
            background over the backdrop. Verdicts compare the exact ratio with the WCAG \
            minimums (normal text 4.5 / 7, large text 3 / 4.5, non-text 3); the printed ratio is \
            cut to two decimals, so 4.499 prints as 4.49 and fails AA.

            Example:
              livery contrast '#767676' '#ffffff' --require aa
            """,
        arguments: [foreground, background],
        options: [over, require] + OutputOptions.specs)

    var foreground: String
    var background: String
    var backdrop: String
    var requirement: ContrastCriterion?
    var output: OutputOptions

    init(parsing arguments: ParsedArguments) {
        foreground = arguments.value(of: Self.foreground) ?? ""
        background = arguments.value(of: Self.background) ?? ""
        backdrop = arguments.value(of: Self.over) ?? ""
        requirement = arguments.value(of: Self.require).flatMap { id in
            ContrastCriterion.all.first { $0.id == id }
        }
        output = OutputOptions(parsing: arguments)
    }

    func run(io: inout some CommandIO) -> ExitCode {
        var colors: [Color] = []
        for input in [foreground, background, backdrop] {
            do throws(ColorInputError) {
                colors.append(try ColorInput.parse(input))
            } catch {
                io.printError("error: \(error)")
            }
        }
        guard colors.count == 3 else { return .failure }
        let report = ContrastReport(foreground: colors[0], background: colors[1], backdrop: colors[2])
        if output.json {
            io.print(report.json)
        } else {
            io.writeOutput(report.text)
        }
        if let requirement, !requirement.isMet(by: report.ratio) {
            io.printError(
                "error: contrast \(NumberFormat.truncated(report.ratio)):1 does not meet \(requirement.id) "
                    + "(\(requirement.content.label) \(requirement.level) needs \(NumberFormat.decimal(requirement.minimum)):1)"
            )
            return .failure
        }
        return .success
    }
}
