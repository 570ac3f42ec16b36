/// "Did you mean …?" for a mistyped command, option or example name: the closest candidate by
/// edit distance, when it is close enough to be the likely intent.
///
/// Called by the argument parser (commands and options) and by the example lookup; candidates
/// are tried in their given order, so ties resolve deterministically to the earlier one.
enum Suggestion {
    /// The edit distance between `a` and `b` ignoring case: insertions, deletions,
    /// substitutions and transpositions of neighbours (`rnu` → `run` is 1), each counting 1.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// The candidate closest to `typed`, if its distance is at most a third of the longer name
    /// (at least 1, at most 3), or if one starts with the other (`air` → `airplane`).
    static func closest(to typed: String, among candidates: [String]) -> String? {
        guard !typed.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, candidate)
            let limit = min(3, max(1, max(typed.count, candidate.count) / 3))
            let prefix = typed.count >= 3 && candidate.lowercased().hasPrefix(typed.lowercased())
            guard distance <= limit || prefix else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `"; did you mean 'x'?"`, or the empty string when no candidate is close.
    static func hint(for typed: String, among candidates: [String]) -> String {
        closest(to: typed, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
