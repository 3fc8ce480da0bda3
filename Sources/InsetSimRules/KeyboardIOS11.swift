import InsetSimModel
import InsetSimSupport

/// iOS 11's iPhone keyboard in portrait with the predictive bar (rule `keyboard.height.ios11`): the
/// home-button phones keep iOS 8–10's 253 (320 wide) and 258 (375 wide), and the iPhone X's is 333;
/// from iOS 12 they are 254, 260 and 335 (rule `keyboard.height`). Other sizes, landscape and a
/// keyboard without the predictive bar are as from iOS 12.
///
///     KeyboardIOS11.height(of: iPhone8, os: OSVersion(11, 3), orientation: .portrait, predictive: true)?.value  // 258
package enum KeyboardIOS11 {
  package static func height(
    of device: Device, os: OSVersion, orientation: Orientation, predictive: Bool
  ) -> Derived<Double>? {
    guard predictive, !device.isPad, !orientation.isLandscape,
      Rule.keyboardHeightIos11.applies(to: os)
    else { return nil }
    let w = device.portraitSize.width
    let h: Double
    let which: String
    if device.hasSensorHousing {
      guard w == 375 else { return nil }
      (h, which) = (333, "the 375-wide Face ID iPhone")
    } else if w == 375 {
      (h, which) = (258, "a 375-wide home-button iPhone")
    } else if w == 320 {
      (h, which) = (253, "a 320-wide iPhone")
    } else {
      return nil
    }
    return Derived(
      h, Rule.keyboardHeightIos11,
      "\(formatPoints(h)) (\(which) in portrait with the predictive bar on iOS 11; \(formatPoints(h == 333 ? 335 : h == 258 ? 260 : 254)) from iOS 12)"
    )
  }
}

extension Rule {
  public static let keyboardHeightIos11 = Rule(
    "keyboard.height.ios11", from: OSVersion(11, 0), through: OSVersion(11, 4),
    "On iOS 11 an iPhone's keyboard in portrait with the predictive bar is still iOS 8–10's 253 pt (320 wide) and 258 (375-wide home-button phones), and 333 on the iPhone X; iOS 12 makes them 254, 260 and 335.",
    provenance: [
      "https://stackoverflow.com/questions/51548265 (iOS 11, 2018: a table view controller's adjustedContentInset (64.0, 0.0, 253.0, 0.0) with the keyboard up)",
      "docs/facts/keyboard-heights.md (KB16)",
    ], confidence: .low,
    conflict:
      "The iOS 11 logs are dated by their files (March–August 2018: a 375-wide phone's end frame {{0, 409}, {375, 258}}, an iPhone X's {{0, 479}, {375, 333}} twice), not by a printed release; every dated 260 and 335 is from iOS 12 on. The 414-wide phones' 271 and the heights without the predictive bar have no iOS 11 log and are kept as from iOS 12."
  )
}
