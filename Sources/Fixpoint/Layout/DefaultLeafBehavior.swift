/// Behaviour of a leaf element whose layout facts are the defaults whatever its inputs: no
/// explicit guides, traits or intrinsic priority, and a size that may depend on every proposed
/// dimension (shapes, colours, images and control chrome).
///
/// Made by the bodies phase like any behaviour; it sets `ElementBehavior.hasDefaultLayoutFacts`,
/// so the layout phase answers those facts without calling it. A subclass must override none of
/// `proposalInsensitivity(in:)`, `mayHaveExplicitAlignment(_:in:)`, `innerTraits(in:)` and
/// `intrinsicPriority(in:)` (debug builds assert it whenever a fact is skipped).
class DefaultLeafBehavior: ElementBehavior {
    override init() {
        super.init()
        hasDefaultLayoutFacts = true
    }
}
