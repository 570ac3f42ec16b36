// The `SwiftUI` module of Fixpoint: it re-exports `Fixpoint`, so that code written for SwiftUI
// compiles on Linux with `import SwiftUI` kept verbatim, module-qualified names included
// (`SwiftUI.Text`, `SwiftUI.PreferenceKey`): qualified lookup into a module also finds what the
// module re-exports. Depend on the `SwiftUI` product instead of `Fixpoint` to use it; both name
// the same types, so files importing either (or both) work together.
//
// On Apple platforms a package's own `SwiftUI` module would hide Apple's, so use this product on
// Linux only (for instance in a Linux-only target, or a package used only on Linux).

@_exported import Fixpoint
