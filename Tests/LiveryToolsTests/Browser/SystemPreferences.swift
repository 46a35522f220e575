/// The system settings a headless browser run pretends to have.
struct SystemPreferences: Hashable, CustomStringConvertible {
    /// `prefers-color-scheme: dark` matches (`--force-dark-mode`).
    var dark = false
    /// `prefers-contrast: more` matches (`--force-high-contrast`). This also turns forced
    /// colors on: elements that must keep their page colors need `forced-color-adjust: none`.
    var moreContrast = false

    static let light = SystemPreferences()

    var flags: [String] {
        (dark ? ["--force-dark-mode"] : []) + (moreContrast ? ["--force-high-contrast"] : [])
    }

    var description: String {
        (dark ? "dark" : "light") + (moreContrast ? " + more contrast" : "")
    }
}
