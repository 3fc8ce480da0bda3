import Testing

@testable import InsetSim
@testable import InsetSimEngine
@testable import InsetSimLint
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// The catalogue against the figures of UIKIT-FACTS §1 (rows named in each test) and §7
/// (conflicts).
@Suite struct DeviceCatalogTests {
  private func device(_ name: String) throws -> Device {
    try #require(Device.catalog.first { $0.name == name }, "no catalogue entry named \(name)")
  }

  private func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double)
    -> EdgeInsets
  {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  // MARK: Catalogue shape

  @Test func listsEveryFamilyOfTheTablesInOrder() {
    // §1.1 has 16 iPhone rows, §1.2 has 10 iPad rows besides Split View.
    #expect(Device.catalog.count == 26)
    #expect(Device.catalog.filter { $0.idiom == .phone }.count == 16)
    #expect(Device.catalog.filter { $0.idiom == .pad }.count == 10)
    #expect(Device.catalog.first?.name == "iPhone 4s")
    #expect(Device.catalog.last?.name == "iPad Pro 13-inch (M4)")
    // iPhones come before iPads.
    let idioms = Device.catalog.map(\.idiom)
    #expect(idioms == idioms.sorted { $0 == .phone && $1 == .pad })
  }

  @Test func namesAndAliasesAreUniqueIgnoringCase() {
    let all = Device.catalog.flatMap { [$0.name] + $0.aliases }.map { $0.lowercased() }
    var seen: Set<String> = []
    let duplicates = all.filter { !seen.insert($0).inserted }
    #expect(duplicates.isEmpty, "duplicated names: \(duplicates)")
  }

  @Test func everyFamilyCitesAtLeastOneURL() {
    for device in Device.catalog {
      #expect(!device.sources.isEmpty, "\(device.name) has no source")
      for source in device.sources {
        #expect(
          source.hasPrefix("https://") || source.hasPrefix("http://"), "\(device.name): \(source)")
      }
    }
  }

  @Test func versionedFiguresAreNonEmptyAndOldestFirst() {
    func check<V>(_ list: [Versioned<V>], _ what: String, _ device: Device) {
      #expect(!list.isEmpty, "\(device.name) \(what) is empty")
      let froms = list.map(\.from)
      #expect(
        froms == froms.sorted() && Set(froms).count == froms.count,
        "\(device.name) \(what) out of order")
    }
    for device in Device.catalog {
      check(device.statusBar, "statusBar", device)
      check(device.safeAreaPortrait, "safeAreaPortrait", device)
      check(device.safeAreaLandscape, "safeAreaLandscape", device)
      if let navigationBarY = device.navigationBarY {
        check(navigationBarY, "navigationBarY", device)
      }
    }
  }

  @Test func aliasesNameTheFamilyTheTableGroupsThemIn() throws {
    // §1.1 row "6/6s/7/8, SE 2nd/3rd", row "X, XS, 11 Pro", row "14 Pro, 15, 15 Pro, 16".
    #expect(try device("iPhone 8").aliases.contains("iPhone SE (3rd)"))
    #expect(try device("iPhone X").aliases.contains("iPhone 11 Pro"))
    #expect(try device("iPhone 14 Pro").aliases.contains("iPhone 16"))
    // §1.2 row "Air 4/5, iPad 10th, iPad (A16), Air 11"".
    #expect(try device("iPad Air (4th)").aliases.contains("iPad (10th)"))
  }

  /// An alias runs under the name the scenario wrote, spelled as the catalogue spells it, with its
  /// family's figures (§1.1 row "14 Pro, 15, 15 Pro, 16": 393 × 852, status bar 54 on iOS 17).
  @Test func anAliasRunsUnderItsOwnNameWithItsFamilysFigures() throws {
    let d = try #require(Device.named("iphone 15"))
    #expect(d.name == "iPhone 15")
    #expect(d.family == "iPhone 14 Pro")
    let family = try device("iPhone 14 Pro")
    #expect(d.portraitSize == family.portraitSize)
    #expect(d.statusBarHeight(on: OSVersion(17, 0)) == family.statusBarHeight(on: OSVersion(17, 0)))
    #expect(Device.named("iPhone 14 Pro")?.name == "iPhone 14 Pro")
    #expect(Device.named("iPhone 14 Pro")?.family == "iPhone 14 Pro")
  }

  /// Unknown iPhone numbers are answered by number, not by edit distance: there is no iPhone 9 (8
  /// was followed by X), and "iPhone 99" is no typo of "iPhone 4s".
  @Test(arguments: [
    ("iPhone 99", "iPhone 17"), ("iPhone 9", "iPhone 8"), ("iPhone 88", "iPhone 8"),
    ("iPhone 155", "iPhone 15"),
    ("iPhone 99 Pro", "iPhone 17 Pro"), ("iPhone X Max", "iPhone XS Max"),
    ("iPhone 15 Pro Mx", "iPhone 15 Pro Max"),
    ("iPhone SE (4th)", "iPhone SE (1st)"), ("iPad Ari (4th)", "iPad Air (4th)"),
  ])
  func unknownNamesAreAnsweredByNumberProximity(_ input: String, _ suggestion: String) {
    #expect(Device.suggestion(for: input) == suggestion)
  }

  // MARK: Versioned lookup

  @Test func valueOnPicksTheLatestEntryNotAfterTheRelease() {
    let list = [
      Versioned(OSVersion(12), 44.0), Versioned(OSVersion(14), 48.0),
      Versioned(OSVersion(15, 2), 50.0),
    ]
    #expect(list.value(on: OSVersion(11, 4)) == 44)  // before the first entry: the first entry
    #expect(list.value(on: OSVersion(12)) == 44)
    #expect(list.value(on: OSVersion(13, 7)) == 44)
    #expect(list.value(on: OSVersion(14)) == 48)
    #expect(list.value(on: OSVersion(15, 1)) == 48)
    #expect(list.value(on: OSVersion(15, 2)) == 50)
    #expect(list.value(on: OSVersion(26)) == 50)
  }

  // MARK: Home-button devices

  @Test func iPhone8IsA375By667HomeButtonPhoneWithA20PointStatusBar() throws {
    // §1.1 row "6/6s/7/8, SE 2nd/3rd": 375×667, (20,0,0,0), landscape (0,0,0,0), status bar 20,
    // unchanged to 26.5.
    let phone = try device("iPhone 8")
    #expect(phone.portraitSize == Size(width: 375, height: 667))
    #expect(phone.screenSize(.landscapeLeft) == Size(width: 667, height: 375))
    #expect(!phone.hasSensorHousing)
    #expect(phone.landscapeBars == .compact)
    for os in [OSVersion(10, 3), OSVersion(11), OSVersion(26)] {
      #expect(phone.statusBarHeight(on: os) == 20)
      #expect(phone.navigationBarOrigin(on: os) == 20)
      #expect(phone.safeArea(on: os, landscape: false) == insets(20, 0, 0, 0))
      #expect(phone.safeArea(on: os, landscape: true) == .zero)
    }
  }

  @Test func plusPhonesUseRegularLandscapeBars() throws {
    // §1.1 row "6+/6s+/7+/8+": landscape width class is regular (bars stay 44/49).
    let plus = try device("iPhone 8 Plus")
    #expect(plus.portraitSize == Size(width: 414, height: 736))
    #expect(plus.landscapeBars == .regular)
  }

  @Test func iPhone4sRunsIOS6To9Only() throws {
    // §1.1 row "iPhone 4s": 320×480, max iOS 9.
    let phone = try device("iPhone 4s")
    #expect(phone.portraitSize == Size(width: 320, height: 480))
    #expect(phone.supports(OSVersion(9, 3)))
    #expect(!phone.supports(OSVersion(10)))
  }

  @Test func homeButtonIPadsKeepThe20PointStatusBarInBothOrientations() throws {
    // §1.2 row "9.7"": 768×1024, (20,0,0,0) in both orientations, status bar 20.
    let pad = try device("iPad (9.7-inch)")
    #expect(pad.portraitSize == Size(width: 768, height: 1024))
    #expect(pad.statusBarHeight(on: OSVersion(7)) == 20)
    #expect(pad.safeArea(on: OSVersion(17), landscape: false) == insets(20, 0, 0, 0))
    #expect(pad.safeArea(on: OSVersion(17), landscape: true) == insets(20, 0, 0, 0))
    #expect(pad.landscapeBars == .regular)
  }

  // MARK: Notched and Dynamic Island iPhones

  @Test func iPhoneXHasTheMeasuredSafeAreaOnIOS11() throws {
    // §1.1 row "X, XS, 11 Pro": (44,0,34,0) portrait, (0,44,21,44) landscape, status bar 44; C1:
    // bottom 21, not 24.
    let phone = try device("iPhone X")
    #expect(phone.portraitSize == Size(width: 375, height: 812))
    #expect(phone.hasSensorHousing)
    #expect(phone.statusBarHeight(on: OSVersion(11)) == 44)
    #expect(phone.safeArea(on: OSVersion(11), landscape: false) == insets(44, 0, 34, 0))
    #expect(phone.safeArea(on: OSVersion(11), landscape: true) == insets(0, 44, 21, 44))
  }

  @Test func xrTopInsetGrowsFrom44To48WithIOS14() throws {
    // §1.1 row "XR, 11" and §1.3 iOS 14: top and status bar 44 up to iOS 13, 48 from iOS 14 (C3,
    // C4).
    let phone = try device("iPhone XR")
    #expect(phone.safeArea(on: OSVersion(13, 7), landscape: false) == insets(44, 0, 34, 0))
    #expect(phone.safeArea(on: OSVersion(14, 0), landscape: false) == insets(48, 0, 34, 0))
    #expect(phone.statusBarHeight(on: OSVersion(13, 7)) == 44)
    #expect(phone.statusBarHeight(on: OSVersion(14, 0)) == 48)
    #expect(phone.safeArea(on: OSVersion(13, 2), landscape: true) == insets(0, 44, 21, 44))
    #expect(phone.safeArea(on: OSVersion(14, 0), landscape: true) == insets(0, 48, 21, 48))
    #expect(phone.landscapeBars == .regular)
  }

  @Test func miniStatusBarIs44OnIOS14And50FromIOS15WithTheNavigationBarAt50() throws {
    // §1.1 row "12 mini, 13 mini" and §1.3 iOS 14/15: top 50; status bar 44 on 14 (nav bar at 50),
    // 50 on 15.
    let mini = try device("iPhone 12 mini")
    #expect(mini.statusBarHeight(on: OSVersion(14, 0)) == 44)
    #expect(mini.statusBarHeight(on: OSVersion(15, 0)) == 50)
    #expect(mini.navigationBarOrigin(on: OSVersion(14, 0)) == 50)
    #expect(mini.navigationBarOrigin(on: OSVersion(15, 0)) == 50)
    #expect(mini.safeArea(on: OSVersion(14, 0), landscape: false) == insets(50, 0, 34, 0))
    #expect(mini.safeArea(on: OSVersion(15, 0), landscape: true) == insets(0, 50, 21, 50))
  }

  @Test func notchedPhonesWithoutAnOverrideStartTheNavigationBarAtTheStatusBar() throws {
    // §1.1 row "12, 12 Pro, 13, 13 Pro, 14": status bar 47, no separate navigation-bar origin.
    let phone = try device("iPhone 12")
    #expect(phone.portraitSize == Size(width: 390, height: 844))
    #expect(phone.navigationBarY == nil)
    #expect(phone.navigationBarOrigin(on: OSVersion(17)) == 47)
    #expect(phone.safeArea(on: OSVersion(17), landscape: false) == insets(47, 0, 34, 0))
  }

  @Test func dynamicIslandTopIs59WithA54PointStatusBar() throws {
    // §1.1 row "14 Pro, 15, 15 Pro, 16": (59,0,34,0), status bar 54, landscape (0,59,21,59), 26.5
    // sim (0,59,20,59).
    let phone = try device("iPhone 14 Pro")
    #expect(phone.portraitSize == Size(width: 393, height: 852))
    #expect(phone.statusBarHeight(on: OSVersion(16)) == 54)
    #expect(phone.safeArea(on: OSVersion(16), landscape: false).top == 59)
    #expect(phone.safeArea(on: OSVersion(18, 6), landscape: true) == insets(0, 59, 21, 59))
    #expect(phone.safeArea(on: OSVersion(26, 1), landscape: true) == insets(0, 59, 20, 59))
    #expect(phone.landscapeBars == .compact)  // C12: fluentui's "small phone", 32 pt bars
  }

  @Test func iPhone16ProTopIs62() throws {
    // §1.1 row "16 Pro, 17 Pro, 17": 402×874, (62,0,34,0); "16 Pro Max, 17 Pro Max": 62 (C7, not
    // 59).
    let pro = try device("iPhone 16 Pro")
    #expect(pro.portraitSize == Size(width: 402, height: 874))
    #expect(pro.safeArea(on: OSVersion(18), landscape: false) == insets(62, 0, 34, 0))
    #expect(pro.safeArea(on: OSVersion(18), landscape: true) == insets(0, 62, 21, 62))
    #expect(try device("iPhone 16 Pro Max").safeArea(on: OSVersion(18), landscape: false).top == 62)
  }

  @Test func iPhoneAirTopIs68() throws {
    // §1.1 row "iPhone Air": 420×912, (68,0,34,0), 26.5 sim landscape (0,68,20,68) (C11).
    let air = try device("iPhone Air")
    #expect(air.portraitSize == Size(width: 420, height: 912))
    #expect(air.safeArea(on: OSVersion(26), landscape: false) == insets(68, 0, 34, 0))
    #expect(air.safeArea(on: OSVersion(26), landscape: true) == insets(0, 68, 20, 68))
    #expect(air.confidence == .low)
  }

  // MARK: Rounded iPads

  @Test func roundedIPadsMoveFrom24And20To32And25OnIOS26() throws {
    // §1.2 row "Pro 11" (1st–4th gen)": (24,0,20,0), status bar 24; §1.3 iOS 26: top 32, bottom 25
    // (C9).
    let pad = try device("iPad Pro (11-inch)")
    #expect(pad.portraitSize == Size(width: 834, height: 1194))
    #expect(pad.hasSensorHousing)
    #expect(pad.statusBarHeight(on: OSVersion(17)) == 24)
    #expect(pad.safeArea(on: OSVersion(17), landscape: false) == insets(24, 0, 20, 0))
    #expect(pad.safeArea(on: OSVersion(17), landscape: true) == insets(24, 0, 20, 0))
    #expect(pad.safeArea(on: OSVersion(26), landscape: false) == insets(32, 0, 25, 0))
    #expect(pad.safeArea(on: OSVersion(26), landscape: true) == insets(32, 0, 25, 0))
  }

  @Test func onlyNotchedPhonesAndRoundedIPadsHaveASensorHousing() {
    // §1.1/§1.2: home-button devices have a 20 pt status bar and top inset; the others do not.
    for device in Device.catalog {
      let top = device.safeArea(on: device.firstOS, landscape: false).top
      #expect(device.hasSensorHousing == (top != 20), "\(device.name): top \(top)")
    }
  }

  @Test func namesAreFoldedAsTheirCharactersWouldBe() {
    // ASCII is folded byte by byte; the result must be what lowercasing and dropping whitespace
    // characters gives.
    func characterwise(_ s: String) -> String { String(s.lowercased().filter { !$0.isWhitespace }) }
    for b in 0..<128 {
      let s = "iPhone" + String(UnicodeScalar(UInt8(b))) + " X\r\nR"
      #expect(Device.normalized(s) == characterwise(s), "byte \(b)")
    }
    for s in [
      "iPhone 8", " IPHONE\t15 PRO ", "iPad (9.7-inch)", "ＩＰｈｏｎｅ 8", "iPhone\u{A0}8", "İphone 8",
    ] {
      #expect(Device.normalized(s) == characterwise(s), "\(s)")
    }
    #expect(Device.named("  iphone\tse (2ND) ")?.name == "iPhone SE (2nd)")
    #expect(Device.named("iPhone\u{2003}8")?.name == "iPhone 8", "an em space is whitespace too")
  }

  /// On Dynamic Island iPhones before iOS 26 the navigation bar starts a third of a point above
  /// the 54-pt status bar's bottom: "frame = (0 53.6667; 430 44)"
  /// (https://github.com/QuintGao/GKNavigationBarSwift/issues/41), and an iPhone 14 Pro's bar
  /// covers 5.333 of its 59-pt safe area (https://kouki.hatenadiary.com/entry/2022/10/18/095736).
  @Test func theDynamicIslandNavigationBarStartsAtItsMeasuredY() throws {
    for name in ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro Max"] {
      let device = try #require(Device.named(name))
      let y = device.navigationBarOrigin(on: OSVersion(17, 0))
      #expect(abs(y - 53.6667) < 0.001, "\(name)")
      #expect(abs((59 - y) - 5.333) < 0.001, "\(name)")
      #expect(device.statusBarHeight(on: OSVersion(17, 0)) == 54, "\(name)")
    }
  }
}
