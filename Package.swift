// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InsetSim",
  // Swift Testing (InsetSimTesting, the tests) and the Swift runtime's concurrency support start at macOS 10.15 and iOS 13;
  // newer APIs are behind availability checks. Linux needs no entry.
  platforms: [.macOS(.v10_15), .iOS(.v13)],
  products: [
    .library(name: "InsetSim", targets: ["InsetSim"]),
    .library(name: "InsetSimTesting", targets: ["InsetSimTesting"]),
    .library(name: "InsetSimRecorder", targets: ["InsetSimRecorder"]),
    .executable(name: "insetsim", targets: ["InsetSimCLI"]),
  ],
  targets: [
    .target(name: "InsetSim"),
    .target(name: "InsetSimTesting", dependencies: ["InsetSim"]),
    .target(name: "InsetSimRecorder"),
    .executableTarget(name: "InsetSimCLI", dependencies: ["InsetSim"]),
    .testTarget(name: "InsetSimTests", dependencies: ["InsetSim", "InsetSimTesting"], exclude: ["Render/__Snapshots__"]),
    .testTarget(name: "InsetSimCLITests", dependencies: ["InsetSim"]),
    .testTarget(name: "InsetSimTestingTests", dependencies: ["InsetSim", "InsetSimTesting", "InsetSimRecorder"]),
  ]
)
