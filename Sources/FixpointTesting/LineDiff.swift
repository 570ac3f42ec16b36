/// A readable line diff of `expected` against `actual`, in unified style with line numbers;
/// empty when the strings are equal.
///
/// `assertSnapshot` puts it in the issue it records on a mismatch; tests may call it directly.
/// Hunks show up to three lines of context; each line reads `-` (only in expected), `+` (only in
/// actual) or ` ` (in both), then its expected and actual line numbers, then `| ` and the line:
///
/// ```
/// --- expected
/// +++ actual
/// @@ -1,2 +1,2 @@
///  1 1 | HStack [x:0 y:0 w:120 h:20]
/// -2   | └─ Text [x:0 y:0 w:40 h:20] "a"
/// +  2 | └─ Text [x:0 y:0 w:44 h:20] "ab"
/// ```
///
/// The edit script is a shortest one (Myers' algorithm), so the diff is deterministic and
/// minimal; texts that differ only in line endings or the final newline get a one-line note.
public func lineDiff(_ expected: String, _ actual: String) -> String {
    if expected == actual { return "" }
    let old = diffLines(expected), new = diffLines(actual)
    if old == new {
        return "--- expected\n+++ actual\n(the texts differ only in line endings or the final newline)\n"
    }
    let script = LineDiff.editScript(old, new)
    return LineDiff.format(script, old: old, new: new, context: 3)
}

/// Splits a text into lines; a final newline does not start another line.
private func diffLines(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
}

/// The diff machinery behind `lineDiff(_:_:)`: an edit script and its unified rendering.
enum LineDiff {
    /// One step of an edit script.
    enum Edit: Equatable {
        /// Line `old` of expected equals line `new` of actual (0-based).
        case keep(old: Int, new: Int)
        /// Line `old` of expected is not in actual.
        case delete(old: Int)
        /// Line `new` of actual is not in expected.
        case insert(new: Int)
    }

    /// A shortest edit script turning `old` into `new` (Myers, O((N+M)·D) time), with the
    /// common prefix and suffix taken off first so typical golden diffs stay cheap.
    static func editScript(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)]), b = Array(new[prefix..<(new.count - suffix)])
        var script = (0..<prefix).map { Edit.keep(old: $0, new: $0) }
        for edit in myers(a, b) {
            switch edit {
            case let .keep(o, n): script.append(.keep(old: o + prefix, new: n + prefix))
            case let .delete(o): script.append(.delete(old: o + prefix))
            case let .insert(n): script.append(.insert(new: n + prefix))
            }
        }
        script += (0..<suffix).map { Edit.keep(old: old.count - suffix + $0, new: new.count - suffix + $0) }
        return script
    }

    /// Myers' greedy forward search, keeping each round's frontier to walk back the path; falls
    /// back to deleting all of `a` and inserting all of `b` past about 16 M stored entries.
    private static func myers(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count, m = b.count, limit = n + m
        if limit == 0 { return [] }
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var rounds: [[Int]] = []
        search: for d in 0...limit {
            // Very different long texts: give up on minimality rather than on memory.
            if (d + 1) * frontier.count > 16_000_000 {
                return a.indices.map { Edit.delete(old: $0) } + b.indices.map { Edit.insert(new: $0) }
            }
            rounds.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                frontier[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: rounds.count - 1, through: 0, by: -1) {
            let previous = rounds[d], k = x - y
            let previousK = (k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1])) ? k + 1 : k - 1
            let previousX = previous[offset + previousK], previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                edits.append(.keep(old: x, new: y))
            }
            if d > 0 {
                edits.append(x == previousX ? .insert(new: y - 1) : .delete(old: x - 1))
            }
            x = previousX; y = previousY
        }
        return edits.reversed()
    }

    /// The script as `@@` hunks with `context` unchanged lines around each change.
    static func format(_ script: [Edit], old: [Substring], new: [Substring], context: Int) -> String {
        let changes = script.indices.filter { if case .keep = script[$0] { false } else { true } }
        guard let firstChange = changes.first else { return "" }
        // Group changes whose context windows touch into one hunk: [start, end) over the script.
        var hunks: [Range<Int>] = []
        var start = max(firstChange - context, 0), end = min(firstChange + context + 1, script.count)
        for change in changes.dropFirst() {
            if change - context <= end {
                end = min(change + context + 1, script.count)
            } else {
                hunks.append(start..<end)
                start = change - context
                end = min(change + context + 1, script.count)
            }
        }
        hunks.append(start..<end)

        let width = String(max(old.count, new.count)).count
        func column(_ number: Int?) -> String {
            let text = number.map { String($0 + 1) } ?? ""
            return String(repeating: " ", count: width - text.count) + text
        }
        var output = "--- expected\n+++ actual\n"
        var consumed = (old: 0, new: 0, position: 0)  // lines of each side before `position`
        for hunk in hunks {
            for edit in script[consumed.position..<hunk.lowerBound] {
                if edit.oldIndex != nil { consumed.old += 1 }
                if edit.newIndex != nil { consumed.new += 1 }
            }
            consumed.position = hunk.lowerBound
            let edits = script[hunk]
            let oldCount = edits.count { $0.oldIndex != nil }, newCount = edits.count { $0.newIndex != nil }
            // Unified diffs number an empty side by the line before it.
            let oldStart = oldCount == 0 ? consumed.old : consumed.old + 1
            let newStart = newCount == 0 ? consumed.new : consumed.new + 1
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in edits {
                switch edit {
                case let .keep(o, n): output += " \(column(o)) \(column(n)) | \(old[o])\n"
                case let .delete(o): output += "-\(column(o)) \(column(nil)) | \(old[o])\n"
                case let .insert(n): output += "+\(column(nil)) \(column(n)) | \(new[n])\n"
                }
            }
        }
        return output
    }
}

extension LineDiff.Edit {
    /// The expected-side line, if the edit has one.
    var oldIndex: Int? {
        switch self {
        case let .keep(old, _), let .delete(old): old
        case .insert: nil
        }
    }

    /// The actual-side line, if the edit has one.
    var newIndex: Int? {
        switch self {
        case let .keep(_, new), let .insert(new): new
        case .delete: nil
        }
    }
}
