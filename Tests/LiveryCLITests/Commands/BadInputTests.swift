import Foundation
import LiveryTestSupport
import Testing

/// Every kind of broken input gives one clear error that says where, exit status 1, and no
/// output on standard output beyond the summary — and never a crash.
@Suite("livery validate on bad input")
struct BadInputTests {
    /// Validates a file holding `bytes` and returns the exit status, the error text and the file's path.
    private func validate(_ bytes: [UInt8], name: String = "bad.tokens.json") throws -> (Int32, String, String) {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let file = try folder.write(name, bytes: bytes)
        let (status, io) = livery("validate", file)
        #expect(io.standardOutput == "1 error, 0 warnings in 1 file\n", "\(name)")
        return (status, io.standardError, file)
    }

    private func validate(_ text: String) throws -> (Int32, String, String) {
        try validate(Array(text.utf8))
    }

    @Test func truncatedJSONNamesTheLineAndColumnWhereItEnds() throws {
        let (status, error, file) = try validate("{\n  \"a\": {\"$type\": \"color\", \"$value\": \"#ff")
        #expect(status == 1)
        #expect(error == "error: \(file):2:41: invalid JSON: unexpected end of input inside a string\n")
    }

    @Test func malformedJSONNamesTheOffendingCharacter() throws {
        let (status, error, file) = try validate("{\n  \"a\": {\"$type\": \"color\",, }\n}")
        #expect(status == 1)
        #expect(error == "error: \(file):2:26: invalid JSON: unexpected ','; expected a quoted key\n")
    }

    @Test func nonUTF8IsRejected() throws {
        let (status, error, file) = try validate([0x7B, 0x22, 0x61, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])
        #expect(status == 1)
        #expect(error.hasPrefix("error: \(file):1:"), "\(error)")
        #expect(error.contains("UTF-8"), "\(error)")
    }

    @Test func emptyFileIsAnError() throws {
        let (status, error, file) = try validate([])
        #expect(status == 1)
        #expect(error == "error: \(file):1:1: invalid JSON: the file is empty\n")
    }

    @Test func valueOfTheWrongTypeNamesTheToken() throws {
        let (status, error, file) = try validate(#"{"size": {"$type": "dimension", "$value": true}}"#)
        #expect(status == 1)
        #expect(error.hasPrefix("error: \(file):1:2: size: "), "\(error)")
    }

    @Test func numberTooLargeForADoubleIsAnError() throws {
        let (status, error, file) = try validate(#"{"n": {"$type": "number", "$value": 1e999}}"#)
        #expect(status == 1)
        #expect(error == "error: \(file):1:37: invalid JSON: the number 1e999 is out of range\n")
    }

    @Test func nanIsNotJSON() throws {
        let (status, error, file) = try validate(#"{"n": {"$type": "number", "$value": NaN}}"#)
        #expect(status == 1)
        #expect(error.hasPrefix("error: \(file):1:37: invalid JSON: "), "\(error)")
    }

    @Test func hundredThousandLevelsOfNestingAreAnErrorNotAStackOverflow() throws {
        let depth = 100_000
        let text = String(repeating: "{\"g\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let (status, error, file) = try validate(text)
        #expect(status == 1)
        #expect(error.hasPrefix("error: \(file):1:"), "\(error)")
        #expect(error.contains("nesting is deeper than"), "\(error)")
    }

    @Test func fiftyMegabyteTokenFileValidates() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let description = String(repeating: "lorem ipsum ", count: 850)
        var text = #"{"color": {"$type": "color""#
        for index in 0..<5_000 {
            text +=
                #", "t\#(index)": {"$value": {"colorSpace": "srgb", "components": [0.\#(index % 10), 0.5, 0.25]}, "$description": "\#(description)"}"#
        }
        text += "}}\n"
        #expect(text.utf8.count > 50_000_000)
        let file = try folder.write("large.tokens.json", text: text)
        let (status, io) = livery("validate", file)
        #expect(status == 0, "\(io.standardError)")
        #expect(io.standardOutput == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func fiftyMegabyteTruncatedFileIsAnErrorAtItsEnd() throws {
        let text = #"{"a": {"$type": "color", "$description": ""# + String(repeating: "lorem ipsum ", count: 4_400_000)
        #expect(text.utf8.count > 50_000_000)
        let (status, error, file) = try validate(text)
        #expect(status == 1)
        #expect(
            error
                == "error: \(file):1:\(text.unicodeScalars.count + 1): invalid JSON: unexpected end of input inside a string\n"
        )
    }

    @Test func badFilesNeverLeavePartialExportOutput() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let file = try folder.write("bad.tokens.json", text: ##"{"a": {"$type": "color", "$value": "#zz"}}"##)
        let (status, io) = livery("export", file, "--format", "all", "-o", folder.path + "/out")
        #expect(status == 1)
        #expect(io.standardOutput == "")
        #expect(io.standardError.hasPrefix("error: \(file):1:"), "\(io.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }
}
