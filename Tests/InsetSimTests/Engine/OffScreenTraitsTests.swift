import Testing

@testable import InsetSimEngine
@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// A rotation or a window resize while a loaded controller is off screen (rules
/// traits.offScreen.sizeTransition, traits.offScreen.deferred.ios8, traits.offScreen.deferred.ios17;
/// docs/facts/callback-orders-by-release.md § 3.1).
@Suite struct OffScreenTraitsTests {
  static func run(_ text: String) throws -> Trace {
    Simulation.run(try Scenario.decode(text, file: "app.scenario.json"))
  }

  /// The callbacks as "object.name", in trace order.
  static func callbacks(_ trace: Trace) -> [String] {
    trace.entries.filter { $0.kind == .callback }.map { "\($0.object ?? "").\($0.name ?? "")" }
  }

  /// The position of the first `label` at or after `from` (nil when there is none).
  static func index(_ list: [String], _ label: String, from: Int = 0) -> Int? {
    list[from...].firstIndex(of: label)
  }

  /// A stack of Home and Detail (pushed at 1 s), a turn to landscape at 2 s (and back at 3 s when
  /// `back`), then a pop.
  static func pushRotatePop(os: String, device: String, back: Bool = false, handler: Bool = false)
    -> String
  {
    let steps =
      [
        #"{"at": 1, "do": "push", "controller": "Detail", "animated": true}"#,
        #"{"at": 2, "do": "rotate", "to": "landscapeLeft"}"#,
      ] + (back ? [#"{"at": 3, "do": "rotate", "to": "portrait"}"#] : []) + [
        #"{"at": 4, "do": "pop", "animated": true}"#
      ]
    let registration = handler ? #""registerForTraitChanges": ["verticalSizeClass"], "# : ""
    return """
      {"insetsim": 2, "os": "\(os)", "device": "\(device)",
       "root": {"navigationController": {"stack": ["Home"]}},
       "controllers": {"Home": {\(registration)"subviews": []}, "Detail": {"subviews": []}},
       "script": [\(steps.joined(separator: ", "))]}
      """
  }

  /// openradar 24277475 (https://github.com/lionheart/openradar-mirror/issues/7463) and iOS 26.1's
  /// UIKitCore (https://github.com/EthanArbuckle/iPhone18-3_26.1_23B85_Restore): a rotation
  /// reaches the controller below the top of the stack, before the top (the stack's children in
  /// order, the root first: https://asciiwwdc.com/2014/sessions/228).
  @Test func aRotationReachesTheControllerBelowTheTopFirst() throws {
    let list = Self.callbacks(try Self.run(Self.pushRotatePop(os: "11.0", device: "iPhone 8")))
    let home = try #require(Self.index(list, "Home.viewWillTransition"))
    let detail = try #require(Self.index(list, "Detail.viewWillTransition"))
    #expect(home < detail)
    #expect(list.filter { $0 == "Home.viewWillTransition" }.count == 1)
  }

  /// level49 (https://level49.com/date/2016/05, iOS 11, printed): a controller covered during a
  /// rotation hears willTransitionToTraitCollection when it comes back, just before its
  /// viewWillAppear; openradar 42234720 (https://github.com/lionheart/openradar-mirror/issues/20099,
  /// iOS 12): traitCollectionDidChange comes in its view's layout, after viewWillAppear.
  @Test func iOS11DefersTheTraitCallbacksToThePop() throws {
    let list = Self.callbacks(try Self.run(Self.pushRotatePop(os: "11.0", device: "iPhone 8")))
    let pop = try #require(Self.index(list, "Detail.viewWillDisappear"))
    let rotation = try #require(Self.index(list, "Home.viewWillTransition"))
    #expect(!list[rotation..<pop].contains("Home.willTransitionToTraitCollection"))
    #expect(!list[rotation..<pop].contains("Home.traitCollectionDidChange"))
    let will = try #require(Self.index(list, "Home.willTransitionToTraitCollection", from: pop))
    #expect(list[will + 1] == "Home.viewWillAppear")
    let did = try #require(Self.index(list, "Home.traitCollectionDidChange", from: pop))
    let layout = try #require(Self.index(list, "Home.viewWillLayoutSubviews", from: pop))
    let appeared = try #require(Self.index(list, "Home.viewDidAppear", from: pop))
    #expect(will < did && did < layout && layout < appeared)
  }

  /// WWDC23 10057 (https://wwdcnotes.com/notes/wwdc23/10057/): from iOS 17 a controller's traits
  /// come from its view's place in the hierarchy, not up to date in viewWillAppear and up to date
  /// in viewIsAppearing: traitCollectionDidChange and the registered handler come between them.
  /// iOS 26.1's UIKitCore sends _parent:willTransitionToTraitCollection: to a child only when
  /// controllers do not inherit traits from the view hierarchy: no willTransition(to:) then.
  @Test func iOS17UpdatesTheTraitsBetweenWillAppearAndIsAppearing() throws {
    let list = Self.callbacks(
      try Self.run(Self.pushRotatePop(os: "17.0", device: "iPhone 15", handler: true)))
    let pop = try #require(Self.index(list, "Detail.viewWillDisappear"))
    let rotation = try #require(Self.index(list, "Home.viewWillTransition"))
    #expect(!list[rotation..<pop].contains("Home.traitCollectionDidChange"))
    #expect(!list[rotation..<pop].contains("Home.traitChangeHandler"))
    let will = try #require(Self.index(list, "Home.viewWillAppear", from: pop))
    let did = try #require(Self.index(list, "Home.traitCollectionDidChange", from: pop))
    let handler = try #require(Self.index(list, "Home.traitChangeHandler", from: pop))
    let isAppearing = try #require(Self.index(list, "Home.viewIsAppearing", from: pop))
    #expect(will < did && did < isAppearing && handler < isAppearing)
    #expect(!list.contains("Home.willTransitionToTraitCollection"))
  }

  /// The iOS 13 beta 6 release notes (https://github.com/wikimedia/wikipedia-ios/pull/3229): the
  /// callback comes only when a trait's value changes; a rotation there and back leaves Home with
  /// the traits it last heard, so it hears viewWillTransition twice and no trait callback.
  @Test func aRotationThereAndBackCallsNoTraitCallback() throws {
    let list = Self.callbacks(
      try Self.run(Self.pushRotatePop(os: "16.0", device: "iPhone 14", back: true)))
    #expect(list.filter { $0 == "Home.viewWillTransition" }.count == 2)
    #expect(!list.contains("Home.traitCollectionDidChange"))
    #expect(!list.contains("Home.willTransitionToTraitCollection"))
  }

  /// openradar 24277475 (https://github.com/lionheart/openradar-mirror/issues/7463, iOS 9 Split
  /// View): going wider both controllers of the stack heard viewWillTransition, going back to half
  /// only the top did (the hidden view was never resized).
  @Test func aResizeReachesTheControllerBelowOnlyWhenItsSizeDiffers() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "9.3", "device": "iPad Air 2", "orientation": "landscapeLeft",
       "window": "splitView 1/2",
       "root": {"navigationController": {"stack": ["List"]}},
       "controllers": {"List": {"subviews": []}, "Detail": {"subviews": []}},
       "script": [{"at": 1, "do": "push", "controller": "Detail", "animated": true},
                  {"at": 2, "do": "resizeWindow", "to": "splitView 2/3"},
                  {"at": 3, "do": "resizeWindow", "to": "splitView 1/2"}]}
      """)
    let list = Self.callbacks(trace)
    #expect(list.filter { $0 == "List.viewWillTransition" }.count == 1)
    #expect(list.filter { $0 == "Detail.viewWillTransition" }.count == 2)
  }

  /// https://github.com/onmyway133/notes/issues/210 and https://github.com/zenangst/Spots/pull/286:
  /// a presenter under a full-screen presentation hears the rotation's viewWillTransition, before
  /// the presented controller (https://asciiwwdc.com/2014/sessions/228: the presenting controller,
  /// then its presentation controller and the presented one). Its deferred willTransition(to:)
  /// comes just before its viewWillAppear, as level49's covered stack controller's does
  /// (https://level49.com/date/2016/05; a presenter by analogy, low).
  @Test func aPresenterUnderAFullScreenPresentationHearsItFirst() throws {
    let trace = try Self.run(
      """
      {"insetsim": 2, "os": "16.0", "device": "iPhone 14", "root": "Home",
       "controllers": {"Home": {"subviews": []}, "Modal": {"subviews": []}},
       "script": [{"at": 1, "do": "present", "controller": "Modal", "style": "fullScreen"},
                  {"at": 2, "do": "rotate", "to": "landscapeLeft"},
                  {"at": 3, "do": "dismiss"}]}
      """)
    let list = Self.callbacks(trace)
    let home = try #require(Self.index(list, "Home.viewWillTransition"))
    let modal = try #require(Self.index(list, "Modal.viewWillTransition"))
    #expect(home < modal)
    let will = try #require(Self.index(list, "Home.willTransitionToTraitCollection"))
    #expect(list[will + 1] == "Home.viewWillAppear")
  }

  /// The rule's own test (iOS 26.1 UIKitCore: a non-identity transform, a rotation, always
  /// forwards; a resize only when the child's size differs; openradar 24277475).
  @Test func theSizeTestOfAResize() {
    let small = Size(width: 507, height: 768)
    let wide = Size(width: 694, height: 768)
    #expect(
      OffScreenTraits.hearsSizeTransition(rotation: true, viewSize: wide, newSize: wide).value)
    #expect(
      OffScreenTraits.hearsSizeTransition(rotation: false, viewSize: small, newSize: wide).value)
    #expect(
      !OffScreenTraits.hearsSizeTransition(rotation: false, viewSize: small, newSize: small).value)
  }
}
