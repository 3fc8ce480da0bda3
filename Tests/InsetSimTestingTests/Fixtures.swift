import Foundation
import InsetSim

/// Paths and traces the suites share.
enum Fixtures {
  /// The package's root folder, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  static func path(_ relative: String) -> String { packageRoot + "/" + relative }

  /// Seed S000-05 (the seed example on iOS 10.3, observed at viewWillAppear and viewDidAppear).
  static let seedS00005Path = path(
    "Traces/seeds/S000-05-adjustment-between-appearances.scenario.json")

  static func seedS00005() throws -> Trace {
    Simulation.run(try Scenario.load(path: seedS00005Path))
  }

  /// A new empty folder under the system's temporary folder; the caller removes it
  /// (`defer { try? FileManager.default.removeItem(atPath: folder) }`), so a test run leaves
  /// nothing behind.
  static func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "InsetSimTestingTests-" + UUID().uuidString
    ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }
}
