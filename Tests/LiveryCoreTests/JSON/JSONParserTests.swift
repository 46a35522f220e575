import Testing

@testable import LiveryCore

@Suite("JSON parser")
struct JSONParserTests {
    @Test("parses every kind of value")
    func parsesValues() throws {
        let value = try JSONParser.parse(
            #"{"s": "x", "n": -12.5e1, "t": true, "f": false, "z": null, "a": [1, [2]], "o": {}}"#)
        #expect(value["s"] == "x")
        #expect(value["n"] == .number(-125))
        #expect(value["t"] == true)
        #expect(value["f"] == false)
        #expect(value["z"] == .null)
        #expect(value["a"] == [1, [2]])
        #expect(value["o"] == .object(JSONObject()))
    }

    @Test("keeps object members in document order")
    func keepsOrder() throws {
        let value = try JSONParser.parse(#"{"z": 1, "a": 2, "m": 3}"#)
        #expect(value.objectValue?.keys == ["z", "a", "m"])
    }

    @Test("records the line and column of every key")
    func keyLocations() throws {
        let value = try JSONParser.parse("{\n  \"color\": {\n    \"bg\": 1\n  }\n}")
        let root = try #require(value.objectValue)
        #expect(root.location(of: "color") == SourceLocation(line: 2, column: 3))
        #expect(root["color"]?.objectValue?.location(of: "bg") == SourceLocation(line: 3, column: 5))
    }

    @Test("counts columns in characters, not bytes")
    func columnsCountCharacters() throws {
        let value = try JSONParser.parse(#"{"é": 1, "b": 2}"#)
        #expect(value.objectValue?.location(of: "b") == SourceLocation(line: 1, column: 10))
    }

    @Test("decodes escapes and surrogate pairs")
    func escapes() throws {
        let value = try JSONParser.parse(#"["a\"b\\c\/d\n\t\u00e9\ud83c\udfa8"]"#)
        #expect(value[0] == .string("a\"b\\c/d\n\té🎨"))
    }

    @Test("keeps the last of repeated keys and reports it")
    func duplicateKeys() throws {
        var duplicates: [JSONDuplicateKey] = []
        let value = try JSONParser.parse(Array(#"{"a": 1, "a": 2}"#.utf8), duplicateKeys: &duplicates)
        #expect(value["a"] == 2)
        #expect(duplicates == [JSONDuplicateKey(key: "a", location: SourceLocation(line: 1, column: 10))])
    }

    @Test(
        "reports malformed input with its location",
        arguments: [
            ("", "1:1: the file is empty"),
            ("   ", "1:4: the file holds no JSON value"),
            (#"{"a": 1"#, "1:8: unexpected end of input; expected ',' or '}' in an object"),
            ("{\n\"a\" 1}", "2:5: unexpected '1'; expected ':' after the key"),
            (#"[1, 2,]"#, "1:7: unexpected ']'; expected a value"),
            (#"{"a": tru}"#, "1:7: invalid literal; expected 'true'"),
            (#"[01]"#, "1:3: unexpected '1'; expected ',' or ']' in an array"),
            (#"[1.]"#, "1:4: unexpected ']'; expected a digit after '.'"),
            (#"["a"#, "1:4: unexpected end of input inside a string"),
            ("[\"a\u{01}\"]", "1:4: a control character must be escaped in a string"),
            (#"["\x"]"#, "1:3: invalid escape '\\x' in a string"),
            (#"["\ud800"]"#, "1:9: a high surrogate \\u escape must be followed by a low surrogate"),
            (#"[1e999]"#, "1:2: the number 1e999 is out of range"),
            (#"{"a": 1} x"#, "1:10: unexpected 'x' after the JSON value"),
            (#"{1: 2}"#, "1:2: unexpected '1'; expected a quoted key"),
            ("NaN", "1:1: unexpected 'N'; expected a value"),
        ])
    func malformed(input: String, expected: String) {
        #expect(throws: JSONParseError.self, "input: \(input)") { try JSONParser.parse(input) }
        do {
            _ = try JSONParser.parse(input)
        } catch {
            #expect(error.description == expected, "input: \(input)")
        }
    }

    @Test("refuses invalid UTF-8 inside strings")
    func invalidUTF8() {
        let bytes: [UInt8] = Array(#"{"a": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(throws: JSONParseError("invalid UTF-8 in a string", at: SourceLocation(line: 1, column: 8))) {
            try JSONParser.parse(bytes)
        }
    }

    @Test("refuses UTF-16 text with a clear message")
    func utf16() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]
        #expect(
            throws: JSONParseError(
                "the text is UTF-16; JSON files must be UTF-8", at: SourceLocation(line: 1, column: 1))
        ) {
            try JSONParser.parse(bytes)
        }
    }

    @Test("skips a UTF-8 byte-order mark")
    func byteOrderMark() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
    }

    @Test("refuses 100,000-deep nesting with an error instead of overflowing the stack")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError("nesting is deeper than 512 levels", at: SourceLocation(line: 1, column: 513))) {
            try JSONParser.parse(text)
        }
        let objects = String(repeating: #"{"a":"#, count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(objects) }
    }

    @Test("accepts nesting up to the limit")
    func nestingAtLimit() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var value = try JSONParser.parse(text)
        var depth = 0
        while let inner = value.arrayValue?.first {
            value = inner
            depth += 1
        }
        #expect(depth == 511, "512 arrays, nested")
    }

    @Test("parses numbers exactly as Double does")
    func numbers() throws {
        for text in [
            "0", "-0", "1", "123456789012345", "1234567890123456789", "0.1", "1e-7", "-2.5E+3", "0.047058823529411764",
        ] {
            #expect(try JSONParser.parse(text) == .number(Double(text) ?? .nan), "input: \(text)")
        }
    }
}

@Suite("JSON writer")
struct JSONWriterTests {
    @Test("writes compact JSON in member order")
    func compact() {
        let value: JSONValue = ["b": [1, 2.5, "x"], "a": ["n": nil, "t": true]]
        #expect(JSONWriter.string(value, pretty: false) == #"{"b":[1,2.5,"x"],"a":{"n":null,"t":true}}"#)
    }

    @Test("pretty-prints with scalar arrays on one line")
    func pretty() {
        let value: JSONValue = ["c": ["components": [1, 0.5, 0]], "e": [], "o": [:], "l": [["x": 1]]]
        #expect(
            JSONWriter.string(value) == """
                {
                  "c": {
                    "components": [1, 0.5, 0]
                  },
                  "e": [],
                  "o": {},
                  "l": [
                    {
                      "x": 1
                    }
                  ]
                }

                """)
    }

    @Test("escapes strings")
    func escaping() {
        #expect(JSONWriter.quoted("a\"b\\c\n\u{01}é") == #""a\"b\\c\n\u0001é""#)
    }

    @Test("escapes every control character, with short escapes where JSON has them")
    func controlEscaping() {
        #expect(JSONWriter.quoted("\t\r\u{08}\u{0C}\u{1F}x\u{7F}🎨") == "\"\\t\\r\\b\\f\\u001fx\\u007f🎨\"")
        #expect(JSONWriter.string(["k\n": "\u{0}"], pretty: false) == #"{"k\n":"\u0000"}"#)
    }

    @Test("escapes DEL, C1 controls, line separators and bidi overrides; keeps other text byte for byte")
    func invisibleEscaping() throws {
        let text =
            "a\u{7F}\u{80}\u{9B}\u{A0}é\u{2028}\u{2029}\u{202A}\u{202E}\u{2066}\u{2069}\u{2014}\u{2027}\u{202F}\u{2065}z"
        let quoted = JSONWriter.quoted(text)
        #expect(
            quoted == #""a\u007f\u0080\u009b"# + "\u{A0}é" + #"\u2028\u2029\u202a\u202e\u2066\u2069"#
                + "\u{2014}\u{2027}\u{202F}\u{2065}z\"")
        #expect(try JSONParser.parse(quoted) == .string(text), "the same JSON value")
    }

    @Test("reads every number as the Double the standard conversion gives")
    func numbersMatchTheStandardConversion() throws {
        var texts = [
            "0.5019607843137255", "-0.0", "0.1", "1e22", "1e23", "9007199254740993", "9007199254740992.5",
            "123456789012345678901", "0.000000000000000000000001", "4.35", "1E-7", "2.5e+3", "-17.0e-2",
        ]
        // Deterministic pseudo-random decimals of every length, with and without exponents.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let digits = String(seed >> 1).prefix(Int(seed % 19) + 1)
            let split = Int(seed >> 7 % UInt64(digits.count))
            var text = digits.prefix(split).isEmpty ? "0" : String(digits.prefix(split))
            if split < digits.count { text += "." + digits.dropFirst(split) }
            if seed % 3 == 0 { text += "e\(Int(seed >> 20 % 60) - 30)" }
            texts.append(seed % 2 == 0 ? text : "-" + text)
        }
        for text in texts {
            let parsed = try JSONParser.parse("[\(text)]")
            #expect(parsed == [.number(try #require(Double(text)))], "\(text)")
        }
    }

    @Test("numbers read back to the same Double")
    func numberRoundTrip() throws {
        for n in [0, 1, -1, 0.1, 1.0 / 3, 1e-7, 123456789012345680, 0.047058823529411764, 1e300] {
            let text = JSONWriter.number(n)
            #expect(Double(text) == n, "number: \(n) wrote \(text)")
        }
        #expect(JSONWriter.number(3) == "3")
        #expect(JSONWriter.number(-0.0) == "0")
    }

    @Test("parse ∘ write is the identity")
    func roundTrip() throws {
        let value: JSONValue = ["a": [1, ["b": "c\u{7}"], nil, false], "d": 1e-9]
        #expect(try JSONParser.parse(JSONWriter.string(value)) == value)
        #expect(try JSONParser.parse(JSONWriter.string(value, pretty: false)) == value)
    }
}
