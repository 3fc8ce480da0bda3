import Foundation

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Which test framework is running the calling code, so that a failed check is reported to the one that
/// will fail the test: Swift Testing's `Issue.record` does nothing inside an XCTest case, and `XCTFail`
/// does nothing inside a Swift Testing `@Test` (both pass silently).
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
    if let testCase = XCTestCaseObserver.currentTestCase { return "xctest:\(ObjectIdentifier(testCase).hashValue)" }
    #endif
    return "none"
  }
}

#if canImport(XCTest)
/// Follows XCTest's test cases (an `XCTestObservation`), so that a check knows whether one is running.
///
/// It is registered by the first check made outside Swift Testing. Until XCTest has told it of a test case,
/// the process is taken to be an XCTest run when XCTest started it (an `.xctest` bundle or XCTest's
/// environment) and Swift Testing did not (`--testing-library swift-testing`).
final class XCTestCaseObserver: NSObject, XCTestObservation, @unchecked Sendable {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var observer: XCTestCaseObserver?

  private let lock = NSLock()
  private var running: XCTestCase?
  private var heardOfATestCase = false

  static var isRunningATestCase: Bool {
    guard let observer = registered() else { return looksLikeAnXCTestRun }
    return observer.state(whenUnheard: looksLikeAnXCTestRun).running
  }

  static var currentTestCase: XCTestCase? { registered()?.state(whenUnheard: false).testCase }

  /// The observer, registered on the first call from the main thread (where XCTest runs its tests and
  /// expects observers to be added).
  private static func registered() -> XCTestCaseObserver? {
    lock.lock()
    defer { lock.unlock() }
    if let observer { return observer }
    guard Thread.isMainThread else { return nil }
    let made = XCTestCaseObserver()
    MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(made) }
    observer = made
    return made
  }

  private func state(whenUnheard fallback: Bool) -> (running: Bool, testCase: XCTestCase?) {
    lock.lock()
    defer { lock.unlock() }
    return heardOfATestCase ? (running != nil, running) : (fallback, nil)
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    lock.lock()
    defer { lock.unlock() }
    running = testCase
    heardOfATestCase = true
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    lock.lock()
    defer { lock.unlock() }
    running = nil
    heardOfATestCase = true
  }

  /// Started by XCTest and not by Swift Testing's entry point.
  static let looksLikeAnXCTestRun: Bool = {
    let info = ProcessInfo.processInfo
    let arguments = info.arguments
    if arguments.contains("--testing-library") { return false }
    let environment = info.environment
    if environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil
      || environment["XCTestSessionIdentifier"] != nil
    {
      return true
    }
    return arguments.contains { $0.hasSuffix(".xctest") || $0.hasSuffix("/xctest") || $0 == "xctest" }
  }()
}
#endif
