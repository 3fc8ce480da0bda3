import Testing

@testable import InsetSimModel
@testable import InsetSimRules

/// The keyboard's height without the predictive bar on Face ID iPhones (rule keyboard.height).
@Suite struct KeyboardHeightTests {
  /// 414 × 896 (iPhone XR, iOS 12.2 era): RxBus-Swift's README dumps a keyboardWillShow with
  /// `UIKeyboardFrameEndUserInfoKey … {{0, 595}, {414, 301}}`
  /// (https://github.com/ridi/RxBus-Swift/blob/master/README.md); 375 wide: a begin frame
  /// `{375, 291}` (docs/research/MODERN-RESEARCH.md KH2).
  @Test(arguments: [("iPhone XR", 301.0), ("iPhone X", 291.0)])
  func faceIDWithoutThePredictiveBar(_ name: String, _ height: Double) throws {
    let device = try #require(Device.named(name))
    let h = Keyboard.height(
      of: device, os: OSVersion(12, 2), orientation: .portrait, predictive: false)
    #expect(h.value == height)
    #expect(h.rule == Rule.keyboardHeight.id)
  }

  /// iOS 11 keeps iOS 8–10's heights on the home-button phones and gives the iPhone X 333: printed
  /// end frames of 2018 (docs/facts/keyboard-heights.md KB16: {{0, 409}, {375, 258}} and
  /// {{0, 479}, {375, 333}}) and https://stackoverflow.com/questions/51548265 (bottom 253.0 on iOS
  /// 11); iOS 12 has 260 and 335 (rule keyboard.height).
  @Test(arguments: [
    ("iPhone SE (1st generation)", 253.0), ("iPhone 8", 258.0), ("iPhone X", 333.0),
  ])
  func iOS11KeepsTheOlderHeights(_ name: String, _ height: Double) throws {
    let device = try #require(Device.named(name))
    let h = Keyboard.height(of: device, os: OSVersion(11, 3), orientation: .portrait)
    #expect(h.value == height)
    #expect(h.rule == Rule.keyboardHeightIos11.id)
    let later = Keyboard.height(of: device, os: OSVersion(12, 0), orientation: .portrait)
    #expect(later.rule == Rule.keyboardHeight.id)
  }
}
