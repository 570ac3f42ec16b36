import Foundation

/// A view that displays an image; Fixpoint supports SF Symbols by name, drawn as placeholders.
///
/// A layout element: a symbol has a fixed intrinsic size (a square of 1.2 × the font's point
/// size) whatever the proposal; a `resizable()` image takes the proposal (nil → intrinsic).
public struct Image: View, Equatable {
    var systemName: String
    var isResizable = false

    /// Creates a system symbol image.
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// A mode to repeat the image at its original size.
        case tile
        /// A mode to enlarge or reduce the size of an image.
        case stretch
    }

    /// `Image` is primitive.
    public typealias Body = Never
}

extension Image: BuiltinView {
    func mount(_ node: ViewNode, in graph: ViewGraph) {
        node.becomeElement("Image", ImageBehavior.self) { ImageBehavior() }
    }
}

final class ImageBehavior: DefaultLeafBehavior {
    /// A symbol's side relative to the font size (SF Symbols are about 1.2 em at body size).
    static let symbolScale: CGFloat = 1.2

    func intrinsicSize(_ environment: EnvironmentValues) -> CGSize {
        let pointSize = environment.resolvedFont.pointSize
        let side = (pointSize * Self.symbolScale).rounded()
        return CGSize(width: side, height: side)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, in context: LayoutContext) -> CGSize {
        let intrinsic = intrinsicSize(context.environment)
        guard context.value(as: Image.self).isResizable else { return intrinsic }
        return proposal.replacingUnspecifiedDimensions(by: intrinsic)
    }

    override func drawingContent(_ content: ElementContent, frame: CGRect) -> Drawing.Content {
        .image(systemName: content.value(as: Image.self).systemName)
    }
}

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// An option that resizes the content so it's all within the available space, both
    /// vertically and horizontally.
    case fit
    /// An option that resizes the content so it occupies all available space, both vertically
    /// and horizontally.
    case fill
}
