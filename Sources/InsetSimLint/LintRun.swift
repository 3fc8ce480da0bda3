import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// One run to lint: a scenario and the trace it gave, with the configuration's label.
///
///     let run = LintRun(scenario: try Scenario.load(path: "Traces/seeds/S000-12-tabBar-hidden-in-viewWillAppear.scenario.json"))
///     Linter.findings(in: [run]).map(\.detector)  // ["tabBar.hiddenKeepsInset"]
public struct LintRun: Sendable {
  public var scenario: Scenario
  public var trace: Trace
  /// The trace was simulated again from its header's scenario rather than linted as recorded.
  public var resimulated: Bool

  /// Simulates `scenario` (snapshots at its own observe and expect points only).
  public init(scenario: Scenario) {
    self.scenario = scenario
    self.trace = Simulation.run(scenario)
    self.resimulated = false
  }

  /// `scenario` and the trace already simulated from it.
  public init(scenario: Scenario, trace: Trace) {
    self.scenario = scenario
    self.trace = trace
    self.resimulated = false
  }

  /// A recorded trace. One written by insetsim is linted as it is; one recorded on a device
  /// (another
  /// producer) holds only what the recorder captured, so the scenario of its header is simulated
  /// instead.
  public init(trace: Trace, file: String) throws(InputError) {
    let scenario = try Scenario(json: trace.scenario, file: file + " (trace header)")
    self.scenario = scenario
    if Trace.isMadeByInsetSim(producer: trace.producer) {
      self.trace = trace
      self.resimulated = false
    } else {
      self.trace = Simulation.run(scenario)
      self.resimulated = true
    }
  }

  /// "iPhone 8, iOS 10.3"
  public var configuration: String { scenario.configurationLabel }
}
