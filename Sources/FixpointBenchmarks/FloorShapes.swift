import Fixpoint
import Foundation

// The floor's shapes (`../shared/bench/swift-floor`, README) written with SwiftUI views:
// a leaf is a 10×10 box that may grow on its stack's axis; stacks have no spacing.

/// Where the benchmark reaches the one leaf it changes: the leaf stores its state's binding here
/// when its body runs, as a test would keep a binding it was handed.
final class LeafHandle {
    var grow: Binding<Bool>?
}

/// A flexible leaf: 10 on the cross axis, at least 10 on the stack axis, growing with it.
struct FlexibleLeaf: View {
    let axis: Axis

    var body: some View {
        Rectangle().frame(minWidth: 10, maxWidth: axis == .horizontal ? .infinity : 10,
                          minHeight: 10, maxHeight: axis == .vertical ? .infinity : 10)
    }
}

/// The leaf the incremental benchmark changes: 10×10 (flexible on its axis) or 11×11.
struct TouchedLeaf: View {
    let handle: LeafHandle
    let flexible: Bool
    @State private var grown = false

    var body: some View {
        let _ = handle.grow = $grown
        let side: CGFloat = grown ? 11 : 10
        Rectangle().frame(minWidth: side, maxWidth: flexible ? .infinity : side, minHeight: side, maxHeight: side)
    }
}

/// wide-N: a row of N flexible leaves, proposed 12N × 10, so each leaf is 12 wide.
struct WideShape: View {
    let count: Int
    let handle: LeafHandle

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                if index == count / 2 {
                    TouchedLeaf(handle: handle, flexible: true)
                } else {
                    Rectangle().frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: 10)
                }
            }
        }
    }
}

/// grid-R: R rows of R flexible leaves, proposed 12R × 11R.
struct GridShape: View {
    let rows: Int
    let handle: LeafHandle

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<rows, id: \.self) { column in
                        if row == rows / 2 && column == rows / 2 {
                            TouchedLeaf(handle: handle, flexible: true)
                        } else {
                            Rectangle().frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: 10)
                        }
                    }
                }
            }
        }
    }
}

/// deep-N: N nested VStacks with padding 1 around a 10×10 leaf, proposed (2N + 10)².
struct DeepShape: View {
    let depth: Int
    let handle: LeafHandle

    var body: some View {
        DeepShape.level(depth, handle: handle)
    }

    static func level(_ remaining: Int, handle: LeafHandle) -> AnyView {
        if remaining == 0 { return AnyView(TouchedLeaf(handle: handle, flexible: false)) }
        return AnyView(VStack(spacing: 0) { level(remaining - 1, handle: handle) }.padding(1))
    }
}

/// One of the floor's shapes: its name, node count (the floor's), proposals and view.
struct FloorShape {
    let name: String
    let nodes: Int
    let pinned: ProposedViewSize
    let pinnedAlternative: ProposedViewSize
    let make: (LeafHandle) -> AnyView

    /// A host of this shape, proposed its pinned size, recording no trace (a first run's).
    func makeHost(_ handle: LeafHandle) -> ViewHost {
        let host = ViewHost(make(handle), proposal: pinned)
        host.traceDetail = .off
        return host
    }

    static func wide(_ count: Int) -> FloorShape {
        let n = CGFloat(count)
        return FloorShape(name: "wide-\(count)", nodes: count + 1,
                          pinned: ProposedViewSize(width: 12 * n, height: 10),
                          pinnedAlternative: ProposedViewSize(width: 13 * n, height: 10)) {
            AnyView(WideShape(count: count, handle: $0))
        }
    }

    static func deep(_ depth: Int) -> FloorShape {
        let e = 2 * CGFloat(depth) + 10
        return FloorShape(name: "deep-\(depth)", nodes: depth + 1,
                          pinned: ProposedViewSize(width: e, height: e),
                          pinnedAlternative: ProposedViewSize(width: e + 10, height: e)) {
            AnyView(DeepShape(depth: depth, handle: $0))
        }
    }

    static func grid(_ rows: Int) -> FloorShape {
        let r = CGFloat(rows)
        return FloorShape(name: "grid-\(rows)x\(rows)", nodes: rows * rows + rows + 1,
                          pinned: ProposedViewSize(width: 12 * r, height: 11 * r),
                          pinnedAlternative: ProposedViewSize(width: 13 * r, height: 11 * r)) {
            AnyView(GridShape(rows: rows, handle: $0))
        }
    }
}
