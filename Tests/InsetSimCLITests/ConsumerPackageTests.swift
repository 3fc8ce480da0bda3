import Foundation
import InsetSim
import Testing

/// InsetSimTesting as a user's package meets it: `Tests/Consumer` depends on this package by path
/// and calls every helper in XCTest and in Swift Testing, once with a right value and once with a
/// wrong one. Its tests are run with `swift test`, and the output must show each wrong one failing
/// at the line marked `// fails here`, with the helper's message, and each right one passing: a
/// helper that passed a wrong value in either framework would leave a test green here. A helper
/// that fails outside any test must stop the process.
///
/// It builds the consumer package (about 20–90 s); `INSETSIM_SKIP_CONSUMER_PACKAGE=1` skips it in a
/// quick local run.
@Suite(
  .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["INSETSIM_SKIP_CONSUMER_PACKAGE"] != "1"))
struct ConsumerPackageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let consumer = root.appendingPathComponent("Tests/Consumer")
  static let tests = consumer.appendingPathComponent("Tests/ConsumerTests")
  /// A build folder of its own, made new for each run: an incremental build of this toolchain can
  /// keep a stale layout of a type whose stored properties changed (the consumer's tests then
  /// crash), so nothing is reused.
  static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
    "insetsim-consumer-" + UUID().uuidString)
  static let swift = URL(fileURLWithPath: "/usr/bin/env")

  /// One test function of the consumer package, and the line where it must fail (nil: it must
  /// pass).
  struct Case {
    var file: String
    var name: String
    var failsAt: Int?
  }

  /// The test functions of `file`, read from its text: `func testX()` (XCTest) or `@Test func x()`.
  static func cases(in file: String) throws -> [Case] {
    let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
    var cases: [Case] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let range = trimmed.range(of: "func "),
        trimmed.hasPrefix("func test") || trimmed.hasPrefix("@Test func")
      {
        let rest = trimmed[range.upperBound...]
        cases.append(Case(file: file, name: String(rest.prefix { $0 != "(" }), failsAt: nil))
      } else if line.hasSuffix("// fails here"), !cases.isEmpty {
        cases[cases.count - 1].failsAt = index + 1
      }
    }
    return cases
  }

  /// The consumer's tests write their golden files in the temporary folder: one inside the build
  /// folder, removed with it, so that a run leaves nothing behind.
  static var environment: [String: String] {
    let temporary = scratch.appendingPathComponent("tmp")
    try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    return environment
  }

  static let run: Result<InsetsimBinary.Result, Error> = Result {
    try InsetsimBinary.run(
      ["swift", "test", "--package-path", consumer.path, "--scratch-path", scratch.path],
      environment: environment, timeout: 1800,
      executable: swift)
  }

  /// Removes the build folder once the suite's last test has used it.
  static func cleanUp() { try? FileManager.default.removeItem(at: scratch) }

  @Test func everyWrongValueFailsAtItsLineAndEveryRightOnePassesInXCTest() throws {
    let result = try Self.run.get()
    let output = result.stdout + result.stderr
    #expect(!result.timedOut)
    let cases = try Self.cases(in: "XCTestCrossing.swift")
    #expect(cases.count == 16)
    #expect(cases.filter { $0.failsAt != nil }.count == 9)
    for c in cases {
      let id = "XCTestCrossing.\(c.name)"
      if let line = c.failsAt {
        #expect(output.contains("Test Case '\(id)' failed"), "\(id) did not fail")
        #expect(
          output.contains("XCTestCrossing.swift:\(line): error: \(id) : failed - "),
          "\(id) did not fail at line \(line)")
      } else {
        #expect(output.contains("Test Case '\(id)' passed"), "\(id) did not pass")
      }
    }
  }

  @Test func everyWrongValueFailsAtItsLineAndEveryRightOnePassesInSwiftTesting() throws {
    let result = try Self.run.get()
    let output = result.stdout + result.stderr
    let cases =
      try Self.cases(in: "SwiftTestingCrossing.swift") + Self.cases(in: "ReadmeExample.swift")
    #expect(cases.count == 18)
    #expect(cases.filter { $0.failsAt != nil }.count == 10)
    for c in cases {
      if let line = c.failsAt {
        #expect(
          output.contains("✘ Test \(c.name)() recorded an issue at \(c.file):\(line):"),
          "\(c.name) did not fail at line \(line)")
        #expect(output.contains("✘ Test \(c.name)() failed after"), "\(c.name) did not fail")
      } else {
        #expect(output.contains("✔ Test \(c.name)() passed after"), "\(c.name) did not pass")
      }
    }
  }

  /// Both frameworks carry the helper's words: the wrong value's diff, and `check`'s line for a
  /// scenario.
  @Test func theMessagesAreTheHelpersInBothFrameworks() throws {
    let result = try Self.run.get()
    let output = result.stdout + result.stderr
    let value =
      #"tableView.contentInset at "viewDidAppear" is not the expected value. Difference: …"#
    #expect(output.contains("error: XCTestCrossing.testValueWrong : failed - " + value))
    #expect(output.contains("Issue recorded\n↳ " + value))
    let scenario =
      "wrong-expectation: at viewDidAppear: tableView.contentInset expected (64, 0, 0, 0), got (64, 0, 49, 0) "
      + "(rule legacy.autoAdjust.additive, confidence medium: "
    #expect(output.contains("error: XCTestCrossing.testScenarioWrong : failed - " + scenario))
    #expect(output.contains("↳ " + scenario))
    #expect(output.contains("and record mode is never (from the call), so none was recorded."))
  }

  /// The command plugin, as a user's package runs it: `swift package insetsim check Traces` builds
  /// the tool and checks the consumer's scenarios (the README's tour scenario), and `docs` writes
  /// its folder where `--allow-writing-to-directory` lets it.
  @Test func theCommandPluginChecksAndDocumentsTheUsersScenarios() throws {
    _ = try Self.run.get()  // built
    let check = try InsetsimBinary.run(
      [
        "swift", "package", "--package-path", Self.consumer.path, "--scratch-path",
        Self.scratch.path, "insetsim", "check", "Traces",
      ],
      environment: Self.environment, timeout: 1800, executable: Self.swift)
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdout.hasSuffix("1 passed, 0 failed\n"))
    let site = Self.scratch.appendingPathComponent("site")
    let docs = try InsetsimBinary.run(
      [
        "swift", "package", "--package-path", Self.consumer.path, "--scratch-path",
        Self.scratch.path, "--allow-writing-to-directory", site.path, "insetsim", "docs",
        "Traces", "--out", site.path,
      ],
      environment: Self.environment, timeout: 1800, executable: Self.swift)
    #expect(docs.status == 0, "\(docs.stderr)")
    #expect(
      FileManager.default.fileExists(
        atPath: site.appendingPathComponent("tabbar-hidden-in-viewWillAppear.svg").path))
    // A failing check fails the plugin, with insetsim's status in its message.
    let wrong = try InsetsimBinary.run(
      [
        "swift", "package", "--package-path", Self.consumer.path, "--scratch-path",
        Self.scratch.path, "insetsim", "check",
        "Tests/ConsumerTests/WrongExpectation.scenario.json",
      ],
      environment: Self.environment, timeout: 1800, executable: Self.swift)
    #expect(wrong.status != 0)
    #expect(wrong.stderr.contains("insetsim exited with status 1"))
  }

  /// Outside any test a wrong value stops the process with the helper's name, never passing
  /// silently.
  @Test func aWrongValueOutsideAnyTestStopsTheProcess() throws {
    _ = try Self.run.get()  // built
    let result = try InsetsimBinary.run(
      [
        "swift", "run", "--package-path", Self.consumer.path, "--scratch-path", Self.scratch.path,
        "OutsideATest",
      ],
      environment: Self.environment, timeout: 1800, executable: Self.swift)
    #expect(result.status != 0)
    #expect(
      result.stderr.contains(
        "expectValue failed outside a test (neither a Swift Testing test nor an XCTest case is running)"
      ))
    #expect(!result.stdout.contains("the wrong value passed"))
    Self.cleanUp()
  }

  /// The README's first test is the consumer package's, word for word, so it compiles and passes as
  /// printed.
  @Test func theReadmeShowsTheTestThatRunsHere() throws {
    let example = try String(
      contentsOf: Self.tests.appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
    let start = try #require(example.range(of: "// README example begins\n"))
    let end = try #require(example.range(of: "// README example ends"))
    let code = example[start.upperBound..<end.lowerBound]
    let indented = code.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "    " + $0
    }
    .joined(separator: "\n")
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains(indented))
  }

  /// The README's tour scenario is the consumer's `Traces/tabbar.scenario.json`, which the plugin
  /// checks above: what a reader copies passes.
  @Test func theReadmeTourScenarioIsTheOneThePluginChecks() throws {
    let scenario = try String(
      contentsOf: Self.consumer.appendingPathComponent("Traces/tabbar.scenario.json"),
      encoding: .utf8)
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("```json\n" + scenario + "```\n"))
  }
}
