import Foundation
import Testing

@testable import InsetSimModel
@testable import InsetSimSupport

/// A trace embeds its scenario's JSON so that it replays on its own: every app (format 2) under
/// Traces/ read back from `Scenario.json` is the scenario it was written from, key for key.
@Suite struct AppRoundTripTests {
  static var appFiles: [String] {
    let files =
      (try? InputFiles.under(AppEquivalenceTests.traces.path, suffixes: [".scenario.json"])) ?? []
    return files.filter { path in
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
      return text.contains(#""insetsim": 2"#)
    }
  }

  @Test func thereAreAppsToReadBack() {
    #expect(Self.appFiles.count >= 50)
  }

  @Test(arguments: appFiles)
  func anAppReadsBackAsItWasWritten(path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let scenario = try Scenario(json: try JSONParser.parse(bytes: bytes), file: path)
    let again = try Scenario(json: scenario.json, file: path + " (written back)")
    #expect(again == scenario)
  }
}
