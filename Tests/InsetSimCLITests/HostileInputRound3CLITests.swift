import Foundation
import InsetSim
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The third round of hostile input: each found case is a clear error (exit 2), a simulated
/// behaviour, or a stated limit — never a silent pass.
@Suite struct HostileInputRound3CLITests {
  static let minimal = OutputSafetyCLITests.minimal

  private func scenario(_ text: String, in folder: URL, name: String = "x.scenario.json") throws
    -> String
  {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// A folder whose only scenario sits below a path longer than the system's limit: check used to
  /// print
  /// "0 passed, 0 failed" and exit 0.
  @Test func aScenarioPastThePathLimitIsAnErrorNotASkip() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer {
      _ = try? InsetsimBinary.run(
        ["-c", "rm -rf '\(folder.path)'"], executable: URL(fileURLWithPath: "/bin/bash"))
    }
    let name = String(repeating: "d", count: 200)
    // cd with relative steps goes past PATH_MAX, where a path from the root cannot reach.
    let script =
      "cd '\(folder.path)' && for i in $(seq 1 25); do mkdir \(name) && cd \(name); done && cp '\(Self.minimal)' deep.scenario.json"
    let made = try InsetsimBinary.run(
      ["-c", script], executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(made.status == 0, "\(made.stderr)")
    for verb in ["check", "lint", "replay", "docs"] {
      var arguments = [verb, folder.path]
      if verb == "docs" {
        arguments += [
          "--out",
          FileManager.default.temporaryDirectory.appendingPathComponent("docs-" + UUID().uuidString)
            .path,
        ]
      }
      let r = try InsetsimBinary.run(arguments, timeout: 60)
      #expect(r.status == 2, "\(verb): \(r.stdout) \(r.stderr)")
      #expect(r.stderr.contains("cannot be looked at: File name too long"), "\(verb): \(r.stderr)")
    }
  }

  /// An output name of 250 bytes is written (its temporary name used to be too long for the
  /// system).
  @Test func aLongOutputNameIsWritten() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent(String(repeating: "o", count: 244) + ".jsonl").path
    let r = try InsetsimBinary.run(
      ["run", Self.minimal, "--format", "jsonl", "--out", out], timeout: 60)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(FileManager.default.fileExists(atPath: out))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
  }

  /// A file written over keeps its mode (0600 stayed private), and a read-only one is not replaced.
  @Test func anOutputFileKeepsItsModeAndAReadOnlyOneIsKept() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("private.txt").path
    #expect(
      FileManager.default.createFile(
        atPath: out, contents: Data("old".utf8), attributes: [.posixPermissions: 0o600]))
    let r = try InsetsimBinary.run(["run", Self.minimal, "--out", out], timeout: 60)
    #expect(r.status == 0, "\(r.stderr)")
    let mode = try FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let readOnly = folder.appendingPathComponent("read-only.txt").path
    #expect(
      FileManager.default.createFile(
        atPath: readOnly, contents: Data("keep".utf8), attributes: [.posixPermissions: 0o444]))
    let refused = try InsetsimBinary.run(["run", Self.minimal, "--out", readOnly], timeout: 60)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("the file is read-only (or not this user's to write)"))
    #expect(try String(contentsOfFile: readOnly, encoding: .utf8) == "keep")
  }

  /// `application` and `UIKit` name the trace's own lanes: a controller or view may not take them.
  @Test func reservedNamesAreRefused() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["application", "UIKit"] {
      let path = try scenario(
        #"{"insetsim": 2, "name": "x", "os": "15.0", "device": "iPhone 8", "root": "\#(name)", "controllers": {"\#(name)": {}}}"#,
        in: folder)
      let r = try InsetsimBinary.run(["run", path], timeout: 60)
      #expect(r.status == 2)
      #expect(r.stderr.contains("'\(name)' is a name the trace keeps for itself"))
    }
  }

  /// UIInterfaceOrientationMask and a sheet's detents are sets: a name given twice is a mistake,
  /// not ignored.
  @Test func aValueListedTwiceIsRefused() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let orientations = try scenario(
      #"{"insetsim": 2, "name": "x", "os": "15.0", "device": "iPhone 8", "root": "A", "controllers": {"A": {"supportedInterfaceOrientations": ["portrait", "portrait"]}}}"#,
      in: folder)
    let r1 = try InsetsimBinary.run(["run", orientations], timeout: 60)
    #expect(r1.status == 2)
    #expect(
      r1.stderr.contains(
        "controllers.A.supportedInterfaceOrientations[1]: 'portrait' is listed twice"))
    let detents = try scenario(
      #"{"insetsim": 2, "name": "x", "os": "15.0", "device": "iPhone 8", "root": "A", "controllers": {"A": {}, "B": {}}, "script": [{"at": 1, "do": "present", "controller": "B", "style": "pageSheet", "detents": ["medium", "medium"]}]}"#,
      in: folder, name: "d.scenario.json")
    let r2 = try InsetsimBinary.run(["run", detents], timeout: 60)
    #expect(r2.status == 2)
    #expect(r2.stderr.contains("script[0].detents[1]: 'medium' is listed twice"))
  }

  /// A trace header larger than a scenario file may be is refused before it is parsed.
  @Test func aTraceHeaderOverTheScenarioLimitIsRefused() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = folder.appendingPathComponent("big.trace.jsonl")
    let padding = String(repeating: " ", count: 9 << 20)
    try Data(#"{"insetsim-trace": 1, "scenario": {\#(padding)}}"#.utf8 + [10]).write(to: trace)
    let r = try InsetsimBinary.run(["replay", trace.path], timeout: 60)
    #expect(r.status == 2)
    #expect(
      r.stderr.contains(
        "the header is 9437221 bytes, over the scenario limit of 8 MB (8388608 bytes)"),
      "\(r.stderr)")
  }

  /// An app of 199 child controllers and 600 views runs in well under a second (it took 14.5 s: the
  /// map of child controllers was rebuilt for every subview); its trace ends with every child's
  /// viewDidAppear.
  @Test func aLargeAppOfChildControllersRuns() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var controllers: [String] = []
    let children = (0..<199).map { #"{"controller": "C\#($0)", "frame": [0, \#($0), 375, 100]}"# }
      .joined(separator: ", ")
    controllers.append(#""Root": {"children": [\#(children)]}"#)
    for i in 0..<199 {
      let views = (0..<3).map {
        #"{"id": "v\#(i)_\#($0)", "type": "view", "frame": [0, 0, 10, 10]}"#
      }.joined(separator: ", ")
      controllers.append(#""C\#(i)": {"subviews": [\#(views)]}"#)
    }
    let path = try scenario(
      #"{"insetsim": 2, "name": "big", "os": "15.0", "device": "iPhone 8", "root": "Root", "controllers": {\#(controllers.joined(separator: ", "))}}"#,
      in: folder)
    let r = try InsetsimBinary.run(["run", path, "--format", "jsonl"], timeout: 120)
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.nonEmptyLines
    #expect(lines.filter { $0.contains(#""name":"viewDidAppear""#) }.count == 200)
  }
}

/// `set NAME.KEY` on a controller: the keys UIKit lets code change are simulated; the others are
/// refused with the reason (the step that does it instead, or what is not simulated), never
/// accepted and ignored.
@Suite struct ControllerKeyScriptCLITests {
  private func run(_ step: String, insetsim: Int = 2) throws -> InsetsimBinary.Result {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text =
      insetsim == 2
      ? #"{"insetsim": 2, "name": "k", "os": "17.0", "device": "iPhone 15", "root": {"navigationController": {"stack": ["List"]}}, "controllers": {"List": {}}, "script": [\#(step)]}"#
      : #"{"insetsim": 1, "name": "k", "os": "17.0", "device": "iPhone 15", "navigationController": {}, "controller": {"name": "List"}, "script": [\#(step)]}"#
    try Data(text.utf8).write(to: folder.appendingPathComponent("k.scenario.json"))
    return try InsetsimBinary.run(["run", "k.scenario.json"], in: folder, timeout: 60)
  }

  @Test func settableKeysRun() throws {
    for step in [
      #"{"during": "List.viewDidLoad", "set": "List.largeTitleDisplayMode", "to": "never"}"#,
      #"{"at": 1, "set": "List.modalPresentationStyle", "to": "formSheet"}"#,
      #"{"at": 1, "set": "List.prefersStatusBarHidden", "to": true}"#,
      #"{"at": 1, "do": "setNeedsStatusBarAppearanceUpdate"}"#,
      #"{"at": 1, "set": "List.additionalSafeAreaInsets", "to": [0, 0, 10, 0]}"#,
    ] {
      let r = try run(step)
      #expect(r.status == 0, "\(step): \(r.stderr)")
    }
  }

  @Test func otherKeysAreRefusedWithTheReason() throws {
    let cases: [(String, String)] = [
      (
        #"{"at": 1, "set": "List.preferredStatusBarStyle", "to": "lightContent"}"#,
        "'preferredStatusBarStyle' cannot be set in a script: the status bar's style is its colour, not its layout"
      ),
      (
        #"{"at": 1, "set": "List.supportedInterfaceOrientations", "to": ["portrait"]}"#,
        "'supportedInterfaceOrientations' cannot be set in a script: a change UIKit re-reads (setNeedsUpdateOfSupportedInterfaceOrientations, iOS 16) is refused, for want of a rule"
      ),
      (
        #"{"at": 1, "set": "List.children", "to": []}"#,
        "'children' cannot be set in a script: child controllers are added and removed by steps"
      ),
    ]
    for (step, message) in cases {
      let r = try run(step)
      #expect(r.status == 2, "\(step)")
      #expect(r.stderr.contains(message), "\(r.stderr)")
    }
    let format1 = try run(
      #"{"at": 1, "set": "List.largeTitleDisplayMode", "to": "never"}"#, insetsim: 1)
    #expect(format1.status == 2)
    #expect(format1.stderr.contains("largeTitleDisplayMode is read from an app's controllers"))
  }
}

/// A later point release than the catalogue lists runs as the last one of its major version, with a
/// note
/// (rule os.nearestRelease); an unknown major version is still refused.
@Suite struct NearestReleaseCLITests {
  private func scenario(os: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent("r.scenario.json")
    try Data(
      #"{"insetsim": 1, "name": "r", "os": "\#(os)", "device": "iPhone 15", "controller": {}}"#.utf8
    ).write(to: url)
    return url.path
  }

  @Test func aLaterPointReleaseRunsAsTheLastKnownWithANote() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try scenario(os: "26.2", in: folder)
    let r = try InsetsimBinary.run(["run", path, "--format", "jsonl"], timeout: 60)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains(#""rule":"os.nearestRelease""#))
    #expect(r.stdout.contains("iOS 26.2 is not in the catalogue: the run is iOS 26.1"))
    // The trace keeps the release its scenario names, so that it replays the same way.
    #expect(r.lines.first?.contains(#""os":"26.2""#) == true)
    let trace = folder.appendingPathComponent("r.trace.jsonl")
    try Data(r.stdout.utf8).write(to: trace)
    let replay = try InsetsimBinary.run(["replay", trace.path], timeout: 60)
    #expect(replay.status == 0, "\(replay.stdout)")
    let unknown = try InsetsimBinary.run(
      ["run", try scenario(os: "27.0", in: folder)], timeout: 60)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("unknown iOS version '27.0'"))
  }

  @Test func theNearestKnownReleaseIsTheLastOfItsMajorVersion() {
    #expect(OSVersion.nearestKnown(to: OSVersion(18, 7)) == OSVersion(18, 6))
    #expect(OSVersion.nearestKnown(to: OSVersion(26, 2)) == OSVersion(26, 1))
    #expect(OSVersion.nearestKnown(to: OSVersion(14, 2)) == OSVersion(14, 2))
    #expect(OSVersion.nearestKnown(to: OSVersion(27, 0)) == nil)
  }
}

extension NearestReleaseCLITests {
  /// iOS 10's last release was 10.3.x: 10.4 never shipped, and is refused as before.
  @Test func aReleaseThatNeverShippedIsRefused() {
    #expect(OSVersion.nearestKnown(to: OSVersion(10, 4)) == nil)
    #expect(OSVersion.nearestKnown(to: OSVersion(17, 7)) == OSVersion(17, 6))
  }
}

extension NearestReleaseCLITests {
  /// Point releases: 12.1.1 is listed (bug.tabBar.itemsJumpOnPop is fixed in it, per
  /// https://github.com/ooni/probe-ios/issues/191); an unlisted x.y.z of a known x.y runs as the
  /// last known release before it (the catalogue's rule os.nearestRelease, not a UIKit figure).
  @Test func aPointReleaseRunsAsItselfOrTheLastKnownBeforeIt() {
    #expect(OSVersion("12.1.1") == OSVersion(12, 1, 1))
    #expect(OSVersion("12.1.1")?.description == "12.1.1")
    #expect(OSVersion(12, 1) < OSVersion(12, 1, 1) && OSVersion(12, 1, 1) < OSVersion(12, 2))
    #expect(OSVersion.nearestKnown(to: OSVersion(12, 1, 1)) == OSVersion(12, 1, 1))
    #expect(OSVersion.nearestKnown(to: OSVersion(12, 1, 4)) == OSVersion(12, 1, 1))
    #expect(OSVersion.nearestKnown(to: OSVersion(10, 3, 4)) == OSVersion(10, 3))
    #expect(OSVersion.nearestKnown(to: OSVersion(26, 2, 1)) == OSVersion(26, 1))
    #expect(OSVersion.nearestKnown(to: OSVersion(10, 4, 1)) == nil)
  }
}
