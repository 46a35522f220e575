import Foundation
import Livery
import LiveryCore

/// `livery fetch`: runs the app's remote-theme refresh once, for smoke tests and operators.
struct FetchCommand: Command {
    static let url = ArgumentSpec("url", help: "The manifest URL of a published theme bundle.")
    static let cache = OptionSpec.option(
        "cache", valueName: "dir", help: "The cache folder: its ETag is sent, and a good layer is stored there.",
        isRequired: true)
    static let base = OptionSpec.option(
        "base", valueName: "resolver",
        help: "Check the fetched themes against this resolver (token names and types), as an app would.")
    static let attempts = OptionSpec.option(
        "attempts", valueName: "n", help: "How many times to try when a failure is transient.", defaultValue: "4")
    static let budget = OptionSpec.option(
        "budget", valueName: "seconds", help: "The most time the whole fetch may take, retries and waits included.",
        defaultValue: "30")
    static let sameOrigin = OptionSpec.flag(
        "same-origin", help: "Refuse redirects to another origin (scheme, host or port) instead of following them.")

    static let configuration = CommandConfiguration(
        name: "fetch",
        abstract: "Fetch a published theme bundle once into a cache, as an app would.",
        discussion: """
            Prints each step and how the refresh ended (updated, not modified, unchanged or \
            failed); the exit status is 1 when it failed. Nothing is installed anywhere.

            Example:
              livery fetch https://themes.example.com/app/manifest.json --cache .theme-cache --base app.resolver.json
            """,
        arguments: [url],
        options: [cache, base, attempts, budget, sameOrigin])

    var manifestURL: URL
    var cacheDirectory: String
    var basePath: String?
    var attemptCount: Int
    var budgetSeconds: Double
    var redirects: RedirectPolicy

    init(parsing arguments: ParsedArguments) throws(ParseError) {
        let text = arguments.value(of: Self.url) ?? ""
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else {
            throw .invalid("'\(text)' is not an http or https URL")
        }
        manifestURL = url
        cacheDirectory = try arguments.required(Self.cache)
        basePath = arguments.value(of: Self.base)
        let attemptsText = arguments.value(of: Self.attempts) ?? ""
        guard let count = Int(attemptsText), count >= 1 else {
            throw .invalid("--attempts expects a whole number of at least 1, got '\(attemptsText)'")
        }
        attemptCount = count
        let budgetText = arguments.value(of: Self.budget) ?? ""
        guard let seconds = Double(budgetText), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw .invalid("--budget expects a number of seconds above 0 (at most 86400), got '\(budgetText)'")
        }
        budgetSeconds = seconds
        redirects = arguments.isSet(Self.sameOrigin) ? .sameOrigin : .follow
    }

    func run(io: inout some CommandIO) -> ExitCode {
        var validator = ThemeLayerValidator.structural
        if let basePath {
            guard let resolver = SourceInput.load(basePath, mode: .default, io: &io) else { return .failure }
            validator = .against(base: resolver)
        }
        let configuration = RemoteThemeConfiguration(
            manifestURL: manifestURL, cacheDirectory: URL(fileURLWithPath: cacheDirectory),
            refreshBudget: budgetSeconds, redirects: redirects,
            retry: RetryPolicy(maxAttempts: attemptCount))
        guard
            let report = AsyncBridge.wait({ [validator] in
                await RemoteThemeClient.fetchOnce(configuration: configuration, validator: validator)
            })
        else {
            io.printError("error: the fetch ended without a report")
            return .failure
        }
        if report.succeeded {
            io.print(report.description)
            return .success
        }
        for step in report.steps { io.print(step) }
        io.printError("error: \(report.outcome)")
        return .failure
    }
}
