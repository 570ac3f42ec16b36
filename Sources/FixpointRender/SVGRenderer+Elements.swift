import Foundation
import Fixpoint

extension SVGRenderer {
    /// A filled shape in `frame`: `<rect>` (with `rx` when rounded), `<circle>`, `<ellipse>`, or
    /// `<path>` for any other outline (already in root coordinates).
    func shapeElement(_ kind: ShapeKind, frame: CGRect, paint: [(String, String)]) -> String {
        let radiusLimit = min(frame.width, frame.height) / 2
        switch kind {
        case .rectangle:
            return "<rect" + attributes(rectAttributes(frame) + paint) + "/>"
        case let .roundedRectangle(cornerRadius):
            let radius = min(max(cornerRadius, 0), radiusLimit)
            return "<rect" + attributes(rectAttributes(frame, radius: radius) + paint) + "/>"
        case .capsule:
            return "<rect" + attributes(rectAttributes(frame, radius: radiusLimit) + paint) + "/>"
        case .circle:
            return "<circle" + attributes([("cx", number(frame.midX)), ("cy", number(frame.midY)),
                                           ("r", number(radiusLimit))] + paint) + "/>"
        case .ellipse:
            return "<ellipse" + attributes([("cx", number(frame.midX)), ("cy", number(frame.midY)),
                                            ("rx", number(frame.width / 2)), ("ry", number(frame.height / 2))]
                                           + paint) + "/>"
        case let .path(path):
            return "<path" + attributes([("d", pathData(path))] + paint) + "/>"
        }
    }

    /// A path's elements as SVG path data: `M`, `L`, `Q`, `C` and `Z` with absolute coordinates.
    func pathData(_ path: Path) -> String {
        var commands: [String] = []
        func point(_ p: CGPoint) -> String { "\(number(p.x)) \(number(p.y))" }
        path.forEach { element in
            switch element {
            case let .move(to): commands.append("M" + point(to))
            case let .line(to): commands.append("L" + point(to))
            case let .quadCurve(to, control): commands.append("Q" + point(control) + " " + point(to))
            case let .curve(to, control1, control2):
                commands.append("C" + point(control1) + " " + point(control2) + " " + point(to))
            case .closeSubpath: commands.append("Z")
            }
        }
        return commands.joined(separator: " ")
    }

    /// One `<text>` per non-empty displayed line, its baseline one ascender below the line's top.
    func textElements(_ text: TextDrawing, frame: CGRect) -> [String] {
        let (x, anchor): (CGFloat, String?) = switch text.alignment {
        case .leading: (frame.minX, nil)
        case .center: (frame.midX, "middle")
        case .trailing: (frame.maxX, "end")
        }
        var elements: [String] = []
        for (number, line) in text.lines.enumerated() where !line.isEmpty {
            let baseline = frame.minY + CGFloat(number) * text.lineHeight + Self.ascender * text.fontSize
            var list: [(String, String)] = [("x", self.number(x)), ("y", self.number(baseline)),
                                             ("font-size", self.number(text.fontSize))]
            if let anchor { list.append(("text-anchor", anchor)) }
            list += paint("fill", text.color)
            if line.first == " " || line.last == " " || line.contains("  ") {
                list.append(("xml:space", "preserve"))
            }
            elements.append("<text" + attributes(list) + ">" + Self.escaped(line) + "</text>")
        }
        return elements
    }

    /// A placeholder rectangle for content the renderer cannot draw, titled with its name.
    func placeholder(frame: CGRect, title: String, style: [(String, String)]) -> String {
        let rect = rectAttributes(frame) + style
        return "<rect" + attributes(rect) + "><title>" + Self.escaped(title) + "</title></rect>"
    }

    /// A border: a rectangle inset by half the stroke width so the stroke stays inside the frame.
    func borderElement(_ border: Drawing.Border, frame: CGRect, cornerRadius: CGFloat?) -> String {
        let half = border.width / 2
        let inset = CGRect(x: frame.minX + half, y: frame.minY + half,
                           width: max(frame.width - border.width, 0), height: max(frame.height - border.width, 0))
        let radius = cornerRadius.map { max($0 - half, 0) }
        let stroke = [("fill", "none")] + paint("stroke", border.color) + [("stroke-width", number(border.width))]
        return "<rect" + attributes(rectAttributes(inset, radius: radius) + stroke) + "/>"
    }

    /// `x`, `y`, `width`, `height` and, for a positive radius, `rx`.
    func rectAttributes(_ frame: CGRect, radius: CGFloat? = nil) -> [(String, String)] {
        var list = [("x", number(frame.minX)), ("y", number(frame.minY)),
                    ("width", number(frame.width)), ("height", number(frame.height))]
        if let radius, radius > 0 { list.append(("rx", number(radius))) }
        return list
    }

    /// A paint attribute (`fill` or `stroke`) with its `-opacity` companion when not opaque.
    func paint(_ attribute: String, _ color: RGBAColor) -> [(String, String)] {
        var list = [(attribute, color.hex)]
        if color.opacity < 1 { list.append((attribute + "-opacity", number(color.opacity))) }
        return list
    }

    /// The attributes as ` name="value"` pairs, values XML-escaped, in the given order.
    func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\"\(Self.escaped($0.1))\"" }.joined()
    }

    /// A number in the one format every output uses.
    func number(_ value: CGFloat) -> String {
        NumberFormat.string(value)
    }

    /// A number in the one format every output uses.
    func number(_ value: Double) -> String {
        NumberFormat.string(CGFloat(value))
    }

    /// `text` with the XML special characters escaped and characters XML 1.0 forbids replaced
    /// by U+FFFD, so any displayed text yields a well-formed document.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let isAllowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                result.unicodeScalars.append(isAllowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
