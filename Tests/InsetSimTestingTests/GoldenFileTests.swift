import Foundation
import InsetSim
import Testing

@testable import InsetSimTesting

@Suite struct GoldenFileTests {
  @Test func aMissingFileIsRecordedThenMatches() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/nested/seed.trace.jsonl"
    let text = TraceFile.encode(try Fixtures.seedS00005())
    let lines = LineDiff.splitLines(text).count
    #expect(
      GoldenFile.check(text, against: path, recording: false)
        == "No golden file was found at \(path). Recorded the trace there (\(lines) lines); run the test again to compare against it."
    )
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    #expect(GoldenFile.check(text, against: path, recording: false) == nil)
  }

  @Test func recordModeAllRewritesAndFailsOnce() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/seed.trace.jsonl"
    try "stale\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(
      GoldenFile.check(
        "fresh\n", against: path, mode: ResolvedRecordMode(.all, source: "INSETSIM_RECORD=all"))
        == "Recorded the trace to \(path) (1 line) because record mode is all (from INSETSIM_RECORD=all). Run the test again in another mode to compare against the golden file."
    )
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "fresh\n")
    #expect(GoldenFile.check("fresh\n", against: path, recording: false) == nil)
  }

  @Test func aMismatchLeavesTheFileAsItWasAndWritesTheActualBesideIt() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/seed.trace.jsonl"
    let actual = folder + "/seed.actual.trace.jsonl"
    try "a\nb\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(
      GoldenFile.check(
        "a\nc\n", against: path, mode: ResolvedRecordMode(.missing, source: "the default"))
        == "Trace does not match the golden file \(path) at line 2. Difference: …\n\n    a\n  − b\n  + c\n\n(Expected: −, Actual: +)"
        + "\n\nThe actual trace is at \(actual) (insetsim diff \(path) \(actual)). Record mode is missing (from the default); INSETSIM_RECORD=failed rewrites the golden file."
    )
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nb\n")
    #expect(try String(contentsOfFile: actual, encoding: .utf8) == "a\nc\n")
    // A later match removes the stale actual trace.
    #expect(GoldenFile.check("a\nb\n", against: path, recording: false) == nil)
    #expect(!FileManager.default.fileExists(atPath: actual))
  }

  @Test func recordModeFailedRewritesAMismatch() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/seed.trace.jsonl"
    try "a\nb\n".write(toFile: path, atomically: true, encoding: .utf8)
    let message = GoldenFile.check(
      "a\nc\n", against: path, mode: ResolvedRecordMode(.failed, source: "the call"))
    #expect(
      message?.hasSuffix(
        "Recorded the actual trace over the golden file (2 lines) because record mode is failed (from the call); run the test again to compare against it."
      ) == true)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nc\n")
    #expect(
      GoldenFile.check(
        "a\nc\n", against: path, mode: ResolvedRecordMode(.failed, source: "the call")) == nil)
  }

  @Test func recordModeNeverFailsOnAMissingFileAndRecordsNothing() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/seed.trace.jsonl"
    let actual = folder + "/seed.actual.trace.jsonl"
    #expect(
      GoldenFile.check("a\n", against: path, mode: ResolvedRecordMode(.never, source: "CI=true"))
        == "No golden file was found at \(path), and record mode is never (from CI=true), so none was recorded. The actual trace (1 line) is at \(actual). Record it where the repository is kept (INSETSIM_RECORD=missing swift test) and commit it."
    )
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func theEnvironmentChoosesTheModeAndCIMeansNever() {
    func mode(_ environment: [String: String]) -> String {
      switch ResolvedRecordMode.fromEnvironment(environment) {
      case .success(let m): "\(m.mode.rawValue) from \(m.source)"
      case .failure(let e): e.message
      }
    }
    #expect(mode([:]) == "missing from the default")
    #expect(mode(["CI": "true"]) == "never from CI=true")
    #expect(
      mode(["INSETSIM_RECORD": "failed", "CI": "true"]) == "failed from INSETSIM_RECORD=failed")
    #expect(mode(["INSETSIM_RECORD": "1"]) == "all from INSETSIM_RECORD=1")
    #expect(mode(["INSETSIM_RECORD": "0"]) == "missing from INSETSIM_RECORD=0")
    #expect(
      mode(["INSETSIM_RECORD": "nevr"])
        == "INSETSIM_RECORD=nevr is not a record mode; expected one of all, missing, failed, never. Did you mean 'never'?"
    )
  }

  @Test func automaticNamesFollowTheTestFileAndTheTest() {
    #expect(
      GoldenFile.automaticPath(
        testFile: "/p/Tests/T/SeedTests.swift", testName: "seedExample()", identifier: "1")
        == "/p/Tests/T/__Snapshots__/SeedTests/seedExample.1.trace.jsonl")
    #expect(GoldenFile.sanitized("test Foo(bar:)") == "test-Foo-bar")
    #expect(GoldenFile.actualPath(for: "/a/x.trace.jsonl") == "/a/x.actual.trace.jsonl")
    #expect(GoldenFile.actualPath(for: "/a/x.txt") == "/a/x.txt.actual")
  }

  @Test func aRelativePathStartsFromTheTestFilesFolder() {
    #expect(
      GoldenFile.path("__Snapshots__/seed.trace.jsonl", relativeTo: "/p/Tests/T/SeedTests.swift")
        == "/p/Tests/T/__Snapshots__/seed.trace.jsonl")
    #expect(
      GoldenFile.path("../../Traces/golden/x.trace.jsonl", relativeTo: "/p/Tests/T/SeedTests.swift")
        == "/p/Traces/golden/x.trace.jsonl")
    #expect(
      GoldenFile.path("/abs/x.trace.jsonl", relativeTo: "/p/Tests/T/SeedTests.swift")
        == "/abs/x.trace.jsonl")
  }
}
