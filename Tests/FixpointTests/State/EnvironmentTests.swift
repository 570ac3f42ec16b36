import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Shows the environment number as a width.
private struct NumberBar: View {
    @Environment(\.coverageNumber) private var number
    var body: some View {
        Color.green.frame(width: CGFloat(number), height: 4)
    }
}

/// A view that reads no environment value.
private struct Bystander: View {
    var body: some View { Color.gray.frame(width: 3, height: 3) }
}

/// Reads the font the environment holds.
private struct FontEcho: View {
    @Environment(\.font) private var font
    var body: some View { Text(font == .largeTitle ? "large" : "other") }
}

/// A composite that reads nothing itself; its child reads the environment.
private struct Wrapper: View {
    var body: some View { NumberBar() }
}

/// A custom modifier that pads by the environment number.
private struct NumberPadding: ViewModifier {
    @Environment(\.coverageNumber) private var number
    func body(content: Content) -> some View { content.padding(CGFloat(number)) }
}

/// A row whose middle child exists only when the environment flag is set.
private struct OptionalMiddle: View {
    @Environment(\.coverageFlag) private var flag
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            if flag { Color.green.frame(width: 20, height: 10) }
            Color.blue.frame(width: 10, height: 10)
        }
    }
}

/// Reference §1.2 (Text), §6 and ARCHITECTURE §1: the environment flows down, `@Environment`
/// reads it, and text settings come from it.
@Suite("Environment")
struct EnvironmentTests {
    @Test("a custom EnvironmentKey: default, set by .environment, nearest writer wins")
    func customKey() {
        let (s, report) = layOut(VStack(spacing: 0) {
            NumberBar()
            NumberBar().environment(\.coverageNumber, 42)
            VStack(spacing: 0) {
                NumberBar()
                NumberBar().environment(\.coverageNumber, 7)
            }.environment(\.coverageNumber, 20)
        }, width: 300)
        #expect(report.passes == 1)
        #expect(s.nodes(typeName: "NumberBar").map(\.frame.width) == [0, 42, 20, 7])
    }

    @Test("@Environment reads the host's environment; changing it re-runs only readers")
    func hostEnvironment() {
        let (host, _) = hosted(VStack { NumberBar(); Bystander() }, width: 300,
                               environment: environment { $0.coverageNumber = 5 })
        #expect(host.snapshot.frame("VStack/NumberBar").width == 5)
        host.environment = environment { $0.coverageNumber = 50 }
        let report = host.run()
        #expect(report.passes == 1)
        #expect(report.statistics.first?.reason == .environmentChanged)
        #expect(report.bodyEvaluations(of: NumberBar.self) == 1)
        #expect(report.bodyEvaluations(of: Bystander.self) == 0)
        #expect(host.snapshot.frame("VStack/NumberBar").width == 50)
    }

    @Test("an environment change reaches a reader below a composite that reads nothing")
    func throughComposite() {
        let (host, _) = hosted(Wrapper(), width: 300, environment: environment { $0.coverageNumber = 3 })
        #expect(host.snapshot.frame("Wrapper/NumberBar/frame").width == 3)
        host.environment = environment { $0.coverageNumber = 30 }
        let report = host.run()
        #expect(report.bodyEvaluations(of: Wrapper.self) == 0)
        #expect(report.bodyEvaluations(of: NumberBar.self) == 1)
        #expect(host.snapshot.frame("Wrapper/NumberBar/frame").width == 30)
    }

    @Test("a custom modifier reads the environment and re-runs when it changes")
    func modifierReadsEnvironment() {
        let (host, _) = hosted(Color.red.frame(width: 10, height: 10).modifier(NumberPadding()), width: 300,
                               environment: environment { $0.coverageNumber = 2 })
        #expect(host.snapshot.frame("NumberPadding/padding").size == CGSize(width: 14, height: 14))
        host.environment = environment { $0.coverageNumber = 5 }
        let report = host.run()
        #expect(report.bodyEvaluations(of: NumberPadding.self) == 1)
        #expect(host.snapshot.frame("NumberPadding/padding").size == CGSize(width: 20, height: 20))
    }

    @Test("a text re-measures when the host's Dynamic Type size changes")
    func remeasure() {
        let (host, _) = hosted(HStack(spacing: 0) { Text("Grow"); Color.red.frame(width: 5, height: 5) }, width: 300)
        #expect(isClose(host.snapshot.frame("HStack/frame").minX, textWidth("Grow")))
        host.environment = environment { $0.dynamicTypeSize = .accessibility2 }
        host.run()
        #expect(isClose(host.snapshot.frame("HStack/Text").height, lineHeight(33)))
        #expect(isClose(host.snapshot.frame("HStack/frame").minX, textWidth("Grow", size: 33)))
    }

    @Test("a branch added by the environment takes its place and its neighbours move")
    func branchAddsChild() {
        let (host, _) = hosted(OptionalMiddle(), width: 300, environment: environment { $0.coverageFlag = false })
        #expect(host.snapshot.frame("OptionalMiddle/HStack").width == 20)
        #expect(host.snapshot.frame("OptionalMiddle/HStack/frame[1]").minX == 10)
        host.environment = environment { $0.coverageFlag = true }
        host.run()
        #expect(host.snapshot.frame("OptionalMiddle/HStack").width == 40)
        #expect(host.snapshot.frame("OptionalMiddle/HStack/frame[2]").minX == 30)
        host.environment = environment { $0.coverageFlag = false }
        host.run()
        #expect(host.snapshot.frame("OptionalMiddle/HStack").width == 20)
        #expect(host.snapshot.children(of: 1).count == 2)
    }

    @Test(".font sets the environment font; a Text's own font wins")
    func fontModifier() {
        let (s, _) = layOut(VStack(spacing: 0) {
            Text("a")
            Text("b").font(.caption)
            FontEcho()
        }.font(.largeTitle), width: 300)
        #expect(isClose(s.frame("VStack/Text[0]").height, lineHeight(34)))
        #expect(isClose(s.frame("VStack/Text[0]").width, textWidth("a", size: 34)))
        #expect(isClose(s.frame("VStack/Text[1]").height, lineHeight(12)))
        #expect(s.node(path: "VStack/FontEcho/Text")?.text == "large")
        #expect(s.textDrawing("VStack/Text[0]")?.fontSize == 34)
        #expect(s.textDrawing("VStack/Text[1]")?.fontSize == 12)
    }

    @Test(".lineLimit caps the lines; the last shown line is truncated")
    func lineLimit() {
        let text = Text("one two three")
        let (limited, _) = layOut(text.lineLimit(2).frame(width: 5), width: 300, environment: monospaceEnvironment)
        #expect(limited.node(path: "frame/Text")?.text == "one\ntwo…")
        #expect(limited.frame("frame/Text").size == CGSize(width: 4, height: 2))
        let (free, _) = layOut(text.lineLimit(nil).frame(width: 5), width: 300, environment: monospaceEnvironment)
        #expect(free.node(path: "frame/Text")?.text == "one\ntwo\nthree")
        #expect(free.frame("frame/Text").height == 3)
        let (one, _) = layOut(text.lineLimit(1), width: 8, environment: monospaceEnvironment)
        #expect(one.node(path: "Text")?.text == "one two…")
        #expect(one.node(text: "one two three")?.path == "Text")
    }

    @Test(".multilineTextAlignment is recorded in the text drawing", arguments: TextAlignment.allCases)
    func multilineAlignment(alignment: TextAlignment) {
        let (s, _) = layOut(Text("a b").multilineTextAlignment(alignment), width: 300)
        #expect(s.textDrawing("Text")?.alignment == alignment)
        let (plain, _) = layOut(Text("a b"), width: 300)
        #expect(plain.textDrawing("Text")?.alignment == .leading)
    }

    @Test(".truncationMode picks which end keeps its characters", arguments: [
        (Text.TruncationMode.tail, "abcd…"), (.head, "…ghij"), (.middle, "ab…ij"),
    ])
    func truncationModes(mode: Text.TruncationMode, displayed: String) {
        let (s, _) = layOut(Text("abcdefghij").lineLimit(1).truncationMode(mode).frame(width: 5), width: 300,
                            environment: monospaceEnvironment)
        #expect(s.node(path: "frame/Text")?.text == displayed)
        #expect(s.node(path: "frame/Text")?.fullText == "abcdefghij")
        #expect(s.frame("frame/Text").size == CGSize(width: 5, height: 1))
        #expect(s.node(text: displayed)?.path == "frame/Text")
        #expect(s.node(text: "abcdefghij")?.path == "frame/Text")
    }

    @Test("middle truncation gives the prefix the extra character")
    func middleOdd() {
        let (s, _) = layOut(Text("abcdefghij").lineLimit(1).truncationMode(.middle), width: 6,
                            environment: monospaceEnvironment)
        #expect(s.node(path: "Text")?.text == "abc…ij")
    }

    @Test(".dynamicTypeSize scales iOS text styles but not fixed sizes", arguments: [
        (DynamicTypeSize.xSmall, 14.0), (.large, 17), (.xxxLarge, 23), (.accessibility1, 28), (.accessibility5, 53),
    ])
    func dynamicType(size: DynamicTypeSize, body: Double) {
        let (s, _) = layOut(VStack(spacing: 0) {
            Text("Body")
            Text("Fixed").font(.system(size: 20))
        }.dynamicTypeSize(size), width: 1000)
        #expect(isClose(s.frame("VStack/Text[0]").height, lineHeight(CGFloat(body))))
        #expect(isClose(s.frame("VStack/Text[0]").width, textWidth("Body", size: CGFloat(body))))
        #expect(isClose(s.frame("VStack/Text[1]").height, lineHeight(20)))
    }

    @Test(".iOS body is 17 pt and .macOS body 13 pt; macOS ignores Dynamic Type")
    func platforms() {
        let (ios, _) = layOut(Text("Hello"), width: 300, environment: .iOS)
        #expect(isClose(ios.frame("Text").height, lineHeight(17)))
        #expect(isClose(ios.frame("Text").height, 19.548))
        let (mac, _) = layOut(Text("Hello"), width: 300, environment: .macOS)
        #expect(isClose(mac.frame("Text").height, lineHeight(13)))
        #expect(abs(mac.frame("Text").height - 14.949) < 0.001)
        #expect(isClose(mac.frame("Text").width, textWidth("Hello", size: 13)))
        let (macLarge, _) = layOut(Text("Hello").dynamicTypeSize(.accessibility5), width: 300, environment: .macOS)
        #expect(isClose(macLarge.frame("Text").height, lineHeight(13)))
        let (macTitle, _) = layOut(Text("T").font(.largeTitle), width: 300, environment: .macOS)
        #expect(isClose(macTitle.frame("Text").height, lineHeight(26)))
    }

    @Test("the host's dynamicTypeSize applies to the whole tree")
    func hostDynamicType() {
        var values = EnvironmentValues.iOS
        values.dynamicTypeSize = .xxLarge
        let (s, _) = layOut(Text("Hello"), width: 300, environment: values)
        #expect(isClose(s.frame("Text").height, lineHeight(21)))
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }
}
