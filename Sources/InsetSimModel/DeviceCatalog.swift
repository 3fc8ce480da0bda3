import InsetSimSupport

/// The device catalogue: one entry per device family of UIKIT-FACTS §1.1 (iPhones) and §1.2 (iPads,
/// without the Split View row), in the order of those tables.
///
/// Where the figures come from: every size, safe area and status-bar height is the value of the
/// family's row in UIKIT-FACTS §1, whose links are copied into `sources`; when the references
/// disagree
/// (§7 "Conflicts"), the value kept is the one the row keeps, and `notes` names the conflict and
/// the side chosen. Nothing here was measured by us. Figures the table marks "not established" are
/// inferences, said so in `notes` and reflected in `confidence`.
///
/// How version changes are written: each per-release figure is a list of `Versioned(from, value)`,
/// oldest first. The first entry (from the family's first release, or from iOS 6 for the unchanging
/// home-button figures) also answers for anything older; a later entry holds from its release on,
/// until the next one (see `Array.value(on:)`). For example the XR's portrait safe-area top is
///
///     [Versioned(OSVersion(12), EdgeInsets(top: 44, ...)), Versioned(OSVersion(14), EdgeInsets(top: 48, ...))]
///
/// so iOS 13.7 gives 44 and iOS 14.0 gives 48 (UIKIT-FACTS §1.3, iOS 14). The iOS 26 entries come
/// from a single iOS 26.5 simulator probe (§1.3, C8, C9) and are low confidence.
extension Device {
  /// Every device family, iPhones then iPads, in the order of UIKIT-FACTS §1.1 and §1.2.
  public static let catalog: [Device] = [
    // MARK: iPhones (UIKIT-FACTS §1.1)

    Device(
      name: "iPhone 4s", aliases: [],
      idiom: .phone, portraitSize: Size(width: 320, height: 480),
      firstOS: OSVersion(6, 0), lastOS: OSVersion(9, 3),
      hasSensorHousing: false, landscapeBars: .compact,
      statusBar: [Versioned(OSVersion(6), 20)],
      safeAreaPortrait: [
        Versioned(OSVersion(6), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(6), EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
      ],
      confidence: .medium,
      sources: ["https://gist.github.com/sgl0v/3509f3ae628f4047cdb6"],
      notes:
        "The table gives no safe area (the 4s stops at iOS 9), so the home-button figures (20 pt status bar in portrait, none in landscape) are inferred."
    ),
    Device(
      name: "iPhone SE (1st)",
      aliases: ["iPhone 5", "iPhone 5s", "iPhone 5c", "iPhone SE", "iPhone SE 1"],
      idiom: .phone, portraitSize: Size(width: 320, height: 568),
      firstOS: OSVersion(6, 0), lastOS: OSVersion(15, 8),
      hasSensorHousing: false, landscapeBars: .compact,
      statusBar: [Versioned(OSVersion(6), 20)],
      safeAreaPortrait: [
        Versioned(OSVersion(6), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(6), EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
      ],
      confidence: .high,
      sources: [Ref.snapshotTesting, "https://gist.github.com/macguru/b7a01e3f0e9ae6f350d5"],
      notes: "Landscape status bar hidden by default since iOS 8 (UIKIT-FACTS §1.3)."
    ),
    Device(
      name: "iPhone 8",
      aliases: [
        "iPhone 6", "iPhone 6s", "iPhone 7", "iPhone SE (2nd)", "iPhone SE (3rd)", "iPhone SE 2",
        "iPhone SE 3",
      ],
      idiom: .phone, portraitSize: Size(width: 375, height: 667),
      firstOS: OSVersion(8, 0),
      hasSensorHousing: false, landscapeBars: .compact,
      statusBar: [Versioned(OSVersion(6), 20)],
      safeAreaPortrait: [
        Versioned(OSVersion(6), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(6), EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
      ],
      confidence: .high,
      sources: [Ref.snapshotTesting, Ref.deviceSpecs],
      notes: "Unchanged through the iOS 26.5 simulator."
    ),
    Device(
      name: "iPhone 8 Plus",
      aliases: [
        "iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 6+", "iPhone 6s+", "iPhone 7+",
        "iPhone 8+",
      ],
      idiom: .phone, portraitSize: Size(width: 414, height: 736),
      firstOS: OSVersion(8, 0),
      hasSensorHousing: false, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(6), 20)],
      safeAreaPortrait: [
        Versioned(OSVersion(6), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(6), EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
      ],
      confidence: .high,
      sources: [Ref.snapshotTesting, Ref.swiftUISimulator],
      notes: "Landscape width class is regular, so bars stay 44/49 in landscape (UIKIT-FACTS §2)."
    ),
    Device(
      name: "iPhone X", aliases: ["iPhone XS", "iPhone 11 Pro"],
      idiom: .phone, portraitSize: Size(width: 375, height: 812),
      firstOS: OSVersion(11, 0),
      hasSensorHousing: true, landscapeBars: .compact,
      statusBar: [Versioned(OSVersion(11), 44)],
      safeAreaPortrait: [
        Versioned(OSVersion(11), EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(11), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
      ],
      confidence: .high,
      sources: [
        Ref.karolszafranski, "https://useyourloaf.com/blog/supporting-iphone-x/",
        "https://github.com/Tencent/QMUI_iOS/issues/633",
      ],
      notes:
        "C1: landscape bottom 21 (measured iOS 13.2, QMUI) chosen over 24 (swift-snapshot-testing); C4: the 11 Pro keeps the measured 44 landscape sides, not SwiftUI-Simulator's 48."
    ),
    Device(
      name: "iPhone XS Max", aliases: ["iPhone 11 Pro Max"],
      idiom: .phone, portraitSize: Size(width: 414, height: 896),
      firstOS: OSVersion(12, 0),
      hasSensorHousing: true, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(12), 44)],
      safeAreaPortrait: [
        Versioned(OSVersion(12), EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(12), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
      ],
      confidence: .high,
      sources: [Ref.karolszafranski, Ref.qmuiHelper],
      notes:
        "C1: landscape bottom 21 (measured iOS 13.2, QMUI) chosen over 24 (swift-snapshot-testing)."
    ),
    Device(
      name: "iPhone XR", aliases: ["iPhone 11"],
      idiom: .phone, portraitSize: Size(width: 414, height: 896),
      firstOS: OSVersion(12, 0),
      hasSensorHousing: true, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(12), 44), Versioned(OSVersion(14), 48)],
      safeAreaPortrait: [
        Versioned(OSVersion(12), EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        Versioned(OSVersion(14), EdgeInsets(top: 48, left: 0, bottom: 34, right: 0)),
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(12), EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        Versioned(OSVersion(14), EdgeInsets(top: 0, left: 48, bottom: 21, right: 48)),
      ],
      confidence: .medium,
      sources: [
        Ref.karolszafranski, Ref.qmuiHelper, "https://github.com/ephread/Instructions",
        "https://github.com/ducanh261101a/AppChamCong",
      ],
      notes:
        "C3/C4: top and landscape sides are 44 up to iOS 13 (measured 13.2) and 48 from iOS 14 (QMUI, ephread, StatusBarUtil), SwiftUI-Simulator's 44 for the 11 not followed; C5: QMUI's \"iPhone 13 Mini\" comment on iPhone12,1 read as the iPhone 11; C1: landscape bottom 21, not 24."
    ),
    Device(
      name: "iPhone 12 mini", aliases: ["iPhone 13 mini"],
      idiom: .phone, portraitSize: Size(width: 375, height: 812),
      firstOS: OSVersion(14, 0),
      hasSensorHousing: true, landscapeBars: .compact,
      statusBar: [Versioned(OSVersion(14), 44), Versioned(OSVersion(15), 50)],
      safeAreaPortrait: [
        Versioned(OSVersion(14), EdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(14), EdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
      ],
      navigationBarY: [Versioned(OSVersion(14), 50)],
      confidence: .high,
      sources: [
        "https://github.com/Tencent/QMUI_iOS/issues/1326",
        "https://github.com/QuintGao/GKNavigationBar/issues/67",
        Ref.snapshotTesting, Ref.qmuiHelper,
      ],
      notes:
        "C2: top 50 (QMUI, swift-snapshot-testing, SwiftUI-Simulator, ephread, CSDN) chosen over device_frame's 44 and 47, the status bar being 44 on iOS 14 (navigation bar still at 50) and 50 from iOS 15."
    ),
    Device(
      name: "iPhone 12", aliases: ["iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14"],
      idiom: .phone, portraitSize: Size(width: 390, height: 844),
      firstOS: OSVersion(14, 0),
      hasSensorHousing: true, landscapeBars: .compact,
      statusBar: [Versioned(OSVersion(14), 47)],
      safeAreaPortrait: [
        Versioned(OSVersion(14), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(14), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
      ],
      confidence: .high,
      sources: [Ref.snapshotTesting, Ref.qmuiHelper, Ref.csdnTable],
      notes:
        "The table gives no iOS 26 value for this family, so the landscape bottom stays 21 on iOS 26 (C8 not applied)."
    ),
    Device(
      name: "iPhone 12 Pro Max", aliases: ["iPhone 13 Pro Max", "iPhone 14 Plus"],
      idiom: .phone, portraitSize: Size(width: 428, height: 926),
      firstOS: OSVersion(14, 0),
      hasSensorHousing: true, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(14), 47)],
      safeAreaPortrait: [
        Versioned(OSVersion(14), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(14), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
      ],
      confidence: .high,
      sources: [Ref.snapshotTesting, Ref.qmuiHelper, Ref.csdnTable],
      notes:
        "The table gives no iOS 26 value for this family, so the landscape bottom stays 21 on iOS 26 (C8 not applied)."
    ),
    Device(
      name: "iPhone 14 Pro", aliases: ["iPhone 15", "iPhone 15 Pro", "iPhone 16"],
      idiom: .phone, portraitSize: Size(width: 393, height: 852),
      firstOS: OSVersion(16, 0),
      hasSensorHousing: true, landscapeBars: .compact,
      statusBar: [Versioned(OSVersion(16), 54)],
      safeAreaPortrait: [
        Versioned(OSVersion(16), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(16), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        Versioned(OSVersion(26), EdgeInsets(top: 0, left: 59, bottom: 20, right: 59)),
      ],
      navigationBarY: [Versioned(OSVersion(16), 53 + 2.0 / 3)],
      confidence: .medium,
      sources: [
        "https://github.com/flutter/flutter/issues/120682",
        "https://github.com/wangrui460/WRNavigationBar/issues/202",
        Ref.gkNavigationBarSwift41, Ref.csdnTable, Ref.deviceFrame, Ref.ios26Probe,
        "https://github.com/microsoft/fluentui-apple/pull/1727",
      ],
      notes:
        "C6: top 59 for the 15 chosen over QMUI's copied 47; C12: compact 32 pt landscape bars (fluentui-apple #1727) chosen over QMUI's regular screen; C20: status bar 54, with the navigation bar at its measured y of 53.67 (a third of a point above the status bar's bottom, GKNavigationBarSwift #41) through iOS 18; C8: landscape bottom 20 from iOS 26 (single probe)."
    ),
    Device(
      name: "iPhone 14 Pro Max",
      aliases: ["iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"],
      idiom: .phone, portraitSize: Size(width: 430, height: 932),
      firstOS: OSVersion(16, 0),
      hasSensorHousing: true, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(16), 54)],
      safeAreaPortrait: [
        Versioned(OSVersion(16), EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(16), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        Versioned(OSVersion(26), EdgeInsets(top: 0, left: 59, bottom: 20, right: 59)),
      ],
      navigationBarY: [Versioned(OSVersion(16), 53 + 2.0 / 3)],
      confidence: .high,
      sources: [Ref.gkNavigationBarSwift41, Ref.csdnTable, Ref.qmuiHelper, Ref.ios26Probe],
      notes:
        "C6: top 59 for the 15 Plus chosen over QMUI's copied 47; C20: the navigation bar at its measured y of 53.67 through iOS 18 (GKNavigationBarSwift #41 prints frame = (0 53.6667; 430 44)); C8: landscape bottom 20 from iOS 26 (single probe)."
    ),
    Device(
      name: "iPhone 16 Pro", aliases: ["iPhone 17 Pro", "iPhone 17"],
      idiom: .phone, portraitSize: Size(width: 402, height: 874),
      firstOS: OSVersion(18, 0),
      hasSensorHousing: true, landscapeBars: .compact,
      statusBar: [Versioned(OSVersion(18), 54)], statusBarAssumed: true,
      safeAreaPortrait: [
        Versioned(OSVersion(18), EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(18), EdgeInsets(top: 0, left: 62, bottom: 21, right: 62)),
        Versioned(OSVersion(26), EdgeInsets(top: 0, left: 62, bottom: 20, right: 62)),
      ],
      confidence: .low,
      sources: [
        Ref.qmuiHelper, Ref.deviceSpecs,
        "https://pub.dev/documentation/flutterware/latest/devices/Devices/iphone16Pro-constant.html",
        Ref.ios26Probe,
      ],
      notes:
        "Status bar not established: 54 assumed as on the 14 Pro (low); C8: landscape bottom 20 from iOS 26 (single probe)."
    ),
    Device(
      name: "iPhone 16 Pro Max", aliases: ["iPhone 17 Pro Max"],
      idiom: .phone, portraitSize: Size(width: 440, height: 956),
      firstOS: OSVersion(18, 0),
      hasSensorHousing: true, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(18), 54)], statusBarAssumed: true,
      safeAreaPortrait: [
        Versioned(OSVersion(18), EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(18), EdgeInsets(top: 0, left: 62, bottom: 21, right: 62)),
        Versioned(OSVersion(26), EdgeInsets(top: 0, left: 62, bottom: 20, right: 62)),
      ],
      confidence: .low,
      sources: [Ref.qmuiHelper, Ref.deviceFrame, Ref.deviceSpecs, Ref.ios26Probe],
      notes:
        "C7: top 62 (QMUI, device_frame, device_preview) chosen over flutterware's derived 59; C10: iOS 26 landscape (0,62,20,62) from the probe chosen over device_frame's top/bottom 20; status bar not established, 54 assumed (low)."
    ),
    Device(
      name: "iPhone 16e", aliases: ["iPhone 17e"],
      idiom: .phone, portraitSize: Size(width: 390, height: 844),
      firstOS: OSVersion(18, 0),
      hasSensorHousing: true, landscapeBars: .compact,
      statusBar: [Versioned(OSVersion(18), 47)], statusBarAssumed: true,
      safeAreaPortrait: [
        Versioned(OSVersion(18), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(18), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
        Versioned(OSVersion(26), EdgeInsets(top: 0, left: 47, bottom: 20, right: 47)),
      ],
      confidence: .low,
      sources: [Ref.ios26Probe, Ref.deviceSpecs],
      notes:
        "Status bar not established: 47 assumed as on the iPhone 14 (same notch), and the iOS 18 landscape bottom 21 inferred from it, the table giving only the iOS 26.5 value (C8: 20)."
    ),
    Device(
      name: "iPhone Air", aliases: [],
      idiom: .phone, portraitSize: Size(width: 420, height: 912),
      firstOS: OSVersion(26, 0),
      hasSensorHousing: true, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(26), 54)], statusBarAssumed: true,
      safeAreaPortrait: [
        Versioned(OSVersion(26), EdgeInsets(top: 68, left: 0, bottom: 34, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(26), EdgeInsets(top: 0, left: 68, bottom: 20, right: 68))
      ],
      confidence: .low,
      sources: [Ref.ios26Probe],
      notes:
        "C11: top 68 and landscape (0,68,20,68) from the iOS 26.5 probe chosen over 62 and device_frame's top 20 / bottom 29; status bar not established, 54 assumed as on other Dynamic Island phones (low)."
    ),

    // MARK: iPads (UIKIT-FACTS §1.2; the status bar stays in landscape and the insets do not
    // rotate)

    Device(
      name: "iPad (9.7-inch)",
      aliases: [
        "iPad (5th)", "iPad (6th)", "iPad Air", "iPad Air 2", "iPad Pro (9.7-inch)",
        "iPad mini", "iPad mini 2", "iPad mini 3", "iPad mini 4", "iPad mini (5th)",
      ],
      idiom: .pad, portraitSize: Size(width: 768, height: 1024),
      firstOS: OSVersion(6, 0),
      hasSensorHousing: false, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(6), 20)],
      safeAreaPortrait: [
        Versioned(OSVersion(6), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(6), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      ],
      confidence: .high,
      sources: [Ref.snapshotTesting, Ref.swiftUISimulator]
    ),
    Device(
      name: "iPad (10.2-inch)", aliases: ["iPad (7th)", "iPad (8th)", "iPad (9th)"],
      idiom: .pad, portraitSize: Size(width: 810, height: 1080),
      firstOS: OSVersion(13, 0),
      hasSensorHousing: false, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(6), 20)],
      safeAreaPortrait: [
        Versioned(OSVersion(6), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(6), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      ],
      confidence: .high,
      sources: [Ref.snapshotTesting, Ref.swiftUISimulator]
    ),
    Device(
      name: "iPad Pro (10.5-inch)", aliases: ["iPad Air (3rd)"],
      idiom: .pad, portraitSize: Size(width: 834, height: 1112),
      firstOS: OSVersion(10, 3),
      hasSensorHousing: false, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(6), 20)],
      safeAreaPortrait: [
        Versioned(OSVersion(6), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(6), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      ],
      confidence: .high,
      sources: [Ref.snapshotTesting, Ref.swiftUISimulator]
    ),
    Device(
      name: "iPad Air (4th)",
      aliases: [
        "iPad Air (5th)", "iPad (10th)", "iPad (A16)", "iPad Air 11-inch (M2)",
        "iPad Air 11-inch (M3)",
      ],
      idiom: .pad, portraitSize: Size(width: 820, height: 1180),
      firstOS: OSVersion(14, 0),
      hasSensorHousing: true, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(14), 24), Versioned(OSVersion(26), 32)],
      safeAreaPortrait: [
        Versioned(OSVersion(14), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Versioned(OSVersion(26), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(14), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Versioned(OSVersion(26), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
      ],
      confidence: .medium,
      sources: [Ref.swiftUISimulator, Ref.ios26Probe],
      notes:
        "C9: (24,0,20,0) through iOS 18 and (32,0,25,0) with a 32 pt status bar from iOS 26 (single iOS 26.5 probe, low), device_frame's (20,0,0,0) for the Air 4 not followed."
    ),
    Device(
      name: "iPad mini (6th)", aliases: ["iPad mini (7th)", "iPad mini (A17 Pro)"],
      idiom: .pad, portraitSize: Size(width: 744, height: 1133),
      firstOS: OSVersion(15, 0),
      hasSensorHousing: true, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(15), 24), Versioned(OSVersion(26), 32)],
      safeAreaPortrait: [
        Versioned(OSVersion(15), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Versioned(OSVersion(26), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(15), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Versioned(OSVersion(26), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
      ],
      confidence: .medium,
      sources: [Ref.swiftUISimulator, Ref.deviceSpecs, Ref.ios26Probe],
      notes:
        "C9: (32,0,25,0) with a 32 pt status bar from iOS 26 taken from the single iOS 26.5 probe (low)."
    ),
    Device(
      name: "iPad Pro (11-inch)",
      aliases: [
        "iPad Pro (11-inch, 1st)", "iPad Pro (11-inch, 2nd)", "iPad Pro (11-inch, 3rd)",
        "iPad Pro (11-inch, 4th)",
      ],
      idiom: .pad, portraitSize: Size(width: 834, height: 1194),
      firstOS: OSVersion(12, 0),
      hasSensorHousing: true, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(12), 24), Versioned(OSVersion(26), 32)],
      safeAreaPortrait: [
        Versioned(OSVersion(12), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Versioned(OSVersion(26), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(12), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Versioned(OSVersion(26), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
      ],
      confidence: .high,
      sources: [Ref.karolszafranski, Ref.snapshotTesting, Ref.qmuiHelper, Ref.ios26Probe],
      notes:
        "C9: (24,0,20,0) measured on iOS 13.2 in both orientations; the iOS 26 change to (32,0,25,0) and a 32 pt status bar is the single-probe figure of UIKIT-FACTS §1.3 (low)."
    ),
    Device(
      name: "iPad Pro 11-inch (M4)", aliases: ["iPad Pro 11-inch (M5)"],
      idiom: .pad, portraitSize: Size(width: 834, height: 1210),
      firstOS: OSVersion(17, 0),
      hasSensorHousing: true, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(17), 24), Versioned(OSVersion(26), 32)],
      safeAreaPortrait: [
        Versioned(OSVersion(17), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Versioned(OSVersion(26), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(17), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Versioned(OSVersion(26), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
      ],
      confidence: .low,
      sources: [Ref.deviceFrame, Ref.deviceSpecs, Ref.ios26Probe],
      notes:
        "Status bar not in the table: 24 (32 from iOS 26) assumed as on other rounded iPads; C9: device_frame's 24 pt landscape side insets not followed, (32,0,25,0) from iOS 26 per the single probe."
    ),
    Device(
      name: "iPad Pro (12.9-inch, 2nd)", aliases: ["iPad Pro (12.9-inch, 1st)"],
      idiom: .pad, portraitSize: Size(width: 1024, height: 1366),
      firstOS: OSVersion(9, 0),
      hasSensorHousing: false, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(6), 20)],
      safeAreaPortrait: [
        Versioned(OSVersion(6), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(6), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
      ],
      confidence: .high,
      sources: [Ref.snapshotTesting, Ref.deviceFrame]
    ),
    Device(
      name: "iPad Pro (12.9-inch, 3rd)",
      aliases: [
        "iPad Pro (12.9-inch, 4th)", "iPad Pro (12.9-inch, 5th)", "iPad Pro (12.9-inch, 6th)",
        "iPad Air 13-inch (M2)",
        "iPad Air 13-inch (M3)",
      ],
      idiom: .pad, portraitSize: Size(width: 1024, height: 1366),
      firstOS: OSVersion(12, 0),
      hasSensorHousing: true, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(12), 24), Versioned(OSVersion(26), 32)],
      safeAreaPortrait: [
        Versioned(OSVersion(12), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Versioned(OSVersion(26), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(12), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Versioned(OSVersion(26), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
      ],
      confidence: .high,
      sources: [
        Ref.karolszafranski, Ref.swiftUISimulator,
        "https://gist.github.com/schwjustin/f51a0d921b7b8e064005d8e85cce288d",
        Ref.ios26Probe,
      ],
      notes:
        "C9: (24,0,20,0) measured on iOS 13.2; the iOS 26 change to (32,0,25,0) and a 32 pt status bar is the single-probe figure of UIKIT-FACTS §1.3 (low). The iPad Air 13-inch (M2, M3) has the same 2732 × 2048 rounded screen (Apple's technical specifications); its figures are the family's (medium)."
    ),
    Device(
      name: "iPad Pro 13-inch (M4)", aliases: ["iPad Pro 13-inch (M5)"],
      idiom: .pad, portraitSize: Size(width: 1032, height: 1376),
      firstOS: OSVersion(17, 0),
      hasSensorHousing: true, landscapeBars: .regular,
      statusBar: [Versioned(OSVersion(17), 24), Versioned(OSVersion(26), 32)],
      safeAreaPortrait: [
        Versioned(OSVersion(17), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Versioned(OSVersion(26), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
      ],
      safeAreaLandscape: [
        Versioned(OSVersion(17), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        Versioned(OSVersion(26), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
      ],
      confidence: .low,
      sources: [Ref.deviceFrame, Ref.deviceSpecs, Ref.ios26Probe],
      notes:
        "Status bar not in the table: 24 (32 from iOS 26) assumed as on other rounded iPads; C9: (32,0,25,0) from iOS 26 per the single probe."
    ),
  ]
}

/// The links of UIKIT-FACTS §1 that several families cite.
private enum Ref {
  static let snapshotTesting =
    "https://github.com/pointfreeco/swift-snapshot-testing/blob/main/Sources/SnapshotTesting/Common/View.swift"
  static let qmuiHelper =
    "https://github.com/Tencent/QMUI_iOS/blob/master/QMUIKit/QMUICore/QMUIHelper.m"
  static let swiftUISimulator =
    "https://github.com/YusukeHosonuma/SwiftUI-Simulator/blob/main/Sources/SwiftUISimulator/Core/DeviceInfo.swift"
  static let karolszafranski = "https://github.com/karolszafranski/SafeAreaInsetsWithStoryboard"
  static let csdnTable = "https://blog.csdn.net/weixin_37543822/article/details/135525139"
  static let gkNavigationBarSwift41 = "https://github.com/QuintGao/GKNavigationBarSwift/issues/41"
  static let deviceSpecs =
    "https://github.com/aloisdeniel/flutter_device_preview/tree/master/device_specs"
  static let deviceFrame =
    "https://github.com/aloisdeniel/flutter_device_preview/tree/master/device_frame/lib/src/devices/ios"
  /// The iOS 26.5 simulator probe (device_preview commit 061d936): the source of every iOS 26
  /// entry.
  static let ios26Probe =
    "https://github.com/aloisdeniel/flutter_device_preview/commit/061d93662753fbe42e213362eb63a97eb33ad27d"
}
