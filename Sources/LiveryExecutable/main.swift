import LiveryCLI
import Foundation

exit(LiveryCLI.main(Array(CommandLine.arguments.dropFirst())))
