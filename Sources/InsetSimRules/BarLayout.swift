import InsetSimModel
import InsetSimSupport

/// Where the status bar and the container bars are, and how much of the screen they cover, for one
/// device, release, orientation and bar configuration. Pure: a function of ``LayoutInput``.
///
///     BarLayout(LayoutInput(device: iPhone8, os: OSVersion(10, 3), hasTabBar: true, hasNavigationController: true))
///       .topCover.value     // 64: status bar 20 + navigation bar 44
///       .bottomCover.value  // 618: the tab bar starts at 667 − 49
///
/// Sendable although its box is not (a `ManagedBuffer`): the box's figures are made with it and
/// never changed.
package struct BarLayout: @unchecked Sendable {
  /// The figures, in one shared box: a copy of the layout (into a cache, a rule, a closure) retains
  /// one reference, not every explanation in it.
  private let box: Box

  // The bars' values are read through addressors into the box: a getter returned a copy of each
  // value (through its type's value witnesses) that the reader then destroyed; a reader that
  // passes one on, or reads one field of it, now borrows it. The address is into the box, which
  // the layout, borrowed for the read, keeps alive; the figures never change once made.
  package var screen: Size { box.figures.pointee.screen }
  package var statusBarVisible: Bool { box.figures.pointee.statusBarVisible }
  package var statusBarFrame: Derived<Rect> {
    unsafeAddress { UnsafePointer(box.figures).pointer(to: \.statusBarFrame).unsafelyUnwrapped }
  }
  /// The window's safe area (iOS 11+), before any bar: sensor housing, home indicator, status bar
  /// from 12.
  package var windowSafeArea: Derived<EdgeInsets> {
    unsafeAddress { UnsafePointer(box.figures).pointer(to: \.windowSafeArea).unsafelyUnwrapped }
  }
  package var navigationBarFrame: Derived<Rect>? { navigationBar.frameIfExists }
  package var tabBarFrame: Derived<Rect>? { tabBar.frameIfExists }
  package var toolbarFrame: Derived<Rect>? { toolbar.frameIfExists }
  /// The same frames as flagged values, for a layout pass: no optional is copied (see
  /// ``BarFrame``).
  package var navigationBar: BarFrame {
    unsafeAddress { UnsafePointer(box.figures).pointer(to: \.navigationBar).unsafelyUnwrapped }
  }
  package var tabBar: BarFrame {
    unsafeAddress { UnsafePointer(box.figures).pointer(to: \.tabBar).unsafelyUnwrapped }
  }
  package var toolbar: BarFrame {
    unsafeAddress { UnsafePointer(box.figures).pointer(to: \.toolbar).unsafelyUnwrapped }
  }
  /// The y where what the top bars cover ends: the visible navigation bar's bottom, else the status
  /// bar's.
  package var topCover: Derived<Double> {
    unsafeAddress { UnsafePointer(box.figures).pointer(to: \.topCover).unsafelyUnwrapped }
  }
  /// The y where the bottom bars that take layout space begin (the screen's height if none).
  package var bottomCover: Derived<Double> {
    unsafeAddress { UnsafePointer(box.figures).pointer(to: \.bottomCover).unsafelyUnwrapped }
  }
  /// The home-indicator inset the bottom bars stand on (0 on home-button devices).
  package var homeIndicator: Double { box.figures.pointee.homeIndicator }

  package init(_ input: LayoutInput) { box = Box.make(input) }

  /// The weakest rule under the bars a layout rests on: the status bar, the window's safe area, the
  /// bars that exist and what they cover.
  package var footing: Footing? { box.figures.pointee.footing }

  /// A container bar's frame, or no bar: a flag beside a frame rather than an optional, because an
  /// optional of a generic `Derived` is copied and destroyed through the runtime's generic
  /// witnesses (about 200 instructions a copy, twenty copies in the seed example's run).
  package struct BarFrame: Sendable {
    package var exists: Bool
    package var frame: Derived<Rect>

    init(_ frame: Derived<Rect>) {
      exists = true
      self.frame = frame
    }

    /// No bar (its frame is never read).
    static var none: BarFrame {
      var bar = BarFrame(Derived(placeholder: .zero))
      bar.exists = false
      return bar
    }

    var frameIfExists: Derived<Rect>? { exists ? frame : nil }
  }

  /// The figures, made in place in the box's own storage (not made, then copied in), never
  /// changed afterwards: their address is read without a lock, and stays until the box ends.
  final class Box: ManagedBuffer<Figures, UInt8> {
    static func make(_ input: LayoutInput) -> Box {
      unsafeDowncast(create(minimumCapacity: 0) { _ in Figures.make(input) }, to: Box.self)
    }

    /// The figures' address.
    var figures: UnsafeMutablePointer<Figures> { withUnsafeMutablePointerToHeader { $0 } }
  }

  /// What the layout is made of, worked out from its input.
  struct Figures: Sendable {
    var screen: Size
    var statusBarVisible: Bool
    var statusBarFrame: Derived<Rect>
    var windowSafeArea: Derived<EdgeInsets>
    var navigationBar: BarFrame
    var tabBar: BarFrame
    var toolbar: BarFrame
    var topCover: Derived<Double>
    var bottomCover: Derived<Double>
    var homeIndicator: Double
    /// The weakest rule under what the bars cover, when it is less sure than high (see
    /// ``BarLayout/footing``).
    var footing: Footing?

    /// Made from locals and returned whole: an initializer that set the fields one by one built the
    /// figures in a frame of its own, then copied them out and destroyed its own.
    static func make(_ input: LayoutInput) -> Figures {
      var navigationBar = BarFrame.none
      var tabBar = BarFrame.none
      var toolbar = BarFrame.none
      let device = input.device
      let os = input.os
      let landscape = input.isLandscape
      let screen = input.windowSize ?? device.screenSize(input.orientation)
      let w = screen.width
      let h = screen.height
      // A split view column's bars span its column (rule splitView.columnFrames).
      let columnX = input.column?.minX ?? 0
      let columnWidth = input.column?.width ?? w

      // The figures first; the words' figures go into one `Words`, which every explanation below
      // captures alone (a closure whose only capture is one object allocates no context: one
      // allocation for the layout's words, not one per explanation).

      // Status bar.
      let statusHeight = device.statusBarHeight(on: os)
      let hiddenInLandscape =
        input.isPhone && landscape
        && (Rule.statusBarHiddenInLandscape.applies(to: os) || device.hasSensorHousing)
      let belowStatusBar = !WindowModes.reachesStatusBar(input.windowMode)
      let statusBarVisible = !input.statusBarHidden && !hiddenInLandscape && !belowStatusBar
      let status = statusBarVisible ? statusHeight : 0
      let deviceSafe = device.safeArea(on: os, landscape: landscape)
      let homeIndicator = device.hasSensorHousing ? deviceSafe.bottom : 0

      // Navigation bar.
      var navigationBarRect: Rect?
      var navigationBarRule = Footing(Rule.navigationBarHeight)
      var navigationBarHeightWhy = ""
      var topCoverValue = status
      var top = Words.Top.statusBar
      // A rule that places the navigation bar apart from its height (rules
      // navigationBar.y.dynamicIsland62, navigationBar.landscapeIOS26.dynamicIsland,
      // navigationBar.y.homeButtonIOS26, navigationBar.landscapeIOS26.homeButton), and whether the
      // bar starts at the status bar's bottom (so rests on the status bar's figure).
      var barPlacement: Rule?
      var barPlacementWhy: String?
      var barOnStatusBar = false
      if input.hasNavigationController {
        let (height, heightWhy) = BarLayout.navigationBarHeight(input)
        var barY: Double
        if os.era == .ios6 {
          barY = status
          barOnStatusBar = true
        } else if DynamicIslandLandscapeBar.applies(input) {
          barY = DynamicIslandLandscapeBar.y
          barPlacement = Rule.navigationBarLandscapeIOS26DynamicIsland
          barPlacementWhy = "iOS 26, Dynamic Island phone in landscape"
        } else if HomeButtonLandscapeBar.applies(input) {
          barY = HomeButtonLandscapeBar.y
          barPlacement = Rule.navigationBarLandscapeIOS26HomeButton
          barPlacementWhy = "iOS 26, home-button phone in landscape"
        } else if statusBarVisible {
          // iOS 26 (Liquid Glass): the bar starts at the safe area's top, not at the status bar's
          // bottom.
          if landscape {
            barY = status
            barOnStatusBar = true
          } else if input.design.major >= 26 && device.hasSensorHousing {
            barY = deviceSafe.top
          } else if let y = DynamicIslandBarOrigin.y(device, on: input.design) {
            barY = y
            barPlacement = Rule.navigationBarYDynamicIsland62
            barPlacementWhy = "safe-area top 62 − 5 − 2 px"
          } else {
            barY = device.navigationBarOrigin(on: os)
            barOnStatusBar = barY == status
          }
        } else if let y = HomeButtonBarOrigin.y(input, statusBarVisible: statusBarVisible) {
          barY = y
          barPlacement = Rule.navigationBarYHomeButtonIOS26
          barPlacementWhy = "iOS 26: max(safe-area top 0, 10)"
        } else {
          barY = device.hasSensorHousing && !landscape ? deviceSafe.top : 0
        }
        // A floating split view column (iOS 26) has its bar at its own top.
        if let column = input.column, column.minY > 0 { barY = column.minY }
        // A shown search bar's band is what a drag or a push changes: its rule names the bar's
        // frame.
        if input.searchBarBand > 0 && os.era == .safeArea {
          navigationBarRule = Footing(NavigationSearchBar.heightRule(on: input.design))
        }
        if let barPlacement, input.searchBarBand == 0 || os.era != .safeArea {
          navigationBarRule = Footing(barPlacement)
        }
        navigationBarRect = Rect(x: columnX, y: barY, width: columnWidth, height: height)
        navigationBarHeightWhy = heightWhy
        if input.navigationBarVisible {
          topCoverValue = barY + height
          top = .navigationBar(y: barY, height: height)
        } else {
          top = .statusBarUnderHiddenNavigationBar
        }
      }
      // iPadOS 18: the tab bar floats at the top, in the navigation bar's band (no published
      // height).
      var topTabBar: Rect?
      if input.tabBarAtTop && !input.tabBarHiddenByController {
        let (base, _) = BarLayout.tabBarHeight(input)
        let band =
          navigationBarRect.map { (y: $0.minY, height: $0.height) } ?? (y: status, height: base)
        let height = input.navigationBarVisible ? band.height : base
        topTabBar = Rect(y: band.y, width: w, height: height)
        if !input.navigationBarVisible {
          topCoverValue = band.y + height
          top = .topTabBar(height: height)
        }
      }

      // Tab bar and toolbar.
      var bottom = h
      // What the bottom cover's words name.
      var bottomTabBar: (height: Double, hidden: Bool)?
      var bottomAccessory = false
      var bottomToolbar: Double?
      var tabTop = h
      var tabBarRect: Rect?
      var tabBarWords = Words.TabBar.slidBelow
      var accessoryInline = false
      if let topTabBar {
        tabBarRect = topTabBar
        tabBarWords = .atTop
      } else if input.tabBarAtTop {
        // iPadOS 18: the top tab bar hidden by its controller (rule tabBar.setTabBarHidden).
        // Its frame stays in the band it would take; it covers nothing.
        tabBarRect = Rect(
          y: navigationBarRect?.minY ?? status, width: w, height: BarLayout.tabBarHeight(input).0)
        tabBarWords = .hiddenByController
      } else if input.hasTabBar {
        let (base, baseWhy) = BarLayout.tabBarHeight(input)
        let height = base + homeIndicator
        if input.tabBarInLayout {
          tabTop = h - height
          tabBarRect = Rect(y: tabTop, width: w, height: height)
          tabBarWords = .inLayout(height: height, baseWhy: baseWhy, indicator: homeIndicator)
          bottom = tabTop
          bottomTabBar = (height, input.tabBarHidden)
          if input.tabBarAccessory {
            // iOS 26: minimized, the tab bar has its accessory inline beside it (rule
            // tabBar.minimizeSafeArea).
            if input.tabBarMinimized {
              accessoryInline = true
            } else {
              bottom -= BarLayout.bottomAccessoryHeight
              bottomAccessory = true
            }
          }
        } else {
          tabBarRect = Rect(y: h, width: w, height: height)
          if input.tabBarHiddenByController && !input.bottomBarHiddenByPush {
            tabBarWords = .hiddenByController
          }
        }
      }
      var toolbarRect: Rect?
      var toolbarWords:
        (height: Double, baseWhy: String, standsOnTab: Bool, homeIndicator: Double) = (
          0, "", false, 0
        )
      if input.hasNavigationController {
        let (base, baseWhy) = BarLayout.toolbarHeight(input)
        let standsOnTab = input.tabBarInLayout
        // A floating split view column (iOS 26) ends above the screen's bottom: its toolbar stands
        // on the column's bottom and takes only the part of the home indicator the column reaches
        // into.
        let columnBottom = input.column.map { min($0.maxY, h) } ?? h
        let indicator = max(0, homeIndicator - (h - columnBottom))
        let height = standsOnTab ? base : base + indicator
        let y = (standsOnTab ? tabTop : columnBottom) - height
        toolbarRect = Rect(x: columnX, y: y, width: columnWidth, height: height)
        toolbarWords = (height, baseWhy, standsOnTab, indicator)
        if input.toolbarVisible {
          bottom = min(bottom, y)
          bottomToolbar = height
        }
      }

      // The explanations, each capturing the words alone.
      let words = Words(
        deviceName: device.name, os: os, landscape: landscape, statusHeight: statusHeight,
        status: status,
        statusBarVisible: statusBarVisible,
        statusBarHiddenReason: input.statusBarHidden
          ? "hidden by the app"
          : belowStatusBar
            ? "above the Slide Over window" : "hidden in landscape on iPhone from iOS 8",
        deviceSafe: deviceSafe, hasSensorHousing: device.hasSensorHousing,
        navigationBarY: navigationBarRect?.minY ?? 0, navigationBarPlacement: barPlacementWhy,
        navigationBarHeightWhy: navigationBarHeightWhy, top: top,
        navigationBarVisible: input.navigationBarVisible, tabBar: tabBarWords,
        toolbar: toolbarWords,
        bottomTabBar: bottomTabBar, bottomAccessory: bottomAccessory,
        accessoryInline: accessoryInline, bottomToolbar: bottomToolbar)
      // A status bar whose height no source prints (rule statusBar.height.assumed): its frame, and
      // a navigation bar that starts at its bottom, rest on that rule.
      let statusAssumed: Footing? =
        statusBarVisible && device.statusBarAssumed ? Footing(Rule.statusBarHeightAssumed) : nil
      var statusBarFrame: Derived<Rect>
      if statusBarVisible {
        statusBarFrame = Derived(
          Rect(width: w, height: statusHeight), Rule.statusBarHeight, words.statusBar)
      } else {
        statusBarFrame = Derived(
          Rect(width: w, height: 0),
          input.statusBarHidden
            ? Footing(Rule.statusBarHeight)
            : belowStatusBar
              ? Footing(Rule.windowMultitasking) : Footing(Rule.statusBarHiddenInLandscape),
          words.statusBar)
      }
      let windowSafeArea: Derived<EdgeInsets>
      if device.hasSensorHousing {
        windowSafeArea = Derived(deviceSafe, Rule.safeAreaWindow, words.windowSafeArea)
      } else if os.major >= 12 {
        windowSafeArea = Derived(EdgeInsets(top: status), Rule.safeAreaWindow, words.windowSafeArea)
      } else {
        windowSafeArea = Derived(.zero, Rule.safeAreaWindow, "0 on a home-button device on iOS 11")
      }
      // iOS 26 in landscape on a compact-width phone: no bar height is published (rule
      // navigationBar.height.landscapeIOS26, low); the bars, and what they cover, rest on it.
      let unpublished: Footing? =
        Rule.navigationBarHeightLandscapeIOS26.applies(to: input.design) && input.isPhone
          && landscape && device.landscapeBars == .compact
        ? Footing(rule: Rule.navigationBarHeightLandscapeIOS26.id, confidence: .low) : nil
      let homeButtonTabBar = HomeButtonTabBar.applies(input)
      // A column's bars span its controller view: the primary's buffer (splitView.primaryBuffer).
      let buffered = input.columnBuffer > 0 ? SplitViewPrimaryBuffer.rule(on: os) : nil
      let inColumn = buffered.map { Footing($0) } ?? unpublished
      let placed = barPlacement.map { Footing($0) }
      let onStatusBar = barOnStatusBar ? statusAssumed : nil
      if let navigationBarRect {
        var frame = Derived(navigationBarRect, navigationBarRule, words.navigationBar)
        frame.restOn(barPlacement == nil ? inColumn : buffered.map { Footing($0) })
        frame.restOn(placed)
        frame.restOn(onStatusBar)
        navigationBar = BarFrame(frame)
      }
      let topCover = Derived(
        topCoverValue,
        topTabBar != nil && !input.navigationBarVisible
          ? Footing(Rule.tabBarIPadTop)
          : input.navigationBarVisible
            ? Footing(Rule.navigationBarHeight) : Footing(Rule.statusBarHeight),
        words.topCover
      ).restingOn(input.navigationBarVisible ? placed : nil).restingOn(
        input.navigationBarVisible ? onStatusBar : statusAssumed)
      if let tabBarRect {
        let rule =
          switch tabBarWords {
          case .atTop: Footing(Rule.tabBarIPadTop)
          case .inLayout:
            homeButtonTabBar
              ? Footing(Rule.tabBarHeightHomeButtonIOS26) : Footing(Rule.tabBarHeight)
          case .slidBelow: Footing(Rule.tabBarHidesBottomBarWhenPushed)
          case .hiddenByController: Footing(Rule.tabBarSetTabBarHidden)
          }
        var frame = Derived(tabBarRect, rule, words.tabBar)
        // A home-button phone's landscape tab bar is measured (rule tabBar.height.homeButtonIOS26).
        if !homeButtonTabBar { frame.restOn(unpublished) }
        tabBar = BarFrame(frame)
      }
      if let toolbarRect {
        var frame = Derived(toolbarRect, Rule.toolbarHeight, words.toolbar)
        frame.restOn(inColumn)
        toolbar = BarFrame(frame)
      }
      let bottomRule =
        accessoryInline
        ? Footing(Rule.tabBarMinimizeSafeArea)
        : input.tabBarInLayout
          ? Footing(Rule.tabBarHiddenKeepsLayout)
          : input.tabBarHiddenByController && input.hasTabBar && !input.bottomBarHiddenByPush
            ? Footing(Rule.tabBarSetTabBarHidden) : Footing(Rule.tabBarHeight)
      let bottomCover = Derived(bottom, bottomRule, words.bottomCover)
      // What a view's frame, safe area and insets rest on: the status bar, the window's safe area,
      // and the bars that take space (a hidden toolbar's frame covers nothing; a hidden tab bar
      // that keeps its space rests on that rule too). Nil while all of them are sure.
      var weakest: Footing?
      func consider<T>(_ d: Derived<T>) {
        let c = d.under?.confidence ?? d.confidence
        if c.strength < (weakest?.confidence ?? .high).strength { weakest = d.footing }
      }
      // The status bar's own rule: an assumed height reaches the layout through what rests on it.
      consider(statusBarFrame)
      statusBarFrame = statusBarFrame.restingOn(statusAssumed)
      if Rule.safeAreaWindow.applies(to: os) { consider(windowSafeArea) }
      if input.navigationBarVisible { consider(navigationBar.frame) }
      if input.tabBarInLayout || topTabBar != nil { consider(tabBar.frame) }
      if input.tabBarInLayout && input.tabBarHidden { consider(bottomCover) }
      if accessoryInline || tabBarWords.isHiddenByController { consider(bottomCover) }
      if input.toolbarVisible { consider(toolbar.frame) }
      return Figures(
        screen: screen, statusBarVisible: statusBarVisible, statusBarFrame: statusBarFrame,
        windowSafeArea: windowSafeArea, navigationBar: navigationBar, tabBar: tabBar,
        toolbar: toolbar, topCover: topCover, bottomCover: bottomCover,
        homeIndicator: homeIndicator, footing: weakest)
    }
  }

  /// The figures a layout's explanations are worked out from, in one object: each explanation's
  /// closure captures it alone, so making the layout allocates one object for its words instead of
  /// a closure context per explanation. The words are built when read.
  final class Words: Sendable {
    /// What the top cover's words name.
    enum Top: Sendable {
      case statusBar
      case navigationBar(y: Double, height: Double)
      case statusBarUnderHiddenNavigationBar
      case topTabBar(height: Double)
    }

    /// What the tab bar's words name.
    enum TabBar: Sendable {
      case atTop
      case inLayout(height: Double, baseWhy: String, indicator: Double)
      case slidBelow
      case hiddenByController

      var isHiddenByController: Bool {
        if case .hiddenByController = self { true } else { false }
      }
    }

    let deviceName: String
    let os: OSVersion
    let landscape: Bool
    let statusHeight: Double
    let status: Double
    let statusBarVisible: Bool
    let statusBarHiddenReason: String
    let deviceSafe: EdgeInsets
    let hasSensorHousing: Bool
    let navigationBarY: Double
    /// Why the bar starts where it does, when a rule placed it apart from its height.
    let navigationBarPlacement: String?
    let navigationBarHeightWhy: String
    let top: Top
    let navigationBarVisible: Bool
    let tabBarWords: TabBar
    let toolbarWords: (height: Double, baseWhy: String, standsOnTab: Bool, homeIndicator: Double)
    let bottomTabBar: (height: Double, hidden: Bool)?
    let bottomAccessory: Bool
    let accessoryInline: Bool
    let bottomToolbar: Double?

    init(
      deviceName: String, os: OSVersion, landscape: Bool, statusHeight: Double, status: Double,
      statusBarVisible: Bool,
      statusBarHiddenReason: String, deviceSafe: EdgeInsets, hasSensorHousing: Bool,
      navigationBarY: Double, navigationBarPlacement: String?, navigationBarHeightWhy: String,
      top: Top,
      navigationBarVisible: Bool, tabBar: TabBar,
      toolbar: (height: Double, baseWhy: String, standsOnTab: Bool, homeIndicator: Double),
      bottomTabBar: (height: Double, hidden: Bool)?, bottomAccessory: Bool, accessoryInline: Bool,
      bottomToolbar: Double?
    ) {
      self.deviceName = deviceName
      self.os = os
      self.landscape = landscape
      self.statusHeight = statusHeight
      self.status = status
      self.statusBarVisible = statusBarVisible
      self.statusBarHiddenReason = statusBarHiddenReason
      self.deviceSafe = deviceSafe
      self.hasSensorHousing = hasSensorHousing
      self.navigationBarY = navigationBarY
      self.navigationBarPlacement = navigationBarPlacement
      self.navigationBarHeightWhy = navigationBarHeightWhy
      self.top = top
      self.navigationBarVisible = navigationBarVisible
      self.tabBarWords = tabBar
      self.toolbarWords = toolbar
      self.bottomTabBar = bottomTabBar
      self.bottomAccessory = bottomAccessory
      self.accessoryInline = accessoryInline
      self.bottomToolbar = bottomToolbar
    }

    var statusBar: String {
      statusBarVisible
        ? "status bar \(formatPoints(statusHeight)) on \(deviceName), iOS \(os)"
        : "status bar \(statusBarHiddenReason)"
    }

    /// A device with a sensor housing's safe area, or a home-button device's from iOS 12.
    var windowSafeArea: String {
      hasSensorHousing
        ? "\(deviceSafe) = \(deviceName) \(landscape ? "landscape" : "portrait") safe area on iOS \(os)"
        : "top \(formatPoints(status)) = status bar \(statusBarVisible ? "shown" : "hidden") (home-button device, iOS 12+)"
    }

    var navigationBar: String {
      "y \(formatPoints(navigationBarY))"
        + (navigationBarPlacement.map { " (\($0))" } ?? "")
        + ", height \(navigationBarHeightWhy)"
    }

    var topCover: String {
      let statusWords = statusBarVisible ? "status bar \(formatPoints(status))" : "no status bar"
      switch top {
      case .statusBar: return statusWords
      case .navigationBar(let y, let height):
        // A bar that does not start at the status bar's bottom (a Dynamic Island iPhone's, a third
        // of a point above it) is named by its own y.
        let above =
          y == 0
          ? "" : y == status ? "status bar \(formatPoints(y)) + " : "bar's y \(formatPoints(y)) + "
        return above + "navigation bar \(formatPoints(height))"
      case .statusBarUnderHiddenNavigationBar: return statusWords + " (navigation bar hidden)"
      case .topTabBar(let height):
        return (status > 0 ? "status bar \(formatPoints(status)) + " : "")
          + "top tab bar \(formatPoints(height))"
      }
    }

    var tabBar: String {
      switch tabBarWords {
      case .atTop:
        "iPadOS 18, regular width: the tab bar floats at the top"
          + (navigationBarVisible ? ", sharing the navigation bar's band" : "")
      case .inLayout(let height, let baseWhy, let indicator):
        "height \(formatPoints(height)) = " + baseWhy
          + (indicator > 0 ? " + home indicator \(formatPoints(indicator))" : "")
      case .slidBelow: "slid below the screen: the top controller hides the bottom bar when pushed"
      case .hiddenByController:
        "hidden by the tab bar controller (isTabBarHidden): out of the layout"
      }
    }

    var toolbar: String {
      let t = toolbarWords
      return "height \(formatPoints(t.height)) = \(t.baseWhy)"
        + (!t.standsOnTab && t.homeIndicator > 0
          ? " + home indicator \(formatPoints(t.homeIndicator))" : "")
    }

    var bottomCover: String {
      BarLayout.bottomCoverWhy(
        tabBar: bottomTabBar, accessory: bottomAccessory, toolbar: bottomToolbar)
        + (accessoryInline
          ? " (the bottom accessory sits inline beside the minimized tab bar: tabBar.minimizeSafeArea)"
          : "")
    }
  }

  /// The bottom cover's words: the bars it stands on, joined by " + ", or "no bottom bar".
  static func bottomCoverWhy(
    tabBar: (height: Double, hidden: Bool)?, accessory: Bool, toolbar: Double?
  ) -> String {
    var parts: [String] = []
    if let tabBar {
      parts.append(
        "tab bar \(formatPoints(tabBar.height))"
          + (tabBar.hidden ? " (tabBar.hidden, still laid out: tabBar.hiddenKeepsLayout)" : ""))
      if accessory {
        parts.append(
          "bottom accessory \(formatPoints(BarLayout.bottomAccessoryHeight)) (tabBar.bottomAccessory)"
        )
      }
    }
    if let toolbar { parts.append("toolbar \(formatPoints(toolbar))") }
    return parts.isEmpty ? "no bottom bar" : parts.joined(separator: " + ")
  }

  /// 44; 32 in landscape on compact-width phones; 50 on iPad from iOS 12; 96 with an expanded large
  /// title; plus a shown search bar's band (rules searchBar.height, searchBar.height.ios13).
  static func navigationBarHeight(_ input: LayoutInput) -> (Double, String) {
    let band = input.era == .safeArea ? input.searchBarBand : 0
    let search = band > 0 ? " + search bar \(formatPoints(band))" : ""
    // iOS 26 on a home-button phone in landscape: the inline 54-pt bar (rule
    // navigationBar.landscapeIOS26.homeButton; no large title in compact height,
    // largeTitle.compactHeight).
    if HomeButtonLandscapeBar.applies(input) {
      let height = HomeButtonLandscapeBar.height + band
      return (
        height,
        band > 0
          ? "\(formatPoints(height)) (54, home-button phone in landscape, iOS 26\(search))"
          : "54 (home-button phone in landscape, iOS 26)"
      )
    }
    if input.isPhone && input.isLandscape && input.device.landscapeBars == .compact
      && !DynamicIslandLandscapeBar.applies(input)
    {
      return (
        32 + band,
        band > 0
          ? "\(formatPoints(32 + band)) (32, compact-width phone in landscape\(search))"
          : "32 (compact-width phone in landscape)"
      )
    }
    let liquidGlass = input.design.major >= 26
    let base: Double = liquidGlass ? 54 : input.device.isPad && input.os.major >= 12 ? 50 : 44
    if input.prefersLargeTitles && input.era == .safeArea {
      return (
        base + 52 + band,
        "\(formatPoints(base + 52 + band)) (\(formatPoints(base)) + large title 52\(search))"
      )
    }
    if band > 0 {
      return (base + band, "\(formatPoints(base + band)) (\(formatPoints(base))\(search))")
    }
    return (
      base,
      liquidGlass
        ? "54 (iOS 26)"
        : input.device.isPad && input.os.major >= 12
          ? "50 (iPad, iOS 12+)"
          : input.design != input.os ? "44 (the previous design: design.compatibility)" : "44"
    )
  }

  /// iOS 26: the bottom accessory's share of the bottom safe area (139 = 34 + 49 + 56 measured on
  /// an iPhone 17 Pro).
  package static let bottomAccessoryHeight = 56.0

  /// 49; 32 in landscape on compact-width phones from iOS 11; 50 on home-button iPads from iOS 12;
  /// 45 on rounded iPads; 83 (64 in landscape) on home-button iPhones from iOS 26 (rule
  /// tabBar.height.homeButtonIOS26).
  static func tabBarHeight(_ input: LayoutInput) -> (Double, String) {
    if input.device.isPad {
      if input.device.hasSensorHousing { return (45, "tab bar 45 (rounded iPad)") }
      return input.os.major >= 12 ? (50, "tab bar 50 (iPad, iOS 12+)") : (49, "tab bar 49")
    }
    if HomeButtonTabBar.applies(input) {
      let height = HomeButtonTabBar.height(input)
      return (
        height,
        "tab bar \(formatPoints(height)) (home-button phone, iOS 26\(input.isLandscape ? ", landscape" : ""))"
      )
    }
    if input.isLandscape && input.device.landscapeBars == .compact && input.os.major >= 11 {
      return (32, "tab bar 32 (compact-width phone in landscape, iOS 11+)")
    }
    return (49, "tab bar 49")
  }

  /// 44; 32 in landscape on compact-width phones; 50 on iPad from iOS 12.
  static func toolbarHeight(_ input: LayoutInput) -> (Double, String) {
    if input.device.isPad {
      return input.os.major >= 12 ? (50, "toolbar 50 (iPad, iOS 12+)") : (44, "toolbar 44")
    }
    if input.isLandscape && input.device.landscapeBars == .compact {
      return (32, "toolbar 32 (compact-width phone in landscape)")
    }
    if input.design.major >= 26 { return (48, "toolbar 48 (iOS 26)") }
    return (44, "toolbar 44")
  }
}

extension Rule {
  public static let statusBarHeight = Rule(
    "statusBar.height", from: any,
    "The status bar is 20 pt on home-button devices, 44/47/48/50/54 on notched ones (by family and release); 0 when the app hides it.",
    provenance: [
      "docs/facts/bars.md#23-uitoolbar-search-bar-status-bar",
      "https://github.com/Tencent/QMUI_iOS/blob/master/QMUIKit/QMUICore/QMUIHelper.m",
    ], confidence: .high)

  public static let statusBarHiddenInLandscape = Rule(
    "statusBar.hiddenInLandscape", from: OSVersion(8, 0),
    "iPhones hide the status bar in landscape from iOS 8 (notched iPhones always).",
    provenance: [
      "docs/facts/devices.md#13-what-changed-when-device-metrics",
      "https://github.com/inamiy/YIFullScreenScroll/issues/37",
    ],
    confidence: .high,
    conflict: "iOS 7 landscape status bar not established; shown here.")

  public static let navigationBarHeight = Rule(
    "navigationBar.height", from: any,
    "A navigation bar is 44 pt at the status bar's bottom (on Dynamic Island iPhones with a 59-pt safe-area top before iOS 26, at y 53.67, a third of a point above the 54-pt status bar's bottom, and at 56.333 on those with a 62-pt one, rule navigationBar.y.dynamicIsland62; on the 12 and 13 mini, at 50 from iOS 14); 32 in landscape on compact-width phones; 50 on iPad from iOS 12; +52 with an expanded large title (iOS 11+). iOS 26: 54 pt, starting at the safe area's top.",
    provenance: [
      "docs/facts/bars.md#21-uinavigationbar", "https://useyourloaf.com/blog/supporting-iphone-x/",
      qmui633,
      "https://github.com/QuintGao/GKNavigationBarSwift/issues/41 (a Dynamic Island iPhone: frame = (0 53.6667; 430 44))",
      "https://kouki.hatenadiary.com/entry/2022/10/18/095736 (iPhone 14 Pro: the bar covers 5.333 of the 59-pt safe area)",
      "https://github.com/NativeScript/NativeScript/pull/10240 (iOS 16.2, iPhone 14 Pro Max: the navigation bar overflows the safe area and the status bar a bit)",
      "https://github.com/QuintGao/GKNavigationBarSwift/issues/47",
      "https://github.com/hotwired/hotwire-native-ios/pull/199",
    ], confidence: .high,
    conflict:
      "C20: on Dynamic Island phones the bar's measured y, 53.67 (GKNavigationBarSwift #41 prints frame = (0 53.6667; 430 44); an iPhone 14 Pro's bar covers 5.333 of its 59-pt safe area, https://kouki.hatenadiary.com/entry/2022/10/18/095736; an iPhone 14 Pro Max's view.safeAreaInsets.top prints 97.666…), is taken over the status bar's 54, the nominal total of 98 given in QMUI's tables. C12: 393-pt-wide Dynamic Island phones take 32 in landscape (fluentui-apple #1727) over 44 (QMUI). C21: iOS 26's 54-pt bar at the safe-area top is applied (two issue reports, and an iPhone 17 on iOS 26.1 printing a content offset of −168 with a large title, −116 without: 62 + 54 + 52); an app built with UIDesignRequiresCompatibility keeps the 44-pt bar at its iOS 18 y (rule design.compatibility; medium on iOS 26). iOS 26 in landscape on Dynamic Island phones: y 24, height 54 (rule navigationBar.landscapeIOS26.dynamicIsland, medium), and on home-button phones the same (rule navigationBar.landscapeIOS26.homeButton, medium); on the other compact-width phones (notched, without a Dynamic Island) no printed height was found, and the 32-pt compact bar is kept, resting on rule navigationBar.height.landscapeIOS26 (low). iOS 26 on a home-button phone with the status bar hidden: the bar at y 10, not 0 (rule navigationBar.y.homeButtonIOS26, medium)."
  )

  public static let navigationBarHeightLandscapeIOS26 = Rule(
    "navigationBar.height.landscapeIOS26", from: OSVersion(26, 0),
    "iOS 26 in landscape on a compact-width phone: no printed height of the toolbar or the tab bar was found (but for the home-button phones' 64-pt tab bar, rule tabBar.height.homeButtonIOS26), nor of the navigation bar on notched phones without a Dynamic Island (on those with one, rule navigationBar.landscapeIOS26.dynamicIsland places it at y 24, 54 tall, from GKNavigationBarSwift's code and one probe's 78 on an iPhone 17 Pro, iOS 26.5; on home-button phones, rule navigationBar.landscapeIOS26.homeButton, the same from a probe on an iPhone SE, iOS 26.1); the 32-pt compact bars of earlier releases are kept, and their frames, and every value laid out under them, rest on this rule.",
    provenance: [
      "docs/facts/tab-bars-ios26-ipados18.md#3-the-bars-in-landscape-on-dynamic-island-phones-ios-26",
      "https://github.com/software-mansion/react-native-screens/pull/4674",
    ],
    confidence: .low)

  public static let tabBarHeight = Rule(
    "tabBar.height", from: any,
    "A tab bar is 49 pt (+ the home indicator on notched devices); 32 in landscape on compact-width phones from iOS 11; 50 on home-button iPads from iOS 12; 45 + 20 on rounded iPads.",
    provenance: ["docs/facts/bars.md#22-uitabbar", qmuiDefines, qmui633], confidence: .medium,
    conflict:
      "C13: 32 (QMUI macro, 2024) over 49 (QMUI #633 comment, 2019) for compact phones in landscape on iOS 11+. iOS 26's floating tab bar keeps 49 + 34 in the children's bottom safe area (measured 139 = 34 + 49 + 56 with an accessory on an iPhone 17 Pro, boardsesh #3973); its own drawn frame is not published and keeps the docked one. On home-button phones from iOS 26 the bar is 83 (64 in landscape), rule tabBar.height.homeButtonIOS26. iOS 26 in landscape on Dynamic Island phones: no printed height was found; the 32-pt compact bar is kept, resting on rule navigationBar.height.landscapeIOS26 (low)."
  )

  public static let toolbarHeight = Rule(
    "toolbar.height", from: any,
    "A navigation controller's toolbar is 44 pt (32 in landscape on compact-width phones, 50 on iPad from iOS 12, 48 on iPhone from iOS 26), plus the home indicator when it stands at the screen's bottom.",
    provenance: [
      "docs/facts/bars.md#23-uitoolbar-search-bar-status-bar", qmuiDefines,
      "https://github.com/suzuki-0000/SKPhotoBrowser/pull/459 (2025: \"On iOS 26.0, UIToolbar height is 48pt\", 44 before)",
    ],
    confidence: .low,
    conflict:
      "C14: 44 + 34 on notched iPhones (QMUI). C15: rounded iPad 50 + 20 = 70 (QMUI macro) over 65 (QMUI #633). iOS 26: 48 on iPhone from one report of a standalone UIToolbar (SKPhotoBrowser #459), taken for the navigation controller's toolbar; iOS 26's iPad and compact landscape toolbars keep the earlier figures (no report)."
  )

  public static let navigationBarSetHidden = Rule(
    "navigationBar.setHidden", from: any,
    "setNavigationBarHidden(_:animated:) changes the layout at once; an animated hide sets the bar view's hidden flag when the animation ends.",
    provenance: [
      "docs/facts/ordering.md#43-rotation-bar-hiding-status-bar",
      "https://github.com/itsnebulalol/sdks/blob/main/iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h",
    ], confidence: .medium)

  public static let tabBarBottomAccessory = Rule(
    "tabBar.bottomAccessory", from: OSVersion(26, 0),
    "iOS 26: a tab bar controller's bottom accessory sits above the floating tab bar and adds 56 pt to the children's bottom safe area (139 = home indicator 34 + tab bar 49 + accessory 56, measured on an iPhone 17 Pro).",
    provenance: [
      "https://github.com/boardsesh/boardsesh/issues/3973",
      "https://developer.apple.com/videos/play/wwdc2025/284",
    ], confidence: .medium,
    conflict: "One device measured; the accessory's inline (minimized) state is not modelled.")

  public static let safeAreaWindow = Rule(
    "safeArea.window", from: ios11,
    "The window's safe area: the sensor housing and home indicator of notched devices; on home-button iPhones 0 on iOS 11 and the status bar from iOS 12.",
    provenance: [
      "docs/facts/devices.md#11-iphones--size-safe-area-status-bar",
      "https://github.com/SnapKit/Masonry/issues/546",
    ],
    confidence: .medium)
}
