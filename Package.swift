// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Fixpoint",
    products: [
        .library(name: "Fixpoint", targets: ["Fixpoint"]),
        .library(name: "FixpointGallery", targets: ["FixpointGallery"]),
        .executable(name: "fixpoint", targets: ["fixpoint"]),
    ],
    targets: [
        .target(name: "Fixpoint"),
        .target(name: "FixpointRender", dependencies: ["Fixpoint"]),
        .target(name: "FixpointGallery", dependencies: ["Fixpoint", "FixpointRender"]),
        .target(name: "FixpointCLI", dependencies: ["Fixpoint", "FixpointRender", "FixpointGallery"]),
        .executableTarget(name: "fixpoint", dependencies: ["FixpointCLI"]),
        .target(name: "FixpointTesting", dependencies: ["Fixpoint", "FixpointRender"]),
        .executableTarget(name: "FixpointBenchmarks", dependencies: ["Fixpoint"]),
        .testTarget(name: "FixpointTests", dependencies: ["Fixpoint", "FixpointTesting", "FixpointRender"],
                    exclude: ["Snapshots", "Articles/Snapshots", "Graph/Snapshots"]),
        .testTarget(name: "FixpointRenderTests", dependencies: ["Fixpoint", "FixpointRender", "FixpointTesting"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "FixpointCLITests", dependencies: ["FixpointCLI", "FixpointTesting"]),
        .testTarget(name: "FixpointGalleryTests",
                    dependencies: ["FixpointGallery", "Fixpoint", "FixpointTesting", "FixpointRender"],
                    exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
