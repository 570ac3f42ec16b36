import Foundation
import Testing
@testable import Fixpoint

/// A `State` value lends its own storage to the first node slot it is installed in
/// (`StateStorage.installedAsSlotStorage`); every other place the same value is installed gets
/// storage of its own, made from the value's initial value, as a new identity does in SwiftUI.
/// A discarded node detaches its slots' storage: a binding kept past its view writes nothing.
@Suite("state storage lifetime")
struct StateStorageLifetimeTests {
    /// One counter value shown twice, or once.
    private struct Twice: View {
        let counter: HandedCounter
        let both: BindingHandle
        @State private var showsBoth = 1

        var body: some View {
            let _ = both.value = $showsBoth
            VStack {
                counter
                if showsBoth == 1 { counter }
            }
        }
    }

    private func texts(_ host: ViewHost) -> [String] {
        host.snapshot.nodes.compactMap(\.text).filter { $0.hasPrefix("count=") }
    }

    @Test("one value shown in two places keeps two states, each from the initial value")
    func oneValueTwoPlaces() {
        let handle = BindingHandle()
        let both = BindingHandle()
        let host = ViewHost(Twice(counter: HandedCounter(handle: handle), both: both))
        #expect(host.run().converged)
        #expect(texts(host) == ["count=0", "count=0"])
        // The last body to run handed out its binding: the second place's.
        handle.value?.wrappedValue = 5
        #expect(host.run().converged)
        #expect(texts(host) == ["count=0", "count=5"])
        // The second place goes away: the binding it handed out writes nothing, and the first
        // place keeps its own state.
        both.value?.wrappedValue = 0
        #expect(host.run().converged)
        #expect(texts(host) == ["count=0"])
        handle.value?.wrappedValue = 2
        #expect(host.run().totalBodyEvaluations == 0)
        #expect(texts(host) == ["count=0"])
        // It comes back: a new identity, from the initial value.
        both.value?.wrappedValue = 1
        #expect(host.run().converged)
        #expect(texts(host) == ["count=0", "count=0"])
        handle.value?.wrappedValue = 3
        #expect(host.run().converged)
        #expect(texts(host) == ["count=0", "count=3"])
        #expect(host.checkInvariants(atFixedPoint: true).isEmpty)
    }

    @Test("a value installed once lends its storage; a later value links to it")
    func lendingAndLinking() {
        let host = ViewHost(Text("x"))
        let graph = host.graph
        func makeNode(_ id: Int) -> ViewNode {
            ViewNode(id: id, parent: nil, key: .index(0), view: EmptyView(), record: graph.record(for: EmptyView()),
                     environment: EnvironmentValues())
        }
        let node = makeNode(1)
        let first = State(wrappedValue: 3)
        // Not installed: reads give the initial value, writes are ignored.
        #expect(first.wrappedValue == 3)
        first.wrappedValue = 4
        #expect(first.wrappedValue == 3)
        first.install(into: node, slot: 0, label: "_value", storageClass: nil)
        #expect(node.compositeStorage?.firstStateSlot === first.location)
        #expect(first.location.installed === first.location)
        // A later value of the same view reads and writes the first one's storage, not its own
        // initial value.
        let later = State(wrappedValue: 9)
        later.install(into: node, slot: 0, label: "_value", storageClass: nil)
        #expect(later.location.installed === first.location)
        #expect(later.wrappedValue == 3)
        #expect(first.location.owner === node && first.location.slot == 0 && first.location.label == "_value")
        // The same first value installed in another node gets storage of its own.
        let other = makeNode(2)
        first.install(into: other, slot: 0, label: "_value", storageClass: nil)
        #expect(other.compositeStorage?.firstStateSlot !== first.location)
        #expect(first.location.installed === other.compositeStorage?.firstStateSlot)
        #expect(first.wrappedValue == 3)
        // Installed in its first node again, it is that node's storage once more.
        first.install(into: node, slot: 0, label: "_value", storageClass: nil)
        #expect(first.location.installed === first.location)
    }

    /// Shows a counter while `shows` is 1.
    private struct Toggler: View {
        let handle: BindingHandle
        let shows: BindingHandle
        @State private var show = 1

        var body: some View {
            let _ = shows.value = $show
            VStack {
                if show == 1 { HandedCounter(handle: handle) }
            }
        }
    }

    @Test("a binding kept past its view reads its last value and writes nothing")
    func bindingPastItsView() {
        let handle = BindingHandle()
        let shows = BindingHandle()
        let host = ViewHost(Toggler(handle: handle, shows: shows))
        host.run()
        handle.value?.wrappedValue = 4
        #expect(host.run().converged)
        #expect(texts(host) == ["count=4"])
        let kept = handle.value
        shows.value?.wrappedValue = 0
        #expect(host.run().converged)
        #expect(texts(host).isEmpty)
        // The counter's node is gone (and freed): its binding still reads, and a write through
        // it schedules nothing.
        #expect(kept?.wrappedValue == 4)
        kept?.wrappedValue = 9
        let report = host.run()
        #expect(report.converged && report.totalBodyEvaluations == 0)
        #expect(report.statistics.allSatisfy { $0.stateWrites == 0 })
        #expect(kept?.wrappedValue == 4)
        // Shown again, the counter is a new identity from its initial value.
        shows.value?.wrappedValue = 1
        #expect(host.run().converged)
        #expect(texts(host) == ["count=0"])
    }

    /// Hands out its state's binding and its scroll proxy.
    private struct Keeper: View {
        let handle: BindingHandle
        let proxy: ProxyHandle
        @State private var count = 1

        var body: some View {
            let _ = handle.value = $count
            ScrollViewReader { reader in
                let _ = proxy.value = reader
                ScrollView {
                    Text("count=\(count)").id(0)
                    GeometryReader { geometry in
                        let _ = proxy.geometry = geometry
                        Color.red
                    }
                    .frame(width: 30, height: 20)
                }
                .coordinateSpace(name: "scroll")
            }
        }
    }

    private final class ProxyHandle {
        var value: ScrollViewProxy?
        var geometry: GeometryProxy?
    }

    @Test("a binding, a scroll proxy and a geometry proxy kept past their host reach nothing freed")
    func valuesPastTheirHost() {
        let handle = BindingHandle()
        let proxy = ProxyHandle()
        do {
            let host = ViewHost(Keeper(handle: handle, proxy: proxy))
            handle.value?.wrappedValue = 7
            #expect(host.run().converged)
            handle.value?.wrappedValue = 8
            #expect(host.run().converged)
            #expect(texts(host) == ["count=8"])
        }
        // The host and its nodes are gone.
        #expect(handle.value?.wrappedValue == 8)
        handle.value?.wrappedValue = 9
        #expect(handle.value?.wrappedValue == 8)
        proxy.value?.scrollTo(0)
        // A geometry proxy keeps what it measured; its named space is gone with the tree.
        #expect(proxy.geometry?.size == CGSize(width: 30, height: 20))
        #expect(proxy.geometry?.frame(in: .named("scroll")) == proxy.geometry?.frame(in: .global))
    }
}
