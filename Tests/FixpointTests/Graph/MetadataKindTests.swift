import Testing
@testable import Fixpoint

private final class ClassView: View {
    var body: some View { EmptyView() }
}

private enum Choice { case one, two }

/// What the engine reads from a type's metadata instead of asking the runtime.
@Suite("Metadata reads")
struct MetadataKindTests {
    @Test("structs, enums and optionals are told by their kind; other types have none")
    func kinds() {
        #expect(MetadataKind(of: Text.self) == .struct)
        #expect(MetadataKind(of: VStack<EmptyView>.self) == .struct)
        #expect(MetadataKind(of: Choice.self) == .enum)
        #expect(MetadataKind(of: Optional<Text>.self) == .optional)
        #expect(MetadataKind(of: ClassView.self) == nil)
        #expect(MetadataKind(of: (Int, Int).self) == nil)
        #expect(MetadataKind(of: (any View).self) == nil)
        #expect(MetadataKind(of: ((Int) -> Int).self) == nil)
    }

    @Test("a struct's descriptor is shared by its generic type's instantiations, and by no other type")
    func structDescriptors() {
        let vstack = MetadataKind.structDescriptor(of: VStack<Text>.self)
        #expect(vstack != nil)
        #expect(MetadataKind.structDescriptor(of: VStack<EmptyView>.self) == vstack)
        #expect(MetadataKind.structDescriptor(of: HStack<Text>.self) != vstack)
        #expect(MetadataKind.structDescriptor(of: Text.self) != nil)
        #expect(MetadataKind.structDescriptor(of: Choice.self) == nil)
        #expect(MetadataKind.structDescriptor(of: ClassView.self) == nil)
        #expect(MetadataKind.structDescriptor(of: Optional<Text>.self) == nil)
    }

    @Test("every instantiation of _ConditionalContent is told from its metadata, and nothing else is")
    func conditionalContent() {
        #expect(isConditionalContent(_ConditionalContent<Text, EmptyView>.self))
        #expect(isConditionalContent(_ConditionalContent<_ConditionalContent<Text, Text>, ClassView>.self))
        #expect(isConditionalContent(_ConditionalContent<EmptyView, EmptyView>.self))
        #expect(!isConditionalContent(Text.self))
        #expect(!isConditionalContent(VStack<_ConditionalContent<Text, Text>>.self))
        #expect(!isConditionalContent(Optional<_ConditionalContent<Text, Text>>.self))
        #expect(!isConditionalContent(ClassView.self))
        #expect(!isConditionalContent(Choice.self))
        #expect(!isConditionalContent((Int, Int).self))
        #expect(!isConditionalContent((any View).self))
    }
}
