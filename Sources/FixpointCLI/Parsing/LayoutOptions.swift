import Fixpoint
import FixpointGallery
import FixpointRender
import Foundation

/// The options shared by the commands that lay out an example (`layout`, `run`).
///
/// Parsed before the example is hosted; every value is checked, so a typo is a usage error.
/// Commands with more options (`RunOptions`) offer each option to `consume(_:from:)` first.
struct LayoutOptions {
    enum Format: String, CaseIterable { case tree, ascii, svg, json }

    /// A usage error: the one-line message printed after `error: `.
    struct ParseError: Error {
        let message: String
    }

    var proposal: ProposedViewSize
    var environment: EnvironmentValues
    var format: Format = .tree
    /// Pixels per point of an SVG (`--scale`).
    var scale: CGFloat = 1
    /// An SVG's opaque background (`--background`), or nil for a transparent one.
    var background: RGBAColor?
    /// The Dynamic Type size asked for, applied to `environment` by `finish()` whatever the
    /// order of `--environment` and `--dynamic-type`.
    private var dynamicType: DynamicTypeSize?
    /// The layout direction asked for (`--layout-direction`), applied by `finish()`.
    private var layoutDirection: LayoutDirection?
    /// The horizontal size class asked for (`--size-class`), applied by `finish()`.
    private var sizeClass: UserInterfaceSizeClass?

    /// The example's defaults: its width, a nil height, its environment, the tree format.
    init(example: Example) {
        proposal = ProposedViewSize(width: example.defaultWidth, height: nil)
        environment = example.defaultEnvironment
    }

    /// Parses `arguments` (the options after the example name) for the `layout` command.
    static func parse(_ arguments: [String], example: Example) -> Result<LayoutOptions, ParseError> {
        var options = LayoutOptions(example: example)
        var cursor = ArgumentCursor(arguments)
        do throws(ParseError) {
            while let option = cursor.next() {
                guard try options.consume(option, from: &cursor) else {
                    throw ParseError(message: "unknown option '\(option)'")
                }
            }
            try options.finish()
        } catch {
            return .failure(error)
        }
        return .success(options)
    }

    /// Applies `option` if it is a layout option, taking its value from `cursor`; returns
    /// false, consuming nothing, when it is not one.
    mutating func consume(_ option: String, from cursor: inout ArgumentCursor) throws(ParseError) -> Bool {
        switch option {
        case "--width":
            proposal.width = try cursor.number(for: option)
        case "--height":
            proposal.height = try cursor.number(for: option)
        case "--environment":
            let text = try cursor.value(for: option)
            switch text.lowercased() {
            case "ios": environment = .iOS
            case "macos": environment = .macOS
            default: throw ParseError(message: "--environment takes iOS or macOS, not '\(text)'")
            }
        case "--dynamic-type":
            let text = try cursor.value(for: option)
            guard let size = DynamicTypeSize.allCases.first(where: { "\($0)".lowercased() == text.lowercased() }) else {
                throw ParseError(message: "--dynamic-type takes one of \(DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", ")), not '\(text)'")
            }
            dynamicType = size
        case "--layout-direction":
            let text = try cursor.value(for: option)
            switch text.lowercased() {
            case "ltr", "lefttoright": layoutDirection = .leftToRight
            case "rtl", "righttoleft": layoutDirection = .rightToLeft
            default: throw ParseError(message: "--layout-direction takes ltr or rtl, not '\(text)'")
            }
        case "--size-class":
            let text = try cursor.value(for: option)
            guard let sizeClass = UserInterfaceSizeClass.allCases.first(where: { "\($0)" == text.lowercased() }) else {
                throw ParseError(message: "--size-class takes compact or regular, not '\(text)'")
            }
            self.sizeClass = sizeClass
        case "--format":
            let text = try cursor.value(for: option)
            guard let format = Format(rawValue: text.lowercased()) else {
                throw ParseError(message: "--format takes tree, ascii, svg or json, not '\(text)'")
            }
            self.format = format
        case "--scale":
            let text = try cursor.value(for: option)
            guard let value = NumberArgument.parse(text), value > 0, value <= 16 else {
                throw ParseError(message: "--scale takes a number greater than 0 and at most 16, not '\(text)'")
            }
            scale = value
        case "--background":
            let text = try cursor.value(for: option)
            guard let color = NamedColor.parse(text) else {
                throw ParseError(message: "--background takes \(NamedColor.expectation), not '\(text)'")
            }
            background = color
        default:
            return false
        }
        return true
    }

    /// Completes the options once every argument is consumed.
    mutating func finish() throws(ParseError) {
        if let dynamicType { environment.dynamicTypeSize = dynamicType }
        if let layoutDirection { environment.layoutDirection = layoutDirection }
        if let sizeClass { environment.horizontalSizeClass = sizeClass }
        if format != .svg, scale != 1 || background != nil {
            throw ParseError(message: "--scale and --background apply to --format svg")
        }
    }

    /// The SVG renderer for `--scale` and `--background`.
    var svgRenderer: SVGRenderer {
        SVGRenderer(scale: scale, background: background)
    }
}

/// The arguments of a command, read left to right: options and the values they take.
struct ArgumentCursor {
    private let arguments: [String]
    private var index = 0

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The next argument, or nil at the end.
    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    /// The value after `option`; missing is an error.
    mutating func value(for option: String) throws(LayoutOptions.ParseError) -> String {
        guard let value = next() else { throw LayoutOptions.ParseError(message: "\(option) needs a value") }
        return value
    }

    /// The value after `option` as a length (`NumberArgument`: plain decimal, 0 to 100000).
    mutating func number(for option: String) throws(LayoutOptions.ParseError) -> CGFloat {
        try NumberArgument.parse(try value(for: option), for: option)
    }

    /// The value after `option` as a length greater than 0 (a sampling step).
    mutating func positiveNumber(for option: String) throws(LayoutOptions.ParseError) -> CGFloat {
        let number = try number(for: option)
        guard number > 0 else { throw LayoutOptions.ParseError(message: "\(option) must be greater than 0") }
        return number
    }

    /// The file name after `option`: present, not empty, and not another option.
    mutating func fileName(for option: String) throws(LayoutOptions.ParseError) -> String {
        let path = try value(for: option)
        guard !path.isEmpty, !path.hasPrefix("-") else {
            throw LayoutOptions.ParseError(message: "\(option) needs a file name, not '\(path)'")
        }
        return path
    }
}
