import Fixpoint
import FixpointGallery
import Foundation

/// The options shared by the commands that lay out an example.
///
/// Parsed before the example is hosted; every value is checked, so a typo is a usage error.
struct LayoutOptions {
    enum Format: String, CaseIterable { case tree, ascii, svg }

    struct ParseError: Error {
        let message: String
    }

    var proposal: ProposedViewSize
    var environment: EnvironmentValues
    var format: Format = .tree

    static func parse(_ arguments: [String], example: Example) -> Result<LayoutOptions, ParseError> {
        var options = LayoutOptions(proposal: ProposedViewSize(width: example.defaultWidth, height: nil),
                                    environment: example.defaultEnvironment)
        var index = 0
        var dynamicType: DynamicTypeSize?
        func value(_ option: String) -> Result<String, ParseError> {
            guard index + 1 < arguments.count else { return .failure(ParseError(message: "\(option) needs a value")) }
            index += 1
            return .success(arguments[index])
        }
        func number(_ option: String) -> Result<CGFloat, ParseError> {
            value(option).flatMap { text in
                guard let number = Double(text), number.isFinite, number >= 0 else {
                    return .failure(ParseError(message: "\(option) takes a non-negative number, not '\(text)'"))
                }
                return .success(CGFloat(number))
            }
        }
        while index < arguments.count {
            let option = arguments[index]
            switch option {
            case "--width":
                switch number(option) {
                case .success(let width): options.proposal.width = width
                case .failure(let error): return .failure(error)
                }
            case "--height":
                switch number(option) {
                case .success(let height): options.proposal.height = height
                case .failure(let error): return .failure(error)
                }
            case "--environment":
                switch value(option) {
                case .success("iOS"): options.environment = .iOS
                case .success("macOS"): options.environment = .macOS
                case .success(let other): return .failure(ParseError(message: "--environment takes iOS or macOS, not '\(other)'"))
                case .failure(let error): return .failure(error)
                }
            case "--dynamic-type":
                switch value(option) {
                case .success(let text):
                    guard let size = DynamicTypeSize.allCases.first(where: { "\($0)" == text }) else {
                        return .failure(ParseError(message: "--dynamic-type takes one of \(DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", ")), not '\(text)'"))
                    }
                    dynamicType = size
                case .failure(let error): return .failure(error)
                }
            case "--format":
                switch value(option) {
                case .success(let text):
                    guard let format = Format(rawValue: text) else {
                        return .failure(ParseError(message: "--format takes tree, ascii or svg, not '\(text)'"))
                    }
                    options.format = format
                case .failure(let error): return .failure(error)
                }
            default:
                return .failure(ParseError(message: "unknown option '\(option)'"))
            }
            index += 1
        }
        if let dynamicType { options.environment.dynamicTypeSize = dynamicType }
        return .success(options)
    }
}
