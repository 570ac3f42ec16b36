import Fixpoint
import Foundation
import Testing

// Finders for tests by accessibility identifier, recording an issue that lists the identifiers
// the snapshot holds when none matches (as the path and text finders do).

extension LayoutSnapshot {
    /// Every accessibility identifier set in the snapshot, in pre-order.
    public var accessibilityIdentifiers: [String] {
        nodes.compactMap { $0.accessibility?.identifier }
    }

    /// The first node whose `accessibilityIdentifier` is `identifier`; records an issue listing
    /// the identifiers and returns nil when there is none.
    public func node(accessibilityIdentifier identifier: String,
                     sourceLocation: SourceLocation = #_sourceLocation) -> ViewSnapshot? {
        guard let node = nodes.first(where: { $0.accessibility?.identifier == identifier }) else {
            Issue.record(Comment(rawValue: "No node with accessibility identifier \"\(identifier)\"; identifiers: \(accessibilityIdentifiers)"),
                         sourceLocation: sourceLocation)
            return nil
        }
        return node
    }

    /// The layout frame (root coordinates, before geometry effects) of the node with
    /// `identifier`; records an issue and returns `.null` when there is none.
    public func frame(accessibilityIdentifier identifier: String,
                      sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
        node(accessibilityIdentifier: identifier, sourceLocation: sourceLocation)?.frame ?? .null
    }
}
