/// A piece of user interface described as a value: either a composition of other views through
/// `body`, or a primitive that Fixpoint's engine lays out itself (`Body == Never`).
///
/// The bodies phase calls `body` on views whose inputs or state changed; the engine keeps the
/// invariant that `body` never runs for a primitive view.
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view; evaluated by the bodies phase of a pass.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` is the body type of primitive views; its body is never evaluated.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the engine lays them out directly and never calls this.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; its body is never evaluated")
    }
}

/// A type that produces view previews, as in Xcode; Fixpoint hosts `previews` like any view.
///
/// Read when a preview is hosted; it keeps no state of its own.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview; evaluated once per hosting.
    @ViewBuilder static var previews: Previews { get }
}
