import InsetSim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a user waits for, in instructions counted by `valgrind --tool=callgrind` (which the
/// machine's load does not move) and in time: the pieces through `bench --probe` (counted in the
/// probe's measured function alone, 11 repetitions less 1, so that nothing run once counts), and
/// whole commands as a user starts them (`run`, `check`, `docs`, start-up included). Nil where
/// valgrind or child processes are not available.
extension Benchmark {
  package struct InstructionFigures: Sendable {
    /// Per unit of each probe (`BenchProbe`'s raw value), in instructions.
    package var probes: [String: Double]
    /// The share of a probe's instructions that reference counting and the heap take (see
    /// ``CallgrindProfile/heapAndReferenceCounting``), for `simulate` and `simulate-app`.
    package var heapShares: [String: Double]
    /// A 100-rotation run (`run_entries` entries) printed as text and as JSON Lines by `run`: the
    /// whole process's instructions and its best wall time.
    package var runEntries: Int
    package var runText: (instructions: Double, seconds: Double)
    package var runJSONL: (instructions: Double, seconds: Double)
    /// `check` and `docs` of a folder of `files` scenarios, per scenario and per page written.
    package var checkFiles: Int
    package var checkPerFile: (instructions: Double, seconds: Double)
    package var docsPages: Int
    package var docsPerPage: (instructions: Double, seconds: Double)

    package func probe(_ p: BenchProbe) -> Double { probes[p.rawValue] ?? .nan }
    package var decodePerScenario: Double { probe(.decode) }
    package var simulatePerScenario: Double { probe(.simulate) }
    package var decodeVsSimulate: Double { decodePerScenario / simulatePerScenario }
    /// The push-and-pop app against the seed example (`app_vs_scenario`, counted).
    package var appVsScenario: Double { probe(.simulateApp) / simulatePerScenario }
    /// A matrix row against its own combination's scenario run bare, and against the seed example
    /// (`matrix_row_vs_same_scenario` and `matrix_row_vs_scenario`, counted).
    package var matrixRowPerRow: Double { probe(.matrixRow) }
    package var matrixRowVsSameScenario: Double { matrixRowPerRow / probe(.matrixScenario) }
    package var matrixRowVsScenario: Double { matrixRowPerRow / simulatePerScenario }
    package var jsonlWritePerEntry: Double { probe(.jsonlWrite) }
    package var jsonlReadPerEntry: Double { probe(.jsonlRead) }
    package var jsonlPerEntry: Double { jsonlWritePerEntry + jsonlReadPerEntry }
    package var textPerEntry: Double { probe(.text) }
    package var textVsJSONL: Double { textPerEntry / jsonlWritePerEntry }
    /// Per expectation with 100 and 1,000, the scenario with none taken off.
    package var checkPerExpectation: (small: Double, large: Double) {
      (probe(.check100) - probe(.check0) / 100, probe(.check1000) - probe(.check0) / 1_000)
    }
    /// Per rotation of a 10- and a 1,000-step script, the script with none taken off
    /// (`script_linearity`, counted: their ratio).
    package var scriptPerStep: (small: Double, large: Double) {
      (probe(.script10) - probe(.script0) / 10, probe(.script1000) - probe(.script0) / 1_000)
    }
    package var calledPerExpectation: (small: Double, large: Double) {
      (probe(.called100) - probe(.called0) / 100, probe(.called1000) - probe(.called0) / 1_000)
    }
  }

  /// valgrind's path, found on `PATH`; nil when it is not installed.
  static func valgrindPath() -> String? {
    guard let path = FileSystem.environment("PATH") else { return nil }
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = String(folder) + "/valgrind"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// The instructions callgrind counts in one run of this executable with `arguments` (in
  /// `probeMeasured` alone when `measuredOnly`); nil when it cannot be counted.
  static func instructions(
    valgrind: String, executable: String, _ arguments: [String], measuredOnly: Bool, scratch: String
  ) -> Double? {
    callgrind(
      valgrind: valgrind, executable: executable, arguments, measuredOnly: measuredOnly,
      scratch: scratch
    ).flatMap(summary(of:))
  }

  /// callgrind's output file of one run of this executable with `arguments`; nil when it cannot
  /// be made.
  static func callgrind(
    valgrind: String, executable: String, _ arguments: [String], measuredOnly: Bool, scratch: String
  ) -> String? {
    let out = scratch + "/callgrind.out"
    let options =
      ["--tool=callgrind", "--callgrind-out-file=" + out]
      + (measuredOnly ? ["--toggle-collect=*probeMeasured*"] : [])
    guard spawnAndWait(valgrind, options + [executable] + arguments),
      let text = FileSystem.readSmallFile(out, limit: 64 << 20)
    else { return nil }
    unlink(out)
    return text
  }

  /// The instructions a callgrind output file counts.
  static func summary(of text: String) -> Double? {
    // "summary: N" (or "totals: N") closes the file.
    for line in text.split(separator: "\n").reversed() {
      for key in ["summary: ", "totals: "] where line.hasPrefix(key) {
        return Double(line.dropFirst(key.count))
      }
    }
    return nil
  }

  /// The figures, or nil without valgrind, child processes or a scratch folder.
  package func instructionFigures() -> InstructionFigures? {
    guard let valgrind = Self.valgrindPath(), let exe = Self.executablePath() else { return nil }
    var template = Array("/tmp/insetsim-bench-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { return nil }
    let scratch = String(cString: made)
    defer { Self.removeTree(scratch) }
    func count(_ arguments: [String], measuredOnly: Bool = false) -> Double? {
      Self.instructions(
        valgrind: valgrind, executable: exe, arguments, measuredOnly: measuredOnly,
        scratch: scratch)
    }
    var probes: [String: Double] = [:]
    var heapShares: [String: Double] = [:]
    for p in BenchProbe.allCases {
      let units = Double(p.work().units)
      guard let one = count(["bench", "--probe", p.rawValue, "--times", "1"], measuredOnly: true),
        let file = Self.callgrind(
          valgrind: valgrind, executable: exe, ["bench", "--probe", p.rawValue, "--times", "11"],
          measuredOnly: true, scratch: scratch),
        let eleven = Self.summary(of: file)
      else { return nil }
      probes[p.rawValue] = (eleven - one) / 10 / units
      if p == .simulate || p == .simulateApp {
        let profile = CallgrindProfile(text: file)
        heapShares[p.rawValue] = profile.heapAndReferenceCounting / profile.total
      }
    }
    // Whole commands, on files written here.
    let rotations = Self.rotationScript(steps: 100)
    let runFile = scratch + "/rotations.scenario.json"
    let folder = scratch + "/scenarios"
    guard (try? AtomicFile.write(rotations.json.prettyText() + "\n", to: runFile)) != nil,
      FileSystem.makeFolders(folder)
    else { return nil }
    let runEntries = Simulation.run(rotations).entries.count
    func whole(_ arguments: [String], runs: Int = 5) -> (instructions: Double, seconds: Double)? {
      guard let n = count(arguments) else { return nil }
      var best = Double.infinity
      for _ in 0..<runs { best = min(best, Self.time { _ = Self.spawnAndWait(exe, arguments) }) }
      return (n, best)
    }
    guard let text = whole(["run", runFile]),
      let jsonl = whole(["run", runFile, "--format", "jsonl"])
    else { return nil }
    // A folder of scenarios for check and docs: the seed example on six releases, an app, and the
    // check scenarios of 0 and 100 expectations.
    var files: [(String, [UInt8])] = []
    for os in ["8.0", "10.3", "11.0", "12.0", "13.0", "16.0"] {
      guard let v = OSVersion(os) else { continue }
      let seed = Scenario.seedExample(os: v)
      files.append(("seed-\(os).scenario.json", Array(seed.json.prettyText().utf8)))
    }
    if let app = Self.pushPopApp() {
      files.append(("push-pop.scenario.json", Array(app.json.prettyText().utf8)))
    }
    files.append(("check-0.scenario.json", Self.checkScenarioBytes(expectations: 0)))
    files.append(("check-100.scenario.json", Self.checkScenarioBytes(expectations: 100)))
    for (name, bytes) in files {
      guard (try? AtomicFile.write(bytes: bytes, to: folder + "/" + name)) != nil else {
        return nil
      }
    }
    let site = scratch + "/site"
    guard let check = whole(["check", folder]),
      let docs = whole(["docs", folder, "--out", site], runs: 1)
    else { return nil }
    let pages = ((try? FileSystem.files(under: site)) ?? []).filter { $0.hasSuffix(".md") }.count
    guard pages > 0 else { return nil }
    return InstructionFigures(
      probes: probes, heapShares: heapShares, runEntries: runEntries, runText: text,
      runJSONL: jsonl,
      checkFiles: files.count,
      checkPerFile: (check.instructions / Double(files.count), check.seconds / Double(files.count)),
      docsPages: pages,
      docsPerPage: (docs.instructions / Double(pages), docs.seconds / Double(pages)))
  }

  /// Removes the scratch folder: its files, then its folders, deepest first.
  static func removeTree(_ root: String) {
    let files = (try? FileSystem.files(under: root)) ?? []
    var folders: Set<String> = []
    for file in files {
      unlink(file)
      var folder = FileSystem.split(file).folder
      while folder.count > root.count {
        folders.insert(folder)
        folder = FileSystem.split(folder).folder
      }
    }
    for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(folder) }
    rmdir(root)
  }
}
