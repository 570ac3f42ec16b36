import Fixpoint
import FixpointTesting
import Foundation
import Testing

// Reference part 2, §8.4 and case 37: `ObservableObject` without Combine — whole-object
// invalidation through `objectWillChange`, `@StateObject` made once per identity,
// `@EnvironmentObject`.

private final class Store: ObservableObject {
    @Published var a = 0
    @Published var b = 0
    var plain = 0
}

/// Counts `Store`s made by a `@StateObject`'s autoclosure.
private final class MadeCount: @unchecked Sendable {
    var value = 0
}

private final class CountedStore: ObservableObject {
    @Published var label = "s"
    init(count: MadeCount) { count.value += 1 }
}

/// Sends `objectWillChange` by hand, with its own publisher.
private final class Manual: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var value = 0 {
        willSet { objectWillChange.send() }
    }
}

private struct ReadsOnlyA: View {
    @ObservedObject var store: Store
    var body: some View { Text("a=\(store.a)") }
}

private struct Sibling: View {
    let label: String
    var body: some View { Text(label) }
}

@Test("case 37: a @Published write re-runs a body that holds the object, whatever it read")
func wholeObjectInvalidation() {
    let store = Store()
    let (host, _) = hosted(VStack { ReadsOnlyA(store: store); Sibling(label: "x") }, width: 200)
    store.b = 1
    let report = host.run()
    #expect(report.passes == 1 && report.converged)
    #expect(report.bodyEvaluations(of: ReadsOnlyA.self) == 1)
    #expect(report.bodyEvaluations(of: Sibling.self) == 0)
    // Equal values send too; several sends coalesce into one body run.
    store.a = 0
    store.a = 0
    store.b = 2
    let coalesced = host.run()
    #expect(coalesced.bodyEvaluations(of: ReadsOnlyA.self) == 1)
    #expect(coalesced.passes == 1)
    // A property without @Published sends nothing.
    store.plain = 5
    #expect(host.run().totalBodyEvaluations == 0)
}

@Test("the trace names the object, the @Published property and its values, and causes the body")
func publishedTrace() {
    let store = Store()
    let (host, _) = hosted(ReadsOnlyA(store: store), width: 200)
    store.a = 3
    let report = host.run()
    let observed = report.trace.events.filter { if case .observedChange = $0.kind { true } else { false } }
    #expect(observed.map(\.kind) == [.observedChange(object: "Store", change: "a 0 → 3")])
    #expect(observed.first?.path == "ReadsOnlyA")
    let body = report.trace.events.first { if case .bodyEvaluated("ReadsOnlyA") = $0.kind { true } else { false } }
    #expect(body?.cause == observed.first?.id)
    #expect(host.snapshot.node(text: "a=3") != nil)
}

@Test("a hand-made objectWillChange publisher invalidates the holders on send()")
func manualPublisher() {
    struct Shows: View {
        @ObservedObject var model: Manual
        var body: some View { Text("v=\(model.value)") }
    }
    let model = Manual()
    let (host, _) = hosted(Shows(model: model), width: 200)
    model.value = 4
    let report = host.run()
    #expect(report.bodyEvaluations(of: Shows.self) == 1)
    #expect(host.snapshot.node(text: "v=4") != nil)
    model.objectWillChange.send()
    #expect(host.run().bodyEvaluations(of: Shows.self) == 1)
}

private struct OwnsStore: View {
    @StateObject private var store: CountedStore
    init(count: MadeCount) { _store = StateObject(wrappedValue: CountedStore(count: count)) }
    var body: some View { Text(store.label) }
}

private struct ParentOfOwner: View {
    let count: MadeCount
    @State var tick = 0
    let stash: Probe<Binding<Int>?>
    var body: some View {
        let _ = (stash.value = $tick)
        VStack {
            Text("tick \(tick)")
            OwnsStore(count: count)
        }
    }
}

@Test("@StateObject: made once per identity (the autoclosure is not evaluated again); its writes re-run the body")
func stateObject() {
    let count = MadeCount()
    let stash = Probe<Binding<Int>?>(nil)
    let (host, _) = hosted(ParentOfOwner(count: count, stash: stash), width: 200)
    #expect(count.value == 1)
    stash.value?.wrappedValue = 1
    let report = host.run()
    #expect(count.value == 1)
    #expect(report.bodyEvaluations(of: ParentOfOwner.self) == 1)
    #expect(host.snapshot.node(text: "s") != nil)
}

private struct EnvironmentStoreReader: View {
    @EnvironmentObject var store: Store
    var body: some View { Text("env a=\(store.a)") }
}

@Test("@EnvironmentObject reads the object from .environmentObject(_:) and is invalidated by its sends")
func environmentObject() {
    let store = Store()
    let (host, _) = hosted(VStack { EnvironmentStoreReader(); Sibling(label: "y") }.environmentObject(store), width: 200)
    #expect(host.snapshot.node(text: "env a=0") != nil)
    store.a = 2
    let report = host.run()
    #expect(report.bodyEvaluations(of: EnvironmentStoreReader.self) == 1)
    #expect(report.bodyEvaluations(of: Sibling.self) == 0)
    #expect(host.snapshot.node(text: "env a=2") != nil)
}

private struct SwapsStore: View {
    let stores: [Store]
    @State var index = 0
    let stash: Probe<Binding<Int>?>
    var body: some View {
        let _ = (stash.value = $index)
        ReadsOnlyA(store: stores[index])
    }
}

@Test("passing another object re-runs the holder and moves its subscription; a released view unsubscribes")
func subscriptionFollowsTheObject() {
    let first = Store()
    let second = Store()
    first.a = 1
    second.a = 2
    let stash = Probe<Binding<Int>?>(nil)
    var host: ViewHost? = hosted(SwapsStore(stores: [first, second], stash: stash), width: 200).host
    #expect(first.objectWillChange.subscriberCount == 1)
    stash.value?.wrappedValue = 1
    let swap = host!.run()
    #expect(swap.bodyEvaluations(of: ReadsOnlyA.self) == 1)
    #expect(host!.snapshot.node(text: "a=2") != nil)
    #expect(first.objectWillChange.subscriberCount == 0)
    #expect(second.objectWillChange.subscriberCount == 1)
    first.a = 5
    #expect(host!.run().totalBodyEvaluations == 0)
    host = nil
    #expect(second.objectWillChange.subscriberCount == 0)
    second.a = 3
}

@Test("$store.property is a binding; @Published's projected publisher delivers the current and later values")
func bindingsAndPublisher() throws {
    struct Editor: View {
        @ObservedObject var store: Store
        var body: some View {
            VStack {
                Slider(value: Binding(get: { Double(store.a) }, set: { store.a = Int($0) }), in: 0...10)
                Text("a=\(store.a)")
            }
        }
    }
    let store = Store()
    let binding = ObservedObject(wrappedValue: store).projectedValue.b
    binding.wrappedValue = 7
    #expect(store.b == 7)
    var received: [Int] = []
    let cancellable = store.$a.sink { received.append($0) }
    store.a = 1
    store.a = 2
    cancellable.cancel()
    store.a = 3
    #expect(received == [0, 1, 2])
    var sends = 0
    let willChange = store.objectWillChange.sink { _ in sends += 1 }
    store.b = 1
    #expect(sends == 1)
    willChange.cancel()
    let (host, _) = hosted(Editor(store: store), width: 200)
    let report = try host.set(sliderAt: "Editor/VStack/Slider", to: 6)
    #expect(store.a == 6)
    #expect(report.bodyEvaluations(of: Editor.self) == 1)
    #expect(host.snapshot.node(text: "a=6") != nil)
}
