import InsetSimSupport

extension Scenario {
  /// The same scenario on another release, device or orientation, checked as strictly as a file
  /// (a device that does not run the release is an error naming `file`).
  public func with(
    os: String? = nil, device: String? = nil, orientation: String? = nil, file: String
  ) throws(InputError) -> Scenario {
    guard os != nil || device != nil || orientation != nil else { return self }
    return try Scenario(
      json: Self.configured(json, os: os, device: device, orientation: orientation), file: file)
  }

  /// `json` with its `os`, `device` and `orientation` replaced by those given (added after the key
  /// that precedes them when missing).
  static func configured(_ json: JSONValue, os: String?, device: String?, orientation: String?)
    -> JSONValue
  {
    guard case .object(var pairs) = json else { return json }
    func set(_ key: String, _ value: String, after: String) {
      if let i = pairs.firstIndex(where: { $0.0 == key }) {
        pairs[i].1 = .string(value)
      } else {
        let at = (pairs.firstIndex { $0.0 == after } ?? pairs.count - 1) + 1
        pairs.insert((key, .string(value)), at: at)
      }
    }
    if let os { set("os", os, after: "summary") }
    if let device { set("device", device, after: "os") }
    if let orientation { set("orientation", orientation, after: "device") }
    return .object(pairs)
  }

  /// The same scenario in another configuration, as ``with(os:device:orientation:file:)``, except
  /// that an `expect` entry the configuration cannot hold (a property or callback that does not
  /// exist on that release, such as `adjustedContentInset` on iOS 10) is left out and returned, not
  /// an error. Since `self` decoded with every entry, such an error can only come from the new
  /// configuration; any other error is thrown.
  ///
  ///     let (ios10, skipped) = try ios11Scenario.variant(os: "10.3", file: "s.scenario.json (with --os)")
  ///     skipped.first?.description  // "tableView.adjustedContentInset at viewDidAppear"
  public func variant(
    os: String? = nil, device: String? = nil, orientation: String? = nil, file: String
  ) throws(InputError)
    -> (scenario: Scenario, skipped: [SkippedExpectation])
  {
    guard os != nil || device != nil || orientation != nil else { return (self, []) }
    var doc = Self.configured(json, os: os, device: device, orientation: orientation)
    var skipped: [SkippedExpectation] = []
    // The original position of each expect entry still in `doc` (values, orders and counts alike:
    // the file's list, not `expect`, which holds the values only).
    var count = 0
    if case .object(let pairs) = doc,
      case .array(let entries)? = pairs.first(where: { $0.0 == "expect" })?.1
    {
      count = entries.count
    }
    var positions = Array(0..<count)
    while true {
      do {
        return (try Scenario(json: doc, file: file), skipped)
      } catch {
        guard let k = Self.expectIndex(in: error.location), k < positions.count,
          case .object(var pairs) = doc, let e = pairs.firstIndex(where: { $0.0 == "expect" }),
          case .array(var entries) = pairs[e].1, k < entries.count
        else { throw error }
        skipped.append(
          SkippedExpectation(index: positions[k], entry: entries[k], reason: error.problem))
        entries.remove(at: k)
        positions.remove(at: k)
        pairs[e].1 = .array(entries)
        doc = .object(pairs)
      }
    }
  }

  /// `N` of a location `at expect[N]…`.
  private static func expectIndex(in location: String) -> Int? {
    guard location.hasPrefix("at expect[") else { return nil }
    let digits = location.dropFirst("at expect[".count).prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count < 10 else { return nil }
    return Int(digits)
  }

  /// A short label of the configuration: "iPhone 8, iOS 10.3" (+ orientation when not portrait).
  public var configurationLabel: String {
    "\(device.name), iOS \(os)"
      + (effectiveOrientation == .portrait ? "" : ", \(effectiveOrientation.rawValue)")
  }
}

/// An `expect` entry left out of a variant because its configuration cannot hold it.
public struct SkippedExpectation: Hashable, Sendable {
  /// Its position in the scenario's `expect` list as the scenario writes it back (values first, then
  /// orders, counts and the rest), which is not always the file's order: messages name the entry by
  /// ``what`` instead.
  public var index: Int
  /// `tableView.adjustedContentInset at viewDidAppear`, as the file writes it.
  public var what: String
  /// Why: "'tableView' has no tracked property 'adjustedContentInset' on iOS 10.3".
  public var reason: String

  init(index: Int, entry: JSONValue, reason: String) {
    self.index = index
    func text(_ key: String) -> String {
      if case .string(let s)? = entry[key] { return InputError.shown(s) }
      return "?"
    }
    what =
      entry["order"] != nil || entry["called"] != nil || entry["stops"] != nil
      ? "an order, called or stops expectation"
      : entry["changed"] != nil || entry["unchanged"] != nil
        ? "a changed or unchanged expectation"
        : "\(text("object")).\(text("property")) at \(text("at"))"
    self.reason = reason
  }

  /// `tableView.adjustedContentInset at viewDidAppear`
  public var description: String { what }
}
