import Foundation
import InsetSim

/// The seed example on iOS 10.3: tableView.contentInset is (0, 0, 0, 0) at viewWillAppear and (64, 0, 49, 0) at
/// viewDidAppear (seed 000, S000-05).
let seedTrace = Simulation.run(.seedExample(os: OSVersion(10, 3)))

/// A golden file of `trace`, written to a new temporary folder; `dropping` leaves out its last lines.
func goldenFile(of trace: Trace, dropping: Int = 0) -> String {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "Consumer-" + UUID().uuidString
  ).path
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  var lines = TraceFile.encode(trace).split(separator: "\n", omittingEmptySubsequences: false).map(
    String.init)
  if dropping > 0 {
    lines.removeLast(dropping + 1)
    lines.append("")
  }
  let path = folder + "/seed.trace.jsonl"
  try? lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
  return path
}

/// A folder with no golden file in it.
func missingGoldenFile() -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent("Consumer-" + UUID().uuidString)
    .path + "/none.trace.jsonl"
}

let seedScenarioPath =
  "../../../../Traces/seeds/S000-05-adjustment-between-appearances.scenario.json"
let wrongScenarioPath = "WrongExpectation.scenario.json"
