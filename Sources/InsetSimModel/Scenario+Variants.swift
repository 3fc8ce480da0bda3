import InsetSimSupport

extension Scenario {
  /// The same scenario on another release, device or orientation, checked as strictly as a file
  /// (a device that does not run the release is an error naming `file`).
  public func with(os: String? = nil, device: String? = nil, orientation: String? = nil, file: String) throws(InputError) -> Scenario {
    guard os != nil || device != nil || orientation != nil, case .object(var pairs) = json else { return self }
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
    return try Scenario(json: .object(pairs), file: file)
  }

  /// A short label of the configuration: "iPhone 8, iOS 10.3" (+ orientation when not portrait).
  public var configurationLabel: String {
    "\(device.name), iOS \(os)" + (effectiveOrientation == .portrait ? "" : ", \(effectiveOrientation.rawValue)")
  }
}
