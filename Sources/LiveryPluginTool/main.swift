// The executable LiveryPlugin's build command runs:
//
//   LiveryPluginTool RESOLVER OUTPUT [DECLARED-INPUT…]
//
// writes the typed Swift tokens of RESOLVER to OUTPUT (only when its bytes change) and prints
// every finding to standard error in the compiler's format (`path:line:column: error: …`),
// so SwiftPM and Xcode show it at the token file's line. Exit status: 0 when the tokens were
// generated, 1 on an error in the tokens, 2 on a usage error.
import Foundation
import LiveryTools

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: LiveryPluginTool RESOLVER OUTPUT [DECLARED-INPUT…]\n".utf8))
    exit(2)
}
let outcome = SwiftTokensGeneration(
    resolver: arguments[0], output: arguments[1], declaredInputs: Array(arguments.dropFirst(2))
).run()
for line in outcome.lines { FileHandle.standardError.write(Data((line + "\n").utf8)) }
exit(outcome.succeeded ? 0 : 1)
