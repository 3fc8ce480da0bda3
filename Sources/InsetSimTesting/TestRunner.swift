import Foundation

#if canImport(Testing)
  import Testing
#endif

/// Which test framework is running the calling code, so that a failed check is reported to the one
/// that will fail the test: Swift Testing's `Issue.record` does nothing inside an XCTest case, and
/// `XCTFail` does nothing inside a Swift Testing `@Test` (both pass silently).
///
///     switch TestRunner.current {
///     case .swiftTesting: …  // Test.current is set: a @Test function (or a task it started) is running
///     case .xcTest: …        // an XCTestCase's test method is running
///     case .none: …          // neither: nobody would see the failure
///     }
package enum TestRunner: Sendable, Equatable {
  case swiftTesting
  case xcTest
  case none

  package static var current: TestRunner {
    #if canImport(Testing)
      if Test.current != nil { return .swiftTesting }
    #endif
    #if canImport(XCTest)
      if XCTestCaseObserver.isRunningATestCase { return .xcTest }
    #endif
    return .none
  }

  /// Which run of which test is running: golden files named automatically are counted per run.
  package static var runIdentity: String {
    #if canImport(Testing)
      if let test = Test.current { return "testing:\(test.id)" }
    #endif
    #if canImport(XCTest)
      if let testCase = XCTestCaseObserver.currentTestCase {
        return "xctest:\(ObjectIdentifier(testCase).hashValue)"
      }
    #endif
    return "none"
  }
}
