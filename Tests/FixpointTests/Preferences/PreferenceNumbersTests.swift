@testable import Fixpoint
import Foundation
import Testing

/// The largest integer written.
private struct MaxIntKey: PreferenceKey {
    static let defaultValue = Int.min
    static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}

/// The sum of the lengths written.
private struct LengthSumKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// The smallest double written.
private struct MinDoubleKey: PreferenceKey {
    static let defaultValue = Double.infinity
    static func reduce(value: inout Double, nextValue: () -> Double) { value = min(value, nextValue()) }
}

/// Whether any writer is set.
private struct AnyFlagKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// A stack of writers of `values` for `K`, whose combined value a binder reads.
private struct Writers<K: PreferenceKey>: View where K.Value: Hashable & Sendable {
    let values: [K.Value]

    var body: some View {
        VStack {
            ForEach(Array(values.enumerated()), id: \.offset) { _, value in
                Color.red.frame(width: 5, height: 5).preference(key: K.self, value: value)
            }
        }
        .onPreferenceChange(K.self) { _ in }
    }
}

/// The largest integer written, boxed: a value type that is no number, so its events are
/// described when recorded, one by one (the reference for the events of numbers).
private struct BoxedInt: Hashable, Sendable {
    var value: Int
}

/// The largest boxed integer written.
private struct MaxBoxedKey: PreferenceKey {
    static let defaultValue = BoxedInt(value: .min)
    static func reduce(value: inout BoxedInt, nextValue: () -> BoxedInt) { value.value = max(value.value, nextValue().value) }
}

/// Writers of fixed values and one of the width it is proposed, through `make`, under a
/// binder: a new width makes the one writer write again while the others do not.
private struct WidthWriters<K: PreferenceKey>: View where K.Value: Equatable & Sendable {
    let make: @Sendable (Int) -> K.Value

    var body: some View {
        VStack {
            ForEach([4, 9, 2], id: \.self) { value in
                Color.red.frame(width: 5, height: 5).preference(key: K.self, value: make(value))
            }
            GeometryReader { proxy in
                Color.clear.preference(key: K.self, value: make(Int(proxy.size.width)))
            }
        }
        .onPreferenceChange(K.self) { _ in }
    }
}

/// A preference event of numbers is kept as its numbers and spelled when read: what a reader
/// sees is what the event built at once would hold (`ValueDescription`'s spelling).
@Suite("Preference events of numbers")
struct PreferenceNumbersTests {
    /// The written and reduced values of a standard trace, spelled.
    private func steps<K: PreferenceKey>(_ key: K.Type, _ values: [K.Value]) -> [String] where K.Value: Hashable & Sendable {
        let host = ViewHost(Writers<K>(values: values))
        host.traceDetail = .standard
        let report = host.run()
        #expect(report.converged)
        return report.trace.events.compactMap { event -> String? in
            switch event.kind {
            case .preferenceWritten(_, let value): "write \(value)"
            case .preferenceReduced(_, let value, let next, let result): "reduce \(value), \(next) → \(result)"
            default: nil
            }
        }
    }

    /// What the events would hold if every value were described when recorded.
    private func described<V>(_ values: [V], _ reduce: (inout V, V) -> Void) -> [String] {
        var steps = ["write \(ValueDescription.describe(values[0]))"]
        var value = values[0]
        for next in values.dropFirst() {
            steps.append("write \(ValueDescription.describe(next))")
            let before = ValueDescription.describe(value)
            reduce(&value, next)
            steps.append("reduce \(before), \(ValueDescription.describe(next)) → \(ValueDescription.describe(value))")
        }
        return steps
    }

    @Test("integers, small, large and negative, are spelled as when described at once")
    func integers() {
        let values = [7, -12, 1_000_000_007, Int.max, Int.min, 0]
        let steps = steps(MaxIntKey.self, values)
        #expect(steps == described(values) { $0 = max($0, $1) })
        #expect(steps.prefix(3) == ["write 7", "write -12", "reduce 7, -12 → 7"])
        #expect(steps.contains("reduce 1000000007, \(Int.max) → \(Int.max)"))
    }

    @Test("lengths and doubles use the number format: three decimals, infinity, nan, no -0")
    func floatingPoint() {
        let lengths: [CGFloat] = [12.2725, -0.0, 1e300, .infinity, 3]
        let lengthSteps = steps(LengthSumKey.self, lengths)
        #expect(lengthSteps == described(lengths) { $0 += $1 })
        #expect(lengthSteps.prefix(3) == ["write 12.273", "write 0", "reduce 12.273, 0 → 12.273"])
        #expect(lengthSteps.last == "reduce ∞, 3 → ∞")
        let doubles: [Double] = [2.5, .nan, -7.125]
        let doubleSteps = steps(MinDoubleKey.self, doubles)
        #expect(doubleSteps == described(doubles) { $0 = min($0, $1) })
        #expect(doubleSteps.contains("write nan") && doubleSteps.contains("write -7.125"))
    }

    @Test("flags are true or false")
    func flags() {
        let values = [false, true, false]
        let steps = steps(AnyFlagKey.self, values)
        #expect(steps == ["write false", "write true", "reduce false, true → true", "write false", "reduce true, false → true"])
    }

    @Test("a run of reduces of numbers is numbered, caused and placed as events recorded one by one")
    func runsOfReduces() {
        /// Every event's kind (a `reduce`, else its phase), id, frame, pass, path and cause, over
        /// a first run and one at another width.
        func outline<K: PreferenceKey>(_ view: WidthWriters<K>) -> [String] {
            let host = ViewHost(view, proposal: ProposedViewSize(width: 40, height: 100))
            host.traceDetail = .standard
            var lines: [String] = []
            for width in [40, 7] {
                host.proposal = ProposedViewSize(width: CGFloat(width), height: 100)
                let report = host.run()
                #expect(report.converged)
                lines += report.trace.events.map {
                    let kind = if case .preferenceReduced = $0.kind { "reduce" } else { "\($0.phase)" }
                    return "\(kind) \($0.id) \($0.frame) \($0.pass) \($0.path ?? "-") \($0.cause.map(String.init) ?? "-")"
                }
            }
            return lines
        }
        let numbers = outline(WidthWriters<MaxIntKey> { $0 })
        let described = outline(WidthWriters<MaxBoxedKey> { BoxedInt(value: $0) })
        #expect(numbers == described)
        // The first run reduces the four contributions as they are written (three `reduce`s);
        // the second reduces again from the new width's on.
        #expect(numbers.filter { $0.hasPrefix("reduce") }.count >= 4)
    }

    @Test("an event of numbers is the event built from its spelled kind: phase, key, equality, hash, line")
    func sameAsBuilt() throws {
        let host = ViewHost(Writers<MaxIntKey>(values: [3, 4]))
        host.traceDetail = .standard
        let report = host.run()
        let reduced = try #require(report.trace.events.first { if case .preferenceReduced = $0.kind { true } else { false } })
        #expect(reduced.phase == .preferences && reduced.key == "MaxIntKey")
        let built = TraceEvent(id: reduced.id, frame: reduced.frame, pass: reduced.pass, kind: reduced.kind,
                               path: reduced.path, cause: reduced.cause)
        #expect(built == reduced && built.hashValue == reduced.hashValue)
        #expect(built.description == reduced.description)
        #expect(reduced.description.hasSuffix(": 3, 4 → 4"))
        // A kind set on it replaces the numbers.
        var changed = reduced
        changed.kind = .diagnostic(message: "replaced")
        #expect(changed.phase == .diagnostics && changed.key == nil && changed != reduced)
    }
}
