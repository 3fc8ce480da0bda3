import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// What the screen holds at one entry of a trace, read from the trace alone: every value as its
/// last change left it (with the entry that made the change, so a picture can name the rule), the
/// controllers whose views are on screen (from `viewWillAppear` until `viewDidDisappear`, in the
/// order they came) and the controllers that were presented.
///
/// Built by folding the entries in order, so a run of pictures costs one pass over the trace:
///
///     var state = ScreenState()
///     for (i, e) in trace.entries.enumerated() { state.apply(e, at: i) }
///     state.value("tableView", .contentInset)  // .insets(64, 0, 49, 0)
struct ScreenState: Sendable {
  /// A value and the index of the entry that set it.
  struct Setting: Sendable {
    var value: Value
    var entry: Int
  }

  private(set) var values: [String: [Property: Setting]] = [:]
  /// Objects in the order their first value came.
  private(set) var objects: [String] = []
  /// Each object's place in ``objects``.
  private var order: [String: Int] = [:]
  /// The navigation, tool, tab and search bars among ``objects``, in their order: a picture finds
  /// them without looking at every object.
  private(set) var bars: [String] = []
  /// The objects with a `contentInset` (scroll views), in the order of ``objects``.
  private(set) var scrollViews: [String] = []
  /// Controllers on screen, bottom first.
  private(set) var onScreen: [String] = []
  private(set) var presented: Set<String> = []

  mutating func apply(_ e: TraceEntry, at index: Int) {
    switch e.kind {
    case .change:
      guard let o = e.object, let p = e.property, let to = e.to else { return }
      if values[o] == nil {
        order[o] = objects.count
        objects.append(o)
        let last = o.split(separator: ".").last.map(String.init) ?? o
        if Self.barNames.contains(last) { bars.append(o) }
      }
      if p == .contentInset && values[o]?[p] == nil {
        // In the order of `objects`: after every scroll view whose first value came earlier.
        let place = order[o] ?? objects.count
        var lo = 0
        var hi = scrollViews.count
        while lo < hi {
          let mid = (lo + hi) / 2
          if (order[scrollViews[mid]] ?? 0) < place { lo = mid + 1 } else { hi = mid }
        }
        scrollViews.insert(o, at: lo)
      }
      values[o, default: [:]][p] = Setting(value: to, entry: index)
    case .callback:
      guard let o = e.object, !o.contains(".") else { return }
      switch e.name {
      case "viewWillAppear"?:
        onScreen.removeAll { $0 == o }
        onScreen.append(o)
      case "viewDidDisappear"?:
        onScreen.removeAll { $0 == o }
        presented.remove(o)
      default: break
      }
    case .event where e.name == "present":
      if let detail = e.detail { presented.insert(String(detail.prefix { $0 != "," })) }
    default:
      break
    }
  }

  /// The last part of a bar's name ("navigationController.navigationBar").
  static let barNames: Set<String> = ["navigationBar", "toolbar", "tabBar", "searchBar"]

  func setting(_ object: String, _ property: Property) -> Setting? { values[object]?[property] }

  func value(_ object: String, _ property: Property) -> Value? {
    values[object]?[property]?.value
  }

  func rect(_ object: String, _ property: Property = .frame) -> Rect? {
    if case .rect(let r)? = value(object, property) { return r }
    return nil
  }

  func insets(_ object: String, _ property: Property) -> EdgeInsets? {
    if case .insets(let i)? = value(object, property) { return i }
    return nil
  }

  func isHidden(_ object: String) -> Bool {
    if case .bool(true)? = value(object, .hidden) { return true }
    return false
  }
}
