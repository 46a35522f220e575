// livery-bench: named benchmark suites; `livery-bench [suite…]`, all suites by default.
//
//     swift run -c release livery-bench            # every suite
//     swift run -c release livery-bench engine     # one suite

import Foundation

let suites: [BenchSuite] = [
    .engine,
    .observation,
    .tokens,
    .diff,
    .serve,
    .remoteMemory,
    .derive,
    .deriveQuality,
    .deriveFrontier,
    .deriveCorrections,
    .deriveBound,
    .deriveDataset,
    .build,
    .buildProfile,
    .buildProfileDeep,
]

let requested = Array(CommandLine.arguments.dropFirst())
if requested.contains("--help") || requested.contains("-h") {
    print("usage: livery-bench [suite…]\n\nsuites:")
    for suite in suites { print("  \(suite.name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(suite.summary)") }
} else if let unknown = requested.first(where: { name in !suites.contains { $0.name == name } }) {
    print("livery-bench: unknown suite \(unknown); known: \(suites.map(\.name).joined(separator: ", "))")
    exit(2)
} else {
    for suite in suites where requested.isEmpty || requested.contains(suite.name) {
        print("== \(suite.name): \(suite.summary)\n")
        suite.run()
    }
}
