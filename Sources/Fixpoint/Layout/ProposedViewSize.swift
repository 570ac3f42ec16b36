import Foundation

/// A proposal for the size of a view: per axis `nil` asks for the ideal size, `0` for the
/// minimum and `.infinity` for the maximum.
///
/// The layout phase passes proposals from parents to children; a proposal is a plain value and
/// never changes during a pass, so it can key the per-node sizing memo.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` to ask for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` to ask for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal from optional dimensions; used by containers during layout.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of exactly `size`; used when a container knows a concrete size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal that asks for the ideal size on both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The proposal that asks for the minimum size on both axes.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal that asks for the maximum size on both axes.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Replaces each `nil` dimension with the matching dimension of `size` (10×10 by default,
    /// as SwiftUI does); used by views that take the proposal.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// A readable form such as `(175.0, nil)`, stable across runs for traces.
    public var description: String {
        "(\(ProposedViewSize.format(width)), \(ProposedViewSize.format(height)))"
    }

    /// One dimension of a proposal as traces print it: `nil`, or the number in `NumberFormat`.
    ///
    /// Called by descriptions and trace writers; deterministic.
    package static func format(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        return NumberFormat.string(value)
    }
}

extension ProposedViewSize {
    /// The dimension along `axis`; used by the stack algorithm, which works on one axis at a time.
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a proposal from a main-axis and a cross-axis dimension.
    package init(main: CGFloat?, cross: CGFloat?, axis: Axis) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

/// One number format for every dump, trace and rendering: at most three decimals, no trailing
/// zeros, `∞` for infinity, and a compact exponent form from 10¹⁵ on; keeps outputs
/// deterministic and readable.
package enum NumberFormat {
    /// Formats `value` with up to three decimals (`83.083`, `175`, `-12.5`, `∞`), or as a
    /// mantissa of up to six significant digits and an exponent when |value| ≥ 10¹⁵ (`1e300`,
    /// `-2.5e17`).
    package static func string(_ value: CGFloat) -> String {
        if value == .infinity { return "∞" }
        if value == -.infinity { return "-∞" }
        if value.isNaN { return "nan" }
        if abs(value) >= 1e15 { return exponentString(value) }
        var rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { rounded = 0 } // no "-0"
        if rounded == rounded.rounded() && abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        var text = String(format: "%.3f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `value` as `<mantissa>e<exponent>`: `%.5e` without trailing zeros or the exponent's
    /// `+` and leading zeros.
    private static func exponentString(_ value: CGFloat) -> String {
        let text = String(format: "%.5e", Double(value))
        guard let split = text.firstIndex(of: "e") else { return text }
        var mantissa = String(text[..<split])
        if mantissa.contains(".") {
            while mantissa.hasSuffix("0") { mantissa.removeLast() }
            if mantissa.hasSuffix(".") { mantissa.removeLast() }
        }
        var exponent = String(text[text.index(after: split)...])
        let negative = exponent.hasPrefix("-")
        exponent = String(exponent.drop { $0 == "+" || $0 == "-" || $0 == "0" })
        return mantissa + "e" + (negative ? "-" : "") + (exponent.isEmpty ? "0" : exponent)
    }
}

/// A proposed length (nil: unspecified) in eight bytes: its bits, or for nil a signalling NaN
/// that no arithmetic produces (a computed NaN keeps its own bits). Stored where a proposal is
/// kept per node or per child (`ViewNode.placedProposal`, a stack result's children, the size
/// memo's entries).
enum ProposedLengthBits {
    static var unspecified: UInt64 { 0x7FF4_F1C5_0000_0002 }

    @inline(__always)
    static func encode(_ length: CGFloat?) -> UInt64 { length.map { Double($0).bitPattern } ?? unspecified }

    @inline(__always)
    static func decode(_ bits: UInt64) -> CGFloat? { bits == unspecified ? nil : CGFloat(Double(bitPattern: bits)) }

    /// Whether two encoded lengths are equal as `CGFloat?`s are: the same bits (both
    /// unspecified, or the same number), or equal numbers (0 and −0). Sanitized proposals hold
    /// no NaN, and the unspecified marker equals no number.
    @inline(__always)
    static func equal(_ a: UInt64, _ b: UInt64) -> Bool {
        a == b || Double(bitPattern: a) == Double(bitPattern: b)
    }
}

/// A proposal in sixteen bytes, each dimension as its `ProposedLengthBits`: how a node keeps
/// the proposal it was placed with, and a size or stack memo the proposals of its entries.
/// A width of a signalling NaN of the keeper's own (`init(marker:)`) stands for no proposal.
struct ProposalBits {
    private(set) var width: UInt64
    private(set) var height: UInt64

    /// The bits of `proposal`.
    @inline(__always)
    init(_ proposal: ProposedViewSize) {
        width = ProposedLengthBits.encode(proposal.width)
        height = ProposedLengthBits.encode(proposal.height)
    }

    /// Bits that encode no proposal: `marker` as the width (a NaN other than
    /// `ProposedLengthBits.unspecified`, which no arithmetic produces).
    init(marker: UInt64) {
        width = marker
        height = 0
    }

    /// The proposal encoded.
    var proposal: ProposedViewSize {
        ProposedViewSize(width: ProposedLengthBits.decode(width), height: ProposedLengthBits.decode(height))
    }

    /// Whether the two encode the same proposal, as `ProposedViewSize`'s `==` tells
    /// (`ProposedLengthBits.equal` on each dimension).
    @inline(__always)
    func matches(_ other: ProposalBits) -> Bool {
        ProposedLengthBits.equal(width, other.width) && ProposedLengthBits.equal(height, other.height)
    }
}
