import InsetSimModel

/// A navigation controller the app makes anew around a controller it presents again: its bars take
/// UIKit's defaults, whatever the dismissed one had been set to (rule `navigation.newController`).
extension Rule {
  public static let navigationNewController = Rule(
    "navigation.newController", from: OSVersion(6, 0),
    "A navigation controller made anew starts with UIKit's defaults: the navigation bar shown (isNavigationBarHidden NO), the toolbar hidden (isToolbarHidden YES), prefersLargeTitles NO (iOS 11+), and its bars translucent as the release makes them by default. The app's presentation in a navigation controller makes a new one each time, so one it presents again does not keep what the dismissed one was set to.",
    provenance: [
      "https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden",
      "https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden",
      "https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles",
      "https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent",
    ], confidence: .high)
}
