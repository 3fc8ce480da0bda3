// swift-tools-version:6.0
import PackageDescription

// The layers are targets, so the compiler keeps every arrow pointing one way:
//
// InsetSimTraceFormat                       the JSON Lines trace layout (shared with the recorder)
//   └ InsetSimSupport                         geometry, JSON, text input, atomic files, suggestions
//     └ InsetSimModel                         scenarios, devices, releases, properties, the world's state
//       └ InsetSimRules                       UIKit's behaviour as pure functions, and their catalogue
//         └ InsetSimTrace                     traces: entries, files, diffs
//           └ InsetSimEngine                  the event loop, the lifecycle, checks, replay
//             ├ InsetSimRender                text, Markdown, Mermaid, SVG, Chrome, docs
//             ├ InsetSimLint                  pitfall detectors
//             └ InsetSimMatrix                sweeps
//   InsetSim                                  the library users import: re-exports the layers above
//   InsetSimBench (not shipped)               the benchmark behind `insetsim bench`
let package = Package(
  name: "InsetSim",
  // Swift Testing (InsetSimTesting, the tests) and the Swift runtime's concurrency support start at
  // macOS 10.15 and iOS 13;
  // newer APIs are behind availability checks. Linux needs no entry.
  platforms: [.macOS(.v10_15), .iOS(.v13)],
  products: [
    .library(name: "InsetSim", targets: ["InsetSim"]),
    .library(name: "InsetSimTesting", targets: ["InsetSimTesting"]),
    .library(name: "InsetSimRecorder", targets: ["InsetSimRecorder"]),
    .executable(name: "insetsim", targets: ["insetsim"]),
    .plugin(name: "InsetSimPlugin", targets: ["InsetSimPlugin"]),
  ],
  targets: [
    .target(name: "InsetSimTraceFormat"),
    .target(name: "InsetSimSupport", dependencies: ["InsetSimTraceFormat"]),
    .target(name: "InsetSimModel", dependencies: ["InsetSimSupport"]),
    .target(name: "InsetSimRules", dependencies: ["InsetSimModel"]),
    .target(name: "InsetSimTrace", dependencies: ["InsetSimRules"]),
    .target(name: "InsetSimEngine", dependencies: ["InsetSimTrace"]),
    .target(name: "InsetSimRender", dependencies: ["InsetSimEngine"]),
    .target(name: "InsetSimLint", dependencies: ["InsetSimEngine"]),
    .target(name: "InsetSimMatrix", dependencies: ["InsetSimEngine"]),
    .target(name: "InsetSim", dependencies: ["InsetSimRender", "InsetSimLint", "InsetSimMatrix"]),
    .target(
      name: "InsetSimBench", dependencies: ["InsetSim", "InsetSimTraceFormat", "InsetSimRecorder"]),
    .target(name: "InsetSimTesting", dependencies: ["InsetSim"]),
    .target(name: "InsetSimRecorder", dependencies: ["InsetSimTraceFormat"]),
    // Named as its product, so that the command plugin can build it as its tool.
    .executableTarget(
      name: "insetsim", dependencies: ["InsetSim", "InsetSimBench", "InsetSimTraceFormat"],
      path: "Sources/InsetSimCLI"),
    // `swift package insetsim check Traces` in a package that depends on this one. No permission
    // is declared, so reading commands run without a prompt (a declared one fails every
    // non-interactive run without --allow-writing-to-package-directory); `docs` and `--out` are
    // given their folder with `swift package --allow-writing-to-directory DIR insetsim …`.
    .plugin(
      name: "InsetSimPlugin",
      capability: .command(
        intent: .custom(
          verb: "insetsim",
          description: "Run insetsim (check, lint, docs, …) on this package's files")
      ),
      dependencies: ["insetsim"]),
    .testTarget(
      name: "InsetSimTests", dependencies: ["InsetSim", "InsetSimBench", "InsetSimTesting"],
      exclude: ["Render/__Snapshots__"]),
    .testTarget(name: "InsetSimCLITests", dependencies: ["InsetSim"]),
    .testTarget(
      name: "InsetSimTestingTests",
      dependencies: ["InsetSim", "InsetSimTesting", "InsetSimRecorder"]),
  ]
)
