import InsetSimModel
import InsetSimSupport

/// The window's size classes (iOS 8+): rules `traits.sizeClass.phone` and `traits.sizeClass.pad`.
///
/// iPhones are compact wide and regular tall in portrait and compact tall in landscape, where the
/// Plus, Max and XR-sized phones become regular wide. An iPad is regular both ways full screen; its
/// Split View panes, Slide Over and narrow windows are compact wide (the landscape half of a
/// 12.9-inch iPad Pro stays regular) and every multitasking window keeps a regular height.
///
///     SizeClasses.of(iPhone8Plus, orientation: .landscapeLeft, window: .fullScreen, width: 736).horizontal.value  // .regular
package enum SizeClasses {
  package static func of(
    _ device: Device, orientation: Orientation, window: WindowMode, width: Double
  )
    -> (horizontal: Derived<SizeClass>, vertical: Derived<SizeClass>)
  {
    if device.idiom == .phone {
      let landscape = orientation.isLandscape
      let wide = landscape && device.landscapeBars == .regular
      // Words chosen here, not in the explanation: words that capture nothing allocate nothing.
      guard landscape else {
        return (
          Derived(.compact, Rule.traitsSizeClassPhone, "iPhone in portrait: compact width"),
          Derived(.regular, Rule.traitsSizeClassPhone, "iPhone in portrait: regular height")
        )
      }
      let name = device.name
      return (
        wide
          ? Derived(
            .regular, Rule.traitsSizeClassPhone,
            "\(name) in landscape: regular width (a Plus/Max-sized phone)")
          : Derived(.compact, Rule.traitsSizeClassPhone, "\(name) in landscape: compact width"),
        Derived(.compact, Rule.traitsSizeClassPhone, "iPhone in landscape: compact height")
      )
    }
    let vertical = Derived(
      SizeClass.regular, Rule.traitsSizeClassPad, "iPad: regular height in every window")
    switch window {
    case .fullScreen:
      return (
        Derived(.regular, Rule.traitsSizeClassPad, "iPad full screen: regular width"), vertical
      )
    case .splitView(let fraction):
      let regular =
        orientation.isLandscape
        && (fraction == .twoThirds
          || (fraction == .oneHalf && device.splitViewWidths?.regularHalf == true))
      return (
        Derived(
          regular ? .regular : .compact, Rule.traitsSizeClassPad,
          "Split View \(fraction.rawValue) in \(orientation.isLandscape ? "landscape" : "portrait") on \(device.name): \(regular ? "regular" : "compact") width"
        ),
        vertical
      )
    case .slideOver:
      return (Derived(.compact, Rule.traitsSizeClassPad, "Slide Over: compact width"), vertical)
    case .free:
      let regular = width >= WindowMode.narrowestRegularWidth
      return (
        Derived(
          regular ? .regular : .compact, Rule.traitsSizeClassWindow,
          "a window \(formatPoints(width)) wide: \(regular ? "regular (≥ \(formatPoints(WindowMode.narrowestRegularWidth)), the narrowest regular pane measured)" : "compact (≤ \(formatPoints(WindowMode.widestCompactWidth)), the widest compact pane measured)")"
        ),
        vertical
      )
    }
  }
}

extension Rule {
  public static let traitsSizeClassPhone = Rule(
    "traits.sizeClass.phone", from: OSVersion(8, 0),
    "iPhone size classes: compact width and regular height in portrait; compact height in landscape, where Plus, Max and XR-sized phones have a regular width and the others a compact one.",
    provenance: [
      Device.splitViewSource
        + " (UITraitCollection.iPhone8Plus, iPhoneXr, iPhoneXsMax, iPhone12ProMax: regular width in landscape; iPhoneX, iPhone12: compact)",
      "https://blog.csdn.net/niyizhong123/article/details/52484013",
    ], confidence: .high,
    conflict:
      "iPhone 14 Pro Max–17 Pro Max and Air follow their landscape bars (regular); no printed trait collection for them (medium)."
  )

  public static let traitsSizeClassPad = Rule(
    "traits.sizeClass.pad", from: OSVersion(8, 0),
    "iPad size classes: regular both ways full screen; Split View panes and Slide Over are compact wide except the landscape 2/3 pane and the 12.9-inch iPad Pro's landscape half; every window is regular tall.",
    provenance: [
      Device.splitViewSource, "https://gist.github.com/dkasaj/924d12ca791a6f74f4c1a2b516117afc",
      "http://txt.jazzychad.net/post/70b4389ab2e9ce42522d",
    ], confidence: .high)

  public static let traitsSizeClassWindow = Rule(
    "traits.sizeClass.window", from: OSVersion(16, 0),
    "A resizable iPad window is regular wide from 678 pt (the narrowest regular pane measured) and compact up to 639 (the widest compact pane); widths between have no source and are refused.",
    provenance: [Device.splitViewSource], confidence: .low)

  public static let traitsTransitionOrder = Rule(
    "traits.transitionOrder", from: OSVersion(8, 0),
    "A size transition: willTransition(to: UITraitCollection, with:) first when a size class changes, then viewWillTransition(to:with:); the new traits, then traitCollectionDidChange(_:) before the layout pass (iOS 17: traits update just before layout). A transition that keeps the size classes calls only viewWillTransition. Each message goes down from the window's root: a container before the children it forwards to, a presenter before its presentation controller and the controller it presents (a controller under a sheet hears it before the sheet's).",
    provenance: [
      "https://github.com/facebookarchive/AsyncDisplayKit/pull/2115",
      "https://github.com/facebookarchive/AsyncDisplayKit/pull/1592",
      "https://developer.apple.com/videos/play/wwdc2023/10057",
      "https://asciiwwdc.com/2014/sessions/228 (\"These messages always start with the root view controller … any controllers that are presenting view controllers … will have their Presentation Controller called next\": depth first from the root, then the presented controller)",
      "https://developer.apple.com/library/archive/qa/qa1890/_index.html (the window propagates a size change down the view controller hierarchy, to each view controller and presentation controller)",
    ], confidence: .medium,
    conflict:
      "Before iOS 13 a controller's first appearance also called traitCollectionDidChange (iOS 13 predicts the traits instead: iOS 13 beta 6 release notes); that first call is rule traits.firstAppearance. Controllers off screen (a presenter under a full-screen presentation, its view out of the window, below a stack's top, an unselected tab) hear viewWillTransition and later their trait callbacks by rules traits.offScreen.*; the order of the layout passes and safe-area changes that follow across presenter and presented is not stated by any source found."
  )
}
