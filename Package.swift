// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InsetSim",
  products: [
    .library(name: "InsetSim", targets: ["InsetSim"]),
    .library(name: "InsetSimTesting", targets: ["InsetSimTesting"]),
    .executable(name: "insetsim", targets: ["InsetSimCLI"]),
  ],
  targets: [
    .target(name: "InsetSim"),
    .target(name: "InsetSimTesting", dependencies: ["InsetSim"]),
    .executableTarget(name: "InsetSimCLI", dependencies: ["InsetSim"]),
    .testTarget(name: "InsetSimTests", dependencies: ["InsetSim", "InsetSimTesting"]),
    .testTarget(name: "InsetSimCLITests", dependencies: ["InsetSim"]),
  ]
)
