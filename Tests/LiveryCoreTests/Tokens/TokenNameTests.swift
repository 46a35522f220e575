import LiveryCore
import Testing

@Suite struct TokenNameTests {
    @Test(arguments: [
        ("a{b", "'{'"), ("a}b", "'}'"), ("a.b", "'.'"),
    ])
    func nameWithAReservedCharacterIsAnError(name: String, character: String) {
        let outcome = TokenFixtures.resolve(#"{ "group": { "\#(name)": { "$type": "number", "$value": 1 } } }"#)
        #expect(
            outcome.errors == [
                "tokens.json:1:14: group.\(name): invalid name '\(name)': token and group names must not contain \(character)"
            ])
    }

    @Test func nameBeginningWithDollarIsAnError() {
        let outcome = TokenFixtures.resolve(#"{ "group": { "$secret": { "$type": "number", "$value": 1 } } }"#)
        #expect(
            outcome.errors == [
                "tokens.json:1:14: group.$secret: invalid name '$secret': token and group names must not begin with '$'"
            ])
    }

    @Test func groupNamesFollowTheSameRules() {
        let outcome = TokenFixtures.resolve(#"{ "bad.group": { "t": { "$type": "number", "$value": 1 } } }"#)
        #expect(
            outcome.errors == [
                "tokens.json:1:3: bad.group: invalid name 'bad.group': token and group names must not contain '.'"
            ])
        #expect(outcome.theme?.count == 0)
    }

    @Test func everyInvalidNameIsReportedAtOnce() {
        let outcome = TokenFixtures.resolve(
            #"""
            {
              "a.b": { "$type": "number", "$value": 1 },
              "c{": { "$type": "number", "$value": 2 },
              "ok": { "$type": "number", "$value": 3 }
            }
            """#)
        #expect(outcome.errors.count == 2)
        #expect(outcome["ok"]?.value == .number(3))
    }

    @Test func namesAreCaseSensitive() {
        let outcome = TokenFixtures.resolve(
            #"""
            { "size": { "$type": "number", "$value": 1 }, "SIZE": { "$type": "number", "$value": 2 } }
            """#)
        #expect(outcome["size"]?.value == .number(1))
        #expect(outcome["SIZE"]?.value == .number(2))
    }
}
