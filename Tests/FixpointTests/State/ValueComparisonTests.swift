@testable import Fixpoint
import Testing

/// State writes and re-mounted inputs compare values with `ValueComparison`: `==` where the
/// value is Equatable, otherwise "different". Structs and enums are told once per type; the
/// types whose values may be of another type (classes, existentials) are asked per value.
@Suite("Value comparison")
struct ValueComparisonTests {
    struct Point: Equatable { var x: Int; var y: Int }
    /// Equal when the names are, whatever the counts: the type's own `==` decides.
    struct Named: Equatable {
        var name: String
        var count: Int
        static func == (lhs: Named, rhs: Named) -> Bool { lhs.name == rhs.name }
    }
    struct Opaque { var value: Int }
    struct Box<Content> { var content: Content }
    enum Mode: Equatable { case on, off(Int) }
    class Shape: Equatable {
        let sides: Int
        init(sides: Int) { self.sides = sides }
        static func == (lhs: Shape, rhs: Shape) -> Bool { lhs.sides == rhs.sides }
    }

    @Test("a struct or an enum compares with its own ==")
    func equatableValues() {
        #expect(ValueComparison.isEqual(Point(x: 1, y: 2), Point(x: 1, y: 2)))
        #expect(!ValueComparison.isEqual(Point(x: 1, y: 2), Point(x: 2, y: 1)))
        #expect(ValueComparison.isEqual(Named(name: "a", count: 1), Named(name: "a", count: 2)))
        #expect(!ValueComparison.isEqual(Named(name: "a", count: 1), Named(name: "b", count: 1)))
        #expect(ValueComparison.isEqual(Mode.off(3), Mode.off(3)))
        #expect(!ValueComparison.isEqual(Mode.off(3), Mode.on))
        #expect(ValueComparison.isEqual("text", "text"))
        #expect(ValueComparison.isEqual(0.0, -0.0))
        #expect(!ValueComparison.isEqual(Double.nan, Double.nan))
    }

    @Test("an optional of a struct compares as Optional's ==")
    func optionals() {
        #expect(ValueComparison.isEqual(Int?.none, Int?.none))
        #expect(!ValueComparison.isEqual(Int?.none, Int?.some(1)))
        #expect(ValueComparison.isEqual(Point?.some(Point(x: 1, y: 1)), Point?.some(Point(x: 1, y: 1))))
        #expect(!ValueComparison.isEqual(Int??.some(nil), Int??.none))
    }

    @Test("a value that is not Equatable is never equal, not even to itself")
    func notEquatable() {
        let value = Opaque(value: 1)
        #expect(!ValueComparison.isEqual(value, value))
        #expect(!ValueComparison.isEqual(Box(content: Opaque(value: 1)), Box(content: Opaque(value: 1))))
        // A conditional conformance is asked of each generic type.
        #expect(ValueComparison.isEqual(Box(content: 1), Box(content: 1)))
        #expect(!ValueComparison.isEqual(Box(content: 1), Box(content: 2)))
        #expect(!ValueComparison.isEqual((1, 2), (1, 2)))
    }

    @Test("an existential or a class instance is compared by the type of its value")
    func dynamicValues() {
        #expect(ValueComparison.isEqual(1 as Any, 1 as Any))
        #expect(!ValueComparison.isEqual(1 as Any, "1" as Any))
        #expect(!ValueComparison.isEqual(Opaque(value: 1) as Any, Opaque(value: 1) as Any))
        #expect(ValueComparison.isEqual(Optional<Any>.some(5), Optional<Any>.some(5)))
        #expect(ValueComparison.isEqual(Shape(sides: 3), Shape(sides: 3)))
        #expect(!ValueComparison.isEqual(Shape(sides: 3), Shape(sides: 4)))
    }

    @Test("how each kind of type is compared is decided once, by what its values can be")
    func kinds() {
        func kind(_ type: Any.Type) -> String {
            switch ValueEquality.of(type) {
            case .equatable: "equatable"
            case .never: "never"
            case .dynamic: "dynamic"
            }
        }
        #expect(kind(Int.self) == "equatable")
        #expect(kind(Point.self) == "equatable")
        #expect(kind(Mode.self) == "equatable")
        #expect(kind(Int?.self) == "equatable")
        #expect(kind(Opaque.self) == "never")
        #expect(kind(Box<Opaque>.self) == "never")
        #expect(kind(Box<Int>.self) == "equatable")
        #expect(kind(Shape.self) == "dynamic")
        #expect(kind(Any.self) == "dynamic")
        #expect(kind(Optional<Any>.self) == "dynamic")
        #expect(kind(Shape?.self) == "dynamic")
        #expect(kind((Int, Int).self) == "dynamic")
    }
}

extension ValueComparisonTests.Box: Equatable where Content: Equatable {}
