import Fixpoint
import Foundation

/// A fuzz tree printed as the SwiftUI-like code it stands for, one view per line, so a shrunk
/// failure can be pasted into a test almost verbatim.
extension FuzzTree: CustomStringConvertible {
    /// The tree as indented SwiftUI-like code.
    public var description: String { lines(indent: "") }

    private func lines(indent: String) -> String {
        let inner = indent + "    "
        func block(_ head: String, _ children: [FuzzTree]) -> String {
            if children.isEmpty { return indent + head + " {}" }
            return indent + head + " {\n" + children.map { $0.lines(indent: inner) }.joined(separator: "\n") + "\n" + indent + "}"
        }
        switch self {
        case .text(let string): return indent + "Text(\(Self.quoted(string)))"
        case .color: return indent + "Color.red"
        case .rectangle: return indent + "Rectangle()"
        case .spacer(let minLength): return indent + "Spacer(minLength: \(Self.number(minLength)))"
        case .empty: return indent + "EmptyView()"
        case let .arc(radius, start, end, clockwise):
            return indent + "Path { $0.addArc(center: .zero, radius: \(Self.number(radius)), startAngle: .radians(\(Self.number(start))), endAngle: .radians(\(Self.number(end))), clockwise: \(clockwise)) }"
        case let .geometryReader(scale, content):
            return indent + "GeometryReader { proxy in  // content.frame(width: proxy.size.width * \(Self.number(scale)))\n"
                + content.lines(indent: inner) + "\n" + indent + "}"
        case let .hStack(alignment, spacing, children):
            return block("HStack(alignment: .\(alignment.rawValue), spacing: \(Self.number(spacing)))", children)
        case let .vStack(alignment, spacing, children):
            return block("VStack(alignment: .\(alignment.rawValue), spacing: \(Self.number(spacing)))", children)
        case .zStack(let children): return block("ZStack", children)
        case .viewThatFits(let children): return block("ViewThatFits", children)
        case let .forEach(ids, content):
            return indent + "ForEach(\(ids), id: \\.self) { _ in\n" + content.lines(indent: inner) + "\n" + indent + "}"
        case let .layout(misbehaviour, children): return block("MisbehavingLayout(.\(misbehaviour.rawValue))", children)
        case let .feedback(mode, content):
            return indent + "FeedbackView(.\(mode.rawValue)) {\n" + content.lines(indent: inner) + "\n" + indent + "}"
        case let .modified(modifier, content):
            return content.lines(indent: indent) + "\n" + inner + modifier.code(indent: inner)
        }
    }

    static func number(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        if value.isNaN { return ".nan" }
        if value == .infinity { return ".infinity" }
        if value == -.infinity { return "-.infinity" }
        return NumberFormat.string(value)
    }

    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.isASCII { result.unicodeScalars.append(scalar) } else {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                }
            }
        }
        return result + "\""
    }
}

extension FuzzModifier {
    /// The modifier as a SwiftUI call.
    func code(indent: String) -> String {
        func n(_ value: CGFloat?) -> String { FuzzTree.number(value) }
        switch self {
        case let .frame(width, height): return ".frame(width: \(n(width)), height: \(n(height)))"
        case let .flexibleFrame(minWidth, maxWidth, minHeight, maxHeight):
            return ".frame(minWidth: \(n(minWidth)), maxWidth: \(n(maxWidth)), minHeight: \(n(minHeight)), maxHeight: \(n(maxHeight)))"
        case let .idealFrame(width, height): return ".frame(idealWidth: \(n(width)), idealHeight: \(n(height)))"
        case .padding(let length): return ".padding(\(n(length)))"
        case let .fixedSize(horizontal, vertical): return ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case let .offset(x, y): return ".offset(x: \(n(x)), y: \(n(y)))"
        case .layoutPriority(let value): return ".layoutPriority(\(n(CGFloat(value))))"
        case .alignmentGuide(let value): return ".alignmentGuide(.leading) { _ in \(n(value)) }"
        case .hidden: return ".hidden()"
        case .id(let id): return ".id(\(id))"
        case .background(let tree): return ".background {\n" + tree.description.indented(indent + "    ") + "\n" + indent + "}"
        case .overlay(let tree): return ".overlay {\n" + tree.description.indented(indent + "    ") + "\n" + indent + "}"
        case .preference(let value): return ".preference(key: FuzzSumKey.self, value: \(n(value)))"
        case .fontSize(let size): return ".font(.system(size: \(n(size))))"
        case .dynamicType(let index): return ".dynamicTypeSize(.\(DynamicTypeSize.allCases[index]))"
        case .lineLimit(let limit): return ".lineLimit(\(limit.map(String.init) ?? "nil"))"
        case let .aspectRatio(ratio, fit): return ".aspectRatio(\(n(ratio)), contentMode: .\(fit ? "fit" : "fill"))"
        case let .drawing(opacity, cornerRadius, border, shadow):
            return ".opacity(\(n(CGFloat(opacity)))).cornerRadius(\(n(cornerRadius))).border(Color.blue, width: \(n(border))).shadow(radius: \(n(shadow)))"
        case .clipped: return ".clipped()"
        case .transformPreference(let value): return ".transformPreference(FuzzSumKey.self) { $0 += \(n(value)) }"
        }
    }
}

extension String {
    func indented(_ prefix: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
    }
}
