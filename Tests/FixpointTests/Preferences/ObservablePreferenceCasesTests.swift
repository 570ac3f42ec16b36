import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// Collects what actions receive, in order (tests own one each).
final class Received<Value> {
    var values: [Value] = []
}

struct LastStringKey: PreferenceKey {
    static let defaultValue = "default"
    static func reduce(value: inout String, nextValue: () -> String) {
        value = nextValue()
    }
}

struct AppendingKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct AnyTrueKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

/// The reference's observable preference cases 20–27, each with its expected values and passes.
@Suite("Reference observable preference cases")
struct ObservablePreferenceCasesTests {
    private func reduceEvents(_ report: UpdateReport, key: String) -> [TraceEvent.Kind] {
        report.trace.filtered(key: key).events.map(\.kind).filter {
            if case .preferenceReduced = $0 { return true }
            return false
        }
    }

    @Test("20: four writers reduce three times, starting from the first value; one delivery of the last")
    func case20() {
        let received = Received<String>()
        let view = VStack {
            Color.clear.preference(key: LastStringKey.self, value: "Rectangle1")
            Color.clear.preference(key: LastStringKey.self, value: "Rectangle2")
            Color.clear.preference(key: LastStringKey.self, value: "Rectangle3")
            Color.clear.preference(key: LastStringKey.self, value: "Rectangle4")
        }
        .onPreferenceChange(LastStringKey.self) { received.values.append($0) }
        let (_, report) = layOut(view, width: 100, height: 100)
        #expect(report.passes == 1)
        #expect(report.statistics[0].reduceCalls["LastStringKey"] == 3)
        let reductions = reduceEvents(report, key: "LastStringKey")
        #expect(reductions.first == .preferenceReduced(key: "LastStringKey", value: "\"Rectangle1\"",
                                                       next: "\"Rectangle2\"", result: "\"Rectangle2\""))
        #expect(received.values == ["Rectangle4"])
    }

    @Test("21: a writer above writers replaces their values")
    func case21() {
        let received = Received<[String]>()
        let view = VStack {
            VStack {
                Color.clear.preference(key: AppendingKey.self, value: ["child-1"])
                Color.clear.preference(key: AppendingKey.self, value: ["child-2"])
            }
            .preference(key: AppendingKey.self, value: ["parent-1"])
        }
        .onPreferenceChange(AppendingKey.self) { received.values.append($0) }
        let (_, report) = layOut(view, width: 100, height: 100)
        #expect(received.values == [["parent-1"]])
        #expect(report.statistics[0].reduceCalls["AppendingKey"] == nil)
    }

    @Test("22: overlayPreferenceValue shows the sum 5 of writers 2 and 3 in the same pass")
    func case22() {
        let view = VStack {
            Color.clear.frame(height: 10).preference(key: SumKey.self, value: 2)
            Color.clear.frame(height: 10).preference(key: SumKey.self, value: 3)
        }
        .overlayPreferenceValue(SumKey.self) { total in Text("\(total)") }
        let (s, report) = layOut(view, width: 100)
        #expect(report.passes == 1)
        #expect(s.node(text: "5")?.typeName == "Text")
    }

    @Test("23: an overlay's dynamic content contributes the default value")
    func case23() {
        let received = Received<String>()
        let show = true
        let view = Color.red.preference(key: LastStringKey.self, value: "non-default")
            .overlay {
                if show { Color.green }
            }
            .onPreferenceChange(LastStringKey.self) { received.values.append($0) }
        _ = layOut(view, width: 100, height: 100)
        #expect(received.values == ["default"])
    }

    @Test("24: an empty ForEach contributes the default: reduce(true, false) is called")
    func case24() {
        let received = Received<Bool>()
        let view = VStack {
            Color.blue.preference(key: AnyTrueKey.self, value: true)
            ZStack {
                ForEach(0..<0) { _ in Color.red }
            }
        }
        .onPreferenceChange(AnyTrueKey.self) { received.values.append($0) }
        let (_, report) = layOut(view, width: 100, height: 100)
        #expect(reduceEvents(report, key: "AnyTrueKey") == [.preferenceReduced(key: "AnyTrueKey", value: "true", next: "false", result: "true")])
        #expect(received.values == [true])
    }

    @Test("25: a binder fires once with the written value after the first pass")
    func case25() {
        let received = Received<String>()
        let host = ViewHost(Color.red.preference(key: LastStringKey.self, value: "changed")
            .onPreferenceChange(LastStringKey.self) { received.values.append($0) })
        let report = host.run()
        #expect(report.passes == 1 && report.converged)
        #expect(received.values == ["changed"])
        let again = host.run()
        #expect(again.passes == 1 && again.totalBodyEvaluations == 0)
        #expect(received.values == ["changed"])
    }

    @Test("26: a binder over a subtree without a writer never fires, even over dynamic content")
    func case26() {
        let received = Received<Int>()
        let view = VStack {
            Color.red
            ForEach(0..<2) { _ in Color.blue }
        }
        .onPreferenceChange(SumKey.self) { received.values.append($0) }
        let (_, report) = layOut(view, width: 100, height: 100)
        #expect(received.values.isEmpty)
        #expect(report.statistics[0].binderDispatches == 0)
    }

    @Test("27: hidden content still produces preferences")
    func case27() {
        let received = Received<Int>()
        let view = Color.clear.preference(key: SumKey.self, value: 7).hidden()
            .onPreferenceChange(SumKey.self) { received.values.append($0) }
        let (s, _) = layOut(view, width: 100, height: 100)
        #expect(received.values == [7])
        #expect(s.nodes.allSatisfy { $0.isHidden })
    }

    @Test("transformPreference always yields a value and adds to the children's")
    func transform() {
        let received = Received<Int>()
        let view = VStack {
            Color.clear.preference(key: SumKey.self, value: 2)
            Color.clear
        }
        .transformPreference(SumKey.self) { $0 += 10 }
        .onPreferenceChange(SumKey.self) { received.values.append($0) }
        _ = layOut(view, width: 100, height: 100)
        #expect(received.values == [12])
    }

    @Test("a background combines (secondary, primary); an overlay (primary, secondary)")
    func layerOrder() {
        let background = Received<[String]>()
        let overlay = Received<[String]>()
        _ = layOut(Color.red.preference(key: AppendingKey.self, value: ["primary"])
            .background(Color.blue.preference(key: AppendingKey.self, value: ["secondary"]))
            .onPreferenceChange(AppendingKey.self) { background.values.append($0) }, width: 10, height: 10)
        _ = layOut(Color.red.preference(key: AppendingKey.self, value: ["primary"])
            .overlay(Color.blue.preference(key: AppendingKey.self, value: ["secondary"]))
            .onPreferenceChange(AppendingKey.self) { overlay.values.append($0) }, width: 10, height: 10)
        #expect(background.values == [["secondary", "primary"]])
        #expect(overlay.values == [["primary", "secondary"]])
    }

    @Test("preference modifiers over a ForEach apply per element")
    func perElement() {
        let received = Received<Int>()
        let view = HStack {
            ForEach(1..<4) { index in Color.red.frame(width: CGFloat(index)) }
                .preference(key: SumKey.self, value: 1)
        }
        .onPreferenceChange(SumKey.self) { received.values.append($0) }
        let (_, report) = layOut(view, width: 100, height: 10)
        #expect(received.values == [3])
        #expect(report.statistics[0].reduceCalls["SumKey"] == 2)
    }

    @Test("anchor preferences resolve in a reader's coordinates")
    func anchors() {
        struct BoundsKey: PreferenceKey {
            static let defaultValue: Anchor<CGRect>? = nil
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
                value = value ?? nextValue()
            }
        }
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 30)
            Color.blue.frame(width: 40, height: 10).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                let rect = anchor.map { proxy[$0] } ?? .zero
                Color.green.frame(width: rect.width, height: rect.height).offset(x: rect.minX, y: rect.minY)
            }
        }
        let (s, _) = layOut(view, width: 100)
        #expect(s.frame("overlayPreferenceValue/GeometryReader/offset/frame") == CGRect(x: 0, y: 30, width: 40, height: 10))
    }
}
