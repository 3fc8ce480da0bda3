// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InsetSim",
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
