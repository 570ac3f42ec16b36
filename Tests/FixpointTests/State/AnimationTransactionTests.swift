import Fixpoint
import Foundation
import Testing

/// The transactions a run's trace recorded, as (source, animation, path).
private func transactions(_ report: UpdateReport) -> [(source: String, animation: String?, path: String?)] {
    report.trace.events.compactMap { event in
        guard case let .transaction(source, animation, _) = event.kind else { return nil }
        return (source, animation, event.path)
    }
}

/// Case 39: a width written inside `withAnimation`, read by a frame and a GeometryReader.
private struct Growing: View {
    @State private var width: CGFloat = 100
    var body: some View {
        VStack {
            Color.red.frame(width: width, height: 20)
                .overlay(GeometryReader { proxy in Text("w \(Int(proxy.size.width))") })
            Button("Grow") { withAnimation(.spring(response: 0.3)) { width = 200 } }
            Button("Shrink") { width = 50 }
        }
    }
}

/// Case 40: `.animation(.default, value: a)` over a subtree; a and b change separately.
private struct TwoValues: View {
    @State private var a = 0
    @State private var b = 0
    var body: some View {
        VStack {
            Text("a \(a) b \(b)").animation(.default, value: a)
            Button("A") { withAnimation(.spring) { a += 1 } }
            Button("B") { withAnimation(.spring) { b += 1 } }
            Button("Quiet") { withTransaction(\.disablesAnimations, true) { a += 1 } }
        }
    }
}

/// A toggle bound with `Binding.animation`, and a transaction modifier over the shown text.
private struct Bound: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Toggle("Show", isOn: $isOn.animation(.easeInOut))
            if isOn {
                Text("Shown").transition(.move(edge: .leading).combined(with: .opacity))
                    .transaction { $0.animation = .linear(duration: 1) }
            }
        }
    }
}

@Suite("Animations as transactions")
struct AnimationTransactionTests {
    @Test("withAnimation applies the end state at once; readers see it; the trace records the animation (case 39)")
    func withAnimationEndState() throws {
        let host = ViewHost(Growing())
        host.run()
        let report = try host.tap(buttonLabeled: "Grow")
        #expect(report.passes <= 3 && report.converged)
        #expect(host.snapshot.nodes(typeName: "Color").first?.frame.width == 200)
        #expect(host.snapshot.node(text: "w 200") != nil)
        let recorded = transactions(report)
        #expect(recorded.count == 1)
        #expect(recorded.first?.source == "withAnimation")
        #expect(recorded.first?.animation == "spring(response: 0.3, dampingFraction: 0.825, blendDuration: 0)")
        #expect(recorded.first?.path == "Growing")
        // A plain write records no transaction.
        #expect(transactions(try host.tap(buttonLabeled: "Shrink")).isEmpty)
        #expect(host.snapshot.nodes(typeName: "Color").first?.frame.width == 50)
    }

    @Test("animation(_:value:) applies only when its value changed, with its own animation (case 40)")
    func animationValue() throws {
        let host = ViewHost(TwoValues())
        host.run()
        let onlyB = transactions(try host.tap(buttonLabeled: "B"))
        #expect(onlyB.map(\.source) == ["withAnimation"])
        let withA = transactions(try host.tap(buttonLabeled: "A"))
        #expect(withA.map(\.source) == ["withAnimation", "animation(_:value:)"])
        #expect(withA.last?.animation == "default")
        #expect(withA.last?.path == "TwoValues/VStack/Text")
        #expect(withA.first?.animation == "spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)")
        // disablesAnimations: the write is recorded, the modifier does not apply.
        let quiet = try host.tap(buttonLabeled: "Quiet")
        #expect(transactions(quiet).map(\.source) == ["withTransaction"])
        #expect(quiet.trace.events.contains { $0.description.contains("(animations disabled)") })
    }

    @Test("Binding.animation carries its animation; transaction(_:) rewrites it for the inserted subtree; transitions have no effect")
    func bindingAnimation() throws {
        let host = ViewHost(Bound())
        host.run()
        let report = try host.set(toggleAt: "Bound/VStack/Toggle", to: true)
        let recorded = transactions(report)
        #expect(recorded.first?.source == "Binding.animation" && recorded.first?.animation == "easeInOut(duration: 0.35)")
        #expect(recorded.count == 2)
        #expect(recorded.last?.source == "transaction(_:)" && recorded.last?.animation == "linear(duration: 1)")
        #expect(recorded.last?.path == "Bound/VStack/Text")
        #expect(host.snapshot.node(text: "Shown") != nil)
        let shown = try #require(host.snapshot.node(text: "Shown"))
        #expect(shown.drawing.opacity == 1)
    }

    @Test("Animation values: SwiftUI's defaults and modifiers, described deterministically")
    func animationValues() {
        #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.easeInOut.description == "easeInOut(duration: 0.35)")
        #expect(Animation.spring(duration: 0.4, bounce: 0.2).description == "spring(duration: 0.4, bounce: 0.2, blendDuration: 0)")
        #expect(Animation.linear(duration: 2).delay(0.5).speed(2).repeatCount(3, autoreverses: false).description
                == "linear(duration: 2).delay(0.5).speed(2).repeatCount(3, autoreverses: false)")
        #expect(Animation.bouncy.repeatForever().description == "bouncy(duration: 0.5, extraBounce: 0).repeatForever(autoreverses: true)")
        #expect(Animation.interactiveSpring.description == "interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)")
        #expect(AnyTransition.asymmetric(insertion: .scale, removal: .opacity).description == "asymmetric(insertion: scale, removal: opacity)")
        #expect(withAnimation { 42 } == 42)
    }
}
