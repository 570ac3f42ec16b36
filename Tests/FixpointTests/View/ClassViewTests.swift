import Fixpoint
import Foundation
import Testing

/// Views that are class instances: a node's type, and so its identity and name, is the
/// instance's dynamic type, as `type(of:)` gives it, even when it is erased as its superclass.
@Suite("Class views")
struct ClassViewTests {
    class BaseCard: View {
        var body: some View { Text("card") }
    }

    final class SpecialCard: BaseCard {}
    final class PlainCard: BaseCard {}

    struct Holder: View {
        let card: BaseCard
        var body: some View { AnyView(card) }
    }

    struct Pair: View {
        let cards: [BaseCard]
        var body: some View {
            VStack {
                ForEach(cards.indices, id: \.self) { AnyView(cards[$0]) }
            }
        }
    }

    @Test("a subclass erased as its superclass is named and identified by its own type")
    func subclassErased() {
        let host = ViewHost(Holder(card: SpecialCard()), proposal: ProposedViewSize(width: 100, height: nil))
        let report = host.run()
        #expect(report.passes == 1)
        let names = host.snapshot.nodes.map(\.typeName)
        #expect(names.contains("SpecialCard"))
        #expect(!names.contains("BaseCard"))
        #expect(host.snapshot.nodes.contains { $0.text == "card" })
    }

    @Test("two subclasses erased as their superclass are two types")
    func twoSubclasses() {
        let host = ViewHost(Pair(cards: [SpecialCard(), PlainCard(), SpecialCard()]),
                            proposal: ProposedViewSize(width: 100, height: nil))
        #expect(host.run().passes == 1)
        let names = host.snapshot.nodes.map(\.typeName).filter { $0.hasSuffix("Card") }
        #expect(names == ["SpecialCard", "PlainCard", "SpecialCard"])
    }
}
