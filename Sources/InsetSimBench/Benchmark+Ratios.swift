import InsetSim

#if canImport(Darwin)
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The ratios of issue "speed near the floor", each measured within one run: an app's push and pop
/// against the seed example, a long script's cost per step against a short one's, a matrix row
/// against a bare scenario, JSON Lines entries written and read per second, and the tool's
/// start-up.
extension Benchmark {
  /// A scenario of `steps` rotations (each with a time point), on the seed example's configuration.
  static func rotationScript(steps: Int) -> Scenario {
    var s = Scenario.seedExample(os: OSVersion(11, 0))
    for i in 0..<steps {
      let at = Int64(500_000 + i * 500_000)
      s.script.append(ScriptStep(.at(at), .rotate(i % 2 == 0 ? .landscapeLeft : .portrait)))
      s.observe.append(.time(at - 250_000))
    }
    return s
  }

  /// The push-and-pop app (format 2) of `Traces/apps/push-pop-hides-tab-bar.scenario.json`, built
  /// in code.
  static func pushPopApp() -> Scenario? {
    let text = """
      {"insetsim": 2, "name": "bench-push-pop", "os": "17.0", "device": "iPhone 15",
       "root": {"tabBarController": {"tabs": [{"navigationController": {"stack": ["List"]}}, "Settings"]}},
       "controllers": {"List": {"subviews": [{"id": "listTable", "type": "tableView", "frame": "fill", "rows": 40}]},
         "Detail": {"hidesBottomBarWhenPushed": true, "subviews": [{"id": "detailScroll", "type": "scrollView", "frame": "fill"}]},
         "Settings": {"subviews": []}},
       "script": [{"at": 1, "do": "push", "controller": "Detail"}, {"at": 2, "do": "pop"}]}
      """
    return try? Scenario.decode(text, file: "bench")
  }

  /// Seconds per run of `scenario`, the best of `trials` trials of `runs` runs.
  func secondsPerRun(_ scenario: Scenario, runs: Int, trials: Int = 5) -> Double {
    var best = Double.infinity
    var entries = 0
    for _ in 0..<trials {
      best = min(
        best, Self.time { for _ in 0..<runs { entries &+= Simulation.run(scenario).entries.count } }
      )
    }
    if entries == Int.min { print("no entries") }
    return best / Double(runs)
  }

  /// How many times the seed example's cost the push-and-pop app costs.
  package func appVsScenario() -> Double {
    guard let app = Self.pushPopApp() else { return .nan }
    let runs = max(10, options.scenarios / 10)
    return secondsPerRun(app, runs: runs)
      / secondsPerRun(Scenario.seedExample(os: OSVersion(10, 3)), runs: runs)
  }

  /// The cost per step of a 1,000-step script ÷ that of a 10-step one (1.0: linear).
  package func scriptLinearity() -> Double {
    let base = secondsPerRun(Scenario.seedExample(os: OSVersion(11, 0)), runs: 20)
    let short = secondsPerRun(Self.rotationScript(steps: 10), runs: 20) - base
    let long = secondsPerRun(Self.rotationScript(steps: 1_000), runs: 1, trials: 3) - base
    return (long / 1_000) / (short / 10)
  }

  /// A matrix row on one worker (its levels applied, its cells read, written as CSV) against the
  /// same combination's scenario simulated bare, over the same rows, best of three alternated
  /// trials: the matrix's own cost. `matrix_row_vs_scenario` compares a row with the seed example
  /// on iOS 10.3 instead, which the sweep's later releases and larger devices outweigh.
  package func matrixRowVsSameScenario() -> Double {
    guard let sweep = try? Self.matrixSweep(rows: options.matrixRows) else { return .nan }
    let n = min(sweep.count, max(1_000, options.speedupRows / 3))
    // Rows spread over the whole sweep, every release, device and orientation among them.
    let indices = (0..<n).map { $0 &* 7_919 % sweep.count }
    let scenarios = indices.compactMap(sweep.scenario(at:))
    let table = MatrixTable(sweep: sweep, format: .csv)
    var sink = 0
    var bare = Double.infinity
    var rows = Double.infinity
    for _ in 0..<3 {
      bare = min(
        bare,
        Self.time {
          for s in scenarios { sink &+= Simulation.run(s, observing: sweep.points).entries.count }
        })
      rows = min(
        rows, Self.time { for i in indices { sink &+= table.row(sweep.row(at: i)).utf8.count } })
    }
    if sink == Int.min { print("none") }
    return (rows / Double(n)) / (bare / Double(max(1, scenarios.count)))
  }

  /// The seed example's trace written as JSON Lines and read back, entries per second: the bytes
  /// `run --format jsonl` writes and `replay` reads.
  package func jsonlEntriesPerSecond() -> Double {
    let trace = Simulation.run(Scenario.seedExample(os: OSVersion(10, 3)))
    let runs = max(10, options.scenarios / 20)
    var bytes = 0
    let seconds =
      (0..<3).map { _ in
        Self.time {
          for _ in 0..<runs {
            let text = TraceFile.encodedBytes(trace)
            bytes &+= (try? TraceFile.decode(bytes: text, file: "bench").entries.count) ?? 0
          }
        }
      }.min() ?? .infinity
    if bytes == Int.min { print("none") }
    return Double(runs * trace.entries.count) / seconds
  }

  /// Milliseconds from launching this executable (`insetsim --version`, output to /dev/null) to its
  /// exit, the median of 11, with `posix_spawn` (Foundation's `Process` adds tens of milliseconds
  /// of its own).
  package func startupMilliseconds() -> Double? {
    guard let path = Self.executablePath() else { return nil }
    var times: [Double] = []
    for _ in 0..<11 {
      var failed = false
      let t = Self.time { failed = !Self.spawnAndWait(path, ["--version"]) }
      if failed { return nil }
      times.append(t * 1_000)
    }
    return times.sorted()[times.count / 2]
  }

  /// This executable's path: `/proc/self/exe` read on Linux (Foundation's `Bundle` is not loaded
  /// there), the main bundle's elsewhere.
  static func executablePath() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard n > 0 else { return nil }
      return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      return Bundle.main.executablePath
    #endif
  }

  /// Runs `path` with `arguments`, its output to /dev/null; true when it exits with status 0.
  static func spawnAndWait(_ path: String, _ arguments: [String]) -> Bool {
    #if os(Linux) || os(macOS)
      #if os(Linux)
        var actions = posix_spawn_file_actions_t()
      #else
        var actions: posix_spawn_file_actions_t = nil
      #endif
      guard posix_spawn_file_actions_init(&actions) == 0 else { return false }
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
      defer { for a in argv { free(a) } }
      var pid = pid_t()
      #if os(Linux)
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return false }
      #else
        let envp: [UnsafeMutablePointer<CChar>?] =
          ProcessInfo.processInfo.environment.sorted { $0.key < $1.key }.map {
            strdup($0.key + "=" + $0.value)
          } + [nil]
        defer { for a in envp { free(a) } }
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return false }
      #endif
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 {
        if errno != EINTR { return false }
      }
      return status == 0
    #else
      return false  // no child processes on iOS and the like: start-up is "not measured"
    #endif
  }
}
