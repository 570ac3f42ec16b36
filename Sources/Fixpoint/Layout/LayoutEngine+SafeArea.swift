import Foundation

/// One safe-area element: an outer rectangle and the safe rectangle inside it, in root
/// coordinates (the window and its insets, a `safeAreaInset` bar, `safeAreaPadding`, a
/// navigation bar).
///
/// Pushed on `LayoutEngine.safeAreaStack` by the layout phase while the views inside it are
/// placed; the touching rule (reference part 2, §4.3) reads the stack innermost first.
struct SafeAreaElement {
    /// The rectangle the insets extend to.
    var outer: CGRect
    /// The rectangle inside the insets.
    var safe: CGRect
    /// The region the insets belong to (`.container` for every element Fixpoint makes).
    var regions: SafeAreaRegions = .container
}

/// Physical insets (top, left, bottom, right) before the layout direction maps them to leading
/// and trailing.
struct PhysicalInsets: Equatable {
    var top: CGFloat = 0
    var left: CGFloat = 0
    var bottom: CGFloat = 0
    var right: CGFloat = 0

    /// The insets as leading/trailing for `direction`.
    func edgeInsets(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .rightToLeft
            ? EdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }

    /// Only the insets of `edges` (leading/trailing read in `direction`).
    func restricted(to edges: Edge.Set, _ direction: LayoutDirection) -> PhysicalInsets {
        let leftEdge: Edge.Set = direction == .rightToLeft ? .trailing : .leading
        let rightEdge: Edge.Set = direction == .rightToLeft ? .leading : .trailing
        return PhysicalInsets(top: edges.contains(.top) ? top : 0, left: edges.contains(leftEdge) ? left : 0,
                              bottom: edges.contains(.bottom) ? bottom : 0, right: edges.contains(rightEdge) ? right : 0)
    }

    /// Whether every inset is zero.
    var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
}

extension LayoutEngine {
    /// How close a view's edge must be to an inset band to touch it: half a pixel at 3× plus a
    /// thousandth (OpenSwiftUI's `pixelLength / 2 + 0.001`).
    static let safeAreaTouchTolerance: CGFloat = 1.0 / 6 + 0.001

    /// The safe-area insets of a view with `frame` (root coordinates) under the current stack:
    /// for each edge inside an element's band, the distance to that element's outer edge,
    /// chained outwards (reference part 2, §4.3). Elements not in `regions` are skipped.
    func safeAreaInsets(of frame: CGRect, regions: SafeAreaRegions = .all) -> PhysicalInsets {
        guard !safeAreaStack.isEmpty, frame.minX.isFinite, frame.minY.isFinite,
              frame.width.isFinite, frame.height.isFinite else { return PhysicalInsets() }
        let epsilon = Self.safeAreaTouchTolerance
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        for element in safeAreaStack.reversed() where !element.regions.isDisjoint(with: regions) {
            let outer = element.outer, safe = element.safe
            if minY <= safe.minY + epsilon, minY >= outer.minY - epsilon, safe.minY > outer.minY { minY = min(minY, outer.minY) }
            if minX <= safe.minX + epsilon, minX >= outer.minX - epsilon, safe.minX > outer.minX { minX = min(minX, outer.minX) }
            if maxY >= safe.maxY - epsilon, maxY <= outer.maxY + epsilon, safe.maxY < outer.maxY { maxY = max(maxY, outer.maxY) }
            if maxX >= safe.maxX - epsilon, maxX <= outer.maxX + epsilon, safe.maxX < outer.maxX { maxX = max(maxX, outer.maxX) }
        }
        return PhysicalInsets(top: frame.minY - minY, left: frame.minX - minX,
                              bottom: maxY - frame.maxY, right: maxX - frame.maxX)
    }

    /// Runs `body` with `element` on the safe-area stack (a modifier placing its content).
    func withSafeAreaElement(_ element: SafeAreaElement, _ body: () -> Void) {
        safeAreaStack.append(element)
        body()
        safeAreaStack.removeLast()
    }
}
