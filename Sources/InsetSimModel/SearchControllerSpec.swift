import InsetSimSupport

/// A controller's `navigationItem.searchController` (apps, iOS 11–18): its search bar sits in the
/// navigation bar, below the title, and is named `NAME.searchBar` in traces.
public struct SearchControllerSpec: Hashable, Sendable {
  /// `navigationItem.hidesSearchBarWhenScrolling`; nil: UIKit's default, true.
  public var hidesSearchBarWhenScrolling: Bool?

  public init(hidesSearchBarWhenScrolling: Bool? = nil) {
    self.hidesSearchBarWhenScrolling = hidesSearchBarWhenScrolling
  }

  /// The search bar's name in traces for controller `name`.
  public static func searchBarName(of name: String) -> String { name + ".searchBar" }
}
