// swift-tools-version:6.0
// A package that depends on InsetSim the way a user's does, so that
// InsetSimCLITests/ConsumerPackageTests can
// prove where InsetSimTesting's failures land: every helper, in XCTest and in Swift Testing, with a
// right and a
// wrong value. Its "Wrong" tests fail on purpose; it is not part of the InsetSim package's own test
// run.
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v10_15)],
  dependencies: [.package(name: "InsetSim", path: "../..")],
  targets: [
    // Calls a helper with a wrong value outside any test: it must stop, not pass.
    .executableTarget(
      name: "OutsideATest", dependencies: [.product(name: "InsetSimTesting", package: "InsetSim")]),
    .testTarget(
      name: "ConsumerTests", dependencies: [.product(name: "InsetSimTesting", package: "InsetSim")],
      exclude: ["WrongExpectation.scenario.json"]),
  ]
)
