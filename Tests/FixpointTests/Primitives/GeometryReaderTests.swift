import Fixpoint
import FixpointTesting
import Foundation
import Testing

/// What a GeometryReader's content saw, by coordinate space.
private final class Seen {
    var global: CGRect = .null
    var local: CGRect = .null
    var named: CGRect = .null
    var size: CGSize = .zero
    var evaluations = 0

    func record(_ proxy: GeometryProxy) {
        global = proxy.frame(in: .global)
        local = proxy.frame(in: .local)
        named = proxy.frame(in: .named("card"))
        size = proxy.size
        evaluations += 1
    }
}

/// Reference §1.2 (GeometryReader, offset): the proxy's frames in global, local and named
/// spaces, offsets included; content runs when the reader's geometry changes.
@Suite("GeometryReader")
struct GeometryReaderTests {
    private func card(_ seen: Seen) -> some View {
        VStack(spacing: 0) {
            Color.gray.frame(width: 50, height: 30)
            GeometryReader { proxy in
                let _ = seen.record(proxy)
                Color.clear
            }
            .frame(width: 100, height: 40)
            .offset(x: 5, y: 7)
        }
        .coordinateSpace(name: "card")
        .padding(10)
    }

    @Test("frame(in:) .global, .local and .named, with offsets")
    func coordinateSpaces() {
        let seen = Seen()
        let (s, report) = layOut(card(seen), width: 300)
        #expect(report.passes == 1)
        #expect(s.size == CGSize(width: 120, height: 90))
        #expect(seen.size == CGSize(width: 100, height: 40))
        #expect(seen.global == CGRect(x: 15, y: 47, width: 100, height: 40))
        #expect(seen.local == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(seen.named == CGRect(x: 5, y: 37, width: 100, height: 40))
        #expect(s.frame("padding/coordinateSpace/VStack/offset/frame/GeometryReader") == seen.global)
        #expect(s.frame("padding/coordinateSpace/VStack/offset/frame/GeometryReader/Color") == seen.global)
        // The offset moves the subtree, not its sibling.
        #expect(s.frame("padding/coordinateSpace/VStack/frame") == CGRect(x: 35, y: 10, width: 50, height: 30))
    }

    @Test("content runs once per change of the reader's geometry, not on a plain re-run")
    func reevaluation() {
        let seen = Seen()
        let view = GeometryReader { proxy in
            let _ = seen.record(proxy)
            Color.clear
        }
        .frame(width: 100, height: 40)
        .frame(maxWidth: .infinity)
        let (host, first) = hosted(view, width: 300)
        #expect(first.bodyEvaluations(of: GeometryReader<Color>.self) == 1)
        #expect(seen.global.minX == 100)
        let again = host.run()
        #expect(again.bodyEvaluations(of: GeometryReader<Color>.self) == 0)
        #expect(seen.evaluations == 1)
        host.proposal = ProposedViewSize(width: 200, height: nil)
        let moved = host.run()
        #expect(moved.passes == 1)
        #expect(moved.bodyEvaluations(of: GeometryReader<Color>.self) == 1)
        #expect(seen.global == CGRect(x: 50, y: 0, width: 100, height: 40))
    }

    @Test("several children overlap at the reader's top-leading corner")
    func severalChildren() {
        let (s, _) = layOut(GeometryReader { _ in
            Color.red.frame(width: 20, height: 20)
            Text("Hi")
        }, width: 300, height: 100)
        #expect(s.frame("GeometryReader/frame").origin == .zero)
        #expect(s.frame("GeometryReader/Text").origin == .zero)
    }

    @Test("a reader inside a stack is flexible: it takes the space left")
    func flexible() {
        let (s, _) = layOut(HStack(spacing: 0) { Color.gray.frame(width: 40); GeometryReader { _ in Color.red } }, width: 200, height: 50)
        #expect(s.frame("HStack/GeometryReader") == CGRect(x: 40, y: 0, width: 160, height: 50))
        #expect(s.frame("HStack/GeometryReader/Color") == CGRect(x: 40, y: 0, width: 160, height: 50))
    }
}
