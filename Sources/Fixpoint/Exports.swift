// What `import SwiftUI` brings on Apple platforms beyond SwiftUI's own declarations, brought by
// `import Fixpoint` too, so that code written for SwiftUI needs no extra imports:
// - Foundation: `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `Date`, `URL`, formatters, `sqrt`, …
//   (SwiftUI re-exports it, so SwiftUI files use these without importing it).
// - Observation: the `@Observable` macro, `withObservationTracking` and `ObservationIgnored`
//   (SwiftUI re-exports it since iOS 17 and macOS 14).

@_exported import Foundation
@_exported import Observation
