/// The themes a resolver has built, one per canonical input, shared between threads.
final class ThemeBuildCache: Sendable {
    private let builds = Locked<[ResolverInput: ThemeBuild]>([:])

    /// The cached build for `input`, or the one `make` produces (built outside the lock; when two
    /// threads race, the first stored build wins and both get it).
    func build(for input: ResolverInput, make: () -> ThemeBuild) -> ThemeBuild {
        if let cached = builds.withLock({ $0[input] }) { return cached }
        let made = make()
        return builds.withLock { builds in
            if let cached = builds[input] { return cached }
            builds[input] = made
            return made
        }
    }
}
