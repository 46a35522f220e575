import LiveryCore
import Testing

@testable import LiveryTools

@Suite("XML reader")
struct XMLReaderTests {
    private func read(_ text: String) throws(XMLSyntaxError) -> XMLElementTree {
        try XMLReader.read(Array(text.utf8))
    }

    /// The syntax error `bytes` give; records an issue when they parse.
    private func syntaxError(
        _ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> XMLSyntaxError? {
        do throws(XMLSyntaxError) {
            _ = try XMLReader.read(bytes)
            Issue.record("parsed: \(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    private func syntaxError(
        _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> XMLSyntaxError? {
        syntaxError(Array(text.utf8), sourceLocation: sourceLocation)
    }

    @Test func readsElementsAttributesAndTextInOrder() throws {
        let root = try read(
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- colors -->\n<resources>\n  <color name='a' x=\"1\">#fff</color>\n  <item type=\"color\" name=\"b\"/>\n</resources>\n"
        )
        #expect(root.name == "resources")
        #expect(root.elements.map(\.name) == ["color", "item"])
        #expect(root.elements[0].attribute("name") == "a")
        #expect(root.elements[0].attribute("x") == "1")
        #expect(root.elements[0].text == "#fff")
        #expect(root.elements[0].location == SourceLocation(line: 4, column: 3))
        #expect(root.elements[1].attribute("type") == "color")
        #expect(root.elements[1].children.isEmpty)
    }

    @Test func processingInstructionsAnywhereAreSkipped() throws {
        let root = try read("<resources><?x?><color name=\"a\">#000<?y data?></color></resources><?z?>")
        #expect(root.elements.count == 1)
        #expect(root.elements[0].text == "#000")
    }

    @Test func entitiesCharacterReferencesAndCDATAAreDecoded() throws {
        let root = try read("<r a=\"&lt;&amp;&#65;&#x42;&quot;&apos;\">&gt;<![CDATA[<&]]>&#x1F600;</r>")
        #expect(root.attribute("a") == "<&AB\"'")
        #expect(root.text == "><&😀")
    }

    @Test func textOfNestedElementsIsIncluded() throws {
        let root = try read("<r>a<b>b<c>c</c></b>d</r>")
        #expect(root.text == "abcd")
    }

    @Test func crlfAndCRCountAsOneLineBreak() throws {
        let root = try read("<r>\r\n<a/>\r<b/>\n<c/></r>")
        #expect(root.elements.map(\.location.line) == [2, 3, 4])
    }

    @Test func nonASCIINamesAndTextAreAccepted() throws {
        let root = try read("<r><färbe name=\"grün\">é</färbe></r>")
        #expect(root.elements[0].name == "färbe")
        #expect(root.elements[0].attribute("name") == "grün")
    }

    @Test func nestingIsReadUpToTheLimitAndRefusedBeyondIt() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        }
        #expect(try read(nested(XMLReader.maximumDepth)).name == "a")
        let error = syntaxError(nested(100_000))
        #expect(error?.message == "elements nested more than 256 deep")
        #expect(error?.location == SourceLocation(line: 1, column: 3 * 256 + 1))
    }

    /// Each input is malformed; the error names what is wrong and where.
    @Test(arguments: [
        ("", "the file has no root element", 1, 1),
        ("  \n", "the file has no root element", 2, 1),
        ("hello", "text before the root element", 1, 1),
        ("<r>", "the element <r> is not closed", 1, 1),
        // Found by the Android fuzzer: an end tag where the root should start indexed an empty stack.
        ("</r>", "an end tag before any start tag", 1, 1),
        ("<?xml version=\"1.0\"?>\n</resources>", "an end tag before any start tag", 2, 1),
        ("<r>\n<a></b></r>", "the end tag </b> does not match the start tag <a> (line 2)", 2, 4),
        ("<r></r><r/>", "content after the root element", 1, 8),
        ("<r></r>text", "content after the root element", 1, 8),
        ("<r a=1/>", "the value of the attribute a is not quoted", 1, 6),
        ("<r a=\"1/>", "the value of the attribute a is not closed", 1, 10),
        ("<r a=\"<\"/>", "\"<\" inside the value of the attribute a", 1, 7),
        ("<r a/>", "expected \"=\" after the attribute name a", 1, 5),
        ("<r a=\"1\" a=\"2\"/>", "the attribute a appears twice", 1, 10),
        ("<r a=\"1\"b=\"2\"/>", "expected whitespace, \">\" or \"/>\" in the tag <r>", 1, 9),
        ("<r", "the tag <r> is not closed with \">\"", 1, 3),
        ("<>", "expected an element name after \"<\"", 1, 2),
        ("<1/>", "expected an element name after \"<\"", 1, 2),
        ("<r>&nbsp;</r>", "an undeclared entity &nbsp; (write &amp; for &)", 1, 4),
        ("<r>a & b</r>", "a \"&\" that starts no entity (write &amp; for &)", 1, 6),
        ("<r>&#0;</r>", "&#0; is not a valid character reference", 1, 4),
        ("<r>&#xD800;</r>", "&#xD800; is not a valid character reference", 1, 4),
        ("<r>&#xZZ;</r>", "&#xZZ; is not a valid character reference", 1, 4),
        ("<r><!-- a -- b --></r>", "\"--\" inside a comment", 1, 11),
        ("<r><!-- a", "a comment is not closed with \"-->\"", 1, 4),
        ("<r><![CDATA[x", "a CDATA section is not closed with \"]]>\"", 1, 4),
        ("<r>]]></r>", "\"]]>\" outside a CDATA section", 1, 4),
        ("<r><?", "expected a processing instruction's target after \"<?\"", 1, 6),
        ("<r><?x", "the processing instruction <?x is not closed with \"?>\"", 1, 4),
        ("<r><?xml version=\"1.0\"?></r>", "the XML declaration <?xml …?> must be the first thing in the file", 1, 4),
        (" <?xml version=\"1.0\"?><r/>", "the XML declaration <?xml …?> must be the first thing in the file", 1, 2),
        (
            "<!DOCTYPE r [<!ENTITY e \"x\">]><r>&e;</r>", "a document type declaration (<!DOCTYPE …>) is not supported",
            1, 1
        ),
        ("<r><!ELEMENT x></r>", "unexpected \"<!\" inside an element", 1, 4),
        ("<r>\u{1}</r>", "the character U+1 is not allowed in XML", 1, 4),
        ("<r>\u{FFFE}</r>", "the character U+FFFE is not allowed in XML", 1, 4),
    ])
    func malformedInputIsAnErrorWithItsPlace(input: String, message: String, line: Int, column: Int) {
        let error = syntaxError(input)
        #expect(error?.message == message, "input: \(input)")
        #expect(error?.location == SourceLocation(line: line, column: column), "input: \(input)")
    }

    @Test func bytesThatAreNotUTF8AreAnErrorWithTheirPlace() {
        let inComment = Array("<resources>\n<!-- ".utf8) + [0xFF] + Array(" --></resources>".utf8)
        #expect(
            syntaxError(inComment)
                == XMLSyntaxError(
                    message: "the file is not UTF-8 text (an invalid byte)",
                    location: SourceLocation(line: 2, column: 6)))
        let inName = Array("<resources><col".utf8) + [0xFF] + Array("or/></resources>".utf8)
        #expect(syntaxError(inName)?.location == SourceLocation(line: 1, column: 16))
        #expect(syntaxError([0xC3]) != nil)
        #expect(syntaxError([0xED, 0xA0, 0x80]) != nil)
    }

    @Test func everyPrefixOfADocumentIsReadOrRefusedWithoutCrashing() {
        let text = Array(
            "<?xml version=\"1.0\"?><!-- c --><resources a='&amp;'><?pi x?><color name=\"a\"><![CDATA[#fff]]>&#65;</color><item/></resources>"
                .utf8)
        for end in 0...text.count {
            _ = try? XMLReader.read(Array(text[..<end]))
        }
        #expect(throws: XMLSyntaxError.self) { try XMLReader.read(Array(text.dropLast())) }
    }

    /// Seeded random edits of a resources file (bytes replaced, inserted, removed, including
    /// 0xFF, `<`, `&` and `]`): every one is read or refused, and a refusal has a place.
    @Test func randomEditsOfAResourcesFileAreReadOrRefusedWithAPlace() {
        let original = Array(
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- c -->\n<resources>\n  <color name=\"a\">#fff</color>\n  <item name='b' type=\"color\"><![CDATA[#000]]></item>\n  <?pi data?>\n  <string name=\"s\">&amp;&#x41;</string>\n</resources>\n"
                .utf8)
        let alphabet: [UInt8] = Array("<>/?!-[]&;#=\"' \nax".utf8) + [0xFF, 0xC3, 0x00, 0x80]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0...next(4) {
                let position = next(bytes.count)
                switch next(3) {
                case 0: bytes[position] = alphabet[next(alphabet.count)]
                case 1: bytes.insert(alphabet[next(alphabet.count)], at: position)
                default: bytes.remove(at: position)
                }
            }
            do throws(XMLSyntaxError) {
                _ = try XMLReader.read(bytes)
            } catch {
                #expect(error.location.line >= 1 && error.location.column >= 1)
                #expect(!error.message.isEmpty)
            }
        }
    }
}
