import FixpointFuzz
import Foundation
import Testing
@testable import Fixpoint

/// Frames are united as `CGRect.union` unites them while every edge is finite, and without NaN
/// when an edge is infinite.
@Suite("frame union")
struct FrameUnionTests {
    @Test("finite frames: CGRect.union's bits, frame by frame", arguments: [0xF0A1, 0xF0A2, 0xF0A3] as [UInt64])
    func finiteFramesAreCGRectUnion(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        func length() -> CGFloat { CGFloat(random.next() % 10_000) / 7 - 500 }
        for _ in 0..<200 {
            var union = FrameUnion()
            var expected = CGRect.null
            for _ in 0..<Int(random.next() % 5 + 1) {
                let frame = CGRect(x: length(), y: length(), width: abs(length()), height: abs(length()))
                union.add(frame)
                expected = expected.union(frame)
                #expect(union.frame == expected)
            }
        }
    }

    @Test("no frame: null, and zero where a layout needs a rectangle")
    func empty() {
        #expect(FrameUnion().frame.isNull)
        #expect(FrameUnion().frameOrZero == .zero)
        #expect(FrameUnion.of([CGRect.null]).isNull)
    }

    @Test("frames at an infinite offset: one is its own union, two at one infinity keep their length")
    func sameInfinity() {
        let far = CGRect(x: -CGFloat.infinity, y: 20, width: 100, height: 5)
        #expect(FrameUnion.of([far]) == far)
        let twin = CGRect(x: -CGFloat.infinity, y: 30, width: 60, height: 5)
        #expect(FrameUnion.of([far, twin]) == CGRect(x: -.infinity, y: 20, width: 100, height: 15))
        // `CGRect.union` makes NaN of both.
        #expect(far.union(twin).width.isNaN)
    }

    @Test("a union that reaches an infinity spans to it, and frames added after it keep it")
    func reachingInfinity() {
        let frames = [CGRect(x: -CGFloat.infinity, y: 20, width: 100, height: 0), CGRect(x: 0, y: 0, width: 0, height: 0),
                      CGRect(x: 0, y: 0, width: 0, height: 0)]
        let union = FrameUnion.of(frames)
        #expect(union == CGRect(x: -.infinity, y: 0, width: .infinity, height: 20))
        // `CGRect.union`, frame by frame: the third frame finds a NaN right edge.
        #expect(frames.reduce(CGRect.null) { $0.union($1) }.width.isNaN)
        // A frame at −∞ with an infinite width has a NaN right edge: it counts as unbounded.
        let unbounded = FrameUnion.of([union, CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(unbounded == CGRect(x: -.infinity, y: 0, width: .infinity, height: 20))
    }
}
