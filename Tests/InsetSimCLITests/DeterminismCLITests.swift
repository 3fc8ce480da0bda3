import Foundation
import InsetSim
import Testing

/// The same input gives the same bytes (SPEC §4): whatever the process's hash seed (Swift
/// randomizes Dictionary and Set order per process unless SWIFT_DETERMINISTIC_HASHING is set),
/// locale or time zone. Each check runs the built `insetsim` in different environments and compares
/// stdout byte for byte.
@Suite struct DeterminismCLITests {
  /// Environments that would show a dependence on them: C vs. locales with a decimal comma, a
  /// dotless i and other scripts; UTC vs. zones with odd offsets; fixed vs. per-process hash seeds.
  static let environments: [[String: String]] = [
    ["LANG": "C", "LC_ALL": "C", "TZ": "UTC", "SWIFT_DETERMINISTIC_HASHING": "1"],
    [
      "LANG": "tr_TR.UTF-8", "LC_ALL": "de_DE.UTF-8", "LC_NUMERIC": "fr_FR.UTF-8",
      "TZ": "Pacific/Chatham",
    ],
    [
      "LANG": "ja_JP.UTF-8", "LC_TIME": "ar_SA.UTF-8", "TZ": "America/St_Johns",
      "HOME": "/nonexistent",
    ],
  ]

  static let formats = ["text", "jsonl", "markdown", "mermaid", "svg", "chrome"]

  /// `arguments` run in the first environment and in `other`, with identical stdout and exit status
  /// 0.
  private func expectSameOutput(
    _ arguments: [String], other: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Data {
    let a = try InsetsimBinary.run(
      arguments, environment: Self.environments[0], sourceLocation: sourceLocation)
    let b = try InsetsimBinary.run(
      arguments, environment: Self.environments[other], sourceLocation: sourceLocation)
    #expect(
      a.status == 0 && b.status == 0, "\(arguments): \(a.stderr)\(b.stderr)",
      sourceLocation: sourceLocation)
    #expect(!a.stdoutData.isEmpty, "\(arguments) printed nothing", sourceLocation: sourceLocation)
    #expect(
      a.stdoutData == b.stdoutData, "\(arguments) differs under \(Self.environments[other])",
      sourceLocation: sourceLocation)
    return a.stdoutData
  }

  /// Every scenario in Traces/, in every format: byte-identical in two processes with different
  /// hash seeds, locales and time zones (the second environment alternates between scenarios).
  @Test(arguments: InsetsimBinary.scenarioFiles.enumerated().map { ($0.offset, $0.element) })
  func everyFormatIsTheSameInEveryEnvironment(_ index: Int, _ path: String) throws {
    for format in Self.formats {
      _ = try expectSameOutput(["run", path, "--format", format], other: 1 + index % 2)
    }
  }

  /// The other commands that print what a run found.
  @Test func theOtherCommandsAreTheSameInEveryEnvironment() throws {
    let seed = InsetsimBinary.traces.appendingPathComponent(
      "seeds/S000-14-table-frame-does-not-matter.scenario.json"
    ).path
    let rotation = InsetsimBinary.traces.appendingPathComponent(
      "devices/iPhone-X-navigation-rotation.scenario.json"
    ).path
    for other in 1..<Self.environments.count {
      _ = try expectSameOutput(["check", InsetsimBinary.traces.path], other: other)
      _ = try expectSameOutput(
        ["replay", InsetsimBinary.traces.appendingPathComponent("golden").path], other: other)
      _ = try expectSameOutput(
        ["compare", seed, "--os", "10.3", "--os", "11.0", "--all"], other: other)
      _ = try expectSameOutput(["explain", rotation], other: other)
      _ = try expectSameOutput(
        ["print", rotation, "--at", "viewDidAppear", "--json"], other: other)
      _ = try expectSameOutput(["diff", seed, rotation], other: other, allowing: 1)
      _ = try expectSameOutput([], other: other)
    }
  }

  /// `docs` writes the same files, byte for byte, in every environment.
  @Test func theDocumentationSiteIsTheSameInEveryEnvironment() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var sites: [[String: Data]] = []
    for (i, environment) in Self.environments.enumerated() {
      let out = folder.appendingPathComponent("site\(i)")
      let r = try InsetsimBinary.run(
        ["docs", InsetsimBinary.traces.path, "--out", out.path], environment: environment)
      #expect(r.status == 0, "\(r.stderr)")
      var files: [String: Data] = [:]
      for name in try FileManager.default.subpathsOfDirectory(atPath: out.path) {
        var isDirectory: ObjCBool = false
        let url = out.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          files[name] = try Data(contentsOf: url)
        }
      }
      sites.append(files)
    }
    #expect(sites[0].count > 1)
    for site in sites.dropFirst() {
      #expect(site.keys.sorted() == sites[0].keys.sorted())
      for (name, data) in sites[0] {
        #expect(site[name] == data, "\(name) differs between environments")
      }
    }
  }
}

extension DeterminismCLITests {
  /// As above, for a command whose success status is `status` (diff exits 1 when the runs differ).
  private func expectSameOutput(
    _ arguments: [String], other: Int, allowing status: Int32,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Data {
    let a = try InsetsimBinary.run(
      arguments, environment: Self.environments[0], sourceLocation: sourceLocation)
    let b = try InsetsimBinary.run(
      arguments, environment: Self.environments[other], sourceLocation: sourceLocation)
    #expect(
      a.status == status && b.status == status, "\(arguments): \(a.stderr)\(b.stderr)",
      sourceLocation: sourceLocation)
    #expect(
      a.stdoutData == b.stdoutData, "\(arguments) differs under \(Self.environments[other])",
      sourceLocation: sourceLocation)
    return a.stdoutData
  }
}
