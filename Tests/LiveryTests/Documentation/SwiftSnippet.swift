import Foundation

/// A fenced Swift block of a Markdown file or a doc comment, with where it starts.
struct SwiftSnippet: CustomStringConvertible {
    /// The file, relative to the project root.
    var file: String
    /// The line of the opening fence, 1-based.
    var line: Int
    var code: String

    var description: String { "\(file):\(line)" }

    /// The marker of a line meant not to compile: `code // expected-error: text`.
    static let expectedErrorMark = "// expected-error: "

    /// The errors the snippet means to have: each line marked `// expected-error: text` must
    /// have an error whose message contains `text`; `line` counts in ``file``, as reported errors do.
    var expectedErrors: [(line: Int, text: String)] {
        code.components(separatedBy: "\n").enumerated().compactMap { index, text in
            text.range(of: Self.expectedErrorMark).map { (line + index + 1, String(text[$0.upperBound...])) }
        }
    }

    /// The ```swift blocks of Markdown text (README, DocC articles).
    static func markdown(_ text: String, file: String) -> [SwiftSnippet] {
        blocks(text.components(separatedBy: "\n").map { Substring($0) }, file: file)
    }

    /// The ```swift blocks of the `///` doc comments of Swift source text.
    static func docComments(_ text: String, file: String) -> [SwiftSnippet] {
        // Comment lines become their text; other lines become blanks that end no block but
        // keep the numbering (a block never spans code).
        let lines = text.components(separatedBy: "\n").map { line -> Substring in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return "\u{0}" }
            let body = trimmed.dropFirst(3)
            return body.hasPrefix(" ") ? body.dropFirst() : body
        }
        return blocks(lines, file: file)
    }

    private static func blocks(_ lines: [Substring], file: String) -> [SwiftSnippet] {
        var snippets: [SwiftSnippet] = []
        var open: (line: Int, indent: Int, code: [Substring])?
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let fence = line.dropFirst(indent)
            if var block = open {
                if line == "\u{0}" {
                    open = nil // the comment ended without a closing fence
                } else if fence.hasPrefix("```") {
                    snippets.append(
                        SwiftSnippet(file: file, line: block.line, code: block.code.joined(separator: "\n")))
                    open = nil
                } else {
                    block.code.append(line.dropFirst(min(block.indent, indent)))
                    open = block
                }
            } else if fence == "```swift" {
                open = (index + 1, indent, [])
            }
        }
        return snippets
    }
}
