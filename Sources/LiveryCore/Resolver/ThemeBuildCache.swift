import Foundation

/// The themes a resolver has built, one per canonical input, shared between threads.
///
/// `@unchecked Sendable`: the only mutable state, `builds`, is read and written exclusively
/// while `lock` is held. (`Synchronization.Mutex` would express this without the annotation but
/// requires macOS 15 / iOS 18, above this package's deployment targets.)
final class ThemeBuildCache: @unchecked Sendable {
    private let lock = NSLock()
    private var builds: [ResolverInput: ThemeBuild] = [:]

    /// The cached build for `input`, or the one `make` produces (built outside the lock; when two
    /// threads race, the first stored build wins and both get it).
    func build(for input: ResolverInput, make: () -> ThemeBuild) -> ThemeBuild {
        if let cached = lock.withLock({ builds[input] }) { return cached }
        let made = make()
        return lock.withLock {
            if let cached = builds[input] { return cached }
            builds[input] = made
            return made
        }
    }
}
