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
}
