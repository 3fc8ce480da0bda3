import Foundation
import InsetSim

/// Golden files of traces: compared line by line, and written as the record mode says.
///
///     GoldenFile.check(TraceFile.encode(trace), against: "/tmp/seed.trace.jsonl", mode: ResolvedRecordMode(.missing, source: "the default"))
///
/// ```text
/// No golden file was found at /tmp/seed.trace.jsonl. Recorded the trace there (54 lines); run the
/// test again to compare against it.
/// ```
///
/// When a check fails without rewriting the golden file, the actual trace is written beside it
/// (`seed.actual.trace.jsonl`), so that `insetsim diff` or an editor can open both; a check that
/// passes removes a stale one.
package enum GoldenFile {
  /// The environment variable that sets the record mode.
  package static let recordVariable = GoldenRecordMode.environmentVariable

  /// An absolute path as is; a relative one from the folder of the test file that names it.
  ///
  ///     GoldenFile.path("__Snapshots__/seed.trace.jsonl", relativeTo: "/p/Tests/T/SeedTests.swift")
  ///     // "/p/Tests/T/__Snapshots__/seed.trace.jsonl"
  package static func path(_ path: String, relativeTo testFile: String) -> String {
    if path.hasPrefix("/") { return path }
    let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    return folder.appendingPathComponent(path).standardizedFileURL.path
  }

  /// The golden file of a call that names none, as swift-snapshot-testing names its files:
  /// `__Snapshots__/<test file>/<test>.<name or count>.trace.jsonl` beside the test file.
  ///
  ///     GoldenFile.automaticPath(testFile: "/p/Tests/T/SeedTests.swift", testName: "seedExample()", identifier: "1")
  ///     // "/p/Tests/T/__Snapshots__/SeedTests/seedExample.1.trace.jsonl"
  package static func automaticPath(testFile: String, testName: String, identifier: String)
    -> String
  {
    let file = URL(fileURLWithPath: testFile)
    let folder = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    return folder.appendingPathComponent(
      "\(sanitized(testName)).\(sanitized(identifier)).trace.jsonl"
    ).path
  }

  /// A test's or a snapshot's name as a file name: runs of other characters than letters, digits
  /// and `_` become `-`, and none leads or trails (`"seed example()"` is `seed-example`).
  package static func sanitized(_ name: String) -> String {
    var out = ""
    var pendingDash = false
    for scalar in name.unicodeScalars {
      if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" {
        if pendingDash && !out.isEmpty { out += "-" }
        pendingDash = false
        out.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return out.isEmpty ? "trace" : out
  }

  /// Where the actual trace of a failed check is written: `seed.actual.trace.jsonl` beside
  /// `seed.trace.jsonl` (`NAME.actual` beside another name).
  package static func actualPath(for path: String) -> String {
    let suffix = ".trace.jsonl"
    if path.hasSuffix(suffix) { return String(path.dropLast(suffix.count)) + ".actual" + suffix }
    return path + ".actual"
  }

  /// The outcome of one check: the failure message (nil when the file matches) and the actual
  /// trace's file when one was written beside the golden file.
  package struct Outcome: Equatable {
    package var message: String?
    package var actualFile: String?
  }

  /// Compares `actual` with the file at `path` in record mode `mode`: nil when it matches, else the
  /// failure.
  package static func check(_ actual: String, against path: String, mode: ResolvedRecordMode)
    -> String?
  {
    compare(actual, against: path, mode: mode).message
  }

  /// ``check(_:against:mode:)`` with record mode `all` (`recording`) or `missing`.
  package static func check(_ actual: String, against path: String, recording: Bool) -> String? {
    check(
      actual, against: path,
      mode: ResolvedRecordMode(
        recording ? .all : .missing, source: recording ? "\(recordVariable)=1" : "the default"))
  }

  package static func compare(_ actual: String, against path: String, mode: ResolvedRecordMode)
    -> Outcome
  {
    let lines = lineCount(actual)
    let exists = FileManager.default.fileExists(atPath: path)
    let actualFile = actualPath(for: path)
    if mode.mode == .all {
      if let problem = write(actual, to: path) { return Outcome(message: problem) }
      removeStale(actualFile)
      return Outcome(
        message:
          "Recorded the trace to \(path) (\(lines)) because record mode is all (from \(mode.source)). "
          + "Run the test again in another mode to compare against the golden file.")
    }
    guard exists else {
      if mode.mode == .never {
        let kept = write(actual, to: actualFile) == nil
        return Outcome(
          message:
            "No golden file was found at \(path), and record mode is never (from \(mode.source)), so none was recorded."
            + (kept ? " The actual trace (\(lines)) is at \(actualFile)." : "")
            + " Record it where the repository is kept (\(recordVariable)=missing swift test) and commit it.",
          actualFile: kept ? actualFile : nil)
      }
      if let problem = write(actual, to: path) { return Outcome(message: problem) }
      return Outcome(
        message:
          "No golden file was found at \(path). Recorded the trace there (\(lines)); run the test again to compare against it."
      )
    }
    let expected: String
    do {
      expected = String(
        decoding: try readInputFile(path: path, limit: TraceFile.maxBytes), as: UTF8.self)
    } catch {
      return Outcome(message: "Could not read the golden file: \(error).")
    }
    guard let difference = TraceFailure.golden(expected: expected, actual: actual, path: path)
    else {
      removeStale(actualFile)
      return Outcome(message: nil)
    }
    if mode.mode == .failed {
      if let problem = write(actual, to: path) {
        return Outcome(message: difference + "\n\n" + problem)
      }
      removeStale(actualFile)
      return Outcome(
        message: difference
          + "\n\nRecorded the actual trace over the golden file (\(lines)) because record mode is failed "
          + "(from \(mode.source)); run the test again to compare against it.")
    }
    let kept = write(actual, to: actualFile) == nil
    var message = difference + "\n\n"
    if kept {
      message += "The actual trace is at \(actualFile) (insetsim diff \(path) \(actualFile)). "
    }
    message +=
      "Record mode is \(mode.mode.rawValue) (from \(mode.source)); \(recordVariable)=failed rewrites the golden file."
    return Outcome(message: message, actualFile: kept ? actualFile : nil)
  }

  static func lineCount(_ text: String) -> String {
    let count = LineDiff.splitLines(text).count
    return count == 1 ? "1 line" : "\(count) lines"
  }

  /// Writes `text` to `path`, making its folder; the problem as a sentence, or nil.
  static func write(_ text: String, to path: String) -> String? {
    do {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try AtomicFile.write(text, to: path)
      return nil
    } catch {
      return "Could not record the golden file \(path): \(error)."
    }
  }

  static func removeStale(_ actualFile: String) {
    if FileManager.default.fileExists(atPath: actualFile) {
      try? FileManager.default.removeItem(atPath: actualFile)
    }
  }
}
