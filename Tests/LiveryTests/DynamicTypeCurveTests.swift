import LiveryCore
import Testing

@testable import Livery

/// Dynamic Type grows each text style on its own curve: a font token follows the curve of
/// its style, and a category can be limited to a range as a view's minimum and maximum do.
@MainActor
@Suite("Dynamic Type curves of font tokens")
struct DynamicTypeCurveTests {
    static func typography(_ size: Double, style: String? = nil) -> ResolvedToken {
        ResolvedToken(
            type: .typography,
            value: .typography(
                Typography(
                    fontFamily: ["Inter"], fontSize: .init(size, .px), fontWeight: 400, letterSpacing: .init(1, .px))),
            extensions: style.map {
                JSONObject([(key: "dev.livery", value: .object(JSONObject([(key: "textStyle", value: .string($0))])))])
            })
    }

    @Test(arguments: [
        (TextStyle.largeTitle, 44.0), (.title, 38), (.title2, 34), (.title3, 31), (.headline, 28), (.body, 28),
        (.callout, 26), (.subheadline, 25), (.footnote, 23), (.caption, 22), (.caption2, 20),
    ])
    func eachStyleHasItsOwnSizeAtAccessibilityMedium(style: TextStyle, points: Double) {
        #expect(style.size(at: .large) == style.defaultSize, "\(style)")
        #expect(style.size(at: .accessibilityMedium) == points, "\(style)")
    }

    @Test func theCurvesAreNotOneScale() {
        let scales = Set(TextStyle.allCases.map { $0.scale(at: .accessibilityExtraExtraExtraLarge) })
        #expect(scales.count > 5, "\(scales)")
        #expect(
            TextStyle.caption2.scale(at: .accessibilityMedium) > TextStyle.largeTitle.scale(at: .accessibilityMedium))
    }

    @Test func everyCurveGrowsWithTheCategory() {
        for style in TextStyle.allCases {
            let sizes = ContentSize.allCases.map { style.size(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style): \(sizes)")
        }
    }

    @Test func aTokenGrowsOnTheCurveOfTheStyleItNames() throws {
        let caption = try #require(
            FontDescriptor(token: Self.typography(11), scale: 1, contentSize: .accessibilityMedium))
        #expect(caption.textStyle == .caption2)
        #expect(caption.size == 20)
        #expect(abs((caption.letterSpacing ?? 0) - 20.0 / 11) < 1e-9, "letter spacing grows with the size")
        let headline = try #require(
            FontDescriptor(token: Self.typography(17, style: "headline"), scale: 2, contentSize: .extraSmall))
        #expect(headline.size == 28, "14 pt at xSmall, times the user's 2")
    }

    @Test func aDescriptorEvaluatedAtAnotherCategoryMovesAlongItsCurve() throws {
        let large = try #require(FontDescriptor(token: Self.typography(11), scale: 1))
        let ax1 = large.evaluated(at: .accessibilityMedium)
        #expect(ax1.size == 20)
        #expect(ax1.contentSize == .accessibilityMedium)
        #expect(ax1.designSize == 11)
        let back = ax1.evaluated(at: .large)
        #expect(abs(back.size - 11) < 1e-9)
        #expect(abs((back.letterSpacing ?? 0) - 1) < 1e-9)
    }

    @Test func theEngineEvaluatesItsThemesAtItsContentSize() {
        let manager = ThemeManager(
            source: ThemeTable(
                modifier: "theme", contexts: ["light": ["type.caption": Self.typography(11)]], order: ["light"]))
        manager.contentSize = .accessibilityMedium
        #expect(manager.theme.contentSize == .accessibilityMedium)
        #expect(manager.theme.font("type.caption")?.size == 20)
    }

    @Test func aCategoryIsLimitedToARange() {
        #expect(ContentSize.accessibilityLarge.clamped(maximum: .extraExtraExtraLarge) == .extraExtraExtraLarge)
        #expect(ContentSize.extraSmall.clamped(minimum: .medium) == .medium)
        #expect(ContentSize.large.clamped(minimum: .small, maximum: .extraLarge) == .large)
        #expect(ContentSize.large.clamped() == .large)
        #expect(ContentSize.extraSmall < .accessibilityExtraExtraExtraLarge)
    }
}
