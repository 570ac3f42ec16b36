import FixpointFuzz
import Testing
@testable import Fixpoint

/// The readers of a state against a `Set`, under seeded inserts and clears.
@Suite struct StateReadersTests {
    @Test("inserts and clears answer as a set does, in increasing order", arguments: [1, 2, 3, 4])
    func agreesWithASet(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var readers = StateReaders()
        var expected = Set<Int>()
        for _ in 0..<2_000 {
            let roll = generator.next() % 20
            if roll == 0 {
                readers.removeAll()
                expected.removeAll()
            } else {
                // Few distinct ids, so the same reader comes back often.
                let id = Int(generator.next() % (roll < 10 ? 3 : 40))
                readers.insert(id)
                expected.insert(id)
            }
            #expect(readers.sorted() == expected.sorted())
        }
    }
}
