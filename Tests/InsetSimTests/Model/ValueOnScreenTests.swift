import Testing

@testable import InsetSimModel
@testable import InsetSimSupport

/// Two values are the same on screen when their lengths differ by at most half a hundredth of a
/// point: UIKit prints a pixel-aligned 97.66666666666667 on a Dynamic Island iPhone
/// (https://github.com/QuintGao/GKNavigationBarSwift/issues/41: "frame = (0 53.6667; 430 44)",
/// 53.6667 + 44), which a user writes as 97.67.
@Suite struct ValueOnScreenTests {
  @Test func aPixelAlignedLengthMatchesItsRoundedAndSummedForms() {
    let printed = Value.insets(EdgeInsets(top: 293.0 / 3, left: 0, bottom: 34, right: 0))
    let written = Value.insets(EdgeInsets(top: 97.67, left: 0, bottom: 34, right: 0))
    let summed = Value.insets(EdgeInsets(top: 161.0 / 3 + 44, left: 0, bottom: 34, right: 0))
    #expect(printed.isSameOnScreen(as: written))
    #expect(printed.isSameOnScreen(as: summed))
  }

  /// A third of a point (a pixel on a 3× screen) is a different value: 98 is not 97.67.
  @Test func aPixelApartIsADifferentValue() {
    #expect(!Value.number(98).isSameOnScreen(as: .number(293.0 / 3)))
    #expect(
      !Value.rect(Rect(x: 0, y: 54, width: 393, height: 44))
        .isSameOnScreen(as: .rect(Rect(x: 0, y: 161.0 / 3, width: 393, height: 44))))
  }

  /// Values that are not lengths compare as they are.
  @Test func otherValuesCompareExactly() {
    #expect(Value.bool(true).isSameOnScreen(as: .bool(true)))
    #expect(!Value.bool(true).isSameOnScreen(as: .bool(false)))
    #expect(!Value.number(0).isSameOnScreen(as: .bool(false)))
  }
}
