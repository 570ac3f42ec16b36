import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Bindings that views hand out during their bodies, keyed by a label; a test writes through
/// them between runs, as an action would (outside any update).
private typealias Stash = Probe<[String: Binding<Int>]>

/// A counter showing `label=count`; its `$count` is stashed under `label`.
private struct StashCounter: View {
    let label: String
    let stash: Stash
    @State private var count = 0

    var body: some View {
        let _ = (stash.value[label] = $count)
        Text("\(label)=\(count)")
    }
}

/// A plain counter with only value inputs, so unchanged inputs skip its body.
private struct PlainCounter: View {
    @State private var count = 7
    var body: some View { Text("plain=\(count)") }
}

/// `State(initialValue:)` in an initializer.
private struct Seeded: View {
    @State private var value: Int
    init(start: Int) { _value = State(initialValue: start) }
    var body: some View { Text("seeded=\(value)") }
}

/// Passes the environment number to `Seeded` as its initial value.
private struct SeededParent: View {
    @Environment(\.coverageNumber) private var number
    var body: some View { Seeded(start: number) }
}

/// An optional state without an initializer starts as nil.
private struct OptionalWidth: View {
    let stash: Probe<Binding<CGFloat?>?>
    @State private var width: CGFloat?

    var body: some View {
        let _ = (stash.value = $width)
        Color.red.frame(width: width ?? 3, height: 3)
    }
}

/// Hands `$value` down to a child that holds it as `@Binding` and stashes it.
private struct BindingParent: View {
    let stash: Stash
    @State private var value = 1

    var body: some View {
        VStack {
            Text("parent=\(value)")
            BindingChild(value: $value, stash: stash)
        }
    }
}

private struct BindingChild: View {
    @Binding var value: Int
    let stash: Stash

    var body: some View {
        let _ = (stash.value["child"] = $value)
        Text("child=\(value)")
    }
}

/// A derived `Binding(get:set:)` over a state: the child sees twice the count.
private struct DerivedBindingParent: View {
    let stash: Stash
    @State private var count = 2

    var body: some View {
        let doubled = Binding(get: { count * 2 }, set: { count = $0 / 2 })
        VStack {
            Text("count=\(count)")
            BindingChild(value: doubled, stash: stash)
        }
    }
}

/// A dynamic-member binding to one field of a struct state.
private struct SizeState: View {
    let stash: Probe<Binding<CGFloat>?>
    @State private var size = CGSize(width: 10, height: 20)

    var body: some View {
        let _ = (stash.value = $size.width)
        Color.blue.frame(width: size.width, height: size.height)
    }
}

/// A toggle bound to a state.
private struct ToggleParent: View {
    let stash: Probe<Binding<Bool>?>
    @State private var isOn = false

    var body: some View {
        let _ = (stash.value = $isOn)
        Toggle("Wi-Fi", isOn: $isOn)
    }
}

/// Two `StashCounter`s in the branches of an `if`/`else` driven by the environment flag.
private struct Branches: View {
    @Environment(\.coverageFlag) private var flag
    let stash: Stash

    var body: some View {
        if flag {
            StashCounter(label: "c", stash: stash)
        } else {
            StashCounter(label: "c", stash: stash)
        }
    }
}

/// Rows of `ForEach`es whose content is a conditional of one view type: the row whose index
/// is the environment number (or the name at that index) takes the first branch; among the
/// numbered rows, row 2 takes the middle one of an `if`/`else if`/`else` otherwise.
private struct ConditionalRows: View {
    @Environment(\.coverageNumber) private var chosen
    let stash: Stash

    var body: some View {
        VStack {
            ForEach(0..<3, id: \.self) { index in
                if index == chosen {
                    StashCounter(label: "r\(index)", stash: stash)
                } else if index == 2 {
                    StashCounter(label: "r\(index)", stash: stash)
                } else {
                    StashCounter(label: "r\(index)", stash: stash)
                }
            }
            ForEach(["a", "b", "c"], id: \.self) { name in
                if chosen < 3 && name == ["a", "b", "c"][max(chosen, 0)] {
                    StashCounter(label: name, stash: stash)
                } else {
                    StashCounter(label: name, stash: stash)
                }
            }
        }
    }
}

/// A `StashCounter` whose explicit identity is the environment number.
private struct Identified: View {
    @Environment(\.coverageNumber) private var number
    let stash: Stash

    var body: some View {
        StashCounter(label: "c", stash: stash).id(number)
    }
}

/// A `StashCounter` per label, in the environment's order.
private struct Counters: View {
    @Environment(\.coverageOrder) private var order
    let stash: Stash

    var body: some View {
        HStack(spacing: 10) {
            ForEach(order, id: \.self) { StashCounter(label: $0, stash: stash) }
        }
    }
}

/// A `StashCounter` behind `AnyView`, whose wrapped type depends on the flag.
private struct Erased: View {
    @Environment(\.coverageFlag) private var flag
    @Environment(\.coverageNumber) private var number
    let stash: Stash

    var body: some View {
        if number >= 0 {
            flag ? AnyView(StashCounter(label: "c", stash: stash)) : AnyView(StashCounter(label: "c", stash: stash).padding(0))
        }
    }
}

/// Writes its own state during `body` unless the environment flag is set (reference case 32).
private struct SelfWriter: View {
    @Environment(\.coverageFlag) private var quiet
    @State private var count = 0
    var body: some View {
        let _ = quiet ? () : (count = 99)
        Text("self=\(count)")
    }
}

/// Reference §6: state belongs to identity; structural identity is position plus type, with
/// distinct branches, `ForEach` ids and `.id(_:)`.
@Suite("@State, bindings and identity")
struct StateIdentityTests {
    @Test("@State survives re-running with a new proposal; no body re-runs")
    func stateSurvivesRerun() {
        let stash = Stash([:])
        let (host, first) = hosted(StashCounter(label: "a", stash: stash), width: 300)
        #expect(first.passes == 1)
        #expect(host.snapshot.node(path: "StashCounter/Text")?.text == "a=0")
        #expect(stash.value["a"] != nil)
        stash.value["a"]!.wrappedValue = 5
        let written = host.run()
        #expect(written.passes == 1)
        #expect(written.statistics.first?.reason == .stateChanged)
        #expect(written.statistics.first?.stateWrites == 1)
        #expect(written.bodyEvaluations(of: StashCounter.self) == 1)
        #expect(host.snapshot.node(path: "StashCounter/Text")?.text == "a=5")

        host.proposal = ProposedViewSize(width: 120, height: nil)
        let resized = host.run()
        #expect(resized.statistics.first?.reason == .proposalChanged)
        #expect(resized.bodyEvaluations(of: StashCounter.self) == 0)
        #expect(host.snapshot.node(path: "StashCounter/Text")?.text == "a=5")
    }

    @Test("a state write re-runs only the body that read it")
    func writeReRunsReaderOnly() {
        let stash = Stash([:])
        let (host, _) = hosted(VStack { StashCounter(label: "a", stash: stash); PlainCounter() }, width: 300)
        stash.value["a"]?.wrappedValue = 2
        let report = host.run()
        #expect(report.passes == 1)
        #expect(report.totalBodyEvaluations == 1)
        #expect(report.bodyEvaluations(of: StashCounter.self) == 1)
        #expect(report.bodyEvaluations(of: PlainCounter.self) == 0)
        #expect(host.snapshot.node(text: "a=2") != nil)
        #expect(host.snapshot.node(text: "plain=7") != nil)
    }

    @Test("a state write re-measures the reader and moves its siblings")
    func writeRelayouts() {
        let stash = Stash([:])
        let (host, _) = hosted(HStack(spacing: 0) { StashCounter(label: "a", stash: stash); Text("end") }, width: 300)
        #expect(isClose(host.snapshot.node(text: "end")!.frame.minX, textWidth("a=0")))
        stash.value["a"]?.wrappedValue = 12345
        host.run()
        #expect(isClose(host.snapshot.node(text: "end")!.frame.minX, textWidth("a=12345")))
        #expect(isClose(host.snapshot.frame("HStack").width, textWidth("a=12345") + textWidth("end")))
    }

    @Test("writing an equal value schedules nothing")
    func equalWriteIsNoOp() {
        let stash = Stash([:])
        let (host, _) = hosted(StashCounter(label: "a", stash: stash), width: 300)
        stash.value["a"]?.wrappedValue = 0
        let report = host.run()
        #expect(report.statistics.first?.reason == .rerun)
        #expect(report.statistics.first?.stateWrites == 0)
        #expect(report.totalBodyEvaluations == 0)
    }

    @Test("reads between runs see the latest write; the body sees it on the next pass")
    func readsOutsideUpdate() {
        let stash = Stash([:])
        let (host, _) = hosted(StashCounter(label: "a", stash: stash), width: 300)
        stash.value["a"]?.wrappedValue = 3
        stash.value["a"]?.wrappedValue += 1
        #expect(stash.value["a"]?.wrappedValue == 4)
        #expect(host.snapshot.node(path: "StashCounter/Text")?.text == "a=0")
        host.run()
        #expect(host.snapshot.node(path: "StashCounter/Text")?.text == "a=4")
    }

    @Test("writing state during body is ignored with SwiftUI's diagnostic (case 32)")
    func writeDuringBody() {
        let (host, quiet) = hosted(VStack { SelfWriter() }, width: 300)
        #expect(quiet.diagnostics.isEmpty)
        host.environment = environment { $0.coverageFlag = false }
        let report = host.run()
        #expect(report.passes == 1)
        #expect(host.snapshot.node(path: "VStack/SelfWriter/Text")?.text == "self=0")
        #expect(report.diagnostics.contains {
            $0.kind == .stateModifiedDuringUpdate
                && $0.message == "Modifying state during view update, this will cause undefined behavior."
                && $0.path == "VStack/SelfWriter"
        })
    }

    @Test("writing state during a body of the first pass is diagnosed too (no crash)")
    func writeDuringFirstPass() {
        let host = ViewHost(VStack { SelfWriter() }, proposal: ProposedViewSize(width: 300, height: nil),
                            environment: environment { $0.coverageFlag = false })
        let report = host.run()
        #expect(report.diagnostics.contains { $0.kind == .stateModifiedDuringUpdate && $0.path == "VStack/SelfWriter" })
        #expect(host.snapshot.node(text: "self=0") != nil)
    }

    @Test("State(initialValue:) seeds the state once, when the identity is created")
    func initialValue() {
        let host = ViewHost(SeededParent(), proposal: ProposedViewSize(width: 300, height: nil),
                            environment: environment { $0.coverageNumber = 4 })
        host.run()
        #expect(host.snapshot.node(text: "seeded=4") != nil)
        host.environment = environment { $0.coverageNumber = 9 }
        let report = host.run()
        // Seeded's only field is a @State, which input comparison skips: its body is not re-run.
        #expect(report.bodyEvaluations(of: SeededParent.self) == 1)
        #expect(report.bodyEvaluations(of: Seeded.self) == 0)
        #expect(host.snapshot.node(text: "seeded=4") != nil)
    }

    @Test("@State var x: CGFloat? without an initializer starts nil")
    func optionalStateWithoutInitializer() {
        let stash = Probe<Binding<CGFloat?>?>(nil)
        let (host, _) = hosted(OptionalWidth(stash: stash), width: 300)
        #expect(host.snapshot.frame("OptionalWidth/frame").width == 3)
        #expect(stash.value?.wrappedValue == nil)
        stash.value?.wrappedValue = 12
        host.run()
        #expect(host.snapshot.frame("OptionalWidth/frame").width == 12)
        stash.value?.wrappedValue = nil
        host.run()
        #expect(host.snapshot.frame("OptionalWidth/frame").width == 3)
    }

    @Test("$value passed to a @Binding child writes the parent's state")
    func projectedBinding() {
        let stash = Stash([:])
        let (host, _) = hosted(BindingParent(stash: stash), width: 300)
        #expect(host.snapshot.node(text: "parent=1") != nil)
        #expect(host.snapshot.node(text: "child=1") != nil)
        stash.value["child"]?.wrappedValue = 6
        host.run()
        #expect(host.snapshot.node(text: "parent=6") != nil)
        #expect(host.snapshot.node(text: "child=6") != nil)
    }

    @Test("Binding(get:set:) maps reads and writes")
    func derivedBinding() {
        let stash = Stash([:])
        let (host, _) = hosted(DerivedBindingParent(stash: stash), width: 300)
        #expect(host.snapshot.node(text: "count=2") != nil)
        #expect(host.snapshot.node(text: "child=4") != nil)
        stash.value["child"]?.wrappedValue = 10
        host.run()
        #expect(host.snapshot.node(text: "count=5") != nil)
        #expect(host.snapshot.node(text: "child=10") != nil)
    }

    @Test("a dynamic-member binding writes one field of a struct state")
    func dynamicMemberBinding() {
        let stash = Probe<Binding<CGFloat>?>(nil)
        let (host, _) = hosted(SizeState(stash: stash), width: 300)
        #expect(host.snapshot.frame("SizeState/frame").size == CGSize(width: 10, height: 20))
        stash.value?.wrappedValue = 30
        host.run()
        #expect(host.snapshot.frame("SizeState/frame").size == CGSize(width: 30, height: 20))
    }

    @Test("a Toggle shows its bound state; Binding.constant ignores writes")
    func toggleAndConstant() {
        let stash = Probe<Binding<Bool>?>(nil)
        let (host, _) = hosted(ToggleParent(stash: stash), width: 300)
        #expect(host.snapshot.nodes(typeName: "Switch").first?.drawing.content == .control("switch off"))
        stash.value?.wrappedValue = true
        host.run()
        #expect(host.snapshot.nodes(typeName: "Switch").first?.drawing.content == .control("switch on"))

        let (s, _) = layOut(Toggle("On", isOn: .constant(true)), width: 300)
        #expect(s.nodes(typeName: "Switch").first?.drawing.content == .control("switch on"))
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
    }

    @Test("optional projections of a binding")
    func optionalProjections() {
        let box = Probe<Int?>(5)
        let base = Binding<Int?>(get: { box.value }, set: { box.value = $0 })
        let unwrapped = Binding<Int>(base)
        #expect(unwrapped?.wrappedValue == 5)
        unwrapped?.wrappedValue = 8
        #expect(box.value == 8)
        box.value = nil
        #expect(Binding<Int>(base) == nil)
        let plain = Probe(1)
        let lifted = Binding<Int?>(Binding(get: { plain.value }, set: { plain.value = $0 }))
        lifted.wrappedValue = 2
        lifted.wrappedValue = nil
        #expect(plain.value == 2)
    }

    @Test("if/else branches are distinct identities: flipping resets the state (case 33)")
    func branchesReset() {
        let stash = Stash([:])
        let (host, _) = hosted(Branches(stash: stash), width: 300)
        stash.value["c"]?.wrappedValue = 5
        host.run()
        #expect(host.snapshot.node(text: "c=5") != nil)

        // An unrelated environment change keeps the branch and its state.
        host.environment = environment { $0.coverageNumber = 1 }
        host.run()
        #expect(host.snapshot.node(text: "c=5") != nil)

        host.environment = environment { $0.coverageNumber = 1; $0.coverageFlag = false }
        host.run()
        #expect(host.snapshot.node(text: "c=0") != nil)
        stash.value["c"]?.wrappedValue = 7
        host.run()
        #expect(host.snapshot.node(text: "c=7") != nil)

        host.environment = environment { $0.coverageNumber = 1; $0.coverageFlag = true }
        host.run()
        #expect(host.snapshot.node(text: "c=0") != nil)
    }

    @Test("a branch flipped by a GeometryReader's size resets the state")
    func branchesFromGeometry() {
        let stash = Stash([:])
        let view = GeometryReader { proxy in
            if proxy.size.width > 200 {
                StashCounter(label: "g", stash: stash)
            } else {
                StashCounter(label: "g", stash: stash)
            }
        }
        let (host, _) = hosted(view, width: 300, height: 100)
        stash.value["g"]?.wrappedValue = 3
        host.run()
        #expect(host.snapshot.node(text: "g=3") != nil)
        host.proposal = ProposedViewSize(width: 250, height: 100)
        host.run()
        #expect(host.snapshot.node(text: "g=3") != nil)
        host.proposal = ProposedViewSize(width: 150, height: 100)
        host.run()
        #expect(host.snapshot.node(text: "g=0") != nil)
        #expect(host.snapshot.node(path: "GeometryReader/StashCounter/Text")?.text == "g=0")
    }

    @Test("a ForEach's if/else content: each branch of a row is its own identity, nested branches too")
    func forEachBranchesReset() {
        let stash = Stash([:])
        let (host, _) = hosted(ConditionalRows(stash: stash), width: 300)
        func texts() -> [String] {
            ["r0", "r1", "r2", "a", "b", "c"].map { label in
                host.snapshot.nodes(typeName: "Text").compactMap(\.text).first { $0.hasPrefix(label + "=") } ?? "-"
            }
        }
        // Row 0 and "a" take the first branch, row 2 the middle one.
        for (offset, label) in ["r0", "r1", "r2", "a", "b", "c"].enumerated() {
            stash.value[label]?.wrappedValue = offset + 1
        }
        host.run()
        #expect(texts() == ["r0=1", "r1=2", "r2=3", "a=4", "b=5", "c=6"])

        // Row 1 and "b" move to the first branch, row 0 and "a" to the last: all four reset;
        // row 2 and "c" keep their branch and state.
        host.environment = environment { $0.coverageNumber = 1 }
        host.run()
        #expect(texts() == ["r0=0", "r1=0", "r2=3", "a=0", "b=0", "c=6"])

        // Row 2 leaves the nested branch for the first one; "c" takes the first branch.
        host.environment = environment { $0.coverageNumber = 2 }
        host.run()
        #expect(texts() == ["r0=0", "r1=0", "r2=0", "a=0", "b=0", "c=0"])
        stash.value["r2"]?.wrappedValue = 9
        stash.value["r0"]?.wrappedValue = 8
        stash.value["a"]?.wrappedValue = 7
        stash.value["c"]?.wrappedValue = 6
        host.run()
        #expect(texts() == ["r0=8", "r1=0", "r2=9", "a=7", "b=0", "c=6"])

        // None chosen: row 2 goes back to the nested branch, "c" to the last; row 0 and "a"
        // stay in the last.
        host.environment = environment { $0.coverageNumber = 5 }
        host.run()
        #expect(texts() == ["r0=8", "r1=0", "r2=0", "a=7", "b=0", "c=0"])
    }

    @Test(".id(k): a new k means fresh state; the same k keeps it")
    func explicitIdentity() {
        let stash = Stash([:])
        let (host, _) = hosted(Identified(stash: stash), width: 300)
        stash.value["c"]?.wrappedValue = 4
        host.run()
        #expect(host.snapshot.node(text: "c=4") != nil)
        host.environment = environment { $0.coverageFlag = false }
        host.run()
        #expect(host.snapshot.node(text: "c=4") != nil)
        host.environment = environment { $0.coverageFlag = false; $0.coverageNumber = 1 }
        host.run()
        #expect(host.snapshot.node(text: "c=0") != nil)
    }

    @Test("ForEach keeps state per id when items move; a removed id comes back fresh")
    func forEachKeepsStatePerID() {
        let stash = Stash([:])
        let (host, _) = hosted(Counters(stash: stash), width: 300)
        stash.value["b"]?.wrappedValue = 5
        stash.value["c"]?.wrappedValue = 2
        host.run()
        let texts = { host.snapshot.nodes.compactMap(\.text) }
        #expect(texts() == ["a=0", "b=5", "c=2"])

        host.environment = environment { $0.coverageOrder = ["c", "b", "a"] }
        host.run()
        #expect(texts() == ["c=2", "b=5", "a=0"])
        let c = host.snapshot.node(text: "c=2")!.frame, b = host.snapshot.node(text: "b=5")!.frame
        #expect(c.minX == 0)
        #expect(isClose(b.minX, c.maxX + 10))

        host.environment = environment { $0.coverageOrder = ["c", "a"] }
        host.run()
        #expect(texts() == ["c=2", "a=0"])
        host.environment = environment { $0.coverageOrder = ["b", "c", "a"] }
        host.run()
        #expect(texts() == ["b=0", "c=2", "a=0"])
    }

    @Test("AnyView: a change of the wrapped type is a change of identity")
    func anyViewIdentity() {
        let stash = Stash([:])
        let (host, _) = hosted(Erased(stash: stash), width: 300)
        stash.value["c"]?.wrappedValue = 8
        host.run()
        #expect(host.snapshot.node(text: "c=8") != nil)
        host.environment = environment { $0.coverageNumber = 2 }
        host.run()
        #expect(host.snapshot.node(text: "c=8") != nil)
        host.environment = environment { $0.coverageNumber = 2; $0.coverageFlag = false }
        host.run()
        #expect(host.snapshot.node(text: "c=0") != nil)
    }

    @Test("unchanged inputs skip a body; its children are still there")
    func unchangedInputsSkipBody() {
        let (host, _) = hosted(VStack { PlainCounter(); Text("other") }, width: 300)
        host.environment = environment { $0.coverageNumber = 3 }
        let report = host.run()
        #expect(report.bodyEvaluations(of: PlainCounter.self) == 0)
        #expect(host.snapshot.node(text: "plain=7") != nil)
    }
}
