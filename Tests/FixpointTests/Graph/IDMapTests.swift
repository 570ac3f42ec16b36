import FixpointFuzz
import Testing
@testable import Fixpoint

/// The id-hashed map of the trace's path resolver against a dictionary, under seeded random
/// inserts and overwrites: mostly consecutive ids, jumps, repeats and the resolver's -1.
@Suite struct IDMapTests {
    @Test(arguments: [1, 2, 3, 4, 5])
    func agreesWithADictionary(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var map = IDMap<Int>()
        var expected: [Int: Int] = [:]
        var present: [Int] = []
        var nextID = -1
        for step in 0..<5_000 {
            let roll = generator.next() % 10
            let id: Int
            if roll < 6 || expected.isEmpty {
                // Mostly the next id, sometimes a jump (ids a table size apart collide).
                nextID += generator.next() % 8 == 0 ? Int(generator.next() % 1_000) + 1 : 1
                id = nextID
                present.append(id)
            } else {
                // An id already present: overwritten.
                id = present[Int(generator.next() % UInt64(present.count))]
            }
            map[id] = step
            expected[id] = step
            #expect(map.count == expected.count)
        }
        for id in -2...(nextID + 2) { #expect(map[id] == expected[id]) }
    }

    @Test("reserving room keeps every entry and answers as before", arguments: [0, 1, 9, 100])
    func reservingKeepsEntries(reserveAt: Int) {
        var map = IDMap<Int>()
        for id in 0..<40 {
            if id == reserveAt { map.reserveCapacity(map.count + 200) }
            map[id * 7] = id
        }
        map.reserveCapacity(10)
        map.reserveCapacity(1_000)
        #expect(map.count == 40)
        for id in 0..<40 { #expect(map[id * 7] == id) }
        #expect(map[3] == nil && map[-1] == nil)
    }

    @Test("setting nil stores nothing")
    func nilIsNotStored() {
        var map = IDMap<String>()
        map[3] = "three"
        map[3] = nil
        map[4] = nil
        #expect(map[3] == "three")
        #expect(map[4] == nil)
        #expect(map.count == 1)
    }
}
