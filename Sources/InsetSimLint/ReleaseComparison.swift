import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The inset values of every scroll view in several runs of one scenario, side by side at each
/// point the runs all observed (or at the end of each run when they share none): what the release
/// detectors compare.
///
/// The effective inset is what moves the content: contentInset on iOS ≤ 10, adjustedContentInset on
/// iOS 11+.
struct ReleaseComparison {
  struct Cell {
    var configuration: String
    /// The effective inset's property and value.
    var property: Property
    var effective: EdgeInsets
    var contentInset: EdgeInsets
    /// The snapshot entry holding the values (nil at the end of a run), and the change that set the
    /// effective inset.
    var snapshotIndex: Int?
    var changeIndex: Int?
    var contentInsetChangeIndex: Int?
  }

  struct Row {
    /// "viewDidAppear", or "the end of the run".
    var point: String
    var object: String
    var cells: [Cell]
  }

  var rows: [Row] = []

  init(_ runs: [LintRun]) {
    let histories = runs.map { TraceHistory($0.trace) }
    let snapshotPoints = histories.map { h in h.indexes(.snapshot).compactMap { h.entries[$0].at } }
    let shared = (snapshotPoints.first ?? []).reduce(into: [String]()) { out, p in
      if !out.contains(p) && snapshotPoints.allSatisfy({ $0.contains(p) }) { out.append(p) }
    }
    let points: [String?] = shared.isEmpty ? [nil] : shared
    let objects = histories.first?.objects(having: .contentInset) ?? []
    for point in points {
      for object in objects {
        var cells: [Cell] = []
        for (run, h) in zip(runs, histories) {
          let index = point.flatMap { p in h.indexes(.snapshot).first { h.entries[$0].at == p } }
          let property: Property =
            run.scenario.era == .safeArea ? .adjustedContentInset : .contentInset
          let read: (Property) -> EdgeInsets? = { p in
            if let index { return h.entries[index].values?.value(object, p)?.insetsValue }
            return h.insets(object, p)
          }
          guard let effective = read(property), let contentInset = read(.contentInset) else {
            break
          }
          let before = index ?? .max
          cells.append(
            Cell(
              configuration: run.configuration, property: property, effective: effective,
              contentInset: contentInset,
              snapshotIndex: index,
              changeIndex: h.lastChangeIndex(object, property, before: before),
              contentInsetChangeIndex: h.lastChangeIndex(object, .contentInset, before: before)))
        }
        if cells.count == runs.count {
          rows.append(Row(point: point ?? "the end of the run", object: object, cells: cells))
        }
      }
    }
  }

  /// Evidence for one cell: the snapshot and the change behind the value (not the object's initial
  /// value).
  static func evidence(_ cell: Cell, change: Int?, run: LintRun) -> [LintEvidence] {
    var indexes: [Int] = []
    if let s = cell.snapshotIndex { indexes.append(s) }
    if let c = change, run.trace.entries[c].cause != .initial { indexes.append(c) }
    if indexes.isEmpty, let c = change { indexes.append(c) }
    return indexes.sorted().map {
      LintEvidence(configuration: cell.configuration, index: $0, entry: run.trace.entries[$0])
    }
  }
}
