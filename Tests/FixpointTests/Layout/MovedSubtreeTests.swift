import Fixpoint
import Foundation
import Testing

/// Keeps a spacer's binding where the test can reach it.
private final class HeightHandle {
    var height: Binding<CGFloat>?
}

/// A bar whose height follows its state: growing it moves everything below it.
private struct GrowingBar: View {
    let handle: HeightHandle?
    @State private var height: CGFloat

    init(handle: HeightHandle?, height: CGFloat) {
        self.handle = handle
        _height = State(initialValue: height)
    }

    var body: some View {
        let _ = handle?.height = $height
        Color.gray.frame(width: 10, height: height)
    }
}

/// What sits below the bar in each scenario (internal: a test argument): plain content that moves along, and content that
/// reads its root position (and must be placed again when it moves).
enum MovedContent: String, CaseIterable, CustomStringConvertible {
    case grid, geometryReader, nestedGeometryReader, geometryEffect, safeAreaBackground, ignoresSafeArea,
         pinnedScroll, overlayPreferenceValue, rightToLeft, offsetAndPosition, customLayout

    var description: String { rawValue }

    @ViewBuilder fileprivate var view: some View {
        switch self {
        case .grid:
            VStack(spacing: 0) {
                ForEach(0..<6, id: \.self) { row in
                    HStack(spacing: 2) { ForEach(0..<5, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }
                        .padding(1)
                }
            }
        case .geometryReader:
            GeometryReader { proxy in Text("y \(Int(proxy.frame(in: .global).minY))") }.frame(height: 30)
        case .nestedGeometryReader:
            HStack { VStack { GeometryReader { proxy in Color.blue.frame(height: proxy.frame(in: .global).minY) } } }
                .padding(3)
                .frame(height: 80)
        case .geometryEffect:
            HStack { Text("turned"); Color.green.frame(width: 20, height: 20) }.rotationEffect(.degrees(30))
        case .safeAreaBackground:
            VStack { Text("near the top").background(.blue) }
        case .ignoresSafeArea:
            VStack { Color.orange.frame(height: 20).ignoresSafeArea() }
        case .pinnedScroll:
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<3, id: \.self) { _ in
                        Section { Color.red.frame(height: 50) } header: { Color.blue.frame(height: 10) }
                    }
                }
            }
            .frame(height: 100)
        case .rightToLeft:
            HStack(spacing: 3) { Text("rtl"); Color.red.frame(width: 20, height: 10).padding(.leading, 4) }
                .frame(width: 120)
                .environment(\.layoutDirection, .rightToLeft)
        case .offsetAndPosition:
            ZStack {
                Color.blue.frame(width: 10, height: 10).offset(x: 5, y: 7)
                Color.green.frame(width: 8, height: 8).position(x: 30, y: 4)
            }
            .frame(width: 60, height: 20)
        case .customLayout:
            RowsLayout(width: 50) {
                ForEach(0..<5, id: \.self) { Color.purple.frame(width: CGFloat(12 + 3 * $0), height: 9) }
            }
        case .overlayPreferenceValue:
            Color.yellow.frame(width: 40, height: 20)
                .anchorPreference(key: MovedBoundsKey.self, value: .bounds) { $0 }
                .overlayPreferenceValue(MovedBoundsKey.self) { anchor in
                    GeometryReader { proxy in
                        Color.black.frame(width: 4, height: anchor.map { proxy[$0].minY + 1 } ?? 0)
                    }
                }
        }
    }
}

/// A custom layout that fills rows of `width`, placing from its bounds' corner.
private struct RowsLayout: Layout {
    let width: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = arrange(subviews)
        return CGSize(width: width, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, arrange(subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(frame.size))
        }
    }

    private func arrange(_ subviews: Subviews) -> [CGRect] {
        var frames: [CGRect] = []
        var point = CGPoint.zero
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if point.x > 0 && point.x + size.width > width {
                point = CGPoint(x: 0, y: point.y + rowHeight)
                rowHeight = 0
            }
            frames.append(CGRect(origin: point, size: size))
            point.x += size.width
            rowHeight = max(rowHeight, size.height)
        }
        return frames
    }
}

/// The bounds of one view, as an anchor.
private struct MovedBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// The bar, then the content inside a container that the bar moves (so the content itself is
/// at the same offset in it, and moves along unless it reads its position; its height is
/// fixed, so it is proposed what it was before). Starting at the top of the safe area, the
/// content touches the top inset until the bar grows.
private struct MovingScene: View {
    let content: MovedContent
    let handle: HeightHandle?
    let barHeight: CGFloat

    var body: some View {
        VStack(spacing: 0) {
            GrowingBar(handle: handle, height: barHeight)
            VStack(spacing: 0) { content.view }.padding(0).fixedSize(horizontal: false, vertical: true)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

/// Frames are stored relative to the element that placed them, so a container that moves
/// carries a clean subtree along without placing it again — unless the subtree reads its root
/// position (a GeometryReader, a geometry effect, the safe area, pinned sections, anchors).
@Suite("Moved subtrees")
struct MovedSubtreeTests {
    private static func environment() -> EnvironmentValues {
        var environment = EnvironmentValues.iOS
        environment.windowSafeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0)
        return environment
    }

    private static func host(_ content: MovedContent, handle: HeightHandle?, barHeight: CGFloat,
                             height: CGFloat? = 400) -> ViewHost {
        ViewHost(MovingScene(content: content, handle: handle, barHeight: barHeight),
                 proposal: ProposedViewSize(width: 200, height: height), environment: environment())
    }

    /// With a nil height the content keeps its proposal and only moves; with a height it is
    /// proposed what the bar leaves, so it is also measured again.
    @Test("content moved by a growing sibling lands where a fresh layout puts it",
          arguments: MovedContent.allCases, [nil, 400] as [CGFloat?])
    func movedContentMatchesFreshLayout(content: MovedContent, height: CGFloat?) throws {
        let handle = HeightHandle()
        let moved = Self.host(content, handle: handle, barHeight: 0, height: height)
        #expect(moved.run().converged)
        for barHeight: CGFloat in [7, 31.5, 2] {
            handle.height?.wrappedValue = barHeight
            let report = moved.run()
            #expect(report.converged)
            let fresh = Self.host(content, handle: nil, barHeight: barHeight, height: height)
            #expect(fresh.run().converged)
            let movedNodes = moved.snapshot.nodes, freshNodes = fresh.snapshot.nodes
            #expect(movedNodes.map(\.path) == freshNodes.map(\.path))
            for (left, right) in zip(movedNodes, freshNodes) {
                #expect(left == right, "\(content) at bar height \(barHeight): \(left.path) is \(left.frame), fresh \(right.frame)")
                #expect(left.transform == right.transform, "\(left.path)")
            }
        }
    }

    @Test("a grid moved by a growing bar places the rows it moved, not their cells")
    func movedRowsKeepTheirCells() throws {
        let handle = HeightHandle()
        // A nil height: the stack proposes the grid what it did before, so only positions change.
        let host = Self.host(.grid, handle: handle, barHeight: 0, height: nil)
        host.run()
        handle.height?.wrappedValue = 5
        let report = host.run()
        #expect(report.passes == 1)
        // The scene's frame and VStack, the bar's frame and colour (new sizes), and the content's
        // fixedSize (moved): the padding inside it keeps its offset, so the grid's
        // 1 + 1 + 6 × (1 + 1 + 5 × 2) nodes stay where they were relative to it.
        #expect(report.statistics[0].placements == 5)
        #expect(report.statistics[0].nodesMeasured == 4)
    }

    @Test("a GeometryReader moved along is placed again and reads its new position")
    func movedReaderReadsNewPosition() throws {
        let handle = HeightHandle()
        let host = Self.host(.geometryReader, handle: handle, barHeight: 0, height: nil)
        host.run()
        let before = try #require(host.snapshot.nodes(typeName: "GeometryReader").first).frame.minY
        #expect(host.snapshot.node(text: "y \(Int(before))") != nil)
        handle.height?.wrappedValue = 12
        let report = host.run()
        #expect(report.passes == 1)
        let after = try #require(host.snapshot.nodes(typeName: "GeometryReader").first).frame.minY
        #expect(after == before + 12)
        #expect(host.snapshot.node(text: "y \(Int(after))") != nil)
    }
}
