import FixpointRender
import FixpointTesting
import MyViews
import SwiftUI
import Testing

@Suite("Pictures of the form, with the renderers")
struct PictureTests {
    @Test("the SVG draws every label and value; its golden keeps the picture")
    func svg() {
        let (snapshot, _) = layOut(LabeledForm(fields: .sample), width: 320)
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.hasPrefix("<svg"))
        for field in [Field].sample {
            #expect(svg.contains(">\(field.label)</text>"))
            #expect(svg.contains(">\(field.value)</text>"))
        }
        assertSnapshot(of: snapshot, as: .svg, named: "labeled-form")
    }

    @Test("the measured form and its twin draw the same ASCII picture")
    func twinsLookAlike() {
        let renderer = ASCIIRenderer(scale: 4)
        let (measured, _) = layOut(LabeledForm(fields: .sample), width: 240)
        let (twin, _) = layOut(LabeledFormColumns(fields: .sample), width: 240)
        #expect(renderer.render(measured) == renderer.render(twin))
    }
}
