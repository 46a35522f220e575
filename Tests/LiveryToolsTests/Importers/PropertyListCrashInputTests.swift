import LiveryCore
import Testing

@testable import LiveryTools

/// The property-list importers read through `PropertyListSerialization` (CoreFoundation's own
/// XML reader, not FoundationXML): the inputs that crashed FoundationXML in Android resources
/// are refused here with a diagnostic naming the file.
@Suite("Property list importers: inputs that crashed FoundationXML")
struct PropertyListCrashInputTests {
    static let inputs: [(name: String, bytes: [UInt8])] = [
        ("processing instruction", Array(#"<?xml version="1.0"?><plist version="1.0"><?x?><dict/></plist>"#.utf8)),
        (
            "0xFF in a comment",
            Array("<?xml version=\"1.0\"?><plist><!-- ".utf8) + [0xFF] + Array(" --><dict/></plist>".utf8)
        ),
        (
            "0xFF in an element name",
            Array("<?xml version=\"1.0\"?><plist><di".utf8) + [0xFF] + Array("ct/></plist>".utf8)
        ),
        ("truncated", Array("<?xml version=\"1.0\"?><plist><dict><key>a</key>".utf8)),
        ("unclosed comment", Array("<?xml version=\"1.0\"?><plist><!-- ".utf8)),
    ]

    @Test(arguments: inputs.indices, [Importer.swiftTheme, Importer.dkNightVersion].indices)
    func badPropertyListsGiveADiagnosticNotACrash(input: Int, importer: Int) {
        let (name, bytes) = Self.inputs[input]
        let chosen = [Importer.swiftTheme, Importer.dkNightVersion][importer]
        let file = InputFile(
            path: chosen.id == "swifttheme" ? "Themes/Night.plist" : "Resources/DKColorMapping.plist", contents: bytes)
        do throws(DiagnosticsError) {
            _ = try chosen.run([file])
        } catch {
            #expect(!error.errors.isEmpty, "\(name)")
        }
    }
}
