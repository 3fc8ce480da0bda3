import InsetSimModel
import InsetSimSupport

/// No large title in a compact-height window: an iPhone in landscape (every iPhone's vertical size
/// class is compact there) shows the standard bar whatever `prefersLargeTitles` and the items'
/// `largeTitleDisplayMode` say (rule `largeTitle.compactHeight`). Only the Plus and Max phones
/// keep a 44-pt bar in landscape for it to show in; the others' bar is 32 pt, with no room for one.
///
///     LargeTitleCompactHeight.refuses(idiom: .phone, orientation: .landscapeLeft)  // true
package enum LargeTitleCompactHeight {
  /// Whether the window's height is compact: an iPhone in landscape. An iPad's never is, in any
  /// window.
  package static func refuses(idiom: Device.Idiom, orientation: Orientation) -> Bool {
    idiom == .phone && orientation.isLandscape
  }

  /// The bar shows no large title: `top` is the stack's top.
  package static func standardBar(top: String) -> Derived<Bool> {
    Derived(
      false, Rule.largeTitleCompactHeight,
      "\(top): standard bar (compact height, an iPhone in landscape: no large title)")
  }
}

extension Rule {
  public static let largeTitleCompactHeight = Rule(
    "largeTitle.compactHeight", from: ios11,
    "In a compact-height window (an iPhone in landscape) a navigation bar shows no large title, whatever prefersLargeTitles and largeTitleDisplayMode say: the Plus and Max phones keep their 44-pt bar (54 on iOS 26) with the title inline.",
    provenance: [
      "https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore/tree/6d54c2612d4e4ddfd6b2236405288f4598b24635 (UIKitCore, _UINavigationBarVisualProviderModernIOS.mm, -_allowLargeTitleView: a vertical size class of compact sets prefersLargeTitles to NO)",
      "https://github.com/Vercantez/openuikit/blob/766301ef93e3981816759c200b16a03826ad9ec1/uikit/docs/agent_reports/conf-landscape.md (a UIKit run on the iPhone SE simulator, iOS 26.1, in landscape: one inline title though the navigation bar prefers large titles)",
      "https://github.com/lionheart/openradar-mirror/issues/17703 (rdar 32707795, iOS 11.0 beta: \"When you rotate an iPhone from portrait to landscape, the navigation bar title switches from large to normal\")",
    ], confidence: .medium,
    conflict:
      "The code read is iOS 26.1's (and a decompile of iOS 16 or later with the same test); for iOS 11 a radar says so of an iPhone simulator with no device named, and no printed frame of a Plus or Max phone in landscape was found."
  )
}
