import Foundation
import Fixpoint

extension SVGRenderer {
    /// Wedges an angular gradient is drawn with (SVG has no conic gradient): each is painted
    /// with the gradient's colour at its middle angle.
    static let angularWedges = 72

    /// A shape filled with a gradient: a `<linearGradient>` or `<radialGradient>` definition
    /// named `id` and the shape painted with it; an angular gradient is drawn as wedges clipped
    /// to the shape.
    func gradientElements(_ kind: ShapeKind, gradient: Drawing.Gradient, frame: CGRect, id: String) -> [String] {
        if case let .angular(center, startAngle, _) = gradient.geometry {
            return angularElements(kind, gradient: gradient, center: center, startAngle: startAngle, frame: frame, id: id)
        }
        return [gradientDefinition(gradient, id: id), shapeElement(kind, frame: frame, paint: [("fill", "url(#\(id))")])]
    }

    /// A stroked outline: the shape with `fill="none"` and the stroke's attributes (width, and
    /// caps, joins, miter limit and dashes when they are not the defaults).
    func strokeElements(_ kind: ShapeKind, stroke: Drawing.Stroke, frame: CGRect, id: String) -> [String] {
        guard stroke.style.lineWidth > 0 else { return [] }
        var elements: [String] = []
        var attributes: [(String, String)] = [("fill", "none")]
        switch stroke.paint {
        case let .color(color):
            guard !color.isInvisible else { return [] }
            attributes += paint("stroke", color)
        case let .gradient(gradient):
            // An angular gradient's stroke takes the colour at its start (no conic paint in SVG).
            if case .angular = gradient.geometry {
                attributes += paint("stroke", gradient.color(at: 0))
            } else {
                elements.append(gradientDefinition(gradient, id: id))
                attributes.append(("stroke", "url(#\(id))"))
            }
        }
        let style = stroke.style
        attributes.append(("stroke-width", number(style.lineWidth)))
        switch style.lineCap {
        case .butt: break
        case .round: attributes.append(("stroke-linecap", "round"))
        case .square: attributes.append(("stroke-linecap", "square"))
        }
        switch style.lineJoin {
        case .miter: if style.miterLimit != 10 { attributes.append(("stroke-miterlimit", number(max(style.miterLimit, 1)))) }
        case .round: attributes.append(("stroke-linejoin", "round"))
        case .bevel: attributes.append(("stroke-linejoin", "bevel"))
        }
        if style.isDashed {
            attributes.append(("stroke-dasharray", style.dash.map { number($0) }.joined(separator: " ")))
            if style.dashPhase != 0 { attributes.append(("stroke-dashoffset", number(style.dashPhase))) }
        }
        elements.append(shapeElement(kind, frame: frame, paint: attributes))
        return elements
    }

    /// The gradient definition: user-space coordinates, one `<stop>` per stop.
    private func gradientDefinition(_ gradient: Drawing.Gradient, id: String) -> String {
        let stops = gradient.stops.map { stop in
            var list = [("offset", number(stop.location)), ("stop-color", stop.color.hex)]
            if stop.color.opacity < 1 { list.append(("stop-opacity", number(stop.color.opacity))) }
            return "<stop" + attributes(list) + "/>"
        }.joined()
        let head: String
        switch gradient.geometry {
        case let .linear(start, end):
            head = "<linearGradient" + attributes([("id", id), ("gradientUnits", "userSpaceOnUse"),
                                                   ("x1", number(start.x)), ("y1", number(start.y)),
                                                   ("x2", number(end.x)), ("y2", number(end.y))]) + ">"
            return head + stops + "</linearGradient>"
        case let .radial(center, startRadius, endRadius):
            head = "<radialGradient" + attributes([("id", id), ("gradientUnits", "userSpaceOnUse"),
                                                   ("cx", number(center.x)), ("cy", number(center.y)),
                                                   ("fr", number(max(startRadius, 0))), ("r", number(max(endRadius, 0)))]) + ">"
        case let .elliptical(center, radii, startFraction, endFraction):
            let transform = "translate(\(number(center.x)) \(number(center.y))) scale(\(number(radii.width)) \(number(radii.height)))"
            head = "<radialGradient" + attributes([("id", id), ("gradientUnits", "userSpaceOnUse"),
                                                   ("cx", "0"), ("cy", "0"), ("fr", number(max(startFraction, 0))),
                                                   ("r", number(max(endFraction, 0))), ("gradientTransform", transform)]) + ">"
        case .angular:
            return ""
        }
        return head + stops + "</radialGradient>"
    }

    /// An angular gradient: wedges around `center`, clipped to the shape.
    private func angularElements(_ kind: ShapeKind, gradient: Drawing.Gradient, center: CGPoint, startAngle: Double,
                                 frame: CGRect, id: String) -> [String] {
        let corners = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                       CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY)]
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        var elements = ["<clipPath" + attributes([("id", id)]) + ">" + shapeElement(kind, frame: frame, paint: []) + "</clipPath>",
                        "<g" + attributes([("clip-path", "url(#\(id))")]) + ">"]
        let step = 2 * Double.pi / Double(Self.angularWedges)
        for wedge in 0..<Self.angularWedges {
            let a0 = startAngle + Double(wedge) * step
            let mid = CGPoint(x: center.x + cos(a0 + step / 2), y: center.y + sin(a0 + step / 2))
            let color = gradient.color(at: gradient.location(of: mid))
            // Each wedge overlaps the next by a little, so no seams show.
            let a1 = a0 + step * 1.02
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let d = "M\(number(center.x)) \(number(center.y)) L\(number(p0.x)) \(number(p0.y)) L\(number(p1.x)) \(number(p1.y)) Z"
            // A hairline of the same colour hides the antialiasing seams between wedges.
            elements.append("  <path" + attributes([("d", d)] + paint("fill", color) + paint("stroke", color)
                                                    + [("stroke-width", "0.5")]) + "/>")
        }
        elements.append("</g>")
        return elements
    }
}
