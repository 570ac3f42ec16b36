import Fixpoint
import Foundation

/// The preference flow of a run as a graph read from its trace: the writers of preference
/// values, the views that combined them (`reduce`), the `onPreferenceChange` binders, the
/// actions they ran, the state those wrote, and the bodies that read that state.
///
/// Built by the HTML report's flow diagram. A node is one view in one role (a writer at a path
/// for a key, a state variable at its owner's path…); an edge joins the node of an event's
/// cause to the event's node, and each state to its owner's body evaluations after it was
/// written (the owner's body reads it). Nodes are listed per stage in order of first event.
struct PreferenceFlow {
    /// The columns of the diagram, left to right.
    enum Stage: Int, CaseIterable {
        case writer, combined, binder, action, state, body

        /// The column heading.
        var title: String {
            switch self {
            case .writer: "writers"
            case .combined: "combined values"
            case .binder: "binders"
            case .action: "actions"
            case .state: "state"
            case .body: "bodies that read it"
            }
        }
    }

    /// One view in one role.
    struct Node {
        /// The node's index in `nodes`.
        let index: Int
        let stage: Stage
        /// The key, state name or body type.
        let name: String
        let path: String
        /// The distinct values it saw, in order (`175`, `0 → 175`).
        var values: [String]
        /// The ids of its events.
        var events: [Int]
    }

    /// A link between two nodes, with how many event pairs made it.
    struct Edge: Hashable {
        let from: Int
        let to: Int
    }

    private(set) var nodes: [Node] = []
    /// The edges, in order of first appearance.
    private(set) var edges: [Edge] = []
    /// How many event pairs made each edge.
    private(set) var weights: [Edge: Int] = [:]

    /// The flow of `trace`.
    init(trace: Trace) {
        var nodeOfEvent: [Int: Int] = [:]
        var keyed: [String: Int] = [:]
        func node(_ stage: Stage, _ name: String, _ path: String) -> Int {
            let key = "\(stage.rawValue)|\(name)|\(path)"
            if let index = keyed[key] { return index }
            nodes.append(Node(index: nodes.count, stage: stage, name: name, path: path, values: [], events: []))
            keyed[key] = nodes.count - 1
            return nodes.count - 1
        }
        var stateWrites: [(node: Int, pass: Int, path: String)] = []
        for event in trace.events {
            let path = event.path ?? ""
            var placed: (Stage, String, String)?
            switch event.kind {
            case let .preferenceWritten(key, value): placed = (.writer, key, value)
            case let .preferenceReduced(key, _, _, result): placed = (.combined, key, result)
            case let .preferenceDelivered(key, old, new): placed = (.binder, key, "\(old) → \(new)")
            case let .preferenceDropped(key, old, new): placed = (.binder, key, "\(old) → \(new) dropped")
            case let .actionRun(key, value): placed = (.action, key, value)
            case let .stateWritten(name, old, new), let .stateApplied(name, old, new): placed = (.state, name, "\(old) → \(new)")
            case let .bodyEvaluated(type):
                // A body joins the flow when its cause is in it, or when it owns state written before.
                let causeNode = event.cause.flatMap { nodeOfEvent[$0] }
                let reads = stateWrites.filter { $0.path == path && $0.pass < event.pass }
                if causeNode != nil || !reads.isEmpty {
                    let index = node(.body, type, path)
                    nodes[index].events.append(event.id)
                    nodeOfEvent[event.id] = index
                    for write in reads { link(write.node, index) }
                    if let causeNode { link(causeNode, index) }
                }
                continue
            default:
                continue
            }
            guard let (stage, name, value) = placed else { continue }
            let index = node(stage, name, path)
            if !nodes[index].values.contains(value) { nodes[index].values.append(value) }
            nodes[index].events.append(event.id)
            nodeOfEvent[event.id] = index
            if stage == .state, !stateWrites.contains(where: { $0.node == index && $0.pass == event.pass }) {
                stateWrites.append((index, event.pass, path))
            }
            if let cause = event.cause, let causeNode = nodeOfEvent[cause] { link(causeNode, index) }
        }
    }

    /// Adds an edge (or counts it again); a node never links to itself.
    private mutating func link(_ from: Int, _ to: Int) {
        guard from != to else { return }
        let edge = Edge(from: from, to: to)
        if weights[edge] == nil { edges.append(edge) }
        weights[edge, default: 0] += 1
    }

    /// Whether the flow has no preference writes at all.
    var isEmpty: Bool {
        nodes.isEmpty
    }
}
