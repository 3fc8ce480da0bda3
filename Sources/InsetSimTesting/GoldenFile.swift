import Foundation
import InsetSim

/// Golden files of traces: compared line by line, recorded when missing, rewritten in record mode.
///
///     GoldenFile.check(TraceFile.encode(trace), against: "/tmp/seed.trace.jsonl", recording: false)
///
/// ```text
/// No golden file was found at /tmp/seed.trace.jsonl. Recorded the trace there (54 lines); run the test again to compare against it.
/// ```
///
/// As in swift-snapshot-testing, a missing file is recorded and the test fails once, and
/// `INSETSIM_RECORD=1 swift test` rewrites every golden file it reaches, each of those tests failing once.
package enum GoldenFile {
  /// The environment variable that turns record mode on (`1`, `true` or `yes`).
  package static let recordVariable = "INSETSIM_RECORD"

  /// Whether `environment` asks for golden files to be rewritten.
  package static func isRecording(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    guard let value = environment[recordVariable]?.lowercased() else { return false }
    return ["1", "true", "yes"].contains(value)
  }

  /// An absolute path as is; a relative one from the folder of the test file that names it.
  ///
  ///     GoldenFile.path("__Snapshots__/seed.trace.jsonl", relativeTo: "/p/Tests/T/SeedTests.swift")
  ///     // "/p/Tests/T/__Snapshots__/seed.trace.jsonl"
  package static func path(_ path: String, relativeTo testFile: String) -> String {
    if path.hasPrefix("/") { return path }
    let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    return folder.appendingPathComponent(path).standardizedFileURL.path
  }

  /// Compares `actual` with the file at `path`, recording it when the file is missing or `recording` is on.
  /// Returns the failure message, or nil when the file matches.
  package static func check(_ actual: String, against path: String, recording: Bool) -> String? {
    let exists = FileManager.default.fileExists(atPath: path)
    if exists && !recording {
      let expected: String
      do {
        expected = String(decoding: try readInputFile(path: path, limit: TraceFile.maxBytes), as: UTF8.self)
      } catch {
        return "Could not read the golden file: \(error)."
      }
      return TraceFailure.golden(expected: expected, actual: actual, path: path)
    }
    do {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try AtomicFile.write(actual, to: path)
    } catch {
      return "Could not record the golden file \(path): \(error)."
    }
    let count = LineDiff.splitLines(actual).count
    let lines = count == 1 ? "1 line" : "\(count) lines"
    if recording {
      return "Recorded the trace to \(path) (\(lines)) because \(recordVariable) is set. "
        + "Run the test again without it to compare against the golden file."
    }
    return "No golden file was found at \(path). Recorded the trace there (\(lines)); "
      + "run the test again to compare against it."
  }
}
