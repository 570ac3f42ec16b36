// swift-tools-version:6.0
import PackageDescription

// A package of one's own that uses Fixpoint: its views keep `import SwiftUI`, its tests assert
// pass counts, frames and goldens with FixpointTesting, and `my-previews` runs the command line
// on its views (`swift run my-previews run LabeledForm --width 320 --trace`).
let package = Package(
    name: "MyViews",
    products: [
        .library(name: "MyViews", targets: ["MyViews"]),
        .executable(name: "my-previews", targets: ["my-previews"]),
    ],
    dependencies: [
        // `name:` gives the dependency a fixed identity whatever the folder of the clone is called.
        .package(name: "Fixpoint", path: ".."),
    ],
    targets: [
        .target(name: "MyViews", dependencies: [.product(name: "SwiftUI", package: "Fixpoint")]),
        .executableTarget(name: "my-previews", dependencies: [
            "MyViews",
            .product(name: "SwiftUI", package: "Fixpoint"),
            .product(name: "FixpointCLI", package: "Fixpoint"),
        ]),
        .testTarget(name: "MyViewsTests", dependencies: [
            "MyViews",
            .product(name: "SwiftUI", package: "Fixpoint"),
            .product(name: "FixpointTesting", package: "Fixpoint"),
            .product(name: "FixpointRender", package: "Fixpoint"),
        ], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
