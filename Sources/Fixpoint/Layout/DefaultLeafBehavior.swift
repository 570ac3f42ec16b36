/// Behaviour of a leaf element whose layout facts are the defaults whatever its inputs: no
/// explicit guides, traits or intrinsic priority, and a size that may depend on every proposed
/// dimension (shapes, colours, images and control chrome).
///
/// Made by the bodies phase like any behaviour; it sets `ElementBehavior.hasDefaultLayoutFacts`,
/// so the layout phase answers those facts without calling it, and places such a leaf without
/// asking it to place children it does not have. A subclass must override none of
/// `proposalInsensitivity(in:)`, `mayHaveExplicitAlignment(_:in:)`, `innerTraits(in:)`,
/// `intrinsicPriority(in:)` and `placeChildren(in:proposal:context:)` (debug builds assert the
/// facts whenever one is skipped).
class DefaultLeafBehavior: ElementBehavior {
    override init() {
        super.init()
        hasDefaultLayoutFacts = true
    }
}
