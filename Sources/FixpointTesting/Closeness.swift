import Fixpoint
import Foundation
import Testing

/// A value that can be compared with another up to a tolerance in points: `CGFloat`, `Double`,
/// `CGPoint`, `CGSize` and `CGRect` (every coordinate within the tolerance).
///
/// Used by `isClose(_:_:tolerance:)` and `expectClose(_:_:tolerance:sourceLocation:)`: layout
/// arithmetic in floating point rarely lands on the exact literal a test writes.
public protocol ApproximatelyEquatable {
    /// Whether every coordinate of `self` and `other` differs by at most `tolerance`.
    func isClose(to other: Self, tolerance: CGFloat) -> Bool
}

extension CGFloat: ApproximatelyEquatable {
    /// Whether the two numbers differ by at most `tolerance`.
    public func isClose(to other: CGFloat, tolerance: CGFloat) -> Bool {
        (self - other).magnitude <= tolerance
    }
}

extension Double: ApproximatelyEquatable {
    /// Whether the two numbers differ by at most `tolerance`.
    public func isClose(to other: Double, tolerance: CGFloat) -> Bool {
        (self - other).magnitude <= Double(tolerance)
    }
}

extension CGPoint: ApproximatelyEquatable {
    /// Whether both coordinates differ by at most `tolerance`.
    public func isClose(to other: CGPoint, tolerance: CGFloat) -> Bool {
        x.isClose(to: other.x, tolerance: tolerance) && y.isClose(to: other.y, tolerance: tolerance)
    }
}

extension CGSize: ApproximatelyEquatable {
    /// Whether width and height differ by at most `tolerance`.
    public func isClose(to other: CGSize, tolerance: CGFloat) -> Bool {
        width.isClose(to: other.width, tolerance: tolerance) && height.isClose(to: other.height, tolerance: tolerance)
    }
}

extension CGRect: ApproximatelyEquatable {
    /// Whether origin and size differ by at most `tolerance` on every coordinate.
    public func isClose(to other: CGRect, tolerance: CGFloat) -> Bool {
        origin.isClose(to: other.origin, tolerance: tolerance) && size.isClose(to: other.size, tolerance: tolerance)
    }
}

/// Whether `a` and `b` agree to within `tolerance` points (a thousandth of a point by default).
public func isClose<Value: ApproximatelyEquatable>(_ a: Value, _ b: Value, tolerance: CGFloat = 0.001) -> Bool {
    a.isClose(to: b, tolerance: tolerance)
}

/// Records an issue showing both values when `actual` and `expected` differ by more than
/// `tolerance` points; returns whether they agree.
///
/// ```swift
/// expectClose(snapshot.frame(of: "✈️"), CGRect(x: 79, y: 0, width: 17, height: 20))
/// ```
@discardableResult
public func expectClose<Value: ApproximatelyEquatable>(_ actual: Value, _ expected: Value, tolerance: CGFloat = 0.001,
                                                       sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let agrees = actual.isClose(to: expected, tolerance: tolerance)
    if !agrees {
        Issue.record(Comment(rawValue: "Expected \(expected) within \(tolerance), got \(actual)."),
                     sourceLocation: sourceLocation)
    }
    return agrees
}
