import Foundation

#if canImport(XCTest)
  import XCTest

  /// Follows XCTest's test cases (an `XCTestObservation`), so that a check knows whether one is
  /// running.
  ///
  /// It is registered by the first check made outside Swift Testing. Until XCTest has told it of a
  /// test case, the process is taken to be an XCTest run when XCTest started it (an `.xctest`
  /// bundle or XCTest's environment) and Swift Testing did not (`--testing-library swift-testing`).
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

    /// The observer, registered on the first call from the main thread (where XCTest runs its tests
    /// and expects observers to be added).
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
      return arguments.contains {
        $0.hasSuffix(".xctest") || $0.hasSuffix("/xctest") || $0 == "xctest"
      }
    }()
  }
#endif
