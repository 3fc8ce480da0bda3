import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// Rotation swaps the window's width and height (rule window.orientation; UIKIT-FACTS §4.3).
@Suite struct RotationTests {
  @Test(arguments: [("iPhone 8", 667.0, 375.0), ("iPhone X", 812.0, 375.0)])
  func landscapeSwapsTheBounds(_ name: String, _ width: Double, _ height: Double) throws {
    let device = try #require(Device.named(name))
    let size = try #require(WindowModes.size(of: device, .fullScreen, orientation: .landscapeLeft))
    let window = Rotation.window(size: size.value, to: .landscapeLeft)
    #expect(window.bounds.value == Rect(width: width, height: height))
    #expect(window.orientation.value == .landscapeLeft)
    #expect(window.bounds.rule == "window.orientation")
  }
}
