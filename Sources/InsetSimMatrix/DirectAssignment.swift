import InsetSimModel
import InsetSimSupport

/// One key a sweep level sets, resolved once when the sweep is made, so that a row applies it to
/// the decoded base with an assignment: the release (with whether the base's points and steps exist
/// on it), the device found in the catalogue, the orientation, or a view's key with its value
/// already checked.
enum DirectAssignment: Sendable {
  case os(OSVersion, validOnRelease: Bool)
  case device(Device)
  case orientation(Orientation)
  /// A view's key; `field` is nil when the value is left to the decoder (`Sweep.setView`).
  case view(id: String, key: String, value: JSONValue, field: Field?)

  /// A view key's value, checked as the scenario decoder checks it on its own (the view's type is
  /// checked when it is applied).
  enum Field: Sendable {
    case frame(ViewSpec.Frame)
    case hidden(Bool)
    case contentSize(Size)
    case rows(Int)
    case rowHeight(Double)
    case tableHeaderHeight(Double)
    case tableFooterHeight(Double)
    case contentInset(EdgeInsets)
    case contentInsetAdjustmentBehavior(AdjustmentBehavior)
    case scrollEnabled(Bool)
    case alwaysBounceVertical(Bool)
    case alwaysBounceHorizontal(Bool)

    /// The value of `key` when the decoder would take it as it is, else nil.
    init?(key: String, value: JSONValue) {
      let limit = ScenarioLimits.maxLength
      func number(_ v: JSONValue, min: Double) -> Double? {
        guard case .number(let n) = v, n >= min, n <= limit else { return nil }
        return n
      }
      func numbers(_ count: Int, nonNegativeFrom: Int) -> [Double]? {
        guard case .array(let items) = value, items.count == count else { return nil }
        var result: [Double] = []
        for (i, item) in items.enumerated() {
          guard let n = number(item, min: i >= nonNegativeFrom ? 0 : -limit) else { return nil }
          result.append(n)
        }
        return result
      }
      func bool() -> Bool? { if case .bool(let b) = value { b } else { nil } }
      switch key {
      case "frame":
        if case .string(let s) = value {
          guard s == "fill" else { return nil }
          self = .frame(.fill)
        } else {
          guard let n = numbers(4, nonNegativeFrom: 2) else { return nil }
          self = .frame(.rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3])))
        }
      case "hidden":
        guard let b = bool() else { return nil }
        self = .hidden(b)
      case "contentSize":
        guard let n = numbers(2, nonNegativeFrom: 0) else { return nil }
        self = .contentSize(Size(width: n[0], height: n[1]))
      case "rows":
        guard case .number(let n) = value, n >= 0, n <= Double(ScenarioLimits.maxRows),
          n == n.rounded()
        else { return nil }
        self = .rows(Int(n))
      case "rowHeight":
        guard let n = number(value, min: 0) else { return nil }
        self = .rowHeight(n)
      case "tableHeaderHeight":
        guard let n = number(value, min: 0) else { return nil }
        self = .tableHeaderHeight(n)
      case "tableFooterHeight":
        guard let n = number(value, min: 0) else { return nil }
        self = .tableFooterHeight(n)
      case "contentInset":
        guard let n = numbers(4, nonNegativeFrom: 4) else { return nil }
        self = .contentInset(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
      case "contentInsetAdjustmentBehavior":
        guard case .string(let s) = value, let b = AdjustmentBehavior(rawValue: s) else {
          return nil
        }
        self = .contentInsetAdjustmentBehavior(b)
      case "scrollEnabled":
        guard let b = bool() else { return nil }
        self = .scrollEnabled(b)
      case "alwaysBounceVertical":
        guard let b = bool() else { return nil }
        self = .alwaysBounceVertical(b)
      case "alwaysBounceHorizontal":
        guard let b = bool() else { return nil }
        self = .alwaysBounceHorizontal(b)
      default:
        return nil
      }
    }

    /// Whether a view of `type` takes the key (scroll views' keys, table views' keys).
    func applies(to type: ViewType) -> Bool {
      switch self {
      case .contentSize, .contentInset, .contentInsetAdjustmentBehavior, .scrollEnabled,
        .alwaysBounceVertical, .alwaysBounceHorizontal:
        type.isScrollView
      case .rows, .rowHeight, .tableHeaderHeight, .tableFooterHeight:
        type == .tableView
      case .frame, .hidden:
        true
      }
    }

    func set(in view: inout ViewSpec) {
      switch self {
      case .frame(let v): view.frame = v
      case .hidden(let v): view.hidden = v
      case .contentSize(let v): view.contentSize = v
      case .rows(let v): view.rows = v
      case .rowHeight(let v): view.rowHeight = v
      case .tableHeaderHeight(let v): view.tableHeaderHeight = v
      case .tableFooterHeight(let v): view.tableFooterHeight = v
      case .contentInset(let v): view.contentInset = v
      case .contentInsetAdjustmentBehavior(let v): view.contentInsetAdjustmentBehavior = v
      case .scrollEnabled(let v): view.scrollEnabled = v
      case .alwaysBounceVertical(let v): view.alwaysBounceVertical = v
      case .alwaysBounceHorizontal(let v): view.alwaysBounceHorizontal = v
      }
    }
  }
}
