import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTraceFormat

/// A recorded run: the scenario it came from and its entries in order.
///
///     let trace = Simulation.run(scenario)
///     trace.snapshot(at: "viewDidAppear")?.value("tableView", .contentInset)  // (64, 0, 49, 0) on iOS 10.3
public struct Trace: Hashable, Sendable {
  public static let formatVersion = TraceLineLayout.formatVersion
  public static let producer = "insetsim 0.1"

  /// The note a run that stopped before its end closes with ("the simulation stopped: …", "the
  /// simulation stops after 200000 trace entries, …"), or nil when the run reached its end.
  public var stopNote: String? {
    guard let last = entries.last, last.kind == .note, let text = last.detail,
      text.hasPrefix("the simulation stop")
    else { return nil }
    return text
  }

  /// Whether a trace of `producer` was written by this simulator (`insetsim`, or `insetsim ` and a
  /// version), not recorded on a device.
  public static func isMadeByInsetSim(producer: String) -> Bool {
    producer == "insetsim" || producer.hasPrefix("insetsim ")
  }

  /// Where the header's scenario comes from: JSON read from a file, or the scenario a simulation
  /// ran
  /// (encoded only when the header is read, so recording a trace does not pay for it).
  enum Header: Sendable {
    case json(JSONValue)
    case scenario(Scenario)
  }

  var header: Header
  public var producer: String
  public var entries: [TraceEntry]
  /// The device a recording was made on (the header's `recordedOn`); nil for a simulated trace.
  public var recordedOn: RecordedDevice?

  /// The scenario as JSON, embedded in the header so the trace replays on its own.
  public var scenario: JSONValue {
    get {
      switch header {
      case .json(let json): json
      case .scenario(let scenario): scenario.json
      }
    }
    set { header = .json(newValue) }
  }

  public init(scenario: JSONValue, producer: String = Trace.producer, entries: [TraceEntry]) {
    self.header = .json(scenario)
    self.producer = producer
    self.entries = entries
  }

  /// The trace of a run of `scenario`.
  public init(of scenario: Scenario, producer: String = Trace.producer, entries: [TraceEntry]) {
    self.header = .scenario(scenario)
    self.producer = producer
    self.entries = entries
  }

  public static func == (a: Trace, b: Trace) -> Bool {
    a.producer == b.producer && a.entries == b.entries && a.scenario == b.scenario
      && a.recordedOn == b.recordedOn
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(producer)
    hasher.combine(entries)
    hasher.combine(scenario)
    hasher.combine(recordedOn)
  }

  /// The snapshot taken at a point, by its written form ("viewDidAppear", "last
  /// scrollViewDidChangeAdjustedContentInset").
  public func snapshot(at point: String) -> TraceEntry? {
    // By index, so that the entries passed over are read in place, not copied.
    for i in entries.indices where entries[i].kind == .snapshot && entries[i].at == point {
      return entries[i]
    }
    return nil
  }

  public var changes: [TraceEntry] { entries.filter { $0.kind == .change } }
}
