/// The version of Fixpoint, the one place it is defined: `fixpoint --version` prints it, and a
/// user's previews executable prints it beside its own name.
public enum FixpointVersion {
    /// The version string (semantic versioning).
    public static let current = "0.6.0"
}
