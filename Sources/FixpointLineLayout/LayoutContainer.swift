import Foundation
import Fixpoint

/// A stand-in for the article's `LayoutContainer` view: holds a `Layout` and lays it out at a
/// given width, producing a `LayoutSnapshot` for Fixpoint's tree dump, ASCII and SVG renderers.
///
/// Tests, the gallery and `fixpoint run flight-lines` call `layout(width:environment:)`, which
/// runs resolution (`LineResolver`: measure labels, break lines, decide every `.or`) and then
/// placement (`LinePlacer`: frames and snapshot nodes). Like `layoutSubviews` in UIKit, each call
/// starts from scratch, so equal inputs give equal results and nothing is remembered between
/// widths. The container is as wide as the width given and as tall as its lines; screen margins
/// are not modelled (pass the width the container itself gets).
public struct LayoutContainer: Hashable, Sendable {
    /// The layout the container shows.
    public var content: Layout

    /// Creates a container for `layout`, as the article's `LayoutContainer(layout)`.
    ///
    /// Called in the building phase; nothing is measured until `layout(width:environment:)`.
    public init(_ layout: Layout) {
        content = layout
    }

    /// Lays the content out at `width` with the text settings of `environment` (platform,
    /// Dynamic Type size, text measurer) and returns the snapshot and the choices made.
    ///
    /// Called by tests, the gallery and the CLI; runs resolution then placement. The root node
    /// is `LayoutContainer` at (0, 0), exactly `width` wide; every `.or` chain that was laid out
    /// appears once in `choices`.
    public func layout(width: CGFloat, environment: EnvironmentValues = .iOS) -> LineLayoutResult {
        arrange(width: width, environment: environment).result
    }

    /// `layout(width:environment:)` together with the labels and wrappers placed, in pre-order;
    /// `LineLayoutView`'s layout places its subviews at these frames.
    func arrange(width: CGFloat, environment: EnvironmentValues) -> (result: LineLayoutResult, placements: [LinePlacement]) {
        let available = max(0, width)
        let resolved = LineResolver(environment: environment).resolve(content, available: available)
        var placer = LinePlacer()
        let snapshot = placer.place(resolved.lines, choices: resolved.choices, width: available)
        return (LineLayoutResult(snapshot: snapshot, choices: placer.choices), placer.placements)
    }

    /// The width the content takes when nothing limits it: the widest minimum width of its
    /// top-level lines, every `.or` taking its first alternative.
    ///
    /// `LineLayoutView` reports it for a nil width proposal; flexible boxes count only their
    /// minimum, so the flight screen (cards `.flexible(min: 0)`) has an ideal width of 0.
    public func idealWidth(environment: EnvironmentValues = .iOS) -> CGFloat {
        let resolved = LineResolver(environment: environment).resolve(content, available: .infinity)
        return resolved.lines.map(\.minWidth).max() ?? 0
    }

    /// Lays the content out at `width` on iOS at `dynamicTypeSize` with the default text measurer.
    ///
    /// A convenience over `layout(width:environment:)` for tests and the gallery's size grid;
    /// the same inputs give the same result.
    public func layout(width: CGFloat, dynamicTypeSize: DynamicTypeSize) -> LineLayoutResult {
        var environment = EnvironmentValues.iOS
        environment.dynamicTypeSize = dynamicTypeSize
        return layout(width: width, environment: environment)
    }

    /// The snapshot of `layout(width:environment:)`, for renderers.
    ///
    /// Called by the CLI and golden tests; equal inputs give byte-identical renderings.
    public func snapshot(width: CGFloat, environment: EnvironmentValues = .iOS) -> LayoutSnapshot {
        layout(width: width, environment: environment).snapshot
    }

    /// The choices of `layout(width:environment:)`: for each `.or` chain laid out, which
    /// alternative won (`chosen`, 0-based), in pre-order.
    ///
    /// Called by tests and the gallery; only choices on the chosen path are listed, so a chain
    /// nested in a losing alternative does not appear.
    public func chosenAlternatives(width: CGFloat, environment: EnvironmentValues = .iOS) -> [LineChoice] {
        layout(width: width, environment: environment).choices
    }
}
