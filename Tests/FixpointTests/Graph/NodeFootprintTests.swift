@testable import Fixpoint
import Foundation
import Testing

/// The sizes of what every node (or every stack child) stores: each byte is paid once per node,
/// so a field that grows shows here before it shows in the heap per node (`FixpointBenchmarks
/// memory`). Fields declared after these structs fill their tail padding, so their unpadded
/// sizes matter.
@Suite("Node footprint")
struct NodeFootprintTests {
    @Test("the layout cache and its memos keep their sizes")
    func layoutCache() {
        #expect(MemoryLayout<SizeMemo>.size == 42)
        #expect(MemoryLayout<ExplicitAlignmentMemo>.size == 24)
        #expect(MemoryLayout<LayoutCache>.size == 104)
    }

    @Test("traits leave their last bytes to the container axis")
    func traits() {
        #expect(MemoryLayout<LayoutTraits>.size == 17)
    }

    @Test("a stack result keeps 24 bytes a child")
    func stackChild() {
        #expect(MemoryLayout<StackChildPlacement>.stride == 24)
    }
}
