import Dispatch
import Foundation
import Testing

@testable import Livery

/// Budgets and delays are seconds on Dispatch's monotonic clock (the package's floor, iOS 13,
/// has no `Duration`): any number a configuration holds — NaN, negative, huge, infinite —
/// gives an answer, never a trap.
@Suite("Time spans of the remote client")
struct TimeSpanTests {
    @Test("a deadline any number of seconds away", arguments: [-1, 0, .nan, 1e-9, 0.5, 1e12, 1e300, .infinity])
    func deadline(seconds: Double) {
        let before = DispatchTime.now()
        let deadline = DispatchTime.after(seconds: seconds)
        if seconds.isNaN || seconds <= 0 {
            #expect(deadline.secondsLeft == 0)
            #expect(deadline >= before)
        } else if seconds >= 1e12 {
            #expect(deadline == .distantFuture)
        } else {
            #expect(deadline > before)
            #expect(deadline.secondsLeft <= seconds)
        }
    }

    @Test("half a second away is half a second away")
    func secondsLeft() {
        let left = DispatchTime.after(seconds: 0.5).secondsLeft
        #expect(left > 0.4 && left <= 0.5)
    }

    @Test("retry delays from hostile numbers are finite or infinite, never negative or NaN")
    func hostileDelays() {
        let nan = RetryPolicy(maxAttempts: 3, initialDelay: .nan, multiplier: .nan, maxDelay: .nan)
        #expect((1...3).map(nan.delay(after:)) == [0, 0, 0])
        let negative = RetryPolicy(maxAttempts: 3, initialDelay: -5, multiplier: -2, maxDelay: 60)
        #expect((1...3).map(negative.delay(after:)) == [0, 0, 0])
        let huge = RetryPolicy(maxAttempts: 3, initialDelay: 1e300, multiplier: 1e300, maxDelay: .infinity)
        #expect(huge.delay(after: 3) == .infinity)
        var edited = RetryPolicy.standard
        edited.initialDelay = -1 // set after init: delay(after:) still clamps
        #expect(edited.delay(after: 1) == 0)
    }

    @Test("the task sleeper stops on cancellation even when told to wait forever")
    func sleepForever() async {
        let sleeping = Task { try await Sleeper.task.sleep(.infinity) }
        sleeping.cancel()
        await #expect(throws: CancellationError.self) { try await sleeping.value }
        try? await Sleeper.task.sleep(-3) // a negative span returns at once
        try? await Sleeper.task.sleep(.nan)
    }

    @Test("a budget too large to print as an integer still prints")
    func hugeBudgetText() {
        #expect(RemoteThemeError.Reason.budgetExceeded(1e300).description.contains("1e+300 s"))
        #expect(RemoteThemeError.Reason.budgetExceeded(30).description.contains("of 30 s"))
    }
}
