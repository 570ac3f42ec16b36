import Fixpoint
import FixpointTesting
import Foundation
import Testing

@Suite("ignoresSafeArea with a zero safe area")
struct SafeAreaTests {
    @Test("ignoresSafeArea lays out and places its content exactly as without it", arguments: [
        SafeAreaRegions.all, .container, .keyboard,
    ])
    func noLayoutEffect(regions: SafeAreaRegions) {
        let plain = layOut(VStack { Text("top"); Spacer(); Color.red.frame(height: 20) }, width: 390, height: 844).0
        let ignoring = layOut(VStack { Text("top"); Spacer(); Color.red.frame(height: 20) }.ignoresSafeArea(regions, edges: .bottom),
                              width: 390, height: 844).0
        #expect(ignoring.nodes.first?.typeName == "ignoresSafeArea")
        #expect(ignoring.nodes.first?.frame == plain.nodes.first?.frame)
        let stripped = ignoring.nodes.dropFirst().map { ($0.typeName, $0.frame) }
        #expect(stripped.map(\.0) == plain.nodes.map(\.typeName))
        #expect(stripped.map(\.1) == plain.nodes.map(\.frame))
    }

    @Test("edgesIgnoringSafeArea and a Color root: the colour fills the proposal (case 16 with zero insets)")
    func colorRoot() {
        let (s, _) = layOut(Color.red.edgesIgnoringSafeArea(.all), width: 390, height: 844)
        #expect(s.nodes(typeName: "Color").first?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let (t, _) = layOut(HStack { Text("a"); Text("b").ignoresSafeArea() }, width: 390)
        #expect(isClose(t.node(text: "b")?.frame.minX ?? 0, textWidth("a") + 8))
    }
}
