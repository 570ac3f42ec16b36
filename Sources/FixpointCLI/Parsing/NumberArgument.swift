import Foundation

/// A length given on the command line (`--width`, `--height`, `--step`, a sweep's range):
/// plain decimal digits with an optional fraction, from 0 to `maximum` points.
///
/// Parsed before anything runs; everything else — `nan`, `inf`, `1e400`, exponents, signs
/// (`-0`, `+5`), hexadecimal floats (`0x1p3`), spaces — is a usage error naming the option, so
/// no command ever starts with a number no view can use.
enum NumberArgument {
    /// The largest length accepted, in points: far beyond any screen, small enough that sums
    /// of a few such lengths stay exact to a hundredth of a point.
    static let maximum: CGFloat = 100_000

    /// What every length option says it takes, after the option's name.
    static let expectation = "takes a number of points from 0 to 100000 (digits and an optional fraction)"

    /// `text` as a length, or nil when it is not one.
    static func parse(_ text: String) -> CGFloat? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), whole.count <= 6, fraction.count <= 6,
              (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber }),
              let value = Double(text.hasPrefix(".") ? "0" + text : text), value.isFinite,
              value <= Double(maximum) else { return nil }
        return CGFloat(value)
    }

    /// `text` as a length for `option`, or the usage error that names both.
    static func parse(_ text: String, for option: String) throws(LayoutOptions.ParseError) -> CGFloat {
        guard let value = parse(text) else {
            throw LayoutOptions.ParseError(message: "\(option) \(expectation), not '\(text)'")
        }
        return value
    }

    /// `text` as a width range `A...B` of lengths with `A ≤ B` (or `A < B` when `strict`), nil
    /// when it is not one; `sweep`, `report` and `check` read `--width A...B` with it.
    static func range(_ text: String, strict: Bool = false) -> ClosedRange<CGFloat>? {
        let parts = text.components(separatedBy: "...")
        guard parts.count == 2, let low = parse(parts[0]), let high = parse(parts[1]),
              strict ? low < high : low <= high else { return nil }
        return low...high
    }
}
