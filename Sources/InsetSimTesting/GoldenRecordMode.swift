import Foundation
import InsetSim

/// When a golden trace file is written, as swift-snapshot-testing's record modes: chosen per call
/// (`expectTrace(trace, record: .failed)`), per suite or test (the `.goldenTraces(record:)` trait,
/// or ``withGoldenTraces(record:operation:)`` around XCTest code), or for the whole run by the
/// environment
/// (`INSETSIM_RECORD=failed swift test`). The first of these that is given wins.
///
/// Without any of them the mode is ``missing``, and ``never`` when the environment says it runs in
/// CI
/// (`CI=true` or `CI=1`, which GitHub Actions and most CI services set), so that a golden file
/// missing from the repository fails the job instead of being recorded on a machine that throws it
/// away.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
  /// Write every golden file the run reaches, each of those checks failing once.
  case all
  /// Write a golden file that does not exist (failing once); compare the others.
  case missing
  /// Compare; a golden file that does not match is rewritten with the actual trace (failing once),
  /// as is a missing one.
  case failed
  /// Never write a golden file: a missing one fails, and so does a mismatch. For CI.
  case never

  /// The environment variable that sets the mode for a run: `all`, `missing`, `failed` or `never`
  /// (`1`,
  /// `true` and `yes` mean `all`; `0`, `false` and `no` mean `missing`).
  public static let environmentVariable = "INSETSIM_RECORD"
}

/// A record mode and what chose it, for the failure message ("record mode failed, from
/// INSETSIM_RECORD").
package struct ResolvedRecordMode: Sendable, Equatable {
  package var mode: GoldenRecordMode
  package var source: String

  package init(_ mode: GoldenRecordMode, source: String) {
    self.mode = mode
    self.source = source
  }

  /// The call's mode, else the scope's (trait or `withGoldenTraces`), else the environment's; or
  /// why the environment's value is not a mode.
  package static func resolve(
    call: GoldenRecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<ResolvedRecordMode, GoldenRecordModeError> {
    if let call { return .success(ResolvedRecordMode(call, source: "the call")) }
    if let scoped = GoldenTraceScope.record {
      return .success(
        ResolvedRecordMode(scoped, source: "the .goldenTraces trait or withGoldenTraces"))
    }
    return fromEnvironment(environment)
  }

  package static func fromEnvironment(_ environment: [String: String]) -> Result<
    ResolvedRecordMode, GoldenRecordModeError
  > {
    let name = GoldenRecordMode.environmentVariable
    if let raw = environment[name] {
      let value = raw.lowercased()
      if let mode = GoldenRecordMode(rawValue: value) {
        return .success(ResolvedRecordMode(mode, source: "\(name)=\(raw)"))
      }
      if ["1", "true", "yes"].contains(value) {
        return .success(ResolvedRecordMode(.all, source: "\(name)=\(raw)"))
      }
      if ["0", "false", "no", ""].contains(value) {
        return .success(ResolvedRecordMode(.missing, source: "\(name)=\(raw)"))
      }
      return .failure(GoldenRecordModeError(value: raw))
    }
    if let ci = environment["CI"], ["true", "1", "yes"].contains(ci.lowercased()) {
      return .success(ResolvedRecordMode(.never, source: "CI=\(ci)"))
    }
    return .success(ResolvedRecordMode(.missing, source: "the default"))
  }
}

/// `INSETSIM_RECORD` holds something that is not a record mode: the check fails rather than guess.
package struct GoldenRecordModeError: Error, Equatable {
  package var value: String

  package var message: String {
    let modes = GoldenRecordMode.allCases.map(\.rawValue)
    var text =
      "\(GoldenRecordMode.environmentVariable)=\(value) is not a record mode; expected one of "
      + modes.joined(separator: ", ") + "."
    if let suggestion = Suggestions.closest(to: value.lowercased(), in: modes) {
      text += " Did you mean '\(suggestion)'?"
    }
    return text
  }
}

/// The record mode set around a block of tests by ``withGoldenTraces(record:operation:)`` or the
/// `.goldenTraces(record:)` trait.
package enum GoldenTraceScope {
  /// A task-local value spelled as its object (not `@TaskLocal static var`), so that an SDK whose
  /// standard library predates the macro form sees a constant, not shared mutable state.
  package static let recordMode = TaskLocal<GoldenRecordMode?>(wrappedValue: nil)
  package static var record: GoldenRecordMode? { recordMode.get() }
}

/// Runs `operation` with golden traces in `record` mode (unless a call names its own): the XCTest
/// way to set the mode for a test or, from `invokeTest()`, for a whole class.
///
///     override func invokeTest() {
///       withGoldenTraces(record: .failed) { super.invokeTest() }
///     }
public func withGoldenTraces<R>(record: GoldenRecordMode, operation: () throws -> R) rethrows -> R {
  try GoldenTraceScope.recordMode.withValue(record) { try operation() }
}

/// The `async` form of ``withGoldenTraces(record:operation:)``.
public func withGoldenTraces<R>(
  record: GoldenRecordMode, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await GoldenTraceScope.recordMode.withValue(
    record, operation: operation, isolation: isolation)
}
