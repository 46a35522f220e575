import Foundation
import LiveryCLI

exit(LiveryCLI.main(Array(CommandLine.arguments.dropFirst())))
