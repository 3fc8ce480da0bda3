import Foundation
import InsetSim
import Testing

/// Every expectation of every scenario in Traces/ must also hold through the command line:
/// `insetsim print FILE --at POINT --json` (SPEC §5).
@Suite struct PrintSeedsTests {
  static let traces = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Traces")

  static var scenarioFiles: [String] {
    var files: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: traces.path)
    while let item = enumerator?.nextObject() as? String {
      if item.hasSuffix(".scenario.json") { files.append(traces.appendingPathComponent(item).path) }
    }
    return files.sorted()
  }

  @Test(arguments: scenarioFiles)
  func expectationsHoldThroughPrintJSON(_ path: String) throws {
    let binary = try #require(CLITests.binary, "no 'insetsim' executable next to the test bundle; run `swift build` first")
    let scenario = try Scenario.load(path: path)
    var byPoint: [String: [ExpectedValue]] = [:]
    for e in scenario.expect { byPoint[e.at.description, default: []].append(e) }
    for (point, expectations) in byPoint.sorted(by: { $0.key < $1.key }) {
      let output = try run(binary, ["print", path, "--at", point, "--json"])
      #expect(output.status == 0, "print --at \(point) exited \(output.status)")
      let json = try JSONParser.parse(output.stdout)
      #expect(json["at"] == .string(point))
      for e in expectations {
        let actual = json["objects"]?[e.object]?[e.property.name]
        #expect(actual == e.value.json, "\(scenario.name) at \(point): \(e.object).\(e.property.name) [source: \(e.source)]")
      }
    }
  }

  private func run(_ binary: URL, _ arguments: [String]) throws -> (status: Int32, stdout: String) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
