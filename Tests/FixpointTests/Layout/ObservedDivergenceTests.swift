import Fixpoint
import FixpointTesting
import Foundation
import Testing

// Issue 9 §3: behaviour observed on Apple's SwiftUI where Fixpoint used to differ. Each test
// pins frames and the passes the run took.

/// A horizontal guide whose default is not linear in the width: 0 for views wider than 50, the
/// width otherwise (so a group's default guide differs from its members' common point).
private enum StepGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width > 50 ? 0 : d.width }
}

private extension HorizontalAlignment {
    static let step = HorizontalAlignment(StepGuide.self)
}

@Suite("Observed divergences: GeometryReader's ideal size")
struct GeometryReaderIdealSizeTests {
    @Test("a nil axis is 10, as a Color's: (300, nil) → 300×10, its child proposed 300×10")
    func nilHeight() {
        let (s, report) = layOut(GeometryReader { _ in Color.red }, width: 300)
        #expect(report.passes == 1)
        #expect(s.frame("GeometryReader") == CGRect(x: 0, y: 0, width: 300, height: 10))
        #expect(s.frame("GeometryReader/Color") == CGRect(x: 0, y: 0, width: 300, height: 10))
    }

    @Test("fixedSize() gives 10×10; the proxy sees 10×10")
    func fixedSize() {
        let seen = Probe<CGSize>(.zero)
        let (s, report) = layOut(GeometryReader { proxy in
            let _ = (seen.value = proxy.size)
            Color.red
        }.fixedSize(), width: 300, height: 300)
        #expect(report.passes == 1)
        #expect(s.frame("fixedSize/GeometryReader").size == CGSize(width: 10, height: 10))
        #expect(seen.value == CGSize(width: 10, height: 10))
    }

    @Test("in a VStack proposed no height the reader is 10 tall, so the next view starts below it")
    func inVStack() {
        let (s, report) = layOut(VStack(spacing: 0) {
            GeometryReader { _ in Color.clear }
            Color.blue.frame(height: 20)
        }, width: 200)
        #expect(report.passes == 1)
        #expect(s.frame("VStack/GeometryReader") == CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(s.frame("VStack/frame") == CGRect(x: 0, y: 10, width: 200, height: 20))
    }
}

@Suite("Observed divergences: overlay and background")
struct SecondaryLayerAlignmentTests {
    private var primary: some View { Color.gray.frame(width: 100, height: 100) }

    @Test("an overlay aligns to the primary's explicit guides (alignmentGuide on the primary)")
    func overlayUsesExplicitGuides() {
        let (s, report) = layOut(primary
            .alignmentGuide(.top) { _ in 30 }
            .alignmentGuide(.leading) { d in d.width / 4 }
            .overlay(alignment: .topLeading) { Color.red.frame(width: 20, height: 20) }, width: 300, height: 300)
        #expect(report.passes == 1)
        #expect(s.frame("overlay/frame") == CGRect(x: 25, y: 30, width: 20, height: 20))
        // The primary itself does not move, and the modifier keeps its size.
        #expect(s.frame("overlay") == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("a background aligns to the primary's explicit guides too")
    func backgroundUsesExplicitGuides() {
        let (s, report) = layOut(primary
            .alignmentGuide(HorizontalAlignment.center) { _ in 80 }
            .background(alignment: .center) { Color.red.frame(width: 20, height: 20) }, width: 300, height: 300)
        #expect(report.passes == 1)
        #expect(s.frame("background/frame") == CGRect(x: 70, y: 40, width: 20, height: 20))
    }

    @Test("several overlay views: aligned among themselves, the group aligned to the primary")
    func implicitStack() {
        let (s, report) = layOut(primary.overlay(alignment: .bottomTrailing) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 20, height: 40)
        }, width: 300, height: 300)
        #expect(report.passes == 1)
        #expect(s.frame("overlay/frame[1]") == CGRect(x: 60, y: 80, width: 40, height: 20))
        #expect(s.frame("overlay/frame[2]") == CGRect(x: 80, y: 60, width: 20, height: 40))
    }

    @Test("the group is aligned by its own guide, not each view by its own")
    func groupGuide() {
        // Step guide: the 80-wide view's is 0, the 40-wide view's 40, so among themselves the
        // wide one sits at x = 40 and the narrow one at 0; the group (120 wide) has guide 0,
        // as does the 100-wide primary, so the group starts at the primary's leading edge.
        // Aligned one by one, the narrow view would sit at x = -40.
        let alignment = Alignment(horizontal: .step, vertical: .top)
        let (s, report) = layOut(primary.overlay(alignment: alignment) {
            Color.red.frame(width: 80, height: 10)
            Color.blue.frame(width: 40, height: 10)
        }, width: 300, height: 300)
        #expect(report.passes == 1)
        #expect(s.frame("overlay/frame[1]") == CGRect(x: 40, y: 0, width: 80, height: 10))
        #expect(s.frame("overlay/frame[2]") == CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    @Test("a ForEach in a background closure forms the same group, proposed the primary's size")
    func forEachGroup() {
        let (s, report) = layOut(primary.background(alignment: .topLeading) {
            ForEach(0..<3) { index in Color.red.frame(width: CGFloat(10 + 10 * index)) }
        }, width: 300, height: 300)
        #expect(report.passes == 1)
        let frames = s.nodes(typeName: "frame").filter { $0.frame.width < 100 }.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 0, width: 10, height: 100), CGRect(x: 0, y: 0, width: 20, height: 100),
                           CGRect(x: 0, y: 0, width: 30, height: 100)])
    }
}

@Suite("Observed divergences: text baselines of stacks")
struct StackBaselineTests {
    /// The vertical distance from `small`'s top to `large`'s top when both are aligned by
    /// `alignment` in an HStack (one line each).
    private func delta(_ alignment: VerticalAlignment) -> CGFloat {
        let (s, _) = layOut(HStack(alignment: alignment) { Text("b"); Text("c").font(.largeTitle) }, width: 300)
        return s.frame(of: "b").minY - s.frame(of: "c").minY
    }

    @Test("a VStack's lastTextBaseline is its bottom-most text's")
    func lastBaseline() {
        let (s, report) = layOut(HStack(alignment: .lastTextBaseline) {
            VStack { Text("a"); Text("b") }
            Text("c").font(.largeTitle)
        }, width: 300)
        #expect(report.passes == 1)
        #expect(isClose(s.frame(of: "b").minY - s.frame(of: "c").minY, delta(.lastTextBaseline)))
    }

    @Test("a VStack's firstTextBaseline is its top-most text's")
    func firstBaseline() {
        let (s, report) = layOut(HStack(alignment: .firstTextBaseline) {
            VStack { Text("a"); Text("b") }
            Text("c").font(.largeTitle)
        }, width: 300)
        #expect(report.passes == 1)
        #expect(isClose(s.frame(of: "a").minY - s.frame(of: "c").minY, delta(.firstTextBaseline)))
    }

    @Test("nested: the bottom-most text of the bottom-most stack, with a non-text view below")
    func nested() {
        let (s, report) = layOut(HStack(alignment: .lastTextBaseline) {
            VStack {
                Text("a")
                VStack { Text("b"); Text("d"); Color.red.frame(width: 10, height: 10) }
            }
            Text("c").font(.largeTitle)
        }, width: 300)
        #expect(report.passes == 1)
        #expect(isClose(s.frame(of: "d").minY - s.frame(of: "c").minY, delta(.lastTextBaseline)))
    }
}

/// The width every element of a row should take (the widest one's), as a preference.
private struct WidestKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// An "equal sizes" helper: gives its content the width it is told and reports the width each
/// element measures.
private struct EqualWidth: ViewModifier {
    let width: CGFloat?

    func body(content: Content) -> some View {
        content
            .frame(width: width)
            .padding(4)
            .background(GeometryReader { proxy in
                Color.clear.preference(key: WidestKey.self, value: proxy.size.width)
            })
    }
}

/// Four boxes of different widths made equally wide by `EqualWidth`.
private struct EqualBoxes: View {
    let labels = ["A", "BBBB", "CC", "DDDDDD"]
    let useForEach: Bool
    @State private var width: CGFloat?

    var body: some View {
        HStack(spacing: 0) {
            if useForEach {
                ForEach(labels, id: \.self) { Text($0) }.modifier(EqualWidth(width: width))
            } else {
                Group { Text("A"); Text("BBBB"); Text("CC"); Text("DDDDDD") }.modifier(EqualWidth(width: width))
            }
        }
        .onPreferenceChange(WidestKey.self) { width = $0 == 0 ? nil : $0 - 8 }
    }
}

@Suite("Observed divergences: custom modifiers over lists")
struct CustomModifierListTests {
    @Test("an equal-sizes modifier on a Group or a ForEach gives every box the widest width",
          arguments: [false, true])
    func equalSizes(useForEach: Bool) {
        let (s, report) = layOut(EqualBoxes(useForEach: useForEach), width: 390)
        #expect(report.passes == 2)
        #expect(report.bodyEvaluations(of: EqualWidth.self) == 2)
        let widest = textWidth("DDDDDD")
        let boxes = s.nodes(typeName: "background").map(\.frame)
        #expect(boxes.count == 4)
        for (index, box) in boxes.enumerated() {
            #expect(isClose(box.width, widest + 8))
            #expect(isClose(box.minX, CGFloat(index) * (widest + 8)))
            #expect(isClose(box.height, lineHeight() + 8))
        }
        #expect(s.nodes(typeName: "GeometryReader").count == 4)
    }

    @Test("a custom modifier on a tuple applies its built-in modifiers to each view; a single view is unchanged")
    func tuple() {
        let (s, report) = layOut(HStack(spacing: 0) {
            TupleView((Text("a"), Text("bb"))).modifier(EqualWidth(width: 30))
        }, width: 300)
        #expect(report.passes == 1)
        #expect(s.nodes(typeName: "padding").map(\.frame) == [CGRect(x: 0, y: 0, width: 38, height: lineHeight() + 8),
                                                              CGRect(x: 38, y: 0, width: 38, height: lineHeight() + 8)])
        let (one, _) = layOut(Text("a").modifier(EqualWidth(width: 30)), width: 300)
        #expect(one.paths.first == "EqualWidth")
        #expect(one.nodes(typeName: "padding").count == 1)
    }
}

/// The widths of measured squares, keyed by index.
private struct WidthsKey: PreferenceKey {
    static let defaultValue: [Int: CGFloat] = [:]
    static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
        value.merge(nextValue()) { _, new in new }
    }
}

/// A horizontal stack built from a ZStack: each square measures its width into state, and its
/// `alignmentGuide` closure (only there) reads the widths of the squares before it.
private struct MeasuredRow: View {
    @State private var widths: [Int: CGFloat] = [:]

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<3) { index in
                Color.red.frame(width: CGFloat(20 + 10 * index), height: 20)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: WidthsKey.self, value: [index: proxy.size.width])
                    })
                    .alignmentGuide(.leading) { _ in -offset(of: index) }
            }
        }
        .onPreferenceChange(WidthsKey.self) { widths = $0 }
    }

    private func offset(of index: Int) -> CGFloat {
        (0..<index).reduce(0) { $0 + (widths[$1] ?? 0) }
    }
}

/// A layout that puts its subviews in a row `gap()` apart.
private struct GapRow: Layout {
    let gap: () -> CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.reduce(0) { $0 + $1.width } + gap() * CGFloat(max(sizes.count - 1, 0))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width + gap()
        }
    }
}

/// Its body never reads `gap`: only the layout does.
private struct GapRowView: View {
    let stash: Probe<Binding<CGFloat>?>
    @State private var gap: CGFloat = 5

    var body: some View {
        let binding = $gap
        let _ = (stash.value = binding)
        GapRow(gap: { binding.wrappedValue }) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
    }
}

/// Its body never reads `inset`: only the GeometryReader's content does.
private struct ReaderInsetView: View {
    let stash: Probe<Binding<CGFloat>?>
    @State private var inset: CGFloat = 0

    var body: some View {
        let binding = $inset
        let _ = (stash.value = binding)
        GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width - binding.wrappedValue)
        }
        .frame(width: 100, height: 20)
    }
}

@Suite("Observed divergences: state read during layout")
struct LayoutStateDependencyTests {
    @Test("state read only in alignmentGuide closures: the measured row lays its squares side by side")
    func measuredRow() {
        let (s, report) = layOut(MeasuredRow(), width: 300)
        #expect(report.converged)
        #expect(report.passes == 2)
        #expect(report.bodyEvaluations(of: MeasuredRow.self) == 1)
        let squares = s.nodes(typeName: "frame").map(\.frame).filter { $0.height == 20 }
        #expect(squares.map(\.minX) == [0, 20, 50])
        #expect(squares.map(\.width) == [20, 30, 40])
        #expect(s.nodes(typeName: "ZStack").first?.frame.width == 90)
    }

    @Test("state read only in a Layout's methods re-runs that layout, not the body")
    func customLayout() {
        let stash = Probe<Binding<CGFloat>?>(nil)
        let (host, first) = hosted(GapRowView(stash: stash), width: 300)
        #expect(first.passes == 1)
        #expect(host.snapshot.nodes(typeName: "frame").map(\.frame.minX) == [0, 15])
        stash.value?.wrappedValue = 30
        let second = runCheckingInvariants(host)
        #expect(second.converged)
        #expect(second.passes == 1)
        #expect(second.bodyEvaluations(of: GapRowView.self) == 0)
        #expect(host.snapshot.nodes(typeName: "frame").map(\.frame.minX) == [0, 40])
    }

    @Test("state read only in GeometryReader content rebuilds that content")
    func geometryReaderContent() {
        let stash = Probe<Binding<CGFloat>?>(nil)
        let (host, first) = hosted(ReaderInsetView(stash: stash), width: 300)
        #expect(first.passes == 1)
        #expect(host.snapshot.frame("ReaderInsetView/frame/GeometryReader/frame").width == 100)
        stash.value?.wrappedValue = 40
        let second = runCheckingInvariants(host)
        #expect(second.passes == 1)
        #expect(second.bodyEvaluations(of: ReaderInsetView.self) == 0)
        #expect(host.snapshot.frame("ReaderInsetView/frame/GeometryReader/frame").width == 60)
    }
}

/// Records each subview's `priority`.
private struct PriorityRecorder: Layout {
    let seen: Probe<[Double]>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        seen.value = subviews.map(\.priority)
        return CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A dynamic property with its own `@State` and an `update()` that copies the state, clamped,
/// into the value the body reads.
@propertyWrapper
private struct Clamped: DynamicProperty {
    @State private var stored: Int
    private var current = -1
    let range: ClosedRange<Int>
    let log: Probe<[String]>

    init(wrappedValue: Int, _ range: ClosedRange<Int>, log: Probe<[String]>) {
        _stored = State(initialValue: wrappedValue)
        self.range = range
        self.log = log
    }

    mutating func update() {
        current = min(max(stored, range.lowerBound), range.upperBound)
        log.value.append("update \(current)")
    }

    var wrappedValue: Int {
        get { current }
        nonmutating set { stored = newValue }
    }

    var projectedValue: Binding<Int> { $stored }
}

private struct ClampedBar: View {
    @Clamped var level: Int
    let stash: Probe<Binding<Int>?>
    let log: Probe<[String]>

    init(log: Probe<[String]>, stash: Probe<Binding<Int>?>) {
        _level = Clamped(wrappedValue: 2, 0...5, log: log)
        self.log = log
        self.stash = stash
    }

    var body: some View {
        let _ = log.value.append("body \(level)")
        let _ = (stash.value = $level)
        Color.red.frame(width: CGFloat(level * 10), height: 10)
    }
}

@Suite("Observed divergences: LayoutSubview.priority and DynamicProperty")
struct PriorityAndDynamicPropertyTests {
    @Test("priority reports the layoutPriority trait: 0 for a Spacer or an empty stack without one")
    func subviewPriority() {
        let seen = Probe<[Double]>([])
        let (_, report) = layOut(PriorityRecorder(seen: seen) {
            Spacer()
            Text("a").layoutPriority(2)
            Color.red
            Spacer().layoutPriority(1)
            HStack {}
            Text("b").padding().layoutPriority(-1)
        }, width: 300)
        #expect(report.passes == 1)
        #expect(seen.value == [0, 2, 0, 1, 0, -1])
    }

    @Test("the stacks still size Spacers after everything else")
    func stackSpacers() {
        let (s, report) = layOut(HStack(spacing: 0) { Spacer(minLength: 10); Text("a long line of text") }.frame(width: 60),
                                 width: 300)
        #expect(report.passes == 1)
        let spacer = s.frame("frame/HStack/Spacer"), text = s.frame("frame/HStack/Text")
        #expect(text.width <= 50)
        #expect(spacer.width >= 10)
        #expect(isClose(spacer.width + text.width, 60))
    }

    @Test("a DynamicProperty's @State is installed and persists; update() runs before each body")
    func dynamicProperty() {
        let log = Probe<[String]>([])
        let stash = Probe<Binding<Int>?>(nil)
        let (host, first) = hosted(ClampedBar(log: log, stash: stash), width: 300)
        #expect(first.passes == 1)
        #expect(log.value == ["update 2", "body 2"])
        #expect(host.snapshot.frame("ClampedBar/frame").width == 20)
        stash.value?.wrappedValue = 9
        let second = runCheckingInvariants(host)
        #expect(second.passes == 1)
        #expect(second.bodyEvaluations(of: ClampedBar.self) == 1)
        #expect(log.value == ["update 2", "body 2", "update 5", "body 5"])
        #expect(host.snapshot.frame("ClampedBar/frame").width == 50)
        // The state persisted: a write of the same value changes nothing.
        stash.value?.wrappedValue = 9
        let third = runCheckingInvariants(host)
        #expect(third.bodyEvaluations(of: ClampedBar.self) == 0)
        stash.value?.wrappedValue = 3
        runCheckingInvariants(host)
        #expect(log.value.suffix(2) == ["update 3", "body 3"])
        #expect(host.snapshot.frame("ClampedBar/frame").width == 30)
    }
}
