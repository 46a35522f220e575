import Foundation
import Testing

extension SnippetTypechecker {
    /// The values examples use without declaring them (`label`, `manager`).
    static let standIns = ["DocContext"]
}

/// Every Swift example a reader can copy compiles: README.md, the DocC articles, and the doc
/// comments of the library products — against the real modules, the Apple glue included, built
/// on the stub SDK of this package (whose declarations `Scripts/check-apple-sdk` checks against
/// Apple's). Undeclared context (`label`, `manager`) comes from `Tests/Support/DocExamples/DocContext.swift`.
@Suite("Documentation examples compile", .serialized)
struct DocExampleTests {
    /// What a reader's file has before the example: the context, and nothing else, so an
    /// example that forgets an import fails as it would in an app.
    static let markdownHeader = "import DocContext"

    /// Doc-comment examples sit inside their module: its internal names are in scope.
    static let sourceHeader = """
        import DocContext
        import UIKit
        @testable import LiveryUIKit
        @testable import LiveryCore
        @testable import Livery
        @testable import LiveryTools
        """

    /// LiveryWebKit's examples sit inside a file that imports WebKit.
    static let webKitSourceHeader = """
        import DocContext
        import WebKit
        @testable import LiveryWebKit
        """

    /// LiverySwiftUI's examples sit inside a file that imports SwiftUI (whose `Color` hides
    /// LiveryCore's, as in an app's SwiftUI file).
    static let swiftUISourceHeader = """
        import DocContext
        import SwiftUI
        import Livery
        @testable import LiverySwiftUI
        """

    static func text(_ path: String) throws -> String {
        try String(contentsOf: SnippetTypechecker.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The files under `folder` with the extension `ext`, relative to the root, sorted.
    static func files(under folder: String, ext: String) -> [String] {
        let base = SnippetTypechecker.root.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(atPath: base.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix("." + ext) { found.append(folder + "/" + path) }
        }
        return found.sorted()
    }

    static func expectCompiles(_ snippets: [SwiftSnippet], header: String) async throws {
        let checker = try await SnippetTypechecker.shared.value
        let errors = try await checker.errors(of: snippets, header: header)
        for snippet in snippets {
            let found = errors[snippet.description] ?? []
            #expect(
                found.isEmpty, "\(snippet) does not compile:\n\(found.joined(separator: "\n"))\n---\n\(snippet.code)")
        }
    }

    @Test func theReadmeExamplesCompile() async throws {
        let snippets = SwiftSnippet.markdown(try Self.text("README.md"), file: "README.md")
        #expect(!snippets.isEmpty)
        try await Self.expectCompiles(snippets, header: Self.markdownHeader)
    }

    @Test func theDocCArticleExamplesCompile() async throws {
        let articles = Self.files(under: "Sources", ext: "md").filter { $0.contains(".docc/") }
        #expect(!articles.isEmpty, "no DocC articles found")
        let snippets = try articles.flatMap { SwiftSnippet.markdown(try Self.text($0), file: $0) }
        #expect(!snippets.isEmpty, "no Swift blocks in the DocC articles")
        try await Self.expectCompiles(snippets, header: Self.markdownHeader)
    }

    @Test(arguments: [
        "Sources/LiveryCore", "Sources/Livery", "Sources/LiveryTools", "Sources/LiveryUIKit", "Sources/LiverySwiftUI",
        "Sources/LiveryWebKit",
    ])
    func theDocCommentExamplesCompile(module: String) async throws {
        let snippets = try Self.files(under: module, ext: "swift").flatMap {
            SwiftSnippet.docComments(try Self.text($0), file: $0)
        }
        #expect(!snippets.isEmpty)
        try await Self.expectCompiles(
            snippets,
            header: module.hasSuffix("SwiftUI")
                ? Self.swiftUISourceHeader : module.hasSuffix("WebKit") ? Self.webKitSourceHeader : Self.sourceHeader)
    }

    @Test func aSnippetThatDoesNotCompileIsReportedAtItsLine() async throws {
        let snippet = SwiftSnippet(file: "Example.md", line: 10, code: "let fine = 1\nlet broken: Int = \"text\"")
        let errors = try await SnippetTypechecker.shared.value.errors(of: [snippet], header: Self.markdownHeader)
        #expect(errors["Example.md:10"]?.first?.hasPrefix("Example.md:12: error: cannot convert") == true, "\(errors)")
    }

    @Test func anExpectedErrorMustHappenOnItsLineWithItsTextAndNoOtherErrorMay() async throws {
        let snippet = SwiftSnippet(
            file: "Example.md", line: 10,
            code: """
                let a: Int = "text" // expected-error: cannot convert
                let b: Int = 1 // expected-error: cannot convert
                let c: Int = "text"
                """)
        let surprises =
            try await SnippetTypechecker.shared.value.surprises(
                of: [snippet], header: Self.markdownHeader)["Example.md:10"] ?? []
        #expect(surprises.count == 2, "\(surprises)")
        #expect(surprises.contains { $0.hasPrefix("Example.md:12: expected an error containing") }, "\(surprises)")
        #expect(surprises.contains { $0.hasPrefix("Example.md:13: error: cannot convert") }, "\(surprises)")
    }

    @Test func blocksAreFoundInMarkdownAndInDocComments() {
        let markdown = "text\n```swift\nlet a = 1\n```\n```json\n{}\n```\n"
        #expect(SwiftSnippet.markdown(markdown, file: "A.md").map(\.code) == ["let a = 1"])
        let source = "/// Summary.\n///\n/// ```swift\n/// let b = 2\n///     .description\n/// ```\nlet c = 3\n"
        let found = SwiftSnippet.docComments(source, file: "B.swift")
        #expect(found.map(\.code) == ["let b = 2\n    .description"])
        #expect(found.map(\.line) == [3])
    }
}
