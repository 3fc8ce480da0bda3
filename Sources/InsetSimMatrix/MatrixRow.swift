import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// One combination of a sweep and what its run showed.
public struct MatrixRow: Sendable {
  /// The combination's position, from 0, in the order rows are written.
  public var index: Int
  /// The level chosen for each factor, in factor order.
  public var levels: [SweepFactor.Level]
  /// One cell per column; empty when the combination is not a valid scenario.
  public var cells: [MatrixCell]
  /// The footing of the row's weakest value: the lowest confidence of the rules that set its cells
  /// (assumed below low); nil when the row has no value set by a rule or could not run.
  public var footing: ValueFooting? = nil
  /// Why the combination could not run ("iPhone X does not run iOS 10.3"), or nil.
  public var problem: String?
}
