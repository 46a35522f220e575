/// One run of `livery build`, as `--watch` needs it: how it ended and which files to watch.
struct BuildPass: Sendable, Hashable {
    /// The exit status of the build.
    var status: ExitCode
    /// The config, the resolver, its token files and the pairs file, as far as the build got:
    /// without ``readsKnown``, only the files the config names.
    var inputs: [String] = []
    /// Whether ``inputs`` lists every file the build read (the resolver loaded and validated).
    var readsKnown = false
    /// The folder the build writes into, once the config is read.
    var output: String?
}
