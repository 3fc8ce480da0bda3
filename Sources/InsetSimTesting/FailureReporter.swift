import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Reports a failed check to the test framework that is running it, at the caller's file and line:
/// Swift Testing when a `@Test` is running, XCTest when a test case is, the same message either
/// way.
///
///     FailureReporter.report(message, helper: "expectValue", at: location)
///
/// Outside any test nobody would see the failure, so it stops the process with the helper's name
/// and the message rather than pass silently:
///
/// ```text
/// expectValue failed outside a test (neither a Swift Testing test nor an XCTest case is running):
/// …
/// ```
package enum FailureReporter {
  package static func report(_ message: String, helper: String, at location: CallerLocation) {
    if let capture = IssueCapture.current {
      capture.append(CapturedIssue(message: message, location: location, helper: helper))
      return
    }
    switch TestRunner.current {
    case .swiftTesting:
      #if canImport(Testing)
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column))
      #endif
    case .xcTest:
      #if canImport(XCTest)
        XCTFail(message, file: location.staticFilePath, line: UInt(location.line))
      #endif
    case .none:
      preconditionFailure(
        outsideATest(helper: helper, message: message), file: location.staticFilePath,
        line: UInt(location.line))
    }
  }

  /// What a failure outside any test says before the process stops.
  package static func outsideATest(helper: String, message: String) -> String {
    "\(helper) failed outside a test (neither a Swift Testing test nor an XCTest case is running), "
      + "so no test would report it: \(message)"
  }
}
