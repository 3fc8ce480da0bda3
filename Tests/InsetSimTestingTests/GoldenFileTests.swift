import Foundation
import InsetSim
import Testing

@testable import InsetSimTesting

@Suite struct GoldenFileTests {
  @Test func aMissingFileIsRecordedThenMatches() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/nested/seed.trace.jsonl"
    let text = TraceFile.encode(try Fixtures.s000_05())
    let lines = LineDiff.splitLines(text).count
    #expect(
      GoldenFile.check(text, against: path, recording: false)
        == "No golden file was found at \(path). Recorded the trace there (\(lines) lines); run the test again to compare against it.")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    #expect(GoldenFile.check(text, against: path, recording: false) == nil)
  }

  @Test func recordModeRewritesAndFailsOnce() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/seed.trace.jsonl"
    try "stale\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(
      GoldenFile.check("fresh\n", against: path, recording: true)
        == "Recorded the trace to \(path) (1 line) because INSETSIM_RECORD is set. Run the test again without it to compare against the golden file.")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "fresh\n")
    #expect(GoldenFile.check("fresh\n", against: path, recording: false) == nil)
  }

  @Test func aMismatchLeavesTheFileAsItWas() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/seed.trace.jsonl"
    try "a\nb\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(
      GoldenFile.check("a\nc\n", against: path, recording: false)
        == "Trace does not match the golden file \(path) at line 2; INSETSIM_RECORD=1 rewrites it. Difference: …\n\n    a\n  − b\n  + c\n\n(Expected: −, Actual: +)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nb\n")
  }

  @Test func recordModeIsTurnedOnByOneVariable() {
    #expect(GoldenFile.isRecording(["INSETSIM_RECORD": "1"]))
    #expect(GoldenFile.isRecording(["INSETSIM_RECORD": "true"]))
    #expect(!GoldenFile.isRecording(["INSETSIM_RECORD": "0"]))
    #expect(!GoldenFile.isRecording([:]))
  }

  @Test func aRelativePathStartsFromTheTestFilesFolder() {
    #expect(GoldenFile.path("__Snapshots__/seed.trace.jsonl", relativeTo: "/p/Tests/T/SeedTests.swift") == "/p/Tests/T/__Snapshots__/seed.trace.jsonl")
    #expect(GoldenFile.path("../../Traces/golden/x.trace.jsonl", relativeTo: "/p/Tests/T/SeedTests.swift") == "/p/Traces/golden/x.trace.jsonl")
    #expect(GoldenFile.path("/abs/x.trace.jsonl", relativeTo: "/p/Tests/T/SeedTests.swift") == "/abs/x.trace.jsonl")
  }
}
