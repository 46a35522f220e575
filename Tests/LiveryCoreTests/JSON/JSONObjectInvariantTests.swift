import Testing

@testable import LiveryCore

@Suite("JSON object invariants")
struct JSONObjectInvariantTests {
    @Test func membersAndIndexStayConsistentAcrossTheIndexThreshold() {
        var object = JSONObject()
        for i in 0..<20 {
            object["k\(i)"] = .number(Double(i))
            object.checkInvariants()
        }
        object["k3"] = .string("replaced")
        for i in stride(from: 19, through: 0, by: -2) {
            object["k\(i)"] = nil
            object.checkInvariants()
        }
        #expect(object.keys == (0..<10).map { "k\($0 * 2)" })
        #expect(object["k3"] == nil)
    }

    @Test func aParsedObjectWithDuplicatesIsConsistent() throws {
        let members = (0..<12).map { "\"k\($0 % 10)\": \($0)" }.joined(separator: ", ")
        let object = try #require(JSONParser.parse("{\(members)}").objectValue)
        object.checkInvariants()
        #expect(object.count == 10)
    }
}
