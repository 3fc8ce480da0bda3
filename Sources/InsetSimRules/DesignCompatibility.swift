import InsetSimModel
import InsetSimSupport

/// Which release's design an app shows: the running release's, or — from iOS 26, for an app whose
/// Info.plist sets UIDesignRequiresCompatibility or that is built with an earlier SDK — the last
/// iOS 18 release's (rule design.compatibility).
///
/// The design rules (bar heights and places, sheet frames and detents, large titles, search bars,
/// the floating tab bar and sidebar) are asked with ``release(on:compatibility:)``; the lifecycle
/// rules (viewIsAppearing, updateProperties, trait tracking), the device's figures (status bar,
/// safe area) and UIKit's bugs with the running release. docs/facts/design-compatibility.md lists
/// every rule of either kind.
///
///     DesignCompatibility.release(on: OSVersion(26, 1), compatibility: true)  // 18.6
package enum DesignCompatibility {
  /// The previous design's release: the last iOS 18 release the catalogue knows.
  package static let previousDesign = OSVersion(18, 6)

  /// The release whose design rules apply on `os`.
  package static func release(on os: OSVersion, compatibility: Bool) -> OSVersion {
    compatibility && Rule.designCompatibility.applies(to: os) ? previousDesign : os
  }
}

extension Rule {
  public static let designCompatibility = Rule(
    "design.compatibility", from: OSVersion(26, 0),
    "From iOS 26, an app whose Info.plist sets UIDesignRequiresCompatibility (or that is built with an SDK before iOS 26) keeps the previous design: its bars, sheets, large titles and search bars have iOS 18's figures (the 44-pt navigation bar at the status bar's bottom, the 56-pt sheet navigation bar, the 44-pt toolbar, the docked tab bar, iOS 18's sheet frames and detents); its lifecycle and UIKit's bugs stay the running release's.",
    provenance: [
      "https://developer.apple.com/documentation/bundleresources/information-property-list/uidesignrequirescompatibility (\"The compatibility mode displays the app as it looks when built against previous versions of the SDKs\")",
      "https://developer.apple.com/forums/thread/788573 (a Frameworks Engineer: \"Your app will keep its existing appearance and behavior when you build with an older SDK\")",
      "https://developer.apple.com/forums/thread/832710 (the key is honoured until the app is built against iOS 27)",
      "https://github.com/QuintGao/GKNavigationBarSwift/blob/812a98ce69c5d38b8cdc6e4b6f2c25eabc8bbcd3/Sources/GKNavigationBarConfigure.swift (isLiquidGlass() reads UIDesignRequiresCompatibility: with it, 44 and the Dynamic Island y instead of 54 at the safe area's top; the sheet bar 56 instead of 70)",
      "docs/facts/design-compatibility.md",
    ], confidence: .high,
    conflict:
      "What reverts is Apple's word (high); the figures it reverts to are iOS 18's rules, each with its own confidence. Whether the status bar and the device's safe area (drawn by the system, not the app) revert is not published: they stay the running release's."
  )
}

extension DesignCompatibility {
  /// The rules of a design release whose range starts at iOS 26 or ends before it: with design
  /// compatibility they are asked with the previous design's release. The rules of those ranges
  /// that are not here are behaviour (lifecycle, windowing, UIKit's bugs) and follow the running
  /// release (docs/facts/design-compatibility.md has the list, and why).
  package static let designRules: [Rule] = [
    .navigationBarHeightLandscapeIOS26, .tabBarBottomAccessory, .tabBarMinimizeOnScroll,
    .tabBarMinimizeSafeArea, .splitViewFloatingSidebar, .largeTitleSnapIOS26,
    .presentSheetFrame, .presentSheetMediumDetent, .presentSheetFrameIOS26,
    .presentSheetMediumDetentIOS26, .presentSheetFloatingCard, .presentSheetSmallDetentIOS26,
    .searchBarHeightIos13, .searchBarHidesWhenScrolling, .navigationBarYDynamicIsland62,
    .navigationBarLandscapeIOS26DynamicIsland, .navigationBarYHomeButtonIOS26,
    .navigationBarLandscapeIOS26HomeButton,
  ]

  /// Whether `rule` applies on `os`: a design rule asked with the design release.
  package static func applies(_ rule: Rule, on os: OSVersion, compatibility: Bool) -> Bool {
    let design = designRules.contains { $0.id == rule.id }
    return rule.applies(to: design ? release(on: os, compatibility: compatibility) : os)
  }
}
