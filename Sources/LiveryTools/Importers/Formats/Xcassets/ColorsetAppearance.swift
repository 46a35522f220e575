/// The appearance an entry of a colorset applies to: luminosity and contrast, each possibly
/// unspecified ("Any").
struct ColorsetAppearance: Hashable, Sendable {
    enum Luminosity: String, Sendable { case any, light, dark }
    enum Contrast: String, Sendable { case normal, high }

    var luminosity: Luminosity
    var contrast: Contrast

    static let any = ColorsetAppearance(luminosity: .any, contrast: .normal)
}

/// The four appearances an asset catalog import resolves each colorset in, and which entry
/// each one takes; `CatalogLayout` then lays them out as modifiers.
///
/// Fallbacks follow the catalog's own matching: a missing `light` entry falls back to
/// "Any"; `dark` to "Any"; a high-contrast appearance to the same luminosity's high-contrast
/// entry, then "Any" high contrast (light only — dark prefers its own normal entry over Any's
/// high-contrast one), then its normal-contrast value.
enum CatalogContext: String, CaseIterable, Sendable {
    case light
    case dark
    case lightHighContrast = "light-high-contrast"
    case darkHighContrast = "dark-high-contrast"

    var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

    /// The normal-contrast context a high-contrast one lays its overrides on.
    var base: CatalogContext {
        switch self {
        case .light, .lightHighContrast: .light
        case .dark, .darkHighContrast: .dark
        }
    }

    /// The entries to try, most specific first.
    var candidates: [ColorsetAppearance] {
        switch self {
        case .light: [.init(luminosity: .light, contrast: .normal), .any]
        case .dark: [.init(luminosity: .dark, contrast: .normal), .any]
        case .lightHighContrast:
            [.init(luminosity: .light, contrast: .high), .init(luminosity: .any, contrast: .high)]
                + CatalogContext.light.candidates
        case .darkHighContrast:
            [
                .init(luminosity: .dark, contrast: .high), .init(luminosity: .dark, contrast: .normal),
                .init(luminosity: .any, contrast: .high), .any,
            ]
        }
    }
}
