import Foundation

/// The fixed frame: `frame(width:height:alignment:)`.
///
/// With both dimensions the child is not consulted for sizing; otherwise the child is proposed
/// the given dimension and the proposal for the other, and aligned inside the frame.
@usableFromInline struct FrameModifier: UnaryLayoutModifier, Equatable {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    /// Whether a dimension was NaN, negative or infinite (SwiftUI logs "Invalid frame dimension
    /// (negative or non-finite)."); such a dimension is left to the child, as if nil.
    let hasInvalidDimension: Bool

    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        func valid(_ value: CGFloat?) -> Bool { value.map { $0.isFinite && $0 >= 0 } ?? true }
        self.width = valid(width) ? width : nil
        self.height = valid(height) ? height : nil
        self.alignment = alignment
        hasInvalidDimension = !valid(width) || !valid(height)
    }

    var elementName: String { "frame" }

    /// Frames and padding reset the spacing of the edges they touch: a plain view's 8 points.
    var resetsSpacing: Bool { true }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutChild) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild?, context: LayoutContext) -> CGSize {
        if hasInvalidDimension {
            context.diagnose(.invalidLayoutInput, FrameDiagnostic.invalidDimension)
        }
        if let width, let height {
            return CGSize(width: width, height: height)
        }
        let childSize = child.map { $0.sizeThatFits(childProposal(proposal, child: $0)) } ?? .zero
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    /// A fixed dimension is the frame's whatever is proposed, and the content is proposed it
    /// too; on a free axis the content decides.
    func proposalInsensitivity(child: ProposalInsensitivity) -> ProposalInsensitivity {
        let horizontal = width == nil ? child.restricted(to: .horizontal) : .ignoring(.horizontal)
        let vertical = height == nil ? child.restricted(to: .vertical) : .ignoring(.vertical)
        return horizontal.union(vertical)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
        let childProposal = childProposal(proposal, child: child)
        return ChildPlacement(proposal: childProposal,
                              origin: child.origin(aligning: alignment, in: size, proposal: childProposal))
    }
}

/// The flexible frame: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Sizes per axis by reference §1.2 (clamp the proposal when both bounds are given, the ideal for
/// a nil proposal, otherwise the child clamped); places the child with nil on axes where it is
/// strictly between the bounds and the frame got nil.
@usableFromInline struct FlexFrameModifier: UnaryLayoutModifier, Equatable {
    // The six bounds are stored with NaN for none: 8 bytes each instead of an optional's 16.
    // (Fifty-six bytes in all: a frame over a shape, boxed in its node's view, then takes an
    // 80-byte block of the allocator rather than a 96-byte one.)
    // A bound the initializer keeps is never NaN (it drops NaN bounds). Every frame is held by
    // its view's value and by its node's behaviour, so this is paid twice per frame.
    private var storedMinWidth: CGFloat, storedIdealWidth: CGFloat, storedMaxWidth: CGFloat
    private var storedMinHeight: CGFloat, storedIdealHeight: CGFloat, storedMaxHeight: CGFloat
    var minWidth: CGFloat? { Self.bound(storedMinWidth) }
    var idealWidth: CGFloat? { Self.bound(storedIdealWidth) }
    var maxWidth: CGFloat? { Self.bound(storedMaxWidth) }
    var minHeight: CGFloat? { Self.bound(storedMinHeight) }
    var idealHeight: CGFloat? { Self.bound(storedIdealHeight) }
    var maxHeight: CGFloat? { Self.bound(storedMaxHeight) }
    /// The alignment's interned pair (`Alignment.Pair`, 8-byte aligned) with the two findings
    /// in its low bits: bit 0 `hasInvalidDimension`, bit 1 `isContradictory`. One word, so a
    /// frame is 56 bytes and a frame over a shape fits the allocator's 80-byte class.
    private let alignmentAndFindings: UInt
    var alignment: Alignment {
        Alignment(pair: Unmanaged<Alignment.Pair>.fromOpaque(UnsafeRawPointer(bitPattern: alignmentAndFindings & ~3)!)
            .takeUnretainedValue())
    }
    /// Whether a bound was NaN, negative, or infinite where only a maximum may be (SwiftUI logs
    /// "Invalid frame dimension (negative or non-finite)."): NaN and infinite bounds are
    /// dropped, negative ones raised to 0.
    var hasInvalidDimension: Bool { alignmentAndFindings & 1 != 0 }
    /// Whether a minimum exceeded an ideal or maximum ("Contradictory frame constraints
    /// specified."): the larger bounds are raised to the minimum.
    var isContradictory: Bool { alignmentAndFindings & 2 != 0 }

    @usableFromInline init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                           minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        // Findings in the alignment word's low bits: 1 invalid, 2 contradictory.
        var findings: UInt = 0
        (storedMinWidth, storedIdealWidth, storedMaxWidth) = Self.normalised(minWidth, idealWidth, maxWidth, &findings)
        (storedMinHeight, storedIdealHeight, storedMaxHeight) = Self.normalised(minHeight, idealHeight, maxHeight, &findings)
        let address = UInt(bitPattern: Unmanaged.passUnretained(alignment.pair).toOpaque())
        alignmentAndFindings = address | findings
    }

    /// A bound as stored (NaN for none): NaN and infinite bounds are dropped (infinity is kept
    /// for a maximum), negative ones raised to 0; either sets the invalid bit (1) of `findings`.
    @inline(__always)
    private static func checked(_ value: CGFloat?, infinityAllowed: Bool, _ findings: inout UInt) -> CGFloat {
        guard let value else { return .nan }
        // A positive finite bound (or an infinite maximum), the common case, with one test.
        if value > 0, value < .infinity || infinityAllowed { return value }
        if value.isNaN || (value == .infinity && !infinityAllowed) || value == -.infinity {
            findings |= 1
            return .nan
        }
        if value < 0 { findings |= 1 }
        return max(value, 0)
    }

    /// One axis's bounds as stored: checked, then an ideal or maximum below the minimum (or a
    /// maximum below the ideal) raised to it, which sets the contradictory bit (2) of `findings`.
    @inline(__always)
    private static func normalised(_ low: CGFloat?, _ ideal: CGFloat?, _ high: CGFloat?,
                                   _ findings: inout UInt) -> (CGFloat, CGFloat, CGFloat) {
        let low = checked(low, infinityAllowed: false, &findings)
        var ideal = checked(ideal, infinityAllowed: false, &findings)
        var high = checked(high, infinityAllowed: true, &findings)
        if !low.isNaN, !ideal.isNaN, ideal < low {
            findings |= 2
            ideal = low
        }
        let floor = ideal.isNaN ? low : ideal
        if !floor.isNaN, !high.isNaN, high < floor {
            findings |= 2
            high = floor
        }
        return (low, ideal, high)
    }

    private static func bound(_ stored: CGFloat) -> CGFloat? { stored.isNaN ? nil : stored }

    /// Frames are equal when their bounds (none equal to none), alignment and findings are.
    /// Asked at every re-mount and whenever a node may share a behaviour: the same bits answer
    /// first (the common case), and only frames whose bits differ compare as numbers (0 = −0).
    @usableFromInline static func == (lhs: FlexFrameModifier, rhs: FlexFrameModifier) -> Bool {
        if lhs.alignmentAndFindings == rhs.alignmentAndFindings,
           lhs.storedMinWidth.bitPattern == rhs.storedMinWidth.bitPattern,
           lhs.storedIdealWidth.bitPattern == rhs.storedIdealWidth.bitPattern,
           lhs.storedMaxWidth.bitPattern == rhs.storedMaxWidth.bitPattern,
           lhs.storedMinHeight.bitPattern == rhs.storedMinHeight.bitPattern,
           lhs.storedIdealHeight.bitPattern == rhs.storedIdealHeight.bitPattern,
           lhs.storedMaxHeight.bitPattern == rhs.storedMaxHeight.bitPattern {
            return true
        }
        return lhs.minWidth == rhs.minWidth && lhs.idealWidth == rhs.idealWidth && lhs.maxWidth == rhs.maxWidth
            && lhs.minHeight == rhs.minHeight && lhs.idealHeight == rhs.idealHeight && lhs.maxHeight == rhs.maxHeight
            && lhs.alignmentAndFindings == rhs.alignmentAndFindings
    }


    var elementName: String { "frame" }

    /// Frames and padding reset the spacing of the edges they touch: a plain view's 8 points.
    var resetsSpacing: Bool { true }

    /// The bounds along `axis` as stored, NaN for none: layout reads them without building
    /// optionals (at every sizing and placement of every flexible frame).
    @inline(__always)
    private func storedBounds(_ axis: Axis) -> (min: CGFloat, ideal: CGFloat, max: CGFloat) {
        axis == .horizontal ? (storedMinWidth, storedIdealWidth, storedMaxWidth)
            : (storedMinHeight, storedIdealHeight, storedMaxHeight)
    }

    /// `value` clamped to stored bounds (a NaN bound is none): the maximum first, then the minimum.
    @inline(__always)
    private static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        var result = value
        if !high.isNaN { result = min(result, high) }
        if !low.isNaN { result = max(result, low) }
        return result
    }

    /// The child's proposal on one axis while sizing.
    @inline(__always)
    private func childProposal(_ axis: Axis, _ proposed: CGFloat?) -> CGFloat? {
        let (low, ideal, high) = storedBounds(axis)
        guard let base = proposed ?? (ideal.isNaN ? nil : ideal) else { return nil }
        return Self.clamp(base, low, high)
    }

    /// The frame's size on one axis, or nil when the child decides it.
    @inline(__always)
    private func fixedSize(_ axis: Axis, _ proposed: CGFloat?) -> CGFloat? {
        let (low, ideal, high) = storedBounds(axis)
        if let proposed { return low.isNaN || high.isNaN ? nil : Self.clamp(proposed, low, high) }
        return ideal.isNaN ? nil : ideal
    }

    @inline(__always)
    private func fromChild(_ axis: Axis, child: CGFloat, childProposal: CGFloat?) -> CGFloat {
        let (low, _, high) = storedBounds(axis)
        switch (low.isNaN, high.isNaN) {
        case (false, false): return Self.clamp(child, low, high)
        case (false, true): return max(min(childProposal ?? .infinity, child), low)
        case (true, false): return min(max(childProposal ?? -.infinity, child), high)
        case (true, true): return child
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutChild?, context: LayoutContext) -> CGSize {
        if hasInvalidDimension {
            context.diagnose(.invalidLayoutInput, FrameDiagnostic.invalidDimension)
        }
        if isContradictory {
            context.diagnose(.invalidLayoutInput, FrameDiagnostic.contradictory)
        }
        let fixedWidth = fixedSize(.horizontal, proposal.width)
        let fixedHeight = fixedSize(.vertical, proposal.height)
        if let fixedWidth, let fixedHeight { return CGSize(width: fixedWidth, height: fixedHeight) }
        let childProposal = ProposedViewSize(width: childProposal(.horizontal, proposal.width),
                                             height: childProposal(.vertical, proposal.height))
        let childSize = child?.sizeThatFits(childProposal) ?? .zero
        return CGSize(width: fixedWidth ?? fromChild(.horizontal, child: childSize.width, childProposal: childProposal.width),
                      height: fixedHeight ?? fromChild(.vertical, child: childSize.height, childProposal: childProposal.height))
    }

    /// Per axis: with an equal minimum and maximum, any proposed value gives that size and
    /// proposes the content that value (so does nil, when an ideal is set too); with no bounds
    /// at all, the content is proposed what the frame is, and decides.
    func proposalInsensitivity(child: ProposalInsensitivity) -> ProposalInsensitivity {
        func along(_ axis: Axis) -> ProposalInsensitivity {
            let (low, ideal, high) = storedBounds(axis)
            // (NaN equals nothing: two missing bounds are not equal ones.)
            if low == high {
                return ideal.isNaN ? .presenceOnly(axis) : .ignoring(axis)
            }
            if low.isNaN, ideal.isNaN, high.isNaN { return child.restricted(to: axis) }
            return .none
        }
        return along(.horizontal).union(along(.vertical))
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: LayoutChild) -> ChildPlacement {
        func axisProposal(_ axis: Axis) -> CGFloat? {
            let (low, ideal, high) = storedBounds(axis)
            let value = size[axis]
            if ideal.isNaN, proposal[axis] == nil, (low.isNaN ? 0 : low) < value, value < (high.isNaN ? .infinity : high) {
                return nil
            }
            return value
        }
        let childProposal = ProposedViewSize(width: axisProposal(.horizontal), height: axisProposal(.vertical))
        return ChildPlacement(proposal: childProposal,
                              origin: child.origin(aligning: alignment, in: size, proposal: childProposal))
    }
}

/// SwiftUI's console messages for frames it cannot use as given.
enum FrameDiagnostic {
    static let invalidDimension = "Invalid frame dimension (negative or non-finite)."
    static let contradictory = "Contradictory frame constraints specified."
}

extension View {
    /// Positions this view within an invisible frame with the specified size.
    @inlinable public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    @inlinable public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexFrameModifier(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                   minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                   alignment: alignment))
    }
}
