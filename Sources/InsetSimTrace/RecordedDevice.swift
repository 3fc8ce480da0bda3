import InsetSimModel
import InsetSimSupport
import InsetSimTraceFormat

/// The device a recording was made on, as the recorder read it: the header's `recordedOn`.
///
/// ```text
/// {"insetsim-trace":1,"producer":"InsetSimRecorder 0.2","units":{…},
///  "recordedOn":{"model":"iPhone13,1","screen":[375,812],"os":"17.4.1"},"scenario":{…}}
/// ```
///
/// The scenario in the header names the device by the same model identifier; when the catalogue
/// lacks it, the screen size picks the family it replays as
/// (``Device/nearestFamily(idiom:screen:os:)``).
public struct RecordedDevice: Hashable, Sendable {
  /// `utsname.machine` on a device, `SIMULATOR_MODEL_IDENTIFIER` on a simulator ("iPhone13,1").
  public var model: String
  /// The screen's portrait size in points, `[width, height]`.
  public var screen: Size?
  /// The release as `UIDevice.systemVersion` gives it ("17.4.1").
  public var os: String?

  public init(model: String, screen: Size? = nil, os: String? = nil) {
    self.model = model
    self.screen = screen
    self.os = os
  }

  /// The idiom the model identifier says ("iPad…" is a pad), else the screen's (600 points wide or
  /// more is a pad).
  public var idiom: Device.Idiom {
    if model.hasPrefix("iPad") { return .pad }
    if model.hasPrefix("iPhone") || model.hasPrefix("iPod") { return .phone }
    return (screen.map { min($0.width, $0.height) } ?? 0) >= 600 ? .pad : .phone
  }

  var json: JSONValue {
    var pairs: [(String, JSONValue)] = [("model", .string(model))]
    if let screen {
      pairs.append(("screen", .array([.number(screen.width), .number(screen.height)])))
    }
    if let os { pairs.append(("os", .string(os))) }
    return .object(pairs)
  }

  static let shape = "{\"model\": \"iPhone13,1\", \"screen\": [375, 812], \"os\": \"17.4.1\"}"

  /// Reads the header's `recordedOn`; errors point at its key.
  static func parse(_ value: JSONValue, file: String) throws(InputError) -> RecordedDevice {
    let key = TraceLineLayout.recordedOnKey
    func fail(_ location: String, _ problem: String, _ expected: String) -> InputError {
      InputError(
        file: file, location: "line 1, key '\(key)\(location)'", problem: problem,
        expected: expected)
    }
    guard case .object(let pairs) = value else {
      throw fail("", "found \(value.kindDescription)", "an object " + shape)
    }
    let allowed = ["model", "screen", "os"]
    for (k, _) in pairs where !allowed.contains(k) {
      throw InputError(
        file: file, location: "line 1, key '\(key).\(InputError.shown(k))'",
        problem: "unknown key '\(InputError.shown(k))'",
        expected: "one of " + allowed.joined(separator: ", "),
        suggestion: Suggestions.closest(to: k, in: allowed))
    }
    guard case .string(let model)? = value["model"], !model.isEmpty, model.count <= 64 else {
      throw fail(".model", "no model identifier", "a string such as \"iPhone13,1\"")
    }
    var device = RecordedDevice(model: model)
    if let screen = value["screen"] {
      guard case .array(let items) = screen, items.count == 2,
        case .number(let w) = items[0], case .number(let h) = items[1],
        w > 0, h > 0, w <= 10_000, h <= 10_000
      else {
        throw fail(".screen", "not a screen size", "[width, height] in points, such as [375, 812]")
      }
      device.screen = Size(width: w, height: h)
    }
    if let os = value["os"] {
      guard case .string(let text) = os, OSVersion(text) != nil || parsesAsPointRelease(text)
      else { throw fail(".os", "not a release", "a string such as \"17.4.1\"") }
      device.os = text
    }
    return device
  }

  /// "17.4.1": a release with a third component, which `OSVersion` does not take.
  static func parsesAsPointRelease(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 3 && OSVersion(parts.prefix(2).joined(separator: ".")) != nil
      && !parts[2].isEmpty && parts[2].allSatisfy { $0.isASCII && $0.isNumber }
  }
}
