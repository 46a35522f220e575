import FuzzKit
import LiveryCore

/// libFuzzer entry point (SwiftPM links this executable with `main=FuzzJSON_main`).
@_cdecl("FuzzJSON_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in
        JSONHarness.run(FuzzDriver.bytes(data, size))
        return 0
    }
}

/// Any bytes through `JSONParser` (errors must carry a place), and every document it accepts
/// written back by `JSONWriter` (pretty and compact) and parsed again to the same value.
enum JSONHarness {
    static func run(_ bytes: [UInt8]) {
        var duplicates: [JSONDuplicateKey] = []
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes, duplicateKeys: &duplicates)
        } catch {
            FuzzCheck.blackHole(error.description)
            return
        }
        for pretty in [true, false] {
            let written = JSONWriter.bytes(value, pretty: pretty)
            do {
                let again = try JSONParser.parse(written)
                FuzzCheck.expect(again == value, "JSONWriter output parses to a different value")
            } catch {
                FuzzCheck.expect(false, "JSONWriter wrote JSON its parser refuses: \(error)")
            }
        }
    }
}
