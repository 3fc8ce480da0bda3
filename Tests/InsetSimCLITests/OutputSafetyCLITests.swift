import Foundation
import InsetSim
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Outputs that must never be destroyed or lost: special files written into (not replaced), docs
/// pages with distinct names, standard output that cannot be written (one message, exit 2), a
/// closed pipe
/// (a quiet exit 141), and temporary files removed when SIGINT or SIGTERM ends a run.
@Suite struct OutputSafetyCLITests {
  static let corpus = BadInputCorpusTests.corpus
  static let minimal = corpus.appendingPathComponent("ok-minimal.scenario.json").path

  /// Runs the binary with its standard output on `stdout` (and stderr captured); returns the
  /// process.
  static func launch(_ arguments: [String], stdout: FileHandle, in directory: URL? = nil) throws
    -> (Process, URL)
  {
    let binary = try #require(InsetsimBinary.url)
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "insetsim-stderr-" + UUID().uuidString)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = stdout
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    return (process, errURL)
  }

  /// A character device given to --out is written into and stays what it was.
  @Test func outputOntoACharacterDeviceWritesIntoIt() throws {
    let r = try InsetsimBinary.run(["run", Self.minimal, "--out", "/dev/null"], timeout: 60)
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(FileIdentity.kindOf("/dev/null") == "c")
  }

  /// A scenario named "index" gets its own page; index.md stays the index, written last; the count
  /// is right.
  @Test func aScenarioNamedIndexGetsItsOwnPage() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOfFile: Self.minimal, encoding: .utf8).replacingOccurrences(
      of: #""name": "ok-minimal""#, with: #""name": "index""#)
    try Data(text.utf8).write(to: folder.appendingPathComponent("index.scenario.json"))
    try Data(text.replacingOccurrences(of: #""name": "index""#, with: #""name": "Index""#).utf8)
      .write(to: folder.appendingPathComponent("upper.scenario.json"))
    let r = try InsetsimBinary.run(["docs", ".", "--out", "site"], in: folder, timeout: 60)
    #expect(r.status == 0)
    // Per page: the page, its run page, its screens, its timeline and the timeline's two windows
    // (a minimal run is wider than a page's column in one piece), its trace and its Chrome trace.
    #expect(r.stdout == "wrote 17 files for 2 scenarios to site\n")
    let site = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("site").path
    ).sorted()
    #expect(
      site == [
        "Index-3.chrome.json", "Index-3.html", "Index-3.md", "Index-3.screens.svg", "Index-3.svg",
        "Index-3.timeline-1.svg", "Index-3.timeline-2.svg", "Index-3.trace.jsonl",
        "index-2.chrome.json", "index-2.html", "index-2.md", "index-2.screens.svg", "index-2.svg",
        "index-2.timeline-1.svg", "index-2.timeline-2.svg", "index-2.trace.jsonl", "index.md",
      ])
    let index = try String(
      contentsOf: folder.appendingPathComponent("site/index.md"), encoding: .utf8)
    #expect(index.hasPrefix("# InsetSim scenarios"))
    #expect(index.contains("[index](index-2.md)") && index.contains("[Index](Index-3.md)"))
  }

  #if os(Linux)
    /// /dev/full: every write fails with ENOSPC. Each command says so once and exits 2; none
    /// crashes.
    @Test(arguments: [
      ["run", minimal], ["run", minimal, "--format", "jsonl"], ["lint", minimal], ["devices"],
      ["rules"], ["check", minimal],
      ["matrix", corpus.appendingPathComponent("sweep-ok.sweep.json").path], ["explain", minimal],
      ["print", minimal, "--at", "viewDidAppear"],
      ["--help"],
    ])
    func standardOutputThatCannotBeWrittenIsAnError(_ arguments: [String]) throws {
      let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      let (process, errURL) = try Self.launch(arguments, stdout: full)
      defer { try? FileManager.default.removeItem(at: errURL) }
      process.waitUntilExit()
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == 2)
      let stderr = try String(contentsOf: errURL, encoding: .utf8)
      #expect(
        stderr
          == "Error: standard output: cannot write (No space left on device); expected a writable output (what was printed is incomplete)\n"
      )
    }
  #endif

  /// A reader that goes away (`insetsim … | head`) ends the run quietly with status 141, not a
  /// signal.
  @Test func aClosedPipeEndsQuietly() throws {
    let pipe = Pipe()
    // Far more than a pipe holds (64 KB): 2 × 2,000 levels, one JSON line of about 100 bytes each.
    let rows = (0..<2000).map(String.init).joined(separator: ",")
    let (process, errURL) = try Self.launch(
      [
        "matrix", Self.corpus.appendingPathComponent("sweep-ok.sweep.json").path, "--vary",
        "views.tableView.rows=" + rows,
        "--vary", "orientation=portrait,landscapeLeft", "--format", "jsonl", "--jobs", "1",
      ], stdout: pipe.fileHandleForWriting)
    defer { try? FileManager.default.removeItem(at: errURL) }
    try pipe.fileHandleForWriting.close()
    _ = try pipe.fileHandleForReading.read(upToCount: 10)
    try pipe.fileHandleForReading.close()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 141)
    #expect(try String(contentsOf: errURL, encoding: .utf8) == "")
  }

  /// SIGINT or SIGTERM during `matrix --out` removes the temporary file; the process still ends by
  /// the signal.
  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalDuringMatrixOutRemovesTheTemporaryFile(_ sig: Int32) throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rows = (0..<300).map(String.init).joined(separator: ",")
    let (process, errURL) = try Self.launch(
      [
        "matrix", Self.corpus.appendingPathComponent("sweep-ok.sweep.json").path, "--vary",
        "views.tableView.rows=" + rows,
        "--vary", "views.tableView.rowHeight=" + rows, "--jobs", "1", "--out", "rows.md",
      ],
      stdout: FileHandle.nullDevice, in: folder)
    defer { try? FileManager.default.removeItem(at: errURL) }
    // Wait for the temporary file to appear, then interrupt.
    let deadline = Date().addingTimeInterval(60)
    while (try FileManager.default.contentsOfDirectory(atPath: folder.path)).isEmpty
      && Date() < deadline && process.isRunning
    {
      usleep(20_000)
    }
    let during = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(
      during.count == 1 && during[0].hasPrefix(".rows.md.tmp-"),
      "no temporary file while running: \(during)")
    kill(process.processIdentifier, sig)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == sig)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }
}

extension FileIdentity {
  /// "c" for a character device, "-" for a regular file, as `ls -l` shows the kind (for the tests).
  static func kindOf(_ path: String) -> String {
    switch FileIdentity(path: path)?.kind {
    case .characterDevice?: "c"
    case .regular?: "-"
    case .directory?: "d"
    case .fifo?: "p"
    case .blockDevice?: "b"
    case .socket?: "s"
    default: "?"
    }
  }
}
