import InsetSimModel

/// A table view bounces vertically from the start: its `alwaysBounceVertical` is YES where a plain
/// scroll view's and a collection view's is NO (UIScrollView.h: "default NO"). So on iOS 11+ a
/// short table counts as scrolling vertically, and `.scrollableAxes` (or `.automatic` outside the
/// adjusted content scroll view) adds the safe area to its top and bottom (rule
/// `scroll.tableBouncesVertically`).
package enum TableBounce {
  /// A table's `alwaysBounceVertical` when it is created.
  package static let alwaysBounceVertical = Derived(
    true, Rule.scrollTableBouncesVertically,
    "a UITableView starts with alwaysBounceVertical YES (a UIScrollView's default is NO)")
}

extension Rule {
  public static let scrollTableBouncesVertically = Rule(
    "scroll.tableBouncesVertically", from: any,
    "A UITableView's alwaysBounceVertical starts YES (UIScrollView's and UICollectionView's start NO), so a table counts as vertically scrollable for .scrollableAxes even when its rows do not fill it.",
    provenance: [
      // `po self.tableView.alwaysBounceVertical` printed true at runtime (Xcode 7).
      "https://github.com/lionheart/openradar-mirror/issues/6300",
      // "UITableView默认情况下alwaysBounceVertical是YES…UIScrollView、UICollectionView默认…都是NO".
      "https://wsa.jianshu.io/p/f3e5bf5192ef",
      // The scroll view's default (NO) and .scrollableAxes reading alwaysBounceVertical.
      scrollHeader,
      "https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical",
    ], confidence: .medium,
    conflict:
      "Neither Apple's documentation nor the SDK headers state a table's default (UIScrollView.h and the alwaysBounceVertical page give NO for a scroll view; UITableView.h says nothing); a printed value (openradar 22959792) and a blog post give YES for a table."
  )
}
