import Testing
import FixpointTesting

@Suite("lineDiff")
struct LineDiffTests {
    @Test("equal texts have no diff")
    func equal() {
        #expect(lineDiff("", "") == "")
        #expect(lineDiff("a\nb\n", "a\nb\n") == "")
    }

    @Test("a changed line shows as -expected then +actual, with both line numbers and context")
    func changedLine() {
        #expect(lineDiff("a\nb\nc\n", "a\nB\nc\n") == """
            --- expected
            +++ actual
            @@ -1,3 +1,3 @@
             1 1 | a
            -2   | b
            +  2 | B
             3 3 | c

            """)
    }

    @Test("insertions and deletions at the ends; an empty side counts from the line before")
    func ends() {
        #expect(lineDiff("", "x\n") == """
            --- expected
            +++ actual
            @@ -0,0 +1,1 @@
            +  1 | x

            """)
        #expect(lineDiff("a\nb\n", "a\n") == """
            --- expected
            +++ actual
            @@ -1,2 +1,1 @@
             1 1 | a
            -2   | b

            """)
    }

    @Test("far-apart changes make separate hunks with three lines of context")
    func hunks() {
        let expected = (1...20).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...20).map { "line \($0)" }
        lines[1] = "LINE 2"
        lines.insert("new", at: 15)
        let diff = lineDiff(expected, lines.joined(separator: "\n"))
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -1,5 +1,5 @@", "@@ -13,6 +13,7 @@"])
        #expect(diff.contains("- 2    | line 2\n+    2 | LINE 2\n"))
        #expect(diff.contains("+   16 | new\n"))
    }

    @Test("texts differing only in the final newline or line endings get a note")
    func finalNewline() {
        #expect(lineDiff("a\n", "a").contains("differ only in line endings or the final newline"))
    }

    @Test("the edit script is a shortest one: its changes equal n + m − 2·LCS", arguments: 0..<8)
    func minimality(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<50 {
            let old = (0..<Int.random(in: 0...12, using: &random)).map { _ in String("abc".randomElement(using: &random)!) }
            let new = (0..<Int.random(in: 0...12, using: &random)).map { _ in String("abc".randomElement(using: &random)!) }
            let diff = lineDiff(old.map { $0 + "\n" }.joined(), new.map { $0 + "\n" }.joined())
            let changes = diff.split(separator: "\n").filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
            let expectedChanges = old.count + new.count - 2 * longestCommonSubsequence(old, new)
            #expect(changes.count == expectedChanges, "seed \(seed): \(old) → \(new)\n\(diff)")
            // Every numbered line quotes its side's line at that number.
            for line in diff.split(separator: "\n") where !line.hasPrefix("---") && !line.hasPrefix("+++") && !line.hasPrefix("@@") {
                let parts = line.dropFirst().split(separator: "|", maxSplits: 1)
                let numbers = parts[0].split(separator: " ").compactMap { Int($0) }
                let text = String(parts[1].dropFirst())
                switch line.first {
                case "-": #expect(old[numbers[0] - 1] == text)
                case "+": #expect(new[numbers[0] - 1] == text)
                default: #expect(old[numbers[0] - 1] == text && new[numbers[1] - 1] == text)
                }
            }
        }
    }

    private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
