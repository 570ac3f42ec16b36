import Foundation

/// A container view that defines its content as a function of its own size and coordinate
/// space.
///
/// A layout element that takes the proposal (nil → 10, so its ideal size is 10×10, as a
/// `Color`'s). Its content is built during the layout
/// phase, once its frame is known, and rebuilt when its frame or the state it read changes;
/// each child is proposed the reader's size and placed at its top-leading corner.
public struct GeometryReader<Content: View>: View {
    /// The content, as a function of the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// `GeometryReader` is primitive.
    public typealias Body = Never
}

extension GeometryReader: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        let behavior = node.becomeElement("GeometryReader", GeometryReaderBehavior.self) { GeometryReaderBehavior() }
        behavior.makeContent = { proxy in content(proxy) }
        // New closure values: the content must be rebuilt at the next placement.
        node.needsBody = true
    }
}

final class GeometryReaderBehavior: ElementBehavior {
    /// Placed again whenever it moves: it hands its root frame and safe-area insets to its content.
    override var positionDependence: PositionDependence { .always }

    var makeContent: ((GeometryProxy) -> any View)?

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
        if let makeContent {
            let insets = context.safeAreaInsets(of: frame, regions: .container).edgeInsets(context.environment.layoutDirection)
            let proxy = context.geometryProxy(size: frame.size, globalFrame: frame, safeAreaInsets: insets)
            let content = context.evaluateContent(observing: true) { makeContent(proxy) }
            context.reconcileContent(content, slot: nil)
        }
        let childProposal = ProposedViewSize(frame.size)
        context.withRoomForBuiltContent {
            for child in context.children {
                context.place(child, at: frame.origin, proposal: childProposal)
            }
        }
    }
}

/// A proxy for access to the size and coordinate space of the container view.
///
/// Handed to a `GeometryReader`'s content during the layout phase; its values describe the
/// reader's frame in that pass.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    /// The reader's layout frame in root coordinates (before geometry effects).
    let globalFrame: CGRect
    let reader: ViewNode
    /// The geometry effects above the reader (nil: none), mapping `globalFrame` to where the
    /// reader is drawn.
    var transform: CGAffineTransform?

    /// The safe area inset of the container view: for each edge of the reader's frame that lies
    /// in an inset band (the window's, a `safeAreaInset` bar's, a navigation bar's), the
    /// distance to that band's outer edge (reference part 2, §4.3); leading is the right edge in
    /// a right-to-left layout.
    public internal(set) var safeAreaInsets = EdgeInsets()

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global:
            return transform.map { globalFrame.applying($0) } ?? globalFrame
        case .local:
            return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let space = CoordinateSpaceModifier.nearest(named: name, above: reader) else {
                return frame(in: .global)
            }
            if transform == nil && space.effectTransform == nil {
                let spaceOrigin = space.frame.origin
                return globalFrame.offsetBy(dx: -spaceOrigin.x, dy: -spaceOrigin.y)
            }
            return globalFrame.applying(Self.conversion(from: transform, to: space))
        }
    }

    /// The matrix from root layout coordinates under the effects `transform` to the local
    /// coordinates of the view `space` (its effects undone, its origin at zero).
    static func conversion(from transform: CGAffineTransform?, to space: ViewNode) -> CGAffineTransform {
        let toGlobal = transform ?? .identity
        let fromGlobal = (space.effectTransform ?? .identity).inverted()
        let spaceOrigin = space.frame.origin
        return toGlobal.concatenating(fromGlobal)
            .concatenating(CGAffineTransform(translationX: -spaceOrigin.x, y: -spaceOrigin.y))
    }
}

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable {
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)
}
