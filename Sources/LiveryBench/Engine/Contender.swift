/// One way of theming N targets with 3 bound properties each, measured the same way as the
/// others: register, switch, hide 90 %, release half.
@MainActor
protocol Contender: AnyObject {
    static var name: String { get }
    /// Makes `count` targets (not timed).
    init(count: Int)
    /// Binds three properties of every target (timed, and its heap growth measured).
    func register()
    /// Switches every target to the dark or light theme (timed).
    func switchTheme(dark: Bool)
    /// Whether every live target shows the given theme (checked, never timed).
    func verify(dark: Bool) -> Bool
    /// Marks 90 % of the targets off-screen; `false` when the approach has no such notion.
    func hideNinetyPercent() -> Bool
    /// Releases every other target and lets the approach drop what it kept for them (timed).
    func releaseHalf()
}
