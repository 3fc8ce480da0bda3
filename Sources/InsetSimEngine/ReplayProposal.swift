import InsetSimModel
import InsetSimSupport
import InsetSimTrace

/// What `insetsim replay --propose` writes for a device recording: the recorded app as a scenario
/// file, its `expect` list extended with one entry per divergence, the recorded value (or order, or
/// number of calls) as expected and the recording as its source. Kept as a test, it holds the
/// simulator to the device: `insetsim check` fails on it until the model agrees.
///
///     let proposal = ReplayProposal(report, trace: recorded, file: "app.trace.jsonl")
///     print(proposal.text)  // {"insetsim": 2, …, "expect": [{"at": "…", "object": "tabBar", …}]}
public struct ReplayProposal: Sendable {
  /// The scenario, with its expect list extended.
  public private(set) var scenario: JSONValue
  /// How many entries were added.
  public private(set) var proposed = 0
  /// Each divergence no entry was written for, and why, one sentence each.
  public private(set) var notProposed: [String] = []

  public init(_ report: ReplayReport, trace: Trace, file: String) {
    scenario = RecordingSetting(trace).scenario
    guard case .object(var pairs) = scenario else { return }
    var expect: [JSONValue] = []
    if let i = pairs.firstIndex(where: { $0.0 == "expect" }) {
      if case .array(let items) = pairs[i].1 { expect = items }
      pairs.remove(at: i)
    }
    let device =
      trace.recordedOn.map { d in "recorded on \(d.model)" + (d.os.map { ", iOS " + $0 } ?? "") }
      ?? "recorded by '\(trace.producer)'"
    var seen = Set<JSONValue>()
    for d in report.mismatches {
      guard let fragment = d.expectation else {
        notProposed.append("entry #\(d.index) (\(d.subject)): nothing to expect")
        continue
      }
      guard seen.insert(fragment).inserted, case .object(var entry) = fragment else { continue }
      entry.append(("source", .string("\(device): \(file) entry #\(d.index)")))
      let candidate = JSONValue.object(pairs + [("expect", .array(expect + [.object(entry)]))])
      // Only entries the scenario format takes: a callback a scenario cannot name is said so.
      do {
        _ = try Scenario(json: candidate, file: file)
        expect.append(.object(entry))
        proposed += 1
      } catch {
        notProposed.append("entry #\(d.index) (\(d.subject)): \(error.problem)")
      }
    }
    scenario = .object(pairs + [("expect", .array(expect))])
  }

  /// The scenario file's text, indented, with a final newline.
  public var text: String { scenario.prettyText(indent: "") + "\n" }
}
