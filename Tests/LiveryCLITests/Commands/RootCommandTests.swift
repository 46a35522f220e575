import Testing

@testable import LiveryCLI

@Suite("livery")
struct RootCommandTests {
    @Test func versionFlagPrintsTheVersion() {
        let (status, io) = livery("--version")
        #expect(status == 0)
        #expect(io.standardOutput == "\(LiveryCLI.version)\n")
    }

    @Test func helpListsEveryRegisteredCommandWithItsAbstract() {
        let (status, io) = livery("--help")
        #expect(status == 0)
        for command in LiveryCommand.configuration.subcommands {
            let name = command.configuration.name
            #expect(io.standardOutput.contains("\n  \(name.padding(to: 24))"), "\(name) missing from help")
            #expect(livery(name, "--help").status == 0, "\(name) --help")
        }
        #expect(io.standardOutput.contains("\n  color "))
        #expect(io.standardOutput.contains("\n  contrast "))
    }

    @Test func everyCommandHasAUniqueName() {
        let names = LiveryCommand.configuration.subcommands.map { $0.configuration.name }
        #expect(Set(names).count == names.count, "\(names)")
    }

    @Test func noSubcommandIsAUsageError() {
        let (status, io) = livery()
        #expect(status == 2)
        #expect(
            io.standardError == """
                Error: Missing subcommand
                Usage: livery [--version] <subcommand>
                See 'livery --help'.

                """)
    }

    @Test func unknownSubcommandIsAUsageError() {
        let (status, io) = livery("colour", "#fff")
        #expect(status == 2)
        #expect(io.standardError.hasPrefix("Error: Unknown subcommand 'colour'\n"))
    }
}
