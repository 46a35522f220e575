import Foundation

/// A tiny model of the CSS cascade, enough to check the stylesheets the CSS exporter writes:
/// which value each custom property takes on the root element for given `data-` attributes,
/// system preferences and `display-p3` support.
///
/// It reads only the shapes the exporter writes: `@media (…) [and (…)] {`, `@supports (…) {`,
/// `selector {`, `  --name: value;` and `}` lines; selectors made of `:root`,
/// `:not([attr])` and `[attr="value"]`, joined by nothing.
struct CSSCascade {
    struct Environment {
        var attributes: [String: String] = [:]
        var prefersDark = false
        var prefersMoreContrast = false
        var supportsP3 = false
    }

    struct Declaration {
        var property: String
        var value: String
        var specificity: Int
        var order: Int
        var conditions: [String]
        var selector: String
    }

    var declarations: [Declaration] = []

    init(_ css: String) {
        var stack: [String] = [] // open blocks: media/supports conditions or a selector
        var order = 0
        for raw in css.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("/*") || line.hasPrefix("*") { continue }
            if line == "}" {
                stack.removeLast()
            } else if line.hasSuffix("{") {
                stack.append(String(line.dropLast()).trimmingCharacters(in: .whitespaces))
            } else if let colon = line.firstIndex(of: ":"), line.hasSuffix(";"), let selector = stack.last {
                let property = String(line[..<colon])
                let value = line[line.index(after: colon)...].dropLast().trimmingCharacters(in: .whitespaces)
                order += 1
                declarations.append(
                    Declaration(
                        property: property, value: value, specificity: Self.specificity(selector), order: order,
                        conditions: Array(stack.dropLast()), selector: selector))
            }
        }
    }

    /// Every pseudo-class and attribute test counts one (all of the same class).
    static func specificity(_ selector: String) -> Int {
        selector.components(separatedBy: "[").count - 1 + (selector.hasPrefix(":root") ? 1 : 0)
    }

    static func matches(_ selector: String, _ env: Environment) -> Bool {
        var rest = Substring(selector)
        if rest.hasPrefix(":root") { rest = rest.dropFirst(5) }
        while !rest.isEmpty {
            if rest.hasPrefix(":not([") {
                guard let end = rest.firstIndex(of: ")") else { return false }
                let name = rest.dropFirst(6).prefix { $0 != "]" }
                if env.attributes[String(name)] != nil { return false }
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("[") {
                guard let end = rest.firstIndex(of: "]") else { return false }
                let test = rest.dropFirst().prefix { $0 != "]" }
                let parts = test.split(separator: "=", maxSplits: 1)
                let value = parts.count == 2 ? String(parts[1].dropFirst().dropLast()) : nil
                if env.attributes[String(parts[0])] != value { return false }
                rest = rest[rest.index(after: end)...]
            } else {
                return false
            }
        }
        return true
    }

    static func holds(_ condition: String, _ env: Environment) -> Bool {
        if condition.hasPrefix("@supports") { return env.supportsP3 }
        return condition.dropFirst("@media ".count).components(separatedBy: " and ").allSatisfy { feature in
            switch feature {
            case "(prefers-color-scheme: dark)": env.prefersDark
            case "(prefers-color-scheme: light)": !env.prefersDark
            case "(prefers-contrast: more)": env.prefersMoreContrast
            default: false
            }
        }
    }

    /// The cascaded value of every property, `light-dark()` resolved by the cascaded
    /// `color-scheme` (`light dark` following the system preference).
    func computed(_ env: Environment) -> [String: String] {
        var winners: [String: Declaration] = [:]
        for d in declarations
        where Self.matches(d.selector, env) && d.conditions.allSatisfy({ Self.holds($0, env) }) {
            if let w = winners[d.property], (w.specificity, w.order) > (d.specificity, d.order) { continue }
            winners[d.property] = d
        }
        let scheme = winners["color-scheme"]?.value ?? "light"
        let dark = scheme == "dark" || (scheme == "light dark" && env.prefersDark)
        return winners.mapValues { Self.resolvingLightDark($0.value, dark: dark) }
    }

    /// Replaces each `light-dark(a, b)` by `a` or `b`, minding nested parentheses.
    static func resolvingLightDark(_ value: String, dark: Bool) -> String {
        var text = value
        while let start = text.range(of: "light-dark(") {
            var depth = 1
            var comma: String.Index?
            var index = start.upperBound
            while index < text.endIndex, depth > 0 {
                switch text[index] {
                case "(": depth += 1
                case ")": depth -= 1
                case "," where depth == 1: comma = comma ?? index
                default: break
                }
                if depth > 0 { index = text.index(after: index) }
            }
            guard let comma, index < text.endIndex else { return text }
            let first = text[start.upperBound..<comma].trimmingCharacters(in: .whitespaces)
            let second = text[text.index(after: comma)..<index].trimmingCharacters(in: .whitespaces)
            text.replaceSubrange(start.lowerBound...index, with: dark ? second : first)
        }
        return text
    }
}
