// The availability check's fixture: each line marked `// newer` uses documented API above the
// floor (iOS 13, macOS 13, tvOS 13, watchOS 6) that nothing guards; no other line may be reported.

func unguarded() -> Duration { .seconds(1) }  // newer

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
func guardedByAttribute() -> Duration { .seconds(1) }

func guardedByIf() {
    if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) { _ = ContinuousClock.now }
    _ = ContinuousClock.now  // newer
}

func guardedByGuard() {
    guard #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) else { return }
    _ = ContinuousClock.now
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct Guarded {}

extension Guarded {
    var span: Duration { .zero }
}

func guardedOnlyOnIOS() {
    if #available(iOS 16, *) { _ = ContinuousClock.now }  // newer
}

func member() -> String {
    String(unsafeUninitializedCapacity: 1) {  // newer
        $0[0] = 65
        return 1
    }
}

func old() async throws {
    try await Task.sleep(nanoseconds: 1)
}
