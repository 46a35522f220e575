import Foundation
import LiveryCore
import Testing

@testable import Livery
@testable import LiveryTools

/// A typed name compiles exactly where its token converts: for every kind the Swift exporter
/// writes and every family of value types, `ThemeValue<Value>.token(_:)` and
/// `Theme.value(_:as:)` type-check if and only if the conversion reads a token of that kind.
@MainActor
@Suite("Token kinds mirror the conversions")
struct TokenKindAcceptanceTests {
    /// A token of each kind the exporter writes (`Mixed` has none: no conversion takes it).
    static let samples: [String: ResolvedToken] = {
        let white = Color.white
        let px = Dimension(1, .px)
        let tokens: [(String, TokenType, TokenValue)] = [
            ("Color", .color, .color(white)),
            ("Dimension", .dimension, .dimension(Dimension(16, .px))),
            ("FontFamily", .fontFamily, .fontFamily(["Inter"])),
            ("FontWeight", .fontWeight, .fontWeight(700)),
            ("Duration", .duration, .duration(TokenDuration(200, .ms))),
            ("CubicBezier", .cubicBezier, .cubicBezier(CubicBezier(0, 0, 1, 1))),
            ("Number", .number, .number(0.5)),
            ("StrokeStyle", .strokeStyle, .strokeStyle(.keyword(.solid))),
            ("Border", .border, .border(Border(color: white, width: px, style: .keyword(.solid)))),
            (
                "Transition", .transition,
                .transition(
                    Transition(
                        duration: TokenDuration(1, .s), delay: TokenDuration(0, .s),
                        timingFunction: CubicBezier(0, 0, 1, 1)))
            ),
            ("Shadow", .shadow, .shadow([Shadow(color: white, offsetX: px, offsetY: px, blur: px, spread: px)])),
            ("Gradient", .gradient, .gradient([GradientStop(color: white, position: 0)])),
            (
                "Typography", .typography,
                .typography(
                    Typography(
                        fontFamily: ["Inter"], fontSize: Dimension(16, .px), fontWeight: 400, letterSpacing: nil,
                        lineHeight: nil))
            ),
            ("Unknown", .unknown("elevation"), .opaque(.number(2))),
        ]
        var samples = Dictionary(uniqueKeysWithValues: tokens.map { ($0.0, ResolvedToken(type: $0.1, value: $0.2)) })
        samples["Image"] = .image("logo")
        return samples
    }()

    /// One value type of each conversion family, as Swift spells it, and whether it reads `token`.
    static let values: [(swift: String, converts: @MainActor (ResolvedToken, Theme) -> Bool)] = [
        ("Color", { Color.themeValue(from: $0, in: $1) != nil }),
        ("Double", { Double.themeValue(from: $0, in: $1) != nil }),
        ("FontDescriptor", { FontDescriptor.themeValue(from: $0, in: $1) != nil }),
        ("String", { String.themeValue(from: $0, in: $1) != nil }),
    ]

    @Test func aKindCompilesWhereItsTokensConvertAndNowhereElse() async throws {
        let theme = ThemeManager(source: Fixtures.themes()).theme
        // Each pair is one line of one program: the line has an error exactly when the pair
        // should not compile.
        var lines = ["func check(_ theme: Theme) {"]
        var pairs: [(line: Int, kind: String, value: String, converts: Bool)] = []
        for kind in SwiftTokenKind.all {
            for value in Self.values {
                let converts = Self.samples[kind].map { value.converts($0, theme) } ?? false
                let name = "TokenName<TokenKinds.\(kind)>(\"x\")"
                lines.append("    let _: ThemeValue<\(value.swift)> = .token(\(name))")
                pairs.append((lines.count, kind, value.swift, converts))
                lines.append("    let _: \(value.swift)? = theme.value(\(name))")
                pairs.append((lines.count, kind, value.swift, converts))
            }
        }
        lines.append("}")
        #expect(SwiftTokenKind.all.allSatisfy { Self.samples[$0] != nil || $0 == SwiftTokenKind.mixed })
        let snippet = SwiftSnippet(file: "Kinds.swift", line: 0, code: lines.joined(separator: "\n"))
        let errors = try await SnippetTypechecker.shared.value.errors(of: [snippet], header: "import Livery")
        let found = errors[snippet.description] ?? []
        let failing = Set(found.compactMap { Self.line(of: $0) })
        for pair in pairs {
            #expect(
                failing.contains(pair.line) == !pair.converts,
                "TokenKinds.\(pair.kind) as \(pair.value): \(pair.converts ? "converts but does not compile" : "compiles but does not convert")\n\(lines[pair.line - 1])"
            )
        }
        // Every error is one of the pairs' (nothing else broke the program).
        #expect(failing.isSubset(of: Set(pairs.map(\.line))), "\(found)")
    }

    /// `Kinds.swift:12: error: …` → 12.
    static func line(of error: String) -> Int? {
        error.split(separator: ":").dropFirst().first.flatMap { Int($0) }
    }
}
