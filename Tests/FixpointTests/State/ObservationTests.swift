import Fixpoint
import FixpointTesting
import Foundation
import Testing

// Reference part 2, §8 and cases 36–38: per-property tracking of `@Observable` objects, their
// ownership in `@State`, `@Bindable`, `@Environment(T.self)`.

@Observable
private final class Pair {
    var a = 0
    var b = 0
    var inner = Inner()
    @ObservationIgnored var ignored = 0
    var sum: Int { a + b }
}

@Observable
private final class Inner {
    var x = 0
}

/// Counts model instances made by `@State`'s initial value expressions (case 38).
private final class InitCounter: @unchecked Sendable {
    var value = 0
}

@Observable
private final class Made {
    var label = "m"
    init(counter: InitCounter) { counter.value += 1 }
}

private struct ReadsA: View {
    let model: Pair
    var body: some View { Text("a=\(model.a)") }
}

private struct ReadsB: View {
    let model: Pair
    var body: some View { Text("b=\(model.b)") }
}

private struct ReadsSum: View {
    let model: Pair
    var body: some View { Text("sum=\(model.sum)") }
}

private struct ReadsInner: View {
    let model: Pair
    var body: some View { Text("x=\(model.inner.x)") }
}

/// Passes the model down without reading it.
private struct PassesDown: View {
    let model: Pair
    var body: some View {
        VStack {
            ReadsA(model: model)
            ReadsB(model: model)
        }
    }
}

@Test("case 36: a write re-runs only the bodies that read the property; equal writes do nothing; += 0 notifies")
func perPropertyTracking() {
    let model = Pair()
    let (host, first) = hosted(PassesDown(model: model), width: 200)
    #expect(first.passes == 1)
    #expect(first.bodyEvaluations(of: ReadsB.self) == 1)

    model.b = 5
    let report = host.run()
    #expect(report.passes == 1 && report.converged)
    #expect(report.bodyEvaluations(of: ReadsB.self) == 1)
    #expect(report.bodyEvaluations(of: ReadsA.self) == 0)
    #expect(report.bodyEvaluations(of: PassesDown.self) == 0)
    #expect(report.totalBodyEvaluations == 1)
    #expect(host.snapshot.node(text: "b=5") != nil)

    model.b = 5
    let equal = host.run()
    #expect(equal.totalBodyEvaluations == 0)
    #expect(equal.statistics.first?.reason == .rerun)

    model.b += 0
    let modified = host.run()
    #expect(modified.bodyEvaluations(of: ReadsB.self) == 1)
    #expect(modified.totalBodyEvaluations == 1)
}

@Test("a write to a property no body read, or to an ignored one, runs no body")
func unreadAndIgnored() {
    let model = Pair()
    let (host, _) = hosted(ReadsA(model: model), width: 200)
    model.b = 1
    model.ignored = 3
    model.inner.x = 4
    let report = host.run()
    #expect(report.totalBodyEvaluations == 0)
    #expect(report.passes == 1)
}

@Test("a computed property tracks the stored ones it reads; a nested object tracks both links")
func computedAndNested() {
    let model = Pair()
    let (host, _) = hosted(VStack { ReadsSum(model: model); ReadsInner(model: model) }, width: 200)
    model.b = 2
    let sum = host.run()
    #expect(sum.bodyEvaluations(of: ReadsSum.self) == 1)
    #expect(sum.bodyEvaluations(of: ReadsInner.self) == 0)
    #expect(host.snapshot.node(text: "sum=2") != nil)

    model.inner.x = 3
    let inner = host.run()
    #expect(inner.bodyEvaluations(of: ReadsInner.self) == 1)
    #expect(host.snapshot.node(text: "x=3") != nil)

    model.inner = Inner()
    let replaced = host.run()
    #expect(replaced.bodyEvaluations(of: ReadsInner.self) == 1)
    #expect(host.snapshot.node(text: "x=0") != nil)
    // The old inner object is no longer read: writing it changes nothing.
    #expect(replaced.totalBodyEvaluations == 1)
}

@Test("several writes before a pass coalesce into one body run; the trace names the change as the cause")
func coalescingAndTrace() {
    let model = Pair()
    let (host, _) = hosted(ReadsA(model: model), width: 200)
    model.a = 1
    model.a = 2
    model.a = 3
    let report = host.run()
    #expect(report.passes == 1)
    #expect(report.bodyEvaluations(of: ReadsA.self) == 1)
    #expect(host.snapshot.node(text: "a=3") != nil)
    let observed = report.trace.events.filter { if case .observedChange = $0.kind { true } else { false } }
    // The scope fires once; the later writes find nothing installed.
    #expect(observed.count == 1)
    #expect(observed.first?.kind == .observedChange(object: "Pair", change: nil))
    #expect(observed.first?.path == "ReadsA")
    let body = report.trace.events.first { if case .bodyEvaluated("ReadsA") = $0.kind { true } else { false } }
    #expect(body?.cause == observed.first?.id)
    #expect(report.statistics.first?.reason == .stateChanged)
    #expect(String(describing: observed[0]).contains("observed Pair at ReadsA"))
}

@Test("a body re-run for another reason tracks anew: a property it stopped reading no longer invalidates it")
func trackingFollowsTheLastEvaluation() {
    struct Switching: View {
        let model: Pair
        @State var showA = true
        let stash: Probe<Binding<Bool>?>
        var body: some View {
            let _ = (stash.value = $showA)
            if showA { Text("a=\(model.a)") } else { Text("b=\(model.b)") }
        }
    }
    let model = Pair()
    let stash = Probe<Binding<Bool>?>(nil)
    let (host, _) = hosted(Switching(model: model, stash: stash), width: 200)
    stash.value?.wrappedValue = false
    #expect(host.run().bodyEvaluations(of: Switching.self) == 1)
    model.a = 9
    #expect(host.run().totalBodyEvaluations == 0)
    model.b = 9
    #expect(host.run().bodyEvaluations(of: Switching.self) == 1)
}

@Test("GeometryReader content depends on the properties it reads")
func geometryReaderContentTracks() {
    let model = Pair()
    let (host, _) = hosted(GeometryReader { _ in Color.red.frame(width: CGFloat(10 + model.a), height: 5) }, width: 200)
    #expect(host.snapshot.frame("GeometryReader/frame").width == 10)
    model.a = 30
    let report = host.run()
    #expect(report.passes == 1)
    #expect(report.bodyEvaluations(of: GeometryReader<Color>.self) == 1)
    #expect(host.snapshot.frame("GeometryReader/frame").width == 40)
}

/// Case 38: `@State var model = Made()` runs `Made.init` each time the struct is made.
private struct OwnsModel: View {
    @State var model: Made
    init(counter: InitCounter) { _model = State(initialValue: Made(counter: counter)) }
    var body: some View { Text(model.label) }
}

private struct RecreatesChild: View {
    let counter: InitCounter
    @State var tick = 0
    let stash: Probe<Binding<Int>?>
    var body: some View {
        let _ = (stash.value = $tick)
        VStack {
            Text("tick \(tick)")
            OwnsModel(counter: counter)
        }
    }
}

@Test("case 38: @State keeps the first instance; the initial value expression runs again and is discarded")
func stateOwnsTheFirstInstance() {
    let counter = InitCounter()
    let stash = Probe<Binding<Int>?>(nil)
    let (host, _) = hosted(RecreatesChild(counter: counter, stash: stash), width: 200)
    #expect(counter.value == 1)
    stash.value?.wrappedValue = 1
    let report = host.run()
    #expect(counter.value == 2)
    #expect(report.passes == 1)
    // The child's struct has a new (uncomparable) State field, yet its body reads the kept model.
    #expect(host.snapshot.node(text: "m") != nil)
}

/// `@State` holding an observable: the body depends on the properties it reads of it.
private struct StateModel: View {
    @State private var model = Pair()
    let stash: Probe<Pair?>
    var body: some View {
        let _ = (stash.value = model)
        Text("a=\(model.a)")
    }
}

@Test("@State var model = Model(): writes to the kept instance re-run the body")
func stateHeldObservable() {
    let stash = Probe<Pair?>(nil)
    let (host, _) = hosted(StateModel(stash: stash), width: 200)
    let first = stash.value
    stash.value?.a = 4
    let report = host.run()
    #expect(report.passes == 1 && report.bodyEvaluations(of: StateModel.self) == 1)
    #expect(stash.value === first)
    #expect(host.snapshot.node(text: "a=4") != nil)
}

/// `@Bindable` with a toggle bound to a property.
private struct Editor: View {
    @Bindable var model: Settings
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $model.wifi)
            Text(model.wifi ? "on" : "off")
        }
    }
}

@Observable
private final class Settings {
    var wifi = false
    var name = "Ada"
}

@Test("@Bindable: $model.property is a binding; writing it re-runs the reading body")
func bindable() throws {
    let settings = Settings()
    let (host, _) = hosted(Editor(model: settings), width: 300)
    #expect(host.snapshot.node(text: "off") != nil)
    let report = try host.set(toggleAt: "Editor/VStack/Toggle", to: true)
    #expect(settings.wifi)
    #expect(report.passes == 1 && report.converged)
    #expect(report.bodyEvaluations(of: Editor.self) == 1)
    #expect(host.snapshot.node(text: "on") != nil)
    // A local @Bindable, as in `@Bindable var model = model` inside a body.
    @Bindable var local = settings
    let binding: Binding<String> = $local.name
    binding.wrappedValue = "Grace"
    #expect(settings.name == "Grace")
}

private struct EnvironmentReader: View {
    @Environment(Settings.self) private var settings
    var body: some View { Text(settings.name) }
}

private struct OptionalEnvironmentReader: View {
    @Environment(Settings.self) private var settings: Settings?
    var body: some View { Text(settings?.name ?? "none") }
}

private struct EnvironmentParent: View {
    @State var tick = 0
    let stash: Probe<Binding<Int>?>
    var body: some View {
        let _ = (stash.value = $tick)
        VStack {
            Text("tick \(tick)")
            EnvironmentReader()
        }
    }
}

@Test("@Environment(T.self) reads the object set by .environment(_:); per-property tracking; nil when absent")
func environmentObservable() {
    let settings = Settings()
    let stash = Probe<Binding<Int>?>(nil)
    let (host, _) = hosted(EnvironmentParent(stash: stash).environment(settings), width: 200)
    #expect(host.snapshot.node(text: "Ada") != nil)
    settings.name = "Grace"
    let report = host.run()
    #expect(report.bodyEvaluations(of: EnvironmentReader.self) == 1)
    #expect(report.bodyEvaluations(of: EnvironmentParent.self) == 0)
    #expect(host.snapshot.node(text: "Grace") != nil)
    settings.wifi = true
    #expect(host.run().totalBodyEvaluations == 0)
    // The parent re-renders: the same object in the environment is no change for the reader.
    stash.value?.wrappedValue = 1
    let parent = host.run()
    #expect(parent.bodyEvaluations(of: EnvironmentParent.self) == 1)
    #expect(parent.bodyEvaluations(of: EnvironmentReader.self) == 0)

    let (absent, _) = layOut(OptionalEnvironmentReader(), width: 200)
    #expect(absent.node(text: "none") != nil)
    let (present, _) = layOut(OptionalEnvironmentReader().environment(settings), width: 200)
    #expect(present.node(text: "Grace") != nil)
}

/// A model written by a button's action: the action is the change's cause.
private struct Tapper: View {
    let model: Pair
    var body: some View {
        VStack {
            Button("add") { model.a += 1 }
            ReadsA(model: model)
        }
    }
}

@Test("a write in a button's action is traced with the action as its cause; the tap takes one pass")
func actionCausesObservedChange() throws {
    let model = Pair()
    let (host, _) = hosted(Tapper(model: model), width: 200)
    let report = try host.tap(buttonLabeled: "add")
    #expect(report.passes == 1)
    #expect(report.bodyEvaluations(of: ReadsA.self) == 1)
    #expect(report.bodyEvaluations(of: Tapper.self) == 0)
    #expect(host.snapshot.node(text: "a=1") != nil)
}

@Test("a model that outlives its host can still be written")
func modelOutlivesHost() {
    let model = Pair()
    do {
        let (host, _) = hosted(ReadsA(model: model), width: 100)
        _ = host
    }
    model.a = 1
    #expect(model.a == 1)
}

/// An environment object before a `@State`: the state keeps its slot across evaluations.
private struct EnvironmentThenState: View {
    @Environment(Settings.self) private var settings
    @State private var count = 0
    let stash: Probe<Binding<Int>?>
    var body: some View {
        let _ = (stash.value = $count)
        Text("\(settings.name) \(count)")
    }
}

@Test("@Environment(T.self) before @State: the state survives the body's re-runs")
func environmentBeforeState() {
    let settings = Settings()
    let stash = Probe<Binding<Int>?>(nil)
    let (host, _) = hosted(EnvironmentThenState(stash: stash).environment(settings), width: 200)
    stash.value?.wrappedValue = 2
    _ = host.run()
    #expect(host.snapshot.node(text: "Ada 2") != nil)
    settings.name = "Grace"
    let report = host.run()
    #expect(report.bodyEvaluations(of: EnvironmentThenState.self) == 1)
    #expect(host.snapshot.node(text: "Grace 2") != nil)
}

@Observable
private final class Item: Identifiable {
    let id: Int
    var name: String
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

private struct ItemList: View {
    let items: [Item]
    var body: some View {
        VStack {
            ForEach(items) { item in Text(item.name) }
        }
    }
}

@Test("a ForEach content closure's reads belong to the body that made the ForEach")
func forEachContentTracks() {
    let items = [Item(id: 1, name: "one"), Item(id: 2, name: "two")]
    let (host, _) = hosted(ItemList(items: items), width: 200)
    items[1].name = "deux"
    let report = host.run()
    #expect(report.passes == 1)
    #expect(report.bodyEvaluations(of: ItemList.self) == 1)
    #expect(host.snapshot.node(text: "deux") != nil)
    items[0].name = "un"
    #expect(host.run().bodyEvaluations(of: ItemList.self) == 1)
    #expect(host.snapshot.node(text: "un") != nil)
}
