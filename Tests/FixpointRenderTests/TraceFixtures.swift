import Foundation
import Fixpoint

/// Small views and hand-built traces shared by the trace writer tests.
enum TraceFixtures {
    /// The widest width of the labels below.
    struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
            value = max(value, nextValue())
        }
    }

    /// A counter a view feeds back into itself.
    struct CountKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) {
            value += nextValue()
        }
    }

    /// Two labels measured with GeometryReader backgrounds; a rule below takes the widest width
    /// through `onPreferenceChange` and `@State`: converges in two passes of one frame.
    struct MeasuredRule: View {
        @State private var width: CGFloat = 0

        var body: some View {
            VStack {
                Text("Hi").background(measure)
                Text("Hello").background(measure)
                Color.blue.frame(width: width, height: 2)
            }
            .onPreferenceChange(WidthKey.self) { width = $0 }
        }

        private var measure: some View {
            GeometryReader { proxy in
                Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
            }
        }
    }

    /// A view whose binder writes a value that changes the preference it reads: never converges.
    struct Runaway: View {
        @State private var count = 0

        var body: some View {
            Color.red.frame(width: CGFloat(count), height: 10)
                .preference(key: CountKey.self, value: count)
                .onPreferenceChange(CountKey.self) { count = $0 + 1 }
        }
    }

    /// The report and trace of `MeasuredRule` at 200 pt, with every sizing and placement.
    static func measuredRule(detail: TraceDetail = .full) -> UpdateReport {
        let host = ViewHost(MeasuredRule(), proposal: ProposedViewSize(width: 200, height: nil), environment: .macOS)
        host.traceDetail = detail
        return host.run()
    }

    /// The report of `Runaway`, stopped after three frames.
    static func runaway() -> UpdateReport {
        let host = ViewHost(Runaway(), proposal: ProposedViewSize(width: 100, height: nil),
                            policy: UpdatePolicy(maxFrames: 3))
        return host.run()
    }

    /// A hand-built trace whose strings need escaping: quotes, backslashes, newlines, tabs,
    /// control characters, emoji and accents in paths and values; and numbers with ∞ and nil.
    static var awkwardTrace: Trace {
        Trace(events: [
            TraceEvent(id: 1, frame: 1, pass: 1,
                       kind: .preferenceWritten(key: "Label\"Key\"", value: "say \"hi\"\nback\\slash\ttab\u{1}"),
                       path: "Café/✈️[1]"),
            TraceEvent(id: 2, frame: 1, pass: 1,
                       kind: .sized(type: "Text", proposal: ProposedViewSize(width: .infinity, height: nil),
                                    size: CGSize(width: 83.08333, height: -0.0001), memoHit: true),
                       path: "Ünï/Text", cause: 1),
            TraceEvent(id: 3, frame: 1, pass: 1, kind: .diagnostic(message: "line one\r\nline two \u{2028} 🇩🇪")),
        ])
    }
}
