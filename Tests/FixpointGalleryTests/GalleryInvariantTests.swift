import Fixpoint
import FixpointGallery
import Foundation
import Testing

/// Every example of the gallery keeps the host's invariants after every pass and at its fixed
/// point, at its default width and at a narrow and a wide one, and again after a resize.
@Suite("gallery invariants")
struct GalleryInvariantTests {
    @Test("every example keeps its invariants", arguments: ExampleCatalog.all.map(\.name))
    func invariants(name: String) throws {
        let example = try #require(ExampleCatalog.example(named: name))
        for width in [example.defaultWidth, 120, 600] {
            let host = example.host(proposal: ProposedViewSize(width: width, height: nil), environment: example.defaultEnvironment)
            var problems: [String] = []
            host.passObserver = { host in problems += host.checkInvariants() }
            let report = host.run()
            _ = host.snapshot
            problems += host.checkInvariants(atFixedPoint: report.converged)
            host.proposal = ProposedViewSize(width: width + 37, height: nil)
            let resized = host.run()
            _ = host.snapshot
            problems += host.checkInvariants(atFixedPoint: resized.converged)
            #expect(problems.isEmpty, "\(name) at \(width): \(problems)")
        }
    }
}
