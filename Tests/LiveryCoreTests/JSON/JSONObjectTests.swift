import LiveryCore
import Testing

/// `JSONObject` searches small objects in order and hashes large ones; both must behave alike.
@Suite struct JSONObjectTests {
    /// Sizes on both sides of the point where the object starts hashing its keys.
    static let sizes = [0, 1, 7, 8, 9, 10, 40]

    @Test(arguments: sizes)
    func findsEveryMemberAndKeepsOrder(count: Int) {
        var object = JSONObject()
        for i in 0..<count { object["k\(i)"] = .number(Double(i)) }
        #expect(object.keys == (0..<count).map { "k\($0)" }, "size \(count)")
        for i in 0..<count { #expect(object["k\(i)"] == .number(Double(i)), "size \(count), k\(i)") }
        #expect(object["missing"] == nil)
    }

    @Test(arguments: sizes.filter { $0 > 0 })
    func replacingKeepsThePosition(count: Int) {
        var object = JSONObject((0..<count).map { (key: "k\($0)", value: JSONValue.number(Double($0))) })
        object.set("new", forKey: "k0", at: SourceLocation(line: 3, column: 4))
        object["tail"] = true
        #expect(object.keys.first == "k0", "size \(count)")
        #expect(object["k0"] == "new", "size \(count)")
        #expect(object.location(of: "k0") == SourceLocation(line: 3, column: 4))
        #expect(object.keys.last == "tail")
        #expect(object.count == count + 1)
    }

    @Test(arguments: sizes.filter { $0 > 1 })
    func removingAMemberKeepsTheOthersFindable(count: Int) {
        var object = JSONObject((0..<count).map { (key: "k\($0)", value: JSONValue.number(Double($0))) })
        object["k0"] = nil
        #expect(object["k0"] == nil)
        #expect(object.keys == (1..<count).map { "k\($0)" }, "size \(count)")
        for i in 1..<count { #expect(object["k\(i)"] == .number(Double(i)), "size \(count), k\(i)") }
        object["k0"] = "back"
        #expect(object.keys.last == "k0")
        #expect(object["k0"] == "back")
    }

    @Test func aRepeatedKeyInTheInitializerKeepsTheLastValueAtTheFirstPosition() {
        let members = (0..<12).map { (key: "k\($0 % 10)", value: JSONValue.number(Double($0))) }
        let object = JSONObject(members)
        #expect(object.count == 10)
        #expect(object["k1"] == .number(11))
        #expect(object.keys.first == "k0")
    }
}
