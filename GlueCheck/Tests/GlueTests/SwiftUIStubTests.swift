import Observation
import SwiftUI
import Testing

/// A leaf view for the stubs' chains to wrap.
private struct StubLeaf: View {
    var body: Never { fatalError("a leaf") }
}

/// A modifier whose body writes the environment around its content.
private struct Dark: ViewModifier {
    func body(content: Content) -> some View { content.environment(\.colorScheme, .dark) }
}

@Observable private final class Model {}

@MainActor
private func environment(of view: some View) throws -> EnvironmentValues {
    var environment = EnvironmentValues()
    try #require(view as? any _EnvironmentWriting)._write(&environment)
    return environment
}

@MainActor
@Suite("The SwiftUI stub behaves as declared")
struct SwiftUIStubTests {
    @Test func environmentWritesReachTheLeafThroughStyleModifiers() throws {
        let view = StubLeaf()
            .environment(\.displayScale, 3)
            .font(.custom("Inter", size: 17, relativeTo: .headline))
            .tint(.clear)
            .background(Color.clear)
            .environment(\.dynamicTypeSize, .accessibility2)
        let environment = try environment(of: view)
        #expect(environment.displayScale == 3)
        #expect(environment.dynamicTypeSize == .accessibility2)
        #expect(environment.dynamicTypeSize.isAccessibilitySize)
    }

    @Test func theInnermostWriteWinsAsTheLeafSeesIt() throws {
        let environment = try environment(
            of: StubLeaf().environment(\.colorScheme, .dark).environment(\.colorScheme, .light))
        #expect(environment.colorScheme == .dark)
    }

    @Test func aModifiersBodyWritesTheEnvironmentOfItsContent() throws {
        let view = StubLeaf().modifier(Dark())
        #expect(try environment(of: view).colorScheme == .dark)
    }

    @Test func preferredColorSchemeIsRecordedNotWritten() throws {
        let view = StubLeaf().preferredColorScheme(.dark)
        #expect(try #require(view as? _PreferredColorSchemeView<StubLeaf>)._colorScheme == .dark)
        #expect(try environment(of: view).colorScheme == .light)
    }

    @Test func anObservableObjectIsPlacedByItsType() throws {
        let model = Model()
        #expect(try environment(of: StubLeaf().environment(model))._object(Model.self) === model)
    }

    @Test func fontsKeepWhatTheyWereMadeFrom() {
        let custom = Font.custom("Inter", size: 15, relativeTo: .footnote).weight(.semibold).italic()
        #expect(custom._familyName == "Inter")
        #expect(custom._size == 15)
        #expect(custom._textStyle == .footnote)
        #expect(custom._weight == .semibold)
        #expect(custom._isItalic)
        #expect(Font.custom("Inter", size: 15)._textStyle == .body)
        #expect(Font.custom("Inter", fixedSize: 15)._isFixedSize)
        #expect(Font.system(.title, weight: .bold)._design == nil)
        #expect(Font.system(size: 12, weight: nil)._weight == nil)
    }

    @Test func aResolvedColorRoundTripsThroughItsLinearComponents() {
        let resolved = Color(red: 0.5, green: 0.25, blue: 1, opacity: 0.5).resolve(in: EnvironmentValues())
        #expect(abs(resolved.red - 0.5) < 1e-5)
        #expect(abs(resolved.linearRed - 0.2140411) < 1e-5)
        #expect(resolved.opacity == 0.5)
        let again = Color(resolved).resolve(in: EnvironmentValues())
        #expect(again == resolved)
    }

    @Test func displayP3WhiteIsSRGBWhite() {
        let white = Color.Resolved(colorSpace: .displayP3, red: 1, green: 1, blue: 1)
        #expect(abs(white.red - 1) < 1e-5 && abs(white.green - 1) < 1e-5 && abs(white.blue - 1) < 1e-5)
    }

    @Test func stacksKeepTheirChildrenSideBySide() {
        let stack = HStack(spacing: 8) {
            Text("light")
            Text("dark")
        }
        #expect(stack._spacing == 8)
        #expect(stack._content.value.1._content == "dark")
        let list = VStack { ForEach(["a", "b"], id: \.self) { Text($0) } }
        #expect(list._content.data.map { list._content.content($0)._content } == ["a", "b"])
    }

    @Test func imagesKeepTheirNameAndBundle() {
        #expect(Image("logo", bundle: .main)._bundle == .main)
        #expect(Image(decorative: "logo")._isDecorative)
        #expect(Image(systemName: "star")._isSystemSymbol)
    }
}
