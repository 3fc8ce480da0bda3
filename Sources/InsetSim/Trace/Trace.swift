/// A recorded run: the scenario it came from and its entries in order.
///
///     let trace = Simulation.run(scenario)
///     trace.snapshot(at: "viewDidAppear")?.value("tableView", .contentInset)  // (64, 0, 49, 0) on iOS 10.3
public struct Trace: Hashable, Sendable {
  public static let formatVersion = 1
  public static let producer = "insetsim 0.1"

  /// The scenario as JSON, embedded in the header so the trace replays on its own.
  public var scenario: JSONValue
  public var producer: String
  public var entries: [TraceEntry]

  public init(scenario: JSONValue, producer: String = Trace.producer, entries: [TraceEntry]) {
    self.scenario = scenario
    self.producer = producer
    self.entries = entries
  }

  /// The snapshot taken at a point, by its written form ("viewDidAppear", "last scrollViewDidChangeAdjustedContentInset").
  public func snapshot(at point: String) -> TraceEntry? {
    entries.first { $0.kind == .snapshot && $0.at == point }
  }

  public var changes: [TraceEntry] { entries.filter { $0.kind == .change } }
}
