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
        #expect(MemoryLayout<SizeMemo>.size == 41)
        #expect(MemoryLayout<ExplicitAlignmentMemo>.size == 16)
        #expect(MemoryLayout<LayoutCache>.size == 88)
    }

    @Test("the layout cache keeps a proposal insensitivity in a byte, unknown until set")
    func insensitivityByte() {
        var cache = LayoutCache()
        #expect(cache.proposalInsensitivity == nil)
        let sets: [Axis.Set] = [[], .horizontal, .vertical, [.horizontal, .vertical]]
        for ignored in sets {
            for presenceOnly in sets {
                let insensitivity = ProposalInsensitivity(ignored: ignored, presenceOnly: presenceOnly)
                cache.proposalInsensitivity = insensitivity
                #expect(cache.proposalInsensitivity == insensitivity)
            }
        }
        cache.invalidate(epoch: 1)
        #expect(cache.proposalInsensitivity == nil)
    }

    @Test("a stack result keeps one child inline, and the stack memo its first entry")
    func stackResultsAndMemo() {
        // The list of the others; then two words of proposal bits, the result, a flag.
        #expect(MemoryLayout<StackAlgorithm.Result>.size == 58)
        #expect(MemoryLayout<StackMemo>.size == 83)
        #expect(MemoryLayout<StackAlgorithm.ProbeKey?>.size == 10)
        // A container memo fits the allocator's 144-byte class (with its 8-byte header).
        #expect(Self.instanceSize(of: ContainerLayoutMemo.self) == 136)
    }

    @Test("a node's modifier effects box its accessibility modifications, which few nodes have")
    func modifierEffects() {
        // 128 bytes of accessibility inline made every preference writer's effects 400 bytes.
        #expect(MemoryLayout<AccessibilityModification?>.size == 128)
        #expect(Self.instanceSize(of: ModifierEffects.self) == 264)
        // A preference effect's key is kept beside it, not in each case of the enum as well,
        // and a write holds its entry: the effect is a closure's two words and a tag.
        #expect(MemoryLayout<PreferenceEffect?>.size == 2 * MemoryLayout<Int>.size + 1)
        let effects = ModifierEffects()
        #expect(effects.accessibility == nil)
        var modification = AccessibilityModification()
        modification.label = "Name"
        effects.accessibility = modification
        modification.hint = "Hint"
        #expect(effects.accessibility?.label == "Name" && effects.accessibility?.hint == nil)
        effects.accessibility = modification
        #expect(effects.accessibility?.hint == "Hint")
        effects.accessibility = nil
        #expect(effects.accessibility == nil)
    }

    @Test("traits are one word")
    func traits() {
        #expect(MemoryLayout<LayoutTraits>.size == 8)
    }

    @Test("a text fits an existential's inline buffer, and its font and colour survive copies and equality")
    func text() {
        // Three words: `any View` holds a Text without a box of its own.
        #expect(MemoryLayout<Text>.size <= 3 * MemoryLayout<Int>.size)
        let plain = Text("Hello")
        #expect(plain.font == nil && plain.color == nil)
        let styled = plain.font(.headline).foregroundColor(.red)
        #expect(styled.font == .headline && styled.color == .red)
        #expect(styled.bold().font == Font.headline.weight(.bold) && styled.bold().color == .red)
        #expect(plain.italic().font == Font.body.italic() && plain.italic().color == nil)
        #expect(plain.fontWeight(nil) == plain)
        // Equal texts made apart are equal; a different font, colour or string is not.
        #expect(styled == Text("Hello").font(.headline).foregroundColor(.red))
        #expect(styled != plain.font(.headline))
        #expect(styled != plain.foregroundColor(.red))
        #expect(styled != Text("Hullo").font(.headline).foregroundColor(.red))
        // Setting both back to nil is the plain text.
        #expect(styled.font(nil).foregroundColor(nil) == plain)
        // Concatenation keeps the first text's font and colour.
        let joined = styled + Text(" world").font(.caption)
        #expect(joined.content == "Hello world" && joined.font == .headline && joined.color == .red)
    }

    @Test("a colour is one word, and equal colours made apart are equal and hash alike")
    func color() {
        #expect(MemoryLayout<Color>.size == MemoryLayout<Int>.size)
        let made = Color(red: 1, green: 0.231, blue: 0.188)
        #expect(made == Color(red: 1, green: 0.231, blue: 0.188))
        #expect(made.hashValue == Color(red: 1, green: 0.231, blue: 0.188).hashValue)
        // The named colour has the same components but a name: another colour.
        #expect(made != .red)
        #expect(Color.red == Color.red.opacity(1))
        #expect(Color.red.opacity(0.5).rgba.opacity == 0.5 && Color.red.opacity(0.5).rgba.name == "red")
        #expect(Set([Color.red, .red.opacity(1), .blue]).count == 2)
    }

    @Test("a flexible frame keeps its six bounds in 8 bytes each")
    func flexibleFrame() {
        #expect(MemoryLayout<FlexFrameModifier>.size == 6 * 8 + MemoryLayout<Alignment>.size)
        let unset = FlexFrameModifier(minWidth: nil, idealWidth: nil, maxWidth: 10, minHeight: nil, idealHeight: nil,
                                      maxHeight: nil, alignment: .center)
        #expect(unset == unset)
        #expect(unset.minWidth == nil && unset.maxWidth == 10)
        #expect(unset != FlexFrameModifier(minWidth: 0, idealWidth: nil, maxWidth: 10, minHeight: nil, idealHeight: nil,
                                           maxHeight: nil, alignment: .center))
        // A NaN bound is dropped (and reported), so it reads as none.
        let dropped = FlexFrameModifier(minWidth: .nan, idealWidth: nil, maxWidth: 10, minHeight: nil, idealHeight: nil,
                                        maxHeight: nil, alignment: .center)
        #expect(dropped.minWidth == nil && dropped.hasInvalidDimension && !dropped.isContradictory)
        // The findings share a word with the alignment, and neither disturbs the other.
        let contradictory = FlexFrameModifier(minWidth: 10, idealWidth: nil, maxWidth: 5, minHeight: -1, idealHeight: nil,
                                              maxHeight: nil, alignment: .bottomTrailing)
        #expect(contradictory.isContradictory && contradictory.hasInvalidDimension)
        #expect(contradictory.alignment == .bottomTrailing && contradictory.maxWidth == 10 && contradictory.minHeight == 0)
        #expect(unset.alignment == .center && !unset.isContradictory && !unset.hasInvalidDimension)
        #expect(contradictory != FlexFrameModifier(minWidth: 10, idealWidth: nil, maxWidth: 5, minHeight: -1, idealHeight: nil,
                                                   maxHeight: nil, alignment: .bottomLeading))
    }

    @Test("an alignment is one word, and a guide or a pair made twice is one")
    func alignment() {
        #expect(MemoryLayout<AlignmentKey>.size == 8)
        #expect(MemoryLayout<Alignment>.size == 8)
        #expect(Alignment(horizontal: .leading, vertical: .top) == .topLeading)
        var changed = Alignment.topLeading
        changed.vertical = .bottom
        #expect(changed == .bottomLeading && changed.horizontal == .leading && changed.vertical == .bottom)
        #expect(Alignment.center != .leading)
        enum Custom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 3 } }
        let horizontal = HorizontalAlignment(Custom.self), vertical = VerticalAlignment(Custom.self)
        #expect(horizontal == HorizontalAlignment(Custom.self))
        #expect(horizontal.key.value != vertical.key.value)
        #expect(horizontal.key.value.axis == .horizontal && vertical.key.value.axis == .vertical)
        #expect(horizontal != .leading)
        #expect(Set([horizontal.key.value, HorizontalAlignment(Custom.self).key.value, vertical.key.value]).count == 2)
        #expect(horizontal.key.value.id.defaultValue(in: ViewDimensions(size: .zero)) == 3)
    }

    @Test("a node is 296 bytes")
    func node() {
        // Every view costs one; the allocator rounds a request up to 16 bytes past an 8-byte
        // header: 296 bytes take its 304-byte class.
        #expect(Self.instanceSize(of: ViewNode.self) == 296)
    }

    /// The instance size a class's metadata records (the runtime's class metadata layout: the
    /// size follows the kind, the superclass, three words of Objective-C class data on Apple platforms,
    /// the flags and the address point).
    private static func instanceSize(of type: AnyClass) -> Int {
        #if canImport(ObjectiveC)
        let offset = 48
        #else
        let offset = 24
        #endif
        return Int(unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: offset, as: UInt32.self))
    }

    @Test("a stack keeps a probe of 40 bytes a child")
    func childProbe() {
        #expect(MemoryLayout<StackAlgorithm.ChildProbe>.stride == 40)
    }

    @Test("a placed stack keeps only the results it was placed with, not those it was only sized for")
    func placedStacksKeepOneResult() {
        let host = ViewHost(VStack(spacing: 0) {
            ForEach(0..<5, id: \.self) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { _ in Rectangle().frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: 10) }
                }
            }
        }, proposal: ProposedViewSize(width: 60, height: 50))
        host.run()
        // The column sizes each row at heights 0 and ∞, then proposes it its share.
        let rows = host.graph.liveNodes.values.filter { $0.name == "HStack" }
        #expect(rows.count == 5)
        #expect(rows.allSatisfy { $0.layoutCache.container?.stackMemo.count == 1 })
        // Resized back and forth, the rows keep both widths' results (the column's proposal to a
        // row is its share, so each width gives one).
        host.proposal = ProposedViewSize(width: 70, height: 50)
        host.run()
        #expect(rows.allSatisfy { $0.layoutCache.container?.stackMemo.count == 2 })
        #expect(host.snapshot.nodes(typeName: "frame").map(\.frame.width).allSatisfy { $0 == 14 })
        host.proposal = ProposedViewSize(width: 60, height: 50)
        host.run()
        #expect(rows.allSatisfy { $0.layoutCache.container?.stackMemo.count == 2 })
        #expect(host.snapshot.nodes(typeName: "frame").map(\.frame.width).allSatisfy { $0 == 12 })
    }

    @Test("a stack result keeps 24 bytes a child")
    func stackChild() {
        #expect(MemoryLayout<StackChildPlacement>.stride == 24)
    }
}
