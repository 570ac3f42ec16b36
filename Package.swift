// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Fixpoint",
    products: [
        .library(name: "Fixpoint", targets: ["Fixpoint"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "FixpointRender", targets: ["FixpointRender"]),
        .library(name: "FixpointTesting", targets: ["FixpointTesting"]),
        .library(name: "FixpointCLI", targets: ["FixpointCLI"]),
        .library(name: "FixpointGallery", targets: ["FixpointGallery"]),
        .library(name: "FixpointLineLayout", targets: ["FixpointLineLayout"]),
        .executable(name: "fixpoint", targets: ["fixpoint"]),
    ],
    targets: [
        .target(name: "Fixpoint"),
        .target(name: "SwiftUI", dependencies: ["Fixpoint"]),
        .target(name: "FixpointRender", dependencies: ["Fixpoint"]),
        .target(name: "FixpointLineLayout", dependencies: ["Fixpoint"]),
        .target(name: "FixpointGallery", dependencies: ["Fixpoint", "FixpointRender", "FixpointLineLayout"]),
        .target(name: "FixpointCLI", dependencies: ["Fixpoint", "FixpointRender", "FixpointGallery"]),
        .executableTarget(name: "fixpoint", dependencies: ["FixpointCLI"]),
        .target(name: "FixpointTesting", dependencies: ["Fixpoint", "FixpointRender"]),
        .executableTarget(name: "FixpointBenchmarks", dependencies: ["Fixpoint"]),
        .target(name: "FixpointFuzz", dependencies: ["Fixpoint", "FixpointRender"]),
        .executableTarget(name: "Playgrounds", dependencies: ["Fixpoint", "FixpointGallery", "FixpointRender", "FixpointLineLayout"],
                          path: "Playgrounds"),
        .testTarget(name: "FixpointTests", dependencies: ["Fixpoint", "FixpointTesting", "FixpointRender", "FixpointGallery"],
                    exclude: ["Snapshots", "Articles/Snapshots", "Graph/Snapshots"]),
        .testTarget(name: "FixpointRenderTests", dependencies: ["Fixpoint", "FixpointRender", "FixpointTesting"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "FixpointGalleryTests",
                    dependencies: ["FixpointGallery", "Fixpoint", "FixpointTesting", "FixpointRender", "FixpointLineLayout"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "FixpointCLITests", dependencies: ["FixpointCLI", "Fixpoint", "FixpointTesting"]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "Fixpoint"]),
        .testTarget(name: "FixpointLineLayoutTests",
                    dependencies: ["FixpointLineLayout", "Fixpoint", "FixpointRender", "FixpointTesting"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "FixpointFuzzTests", dependencies: ["FixpointFuzz", "Fixpoint", "FixpointRender"]),
    ],
    swiftLanguageModes: [.v6]
)
