@testable import Fixpoint
import Testing

/// `ForEach` tells `id: \.self` apart from every other key path without building one: a wrong
/// answer would key the children by the wrong value.
@Suite("ForEach identity key paths")
struct ForEachIdentityTests {
    @Test("\\.self is the identity for values, strings and class instances")
    func identity() {
        #expect(ForEach<[Int], Int, EmptyView>.isIdentity(\.self))
        #expect(ForEach<[String], String, EmptyView>.isIdentity(\.self))
        #expect(ForEach<[Pair], Pair, EmptyView>.isIdentity(\.self))
        #expect(ForEach<[Box], Box, EmptyView>.isIdentity(\.self))
    }

    @Test("a stored property at offset 0 and computed properties of the element's type are not")
    func others() {
        #expect(!ForEach<[Pair], Int, EmptyView>.isIdentity(\.first))
        #expect(!ForEach<[Pair], Int, EmptyView>.isIdentity(\.second))
        #expect(!ForEach<[Int], Int, EmptyView>.isIdentity(\.itself))
        #expect(!ForEach<[Pair], Pair, EmptyView>.isIdentity(\.swapped))
        #expect(!ForEach<[Box], Box, EmptyView>.isIdentity(\.me))
    }
}

private struct Pair: Hashable {
    var first: Int
    var second: Int
    var swapped: Pair { Pair(first: second, second: first) }
}

private final class Box: Hashable {
    var me: Box { self }
    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

private extension Int {
    var itself: Int { self }
}
