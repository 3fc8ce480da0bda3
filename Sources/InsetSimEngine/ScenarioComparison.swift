import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// One scenario run in several configurations (releases, devices, orientations), compared value by
/// value at each observation point: the iOS 10 → 11 migration story in one table.
///
///     let c = ScenarioComparison(variants: [s.with(os: "10.3", file: f), s.with(os: "11.0", file: f)])
///     c.rows(at: "viewDidAppear").filter(\.differs)  // tableView.contentInset 64 | 0, …
public struct ScenarioComparison: Sendable {
  public struct Row: Sendable {
    public var object: String
    /// The property; for an effective-inset row, `adjustedContentInset` (its iOS 11+ source).
    public var property: Property
    /// The inset the content is laid out with, by release: contentInset on iOS ≤ 10,
    /// adjustedContentInset on iOS 11+ (UIScrollView.h: "adjustedContentInset … the insets derived
    /// from the content insets and the safe area"; before iOS 11 the system adjusts contentInset
    /// itself). Its values mix the two properties, so that the iOS 10 → 11 difference shows in one
    /// row.
    public var isEffectiveInset = false
    /// `tableView.contentInset`, or `tableView effective inset`.
    public var name: String {
      isEffectiveInset ? "\(object) effective inset" : "\(object).\(property.name)"
    }
    /// One value per variant; nil where the value does not exist on that release or the point was
    /// not reached.
    public var values: [Value?]
    /// What each value rests on (the confidence of the rule that set it); nil where there is no
    /// value.
    public var footings: [ValueFooting?] = []
    /// The value differs between variants that have it.
    public var differs: Bool { Set(values.compactMap { $0.map { "\($0)" } }).count > 1 }
    /// Some variant lacks the value (the API does not exist on its release, or the point was not
    /// reached).
    public var missingSomewhere: Bool { values.contains { $0 == nil } }
  }

  public var variants: [Scenario]
  public var traces: [Trace]
  /// The points compared: the scenario's observe and expect points, or viewWillAppear and
  /// viewDidAppear.
  public var points: [String]

  public init(variants: [Scenario]) {
    self.variants = variants
    var seen = Set<String>()
    var points: [ObservationPoint] = []
    for s in variants {
      for p in s.observe + s.expect.map(\.at) where seen.insert(p.description).inserted {
        points.append(p)
      }
    }
    if points.isEmpty {
      points = [
        .callback(CallbackRef("viewWillAppear"), .first),
        .callback(CallbackRef("viewDidAppear"), .first),
      ]
    }
    self.points = points.map(\.description)
    traces = variants.map { Simulation.run($0, observing: points) }
  }

  /// Every value at `point`, objects in first-seen order, properties in catalogue order; each
  /// scroll view's effective inset (``Row/isEffectiveInset``) just above its contentInset.
  public func rows(at point: String) -> [Row] {
    let entries = traces.map { $0.snapshot(at: point) }
    let snapshots = entries.map { $0?.values }
    let footingTables = zip(traces, entries).map { trace, entry in
      entry.map { ValueFooting.table(in: trace, before: $0.seq) } ?? [:]
    }
    func footings(_ object: String, _ properties: [Property]) -> [ValueFooting?] {
      zip(snapshots, footingTables).enumerated().map { i, pair in
        let property = properties[i]
        guard pair.0?.value(object, property) != nil else { return nil }
        return pair.1[object]?[property] ?? ValueFooting.of(nil)
      }
    }
    var keys: [(String, Property)] = []
    var seen = Set<String>()
    for s in snapshots {
      for o in s?.objects ?? [] {
        for (p, _) in o.values where seen.insert(o.name + "." + p.name).inserted {
          keys.append((o.name, p))
        }
      }
    }
    var rows: [Row] = []
    for key in keys {
      if key.1 == .contentInset {
        // The effective inset first, just above the object's contentInset.
        let values = zip(variants, snapshots).map { variant, snapshot in
          snapshot?.value(key.0, variant.era == .safeArea ? .adjustedContentInset : .contentInset)
        }
        var row = Row(
          object: key.0, property: .adjustedContentInset, isEffectiveInset: true, values: values)
        row.footings = footings(
          key.0, variants.map { $0.era == .safeArea ? .adjustedContentInset : .contentInset })
        rows.append(row)
      }
      var row = Row(
        object: key.0, property: key.1, values: snapshots.map { $0?.value(key.0, key.1) })
      row.footings = footings(key.0, Array(repeating: key.1, count: variants.count))
      rows.append(row)
    }
    return rows
  }
}
