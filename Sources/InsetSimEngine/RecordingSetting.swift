import InsetSimModel
import InsetSimSupport
import InsetSimTrace

/// The device and release a device recording replays on, and the notes that say so: a model the
/// catalogue lacks replays as the family nearest in screen size, a release it lacks as the nearest
/// release it knows; never silently as another device or release.
///
///     let setting = RecordingSetting(trace)
///     setting.scenario  // the header's scenario, its "device" and "os" replaced when needed
///     setting.notes     // ["recorded on iOS 26.2, which the catalogue does not list: …"]
struct RecordingSetting {
  /// The header's scenario, with the device and release it replays on.
  private(set) var scenario: JSONValue
  /// What was replaced or looked up, one sentence each.
  private(set) var notes: [String] = []

  init(_ trace: Trace) {
    scenario = trace.scenario
    guard !TraceReplay.isProducedByInsetSim(trace), case .object = scenario else { return }
    let recorded = trace.recordedOn
    var os: OSVersion?
    if case .string(let text)? = scenario["os"] {
      os = resolveRelease(text, full: recorded?.os)
    }
    if case .string(let name)? = scenario["device"] {
      resolveDevice(name, recorded: recorded, os: os)
    }
  }

  /// The release a recording of `text` ("26.2", "16.8") replays as; `full` is the device's own
  /// spelling ("26.2.1").
  private mutating func resolveRelease(_ text: String, full: String?) -> OSVersion? {
    guard let v = OSVersion(text) else { return nil }
    let shown = "iOS " + (full ?? text)
    if let known = OSVersion.nearestKnown(to: v) {
      if known != v {
        notes.append(
          "recorded on \(shown), which the catalogue does not list: replayed as iOS \(known), the latest \(known.major).x release it knows (rule os.nearestRelease)"
        )
      }
      return known
    }
    // A release nearestKnown leaves out (16.8, 10.4, 27.0): the nearest the catalogue lists, the
    // last one before it, else the first one.
    guard let nearest = OSVersion.known.last(where: { $0 < v }) ?? OSVersion.known.first else {
      return nil
    }
    replace("os", with: nearest.description)
    notes.append(
      "recorded on \(shown), which the catalogue does not list: replayed as iOS \(nearest), the nearest release it knows (rule os.nearestRelease)"
    )
    return nearest
  }

  private mutating func resolveDevice(_ name: String, recorded: RecordedDevice?, os: OSVersion?) {
    if Device.named(name) != nil {
      if Device.isModelIdentifier(name), let device = Device.named(name) {
        let family = device.family == device.name ? "" : " (\(device.family) family)"
        notes.append("recorded on \(name), the catalogue's \(device.name)\(family)")
      }
      return
    }
    guard let recorded, let screen = recorded.screen, let os,
      let family = Device.nearestFamily(idiom: recorded.idiom, screen: screen, os: os)
    else { return }
    replace("device", with: family.name)
    let size = family.portraitSize
    notes.append(
      "recorded on \(recorded.model) (\(formatPoints(screen.width))×\(formatPoints(screen.height)) pt), which the catalogue does not list: replayed as \(family.name), the family nearest in screen size (\(formatPoints(size.width))×\(formatPoints(size.height)) pt)"
    )
  }

  private mutating func replace(_ key: String, with text: String) {
    guard case .object(var pairs) = scenario,
      let i = pairs.firstIndex(where: { $0.0 == key })
    else { return }
    pairs[i].1 = .string(text)
    scenario = .object(pairs)
  }
}
