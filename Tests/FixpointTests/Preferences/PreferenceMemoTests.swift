@testable import Fixpoint
import Foundation
import Testing

/// The per-node memo of combined preference values: one key's entry held in one word, a list
/// from the second key on, and a key computed empty told apart from one not computed.
@Suite("Preference memo")
struct PreferenceMemoTests {
    private struct First: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    private struct Second: PreferenceKey {
        static let defaultValue = ""
        static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
    }

    private static let first = ObjectIdentifier(First.self)
    private static let second = ObjectIdentifier(Second.self)

    private static func entry(_ value: Any, key: ObjectIdentifier) -> PreferenceEntry {
        PreferenceEntry(value: value, key: key, hasWriter: true, cause: nil)
    }

    private static func absence(of key: ObjectIdentifier) -> PreferenceEntry {
        PreferenceEntry(value: 0, key: key, hasWriter: false, cause: nil, isAbsence: true)
    }

    @Test("the memo is one word, as it was when it held only a list")
    func oneWord() {
        #expect(MemoryLayout<PreferenceMemo>.size == 8)
    }

    @Test("one key's value, then an empty result for it, then nothing after removeAll")
    func oneKey() throws {
        var memo = PreferenceMemo()
        #expect(memo.isEmpty && memo.entry(for: Self.first) == nil && !memo.contains(Self.first))
        let written = Self.entry(3, key: Self.first)
        memo.store(written, for: Self.first, absence: Self.absence(of: Self.first))
        #expect(memo.count == 1)
        #expect(try #require(memo.entry(for: Self.first)) === written)
        #expect(memo.unretainedEntry(for: Self.first)?.takeUnretainedValue() === written)
        // Another key is not computed: not the held key's entry.
        #expect(memo.entry(for: Self.second) == nil && !memo.contains(Self.second))
        #expect(memo.unretainedEntry(for: Self.second) == nil)
        // Computed empty: known (`.some(nil)`), and the marker is never handed out.
        memo.store(nil, for: Self.first, absence: Self.absence(of: Self.first))
        #expect(memo.count == 1 && memo.contains(Self.first))
        let empty = try #require(memo.entry(for: Self.first))
        #expect(empty == nil)
        #expect(memo.unretainedEntry(for: Self.first) == nil)
        memo.removeAll()
        #expect(memo.isEmpty && memo.entry(for: Self.first) == nil)
    }

    @Test("a second key makes a list that keeps the first key's value, empty or not", arguments: [false, true])
    func secondKey(firstIsEmpty: Bool) throws {
        var memo = PreferenceMemo()
        let written = Self.entry(7, key: Self.first)
        memo.store(firstIsEmpty ? nil : written, for: Self.first, absence: Self.absence(of: Self.first))
        let other = Self.entry("b", key: Self.second)
        memo.store(other, for: Self.second, absence: Self.absence(of: Self.second))
        #expect(memo.count == 2)
        let kept = try #require(memo.entry(for: Self.first))
        #expect(firstIsEmpty ? kept == nil : kept === written)
        #expect(try #require(memo.entry(for: Self.second)) === other)
        // Replacing a key in the list keeps it unique; an empty result is remembered there too.
        memo.store(nil, for: Self.second, absence: Self.absence(of: Self.second))
        #expect(memo.count == 2)
        let emptied = try #require(memo.entry(for: Self.second))
        #expect(emptied == nil)
        memo.removeAll()
        #expect(memo.isEmpty && !memo.contains(Self.first) && !memo.contains(Self.second))
        // The emptied list takes keys again.
        memo.store(other, for: Self.second, absence: Self.absence(of: Self.second))
        #expect(memo.count == 1 && memo.entry(for: Self.first) == nil)
        #expect(try #require(memo.entry(for: Self.second)) === other)
    }

    @Test("a graph makes an absence marker for a key computed empty, once")
    func absenceMarkers() {
        struct Tree: View {
            var body: some View {
                VStack {
                    Text("a").preference(key: First.self, value: 1)
                    Text("b")
                }
                .onPreferenceChange(First.self) { _ in }
                .onPreferenceChange(Second.self) { _ in }
            }
        }
        let host = ViewHost(Tree(), proposal: ProposedViewSize(width: 100, height: 100))
        host.run()
        // `Second` is written nowhere: its combination is empty and memoised with the marker.
        let marker = host.graph.preferenceAbsences[Self.second]
        #expect(marker?.isAbsence == true && marker?.key == Self.second)
        #expect(host.graph.preferenceAbsences[Self.first] !== marker)
        // A later combination (the root's state is unchanged: memo hits) makes no other marker.
        host.run()
        #expect(host.graph.preferenceAbsences[Self.second] === marker)
    }
}
