import Foundation
import InsetSimTesting
import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimLint
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// Each renderer's output for a small scenario (S000-08: no containers, so nothing is adjusted)
/// against a reviewed golden file in `__Snapshots__/`; and every scenario in Traces/ renders in
/// every format, twice to the same bytes, and its trace reads back to the same bytes. (Across
/// processes, hash seeds, locales and time zones:
/// Tests/InsetSimCLITests/DeterminismCLITests.swift.)
@Suite struct RendererGoldenTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let traces = here.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Traces")

  static let renderers: [(String, any TraceRenderer)] = [
    ("txt", TextRenderer()), ("md", MarkdownRenderer()), ("mermaid", MermaidRenderer()),
    ("svg", SVGRenderer()),
    ("json", ChromeTraceRenderer()), ("jsonl", JSONLRenderer()), ("explain", ExplainRenderer()),
    ("screens.svg", ScreenRenderer()), ("html", HTMLRenderer()),
  ]

  @Test(arguments: ["txt", "md", "mermaid", "svg", "json", "screens.svg"])
  func rendererMatchesItsReviewedGoldenFile(_ ext: String) throws {
    let scenario = try Scenario.load(
      path: Self.traces.appendingPathComponent("seeds/S000-08-no-containers.scenario.json").path)
    let trace = Simulation.run(scenario)
    let renderer = try #require(Self.renderers.first { $0.0 == ext }?.1)
    let golden = try String(
      contentsOf: Self.here.appendingPathComponent("__Snapshots__/S000-08.\(ext)"), encoding: .utf8)
    let diff = LineDiff(expected: golden, actual: renderer.render(trace))
    #expect(diff.isEmpty, "\(ext) differs from its golden file:\n\(diff.rendered())")
  }

  static var scenarioFiles: [String] {
    (try? InputFiles.under(traces.path, suffixes: [".scenario.json"])) ?? []
  }

  @Test(arguments: scenarioFiles)
  func everyFormatRendersTheSameBytesTwice(_ path: String) throws {
    let scenario = try Scenario.load(path: path)
    let first = Simulation.run(scenario)
    let second = Simulation.run(try Scenario.load(path: path))
    for (ext, renderer) in Self.renderers {
      let a = renderer.render(first)
      #expect(!a.isEmpty, "\(ext) rendered nothing for \(path)")
      #expect(
        Array(a.utf8) == Array(renderer.render(second).utf8),
        "\(ext) output differs between two runs of \(path)")
    }
    // The trace file reads back to the same trace, which writes the same bytes.
    let encoded = TraceFile.encode(first)
    let reread = try TraceFile.decode(bytes: Array(encoded.utf8), file: path)
    #expect(
      Array(TraceFile.encode(reread).utf8) == Array(encoded.utf8),
      "the trace of \(path) does not read back to the same bytes")
  }
}
