import Foundation
import InsetSim
import Testing

/// Runs the built `insetsim` executable for the end-to-end suites.
enum InsetsimBinary {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    /// stdout exactly as written.
    var stdoutData = Data()
    /// Whether the process ended by a signal (a crash, or the timeout's kill) rather than by
    /// exiting.
    var signaled = false
    /// Whether the timeout stopped it.
    var timedOut = false
    /// stdout's lines, empty ones kept.
    var lines: [String] {
      stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    var nonEmptyLines: [String] { stdout.split(separator: "\n").map(String.init) }
  }

  /// The repository's Traces folder.
  static let traces = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Traces")

  /// The `insetsim` executable of this build: next to the test bundle (`swift test`, with or
  /// without `--scratch-path`, Linux or macOS), or `INSETSIM_BINARY` when set.
  static let url: URL? = {
    let fm = FileManager.default
    func isExecutableFile(_ url: URL) -> Bool {
      var isDirectory: ObjCBool = false
      return fm.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
        && fm.isExecutableFile(atPath: url.path)
    }
    if let path = ProcessInfo.processInfo.environment["INSETSIM_BINARY"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    var starts: [URL] = []
    if let first = CommandLine.arguments.first {
      starts.append(URL(fileURLWithPath: first).resolvingSymlinksInPath())
    }
    if let executable = Bundle.main.executableURL {
      starts.append(executable.resolvingSymlinksInPath())
    }
    starts.append(Bundle.main.bundleURL)
    starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    // From each start, look in its folder and up to five folders above (a macOS bundle is
    // debug/X.xctest/Contents/MacOS/X); the products folder holds `insetsim`.
    for start in starts {
      var folder = start.standardizedFileURL.deletingLastPathComponent()
      for _ in 0..<6 {
        let candidate = folder.appendingPathComponent("insetsim")
        if isExecutableFile(candidate) { return candidate }
        if folder.path == "/" { break }
        folder = folder.deletingLastPathComponent()
      }
    }
    return nil
  }()

  /// Runs the binary (or `executable`) with `arguments`; stdout and stderr go through files, so
  /// large outputs cannot block. `directory` is its working folder (the tests' own when nil);
  /// `environment` replaces the inherited environment when given. A run still going after `timeout`
  /// seconds is killed (and reported as timed out).
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    timeout: TimeInterval = 600,
    executable: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    let binary = try #require(
      executable ?? url,
      "no 'insetsim' executable next to the test bundle; run `swift build` first or set INSETSIM_BINARY",
      sourceLocation: sourceLocation)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      process.waitUntilExit()
      finished.signal()
    }
    var timedOut = false
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      finished.wait()
    }
    try out.close()
    try err.close()
    let stdoutData = try Data(contentsOf: outURL)
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: stdoutData, as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      stdoutData: stdoutData, signaled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut)
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "insetsim-cli-tests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Every scenario file under Traces/, sorted.
  static var scenarioFiles: [String] {
    (try? InputFiles.under(traces.path, suffixes: [".scenario.json"])) ?? []
  }
}
