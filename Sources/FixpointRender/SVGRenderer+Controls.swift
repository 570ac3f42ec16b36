import Foundation
import Fixpoint

extension SVGRenderer {
    /// The grey of placeholders and control chrome: iOS's `systemGray`.
    static let chromeGray = "#8e8e93"
    /// The accent of a slider's filled track and an enabled switch: iOS's `systemBlue` and
    /// `systemGreen`.
    static let accentBlue = "#007aff"
    static let switchGreen = "#34c759"

    /// An SF Symbol the renderer has no glyph for: a box outlined twice (light halo, dark line)
    /// so it shows on any background, with a crossed glyph mark inside, in a group titled with
    /// the symbol's name so a browser shows it on hover.
    func symbolElements(_ systemName: String, frame: CGRect) -> [String] {
        let inset = frame.insetBy(dx: min(0.5, frame.width / 2), dy: min(0.5, frame.height / 2))
        let halo = "<rect" + attributes(rectAttributes(inset, radius: 2)
            + [("fill", "none"), ("stroke", "#ffffff"), ("stroke-opacity", "0.8"), ("stroke-width", "2")]) + "/>"
        let box = "<rect" + attributes(rectAttributes(inset, radius: 2)
            + [("fill", Self.chromeGray), ("fill-opacity", "0.2"), ("stroke", "#48484a"), ("stroke-width", "1")]) + "/>"
        let cross = "<path" + attributes([
            ("d", "M\(number(inset.minX)) \(number(inset.minY)) L\(number(inset.maxX)) \(number(inset.maxY)) "
                + "M\(number(inset.maxX)) \(number(inset.minY)) L\(number(inset.minX)) \(number(inset.maxY))"),
            ("stroke", "#48484a"), ("stroke-width", "0.5"), ("fill", "none"),
        ]) + "/>"
        return ["<g" + attributes([("data-symbol", systemName)]) + "><title>" + Self.escaped(systemName) + "</title>"
                + halo + box + cross + "</g>"]
    }

    /// A control's chrome from its kind (`slider 0.25`, `switch on`, `progress 0.5`): a slider's
    /// track filled up to the thumb, a switch's track and knob, a progress bar; anything else a
    /// titled outline.
    func controlElements(_ kind: String, frame: CGRect) -> [String] {
        let words = kind.split(separator: " ")
        let fraction = words.count == 2 ? Double(words[1]).map { min(max($0, 0), 1) } : nil
        switch words.first {
        case "slider":
            return sliderElements(fraction: fraction ?? 0, frame: frame, title: kind)
        case "switch":
            return switchElements(isOn: words.last == "on", frame: frame, title: kind)
        case "stepper" where words.count == 2:
            let flags = Array(words[1])
            return stepperElements(canDecrement: flags.first == "-", canIncrement: flags.last == "+", frame: frame, title: kind)
        case "progress" where fraction != nil:
            let track = CGRect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
            var filled = track
            filled.size.width = track.width * CGFloat(fraction ?? 0)
            return [titled(kind, [
                "<rect" + attributes(rectAttributes(track, radius: 2) + [("fill", "#e5e5ea")]) + "/>",
                "<rect" + attributes(rectAttributes(filled, radius: 2) + [("fill", Self.accentBlue)]) + "/>",
            ])]
        default:
            return [placeholder(frame: frame, title: kind, style: [("rx", "4"), ("fill", "none"), ("stroke", Self.chromeGray)])]
        }
    }

    /// A slider: a 4 pt track across the frame, blue up to the thumb, grey after it, and a
    /// white thumb (28 pt across, smaller in a short frame) at the value's position.
    private func sliderElements(fraction: Double, frame: CGRect, title: String) -> [String] {
        let radius = max(min(14, frame.height / 2, frame.width / 2), 0)
        let centre = CGPoint(x: frame.minX + radius + (frame.width - 2 * radius) * CGFloat(fraction), y: frame.midY)
        let track = CGRect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4)
        let filled = CGRect(x: track.minX, y: track.minY, width: centre.x - track.minX, height: 4)
        return [titled(title, [
            "<rect" + attributes(rectAttributes(track, radius: 2) + [("fill", "#d1d1d6")]) + "/>",
            "<rect" + attributes(rectAttributes(filled, radius: 2) + [("fill", Self.accentBlue)]) + "/>",
            "<circle" + attributes([("cx", number(centre.x)), ("cy", number(centre.y)), ("r", number(max(radius - 0.5, 0))),
                                    ("fill", "#ffffff"), ("stroke", "#c7c7cc"), ("stroke-width", "1")]) + "/>",
        ])]
    }

    /// A toggle's switch: a capsule track (green when on, light grey when off) and a white knob
    /// at the trailing end when on, the leading end when off.
    private func switchElements(isOn: Bool, frame: CGRect, title: String) -> [String] {
        let radius = max(min(frame.height, frame.width) / 2, 0)
        let knob = max(radius - 2, 0)
        let x = isOn ? frame.maxX - radius : frame.minX + radius
        return [titled(title, [
            "<rect" + attributes(rectAttributes(frame, radius: radius)
                + [("fill", isOn ? Self.switchGreen : "#e9e9eb"), ("stroke", isOn ? Self.switchGreen : "#c7c7cc"),
                   ("stroke-width", "1")]) + "/>",
            "<circle" + attributes([("cx", number(x)), ("cy", number(frame.midY)), ("r", number(knob)),
                                    ("fill", "#ffffff"), ("stroke", "#c7c7cc"), ("stroke-width", "0.5")]) + "/>",
        ])]
    }

    /// A stepper's buttons: a light grey rounded box split in two, a minus on the left and a plus
    /// on the right, each grey when enabled and faint when disabled.
    private func stepperElements(canDecrement: Bool, canIncrement: Bool, frame: CGRect, title: String) -> [String] {
        let half = frame.width / 2
        let arm = max(min(7, frame.height / 4, half / 4), 0)
        func glyph(centre: CGPoint, plus: Bool, enabled: Bool) -> String {
            var d = "M\(number(centre.x - arm)) \(number(centre.y)) L\(number(centre.x + arm)) \(number(centre.y))"
            if plus { d += " M\(number(centre.x)) \(number(centre.y - arm)) L\(number(centre.x)) \(number(centre.y + arm))" }
            return "<path" + attributes([("d", d), ("stroke", enabled ? "#3c3c43" : "#c7c7cc"), ("stroke-width", "1.5"),
                                         ("fill", "none")]) + "/>"
        }
        let divider = "M\(number(frame.minX + half)) \(number(frame.minY + frame.height * 0.25)) "
            + "L\(number(frame.minX + half)) \(number(frame.maxY - frame.height * 0.25))"
        return [titled(title, [
            "<rect" + attributes(rectAttributes(frame, radius: min(8, frame.height / 2)) + [("fill", "#eeeeef")]) + "/>",
            "<path" + attributes([("d", divider), ("stroke", "#c7c7cc"), ("stroke-width", "1"), ("fill", "none")]) + "/>",
            glyph(centre: CGPoint(x: frame.minX + half / 2, y: frame.midY), plus: false, enabled: canDecrement),
            glyph(centre: CGPoint(x: frame.minX + half * 1.5, y: frame.midY), plus: true, enabled: canIncrement),
        ])]
    }

    /// `elements` in one group titled `title` (shown on hover).
    private func titled(_ title: String, _ elements: [String]) -> String {
        "<g><title>" + Self.escaped(title) + "</title>" + elements.joined() + "</g>"
    }
}
