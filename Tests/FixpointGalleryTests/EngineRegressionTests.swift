import Fixpoint
import FixpointRender
import Foundation
import Testing

// Engine problems met while reproducing the articles, each pinned by a minimal test of the
// expected SwiftUI behaviour (all fixed). `Color.red.background(Color.blue)` compiling is
// checked by `colourOnColour` below: the ShapeStyle form of `background` is disfavoured, so a
// `Color` picks the view form, as the playground's `.background(token.background)` needs.

private struct FlagKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// Sets `isOn` from a preference after pass 1, and shows it once inside a ForEach closure and
/// once directly in the body.
private struct ForEachStateReader: View {
    let insideForEach: Bool
    @State private var isOn = false

    var body: some View {
        VStack {
            if insideForEach {
                ForEach(0..<1) { _ in Text(isOn ? "on" : "off") }
            } else {
                Text(isOn ? "on" : "off")
            }
            Color.clear.preference(key: FlagKey.self, value: true)
        }
        .onPreferenceChange(FlagKey.self) { isOn = $0 }
    }
}

@Suite("Engine regressions found by seed 003")
struct EngineIssues {
    private func shown(insideForEach: Bool) -> (text: String?, passes: Int) {
        let host = ViewHost(ForEachStateReader(insideForEach: insideForEach),
                            proposal: ProposedViewSize(width: 100, height: nil))
        let report = host.run()
        return (host.snapshot.nodes.first { $0.typeName == "Text" }?.text, report.passes)
    }

    @Test("control: state read directly in the body re-runs the body after the write")
    func stateReadInBody() {
        let (text, passes) = shown(insideForEach: false)
        #expect(text == "on" && passes == 2)
    }

    /// The ForEach content re-evaluates in pass 2 and shows "on", as in SwiftUI: state read by a
    /// content closure while the body's result is reconciled is a dependency of that body.
    @Test("state read inside a ForEach content closure makes the body depend on it")
    func stateReadInForEachClosure() {
        let (text, passes) = shown(insideForEach: true)
        #expect(passes == 2)
        #expect(text == "on")
    }

    /// A `.clipped()` (or `.cornerRadius`) view clips what its descendants draw: a 100-pt colour
    /// in a clipped 40-pt frame shows 40 pt, and the drawing is 40 pt wide.
    @Test("renderers clip descendants of a clipping view")
    func clippedDescendants() {
        let view = Color.red.frame(width: 100, height: 20).frame(width: 40, height: 20, alignment: .leading).clipped()
        let host = ViewHost(view, proposal: ProposedViewSize(width: 200, height: nil))
        host.run()
        #expect(host.snapshot.size == CGSize(width: 40, height: 20))
        let svg = SVGRenderer().render(host.snapshot)
        #expect(svg.contains("viewBox=\"0 0 40 20\""))
        #expect(svg.contains("<clipPath id=\"clip-2\"><rect x=\"0\" y=\"0\" width=\"40\" height=\"20\"/></clipPath>"))
        #expect(svg.contains("clip-path=\"url(#clip-2)\""))
        #expect(ASCIIRenderer(scale: 4).render(host.snapshot).split(separator: "\n").allSatisfy { $0.count <= 10 })
    }

    /// A colour behind a colour: the view form of `background`, the colour as a background layer.
    @Test("Color.red.background(Color.blue) compiles and layers blue behind red")
    func colourOnColour() {
        let host = ViewHost(Color.red.background(Color.blue).frame(width: 20, height: 10),
                            proposal: ProposedViewSize(width: 100, height: nil))
        host.run()
        let colours = host.snapshot.nodes.filter { $0.typeName == "Color" }
        #expect(colours.count == 2)
        #expect(colours.first { $0.isBackgroundLayer }?.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    /// A `.cornerRadius` on a composite rounds what its descendants draw: the background colour
    /// that fills it shows rounded corners in ASCII, and the SVG clip path is rounded; a nested
    /// clip that cuts the rounded one is a plain rectangle.
    @Test("a corner radius on a container rounds its filling background in both renderers")
    func roundedClip() {
        let view = Color.clear.frame(width: 40, height: 20).padding(8).background(Color.blue).cornerRadius(6)
        let host = ViewHost(view, proposal: ProposedViewSize(width: 200, height: nil))
        host.run()
        let ascii = ASCIIRenderer().render(host.snapshot).split(separator: "\n")
        #expect(ascii.first?.hasPrefix("/") == true && ascii.first?.hasSuffix("\\") == true)
        #expect(ascii.last?.hasPrefix("\\") == true && ascii.last?.hasSuffix("/") == true)
        let svg = SVGRenderer().render(host.snapshot)
        #expect(svg.contains("\"><rect x=\"0\" y=\"0\" width=\"56\" height=\"36\" rx=\"6\"/></clipPath>"))

        let cut = Color.red.frame(width: 60, height: 20).cornerRadius(6).frame(width: 30, height: 20, alignment: .leading).clipped()
        let cutHost = ViewHost(cut, proposal: ProposedViewSize(width: 200, height: nil))
        cutHost.run()
        #expect(SVGRenderer().render(cutHost.snapshot).contains("<rect x=\"0\" y=\"0\" width=\"30\" height=\"20\"/></clipPath>"))
    }
}
