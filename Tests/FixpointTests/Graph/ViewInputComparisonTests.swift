import Fixpoint
import FixpointTesting
import Foundation
import Testing

// When a parent's body runs again it re-creates its children; a child whose inputs are equal
// keeps its body (SwiftUI compares view values field by field). These views pin each field
// rule of `ViewInputComparison`, which compares by field offsets found once per type.

private final class Model {}

/// A class-bound protocol, held weakly by a view.
private protocol ModelProtocol: AnyObject {}

/// An object equal to every other of its class: held weakly or unowned, it is compared by
/// which object it is, as stored (its `==` would need a strong read).
private final class EquatableModel: Equatable, ModelProtocol {
    static func == (a: EquatableModel, b: EquatableModel) -> Bool { true }
}

private struct IntChild: View {
    let value: Int
    var body: some View { Text("int \(value)") }
}

private struct ObjectChild: View {
    let model: Model
    var body: some View { Text("object") }
}

private struct NestedChild: View {
    let content: IntChild
    var body: some View { content }
}

private struct ClosureChild: View {
    let action: () -> Void
    var body: some View { Text("closure") }
}

private struct StatefulChild: View {
    let label: String
    @State private var count = 0
    var body: some View { Text("\(label) \(count)") }
}

private struct LenientChild: View, Equatable {
    let shown: Int
    let ignored: Int
    var body: some View { Text("lenient \(shown)") }
    static func == (a: Self, b: Self) -> Bool { a.shown == b.shown }
}

private enum ChoiceChild: View {
    case number(Int)
    case word(String)
    var body: some View {
        switch self {
        case .number(let value): Text("number \(value)")
        case .word(let word): Text("word \(word)")
        }
    }
}

private struct GenericChild<Value>: View {
    let value: Value
    var body: some View { Text("generic") }
}

private struct ChangingChild: View {
    let value: Int
    var body: some View { Text("changing \(value)") }
}

/// A container holding `if`/`else` content whose branch stays the same.
private struct SteadyCard<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { content.padding(1) }
}

/// A container holding `if`/`else` content whose branch flips.
private struct FlippingCard<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { content.padding(1) }
}

/// Re-creates every kind of child each time `tick` changes; `fresh` children get new inputs.
private struct Parent: View {
    let shared: Model
    let handle: TickHandle
    @State private var tick = 0

    var body: some View {
        let _ = handle.tick = $tick
        VStack {
            Text("tick \(tick)")
            IntChild(value: 1)
            ObjectChild(model: shared)
            NestedChild(content: IntChild(value: 2))
            ClosureChild(action: {})
            StatefulChild(label: "stateful")
            LenientChild(shown: 1, ignored: tick)
            ChoiceChild.number(3)
            GenericChild(value: "same")
            ChangingChild(value: tick)
            SteadyCard { if tick >= 0 { Text("steady") } else { Text("never") } }
            FlippingCard { if tick == 0 { Text("first") } else { Text("second") } }
        }
    }
}

private final class TickHandle {
    var tick: Binding<Int>?
}

/// Shows `child(tick)` above the tick; its body runs again whenever the test sets `handle.tick`.
private struct TickingHolder<Child: View>: View {
    let handle: TickHandle
    let child: (Int) -> Child
    @State private var tick = 0

    var body: some View {
        let _ = handle.tick = $tick
        child(tick)
        Text("tick \(tick)")
    }
}

@Suite("View input comparison")
struct ViewInputComparisonTests {
    private func rerun() -> UpdateReport {
        let handle = TickHandle()
        let host = ViewHost(Parent(shared: Model(), handle: handle), proposal: ProposedViewSize(width: 300, height: nil))
        let first = host.run()
        #expect(first.converged && first.passes == 1)
        #expect(first.bodyEvaluations(of: IntChild.self) == 2)
        handle.tick?.wrappedValue = 1
        let report = host.run()
        #expect(report.converged && report.passes == 1)
        #expect(report.bodyEvaluations(of: Parent.self) == 1)
        return report
    }

    /// A host showing `child(tick)` in a `TickingHolder`, run once.
    private func tickingHost<Child: View>(_ handle: TickHandle, _ child: @escaping (Int) -> Child) -> ViewHost {
        let host = ViewHost(TickingHolder(handle: handle, child: child), proposal: ProposedViewSize(width: 300, height: nil))
        host.run()
        return host
    }

    /// Sets the holder's tick and runs once more: the holder's body runs again, and the report
    /// says whether `Child`'s did.
    private func tick<Child: View>(_ host: ViewHost, _ handle: TickHandle, to tick: Int, child: Child.Type) -> UpdateReport {
        handle.tick?.wrappedValue = tick
        let report = host.run()
        #expect(report.passes == 1)
        #expect(report.bodyEvaluations(of: TickingHolder<Child>.self) == 1)
        return report
    }

    @Test("equal fields, the same object, nested views, state and enums keep their bodies")
    func equalInputsKeepBodies() {
        let report = rerun()
        #expect(report.bodyEvaluations(of: IntChild.self) == 0)
        #expect(report.bodyEvaluations(of: ObjectChild.self) == 0)
        #expect(report.bodyEvaluations(of: NestedChild.self) == 0)
        #expect(report.bodyEvaluations(of: StatefulChild.self) == 0)
        #expect(report.bodyEvaluations(of: ChoiceChild.self) == 0)
        #expect(report.bodyEvaluations(of: GenericChild<String>.self) == 0)
    }

    @Test("stored if/else content compares its branch and the branch's view")
    func conditionalContentComparesItsBranch() {
        let report = rerun()
        #expect(report.bodyEvaluations(of: SteadyCard<_ConditionalContent<Text, Text>>.self) == 0)
        #expect(report.bodyEvaluations(of: FlippingCard<_ConditionalContent<Text, Text>>.self) == 1)
    }

    @Test("an Equatable view is compared with its own ==, even when a field it ignores changed")
    func equatableViewUsesItsEquality() {
        #expect(rerun().bodyEvaluations(of: LenientChild.self) == 0)
    }

    @Test("a changed field and a closure count as new inputs")
    func changedInputsRunBodies() {
        let report = rerun()
        #expect(report.bodyEvaluations(of: ChangingChild.self) == 1)
        #expect(report.bodyEvaluations(of: ClosureChild.self) == 1)
    }

    @Test("integer, Boolean and object fields side by side compare by value; a field changed alone is a new input",
          arguments: [0, 1, 2, 3, 4])
    func packedFieldsCompareEach(changed: Int) {
        struct Packed: View {
            let small: Int8
            let flag: Bool
            let wide: Int32
            let model: Model
            let count: Int
            var body: some View { Text("packed \(small) \(flag) \(wide) \(count)") }
        }
        let handle = TickHandle()
        let models = [Model(), Model()]
        let host = tickingHost(handle) { tick in
            let moved = tick == 1
            return Packed(small: changed == 0 && moved ? 2 : 1, flag: changed == 1 && moved, wide: changed == 2 && moved ? -7 : 7,
                          model: models[changed == 3 && moved ? 1 : 0], count: changed == 4 && moved ? 1 << 40 : 5)
        }
        // The holder runs again with the same values (only the Text beside them changes).
        #expect(tick(host, handle, to: 2, child: Packed.self).bodyEvaluations(of: Packed.self) == 0)
        #expect(tick(host, handle, to: 1, child: Packed.self).bodyEvaluations(of: Packed.self) == 1)
    }

    @Test("an Equatable object field is compared with its ==, not by identity")
    func equatableObjectUsesItsEquality() {
        final class Token: Equatable {
            let value: Int
            init(_ value: Int) { self.value = value }
            static func == (a: Token, b: Token) -> Bool { a.value == b.value }
        }
        struct TokenChild: View {
            let token: Token
            let count: Int
            var body: some View { Text("token \(token.value) \(count)") }
        }
        let handle = TickHandle()
        // A new object every time, equal by value until tick 2.
        let host = tickingHost(handle) { tick in TokenChild(token: Token(tick >= 2 ? 9 : 1), count: 4) }
        #expect(tick(host, handle, to: 1, child: TokenChild.self).bodyEvaluations(of: TokenChild.self) == 0)
        #expect(tick(host, handle, to: 2, child: TokenChild.self).bodyEvaluations(of: TokenChild.self) == 1)
    }

    /// In SwiftUI the parent's new body value is stored whole once it differs, and a child's
    /// part of it is then compared (field by field, `==` for Equatable fields) only to decide
    /// whether the child's input changed: an equal part skips the child's body, but the child
    /// reads the new part when its own state runs its body again.
    @Test("a value equal only by a field's == is still stored: the child's next body sees it")
    func valueEqualByItsFieldIsStored() {
        final class Caption: Equatable {
            let id: Int
            let text: String
            init(_ id: Int, _ text: String) { self.id = id; self.text = text }
            static func == (a: Caption, b: Caption) -> Bool { a.id == b.id }
        }
        final class CountHandle { var count: Binding<Int>? }
        struct CaptionChild: View {
            let caption: Caption
            let handle: CountHandle
            @State private var count = 0
            var body: some View {
                let _ = handle.count = $count
                Text("\(caption.text) \(count)")
            }
        }
        let handle = TickHandle(), counter = CountHandle()
        let host = tickingHost(handle) { tick in CaptionChild(caption: Caption(1, tick == 0 ? "old" : "new"), handle: counter) }
        // Equal by the caption's ==: the body keeps its result.
        #expect(tick(host, handle, to: 1, child: CaptionChild.self).bodyEvaluations(of: CaptionChild.self) == 0)
        #expect(host.snapshot.node(text: "old 0") != nil)
        // The child's own state runs its body with the value its parent gave last.
        counter.count?.wrappedValue = 1
        let report = host.run()
        #expect(report.converged && report.bodyEvaluations(of: CaptionChild.self) == 1)
        #expect(host.snapshot.node(text: "new 1") != nil)
    }

    @Test("another object is a new input")
    func anotherObjectIsNew() {
        let handle = TickHandle()
        let host = tickingHost(handle) { _ in ObjectChild(model: Model()) }
        #expect(tick(host, handle, to: 1, child: ObjectChild.self).bodyEvaluations(of: ObjectChild.self) == 1)
    }

    /// Which object a `weak`, `unowned` or optional reference holds is its input (SwiftUI
    /// compares references by identity); a weak or unowned field is compared as stored, never
    /// read as a strong reference (which crashed).
    @Test("weak, unowned and optional object fields: the same object keeps the body, another runs it", arguments: [false, true])
    func referenceFields(changesObject: Bool) {
        struct ReferencesChild: View {
            weak var delegate: Model?
            weak var equatableDelegate: EquatableModel?
            weak var protocolDelegate: (any ModelProtocol)?
            unowned let owner: EquatableModel
            let optional: Model?
            let absent: Model?
            var body: some View { Text("references") }
        }
        let handle = TickHandle()
        let models = [Model(), Model()]
        let equatableModels = [EquatableModel(), EquatableModel()]
        let host = tickingHost(handle) { tick in
            let index = changesObject && tick == 1 ? 1 : 0
            let model = models[index], equatableModel = equatableModels[index]
            return ReferencesChild(delegate: model, equatableDelegate: equatableModel, protocolDelegate: equatableModel,
                                   owner: equatableModel, optional: model, absent: nil)
        }
        let report = tick(host, handle, to: 1, child: ReferencesChild.self)
        #expect(report.bodyEvaluations(of: ReferencesChild.self) == (changesObject ? 1 : 0))
        withExtendedLifetime((models, equatableModels)) {}
    }

    @Test("a field of a view too large for an existential's buffer is compared where it is", arguments: [false, true])
    func largeViewFields(changesLast: Bool) {
        struct WideChild: View {
            let a: Int, b: Int, c: Int, d: Int
            let model: Model
            let last: Int
            var body: some View { Text("wide \(last)") }
        }
        let handle = TickHandle()
        let model = Model()
        let host = tickingHost(handle) { tick in
            WideChild(a: 1, b: 2, c: 3, d: 4, model: model, last: changesLast && tick == 1 ? 9 : 6)
        }
        let report = tick(host, handle, to: 1, child: WideChild.self)
        #expect(report.bodyEvaluations(of: WideChild.self) == (changesLast ? 1 : 0))
    }
}
