import Testing

@testable import InsetSimModel

/// A setting UIKit never reads in the run is noted, not passed over: `modalPresentationStyle` is
/// read when the controller is presented
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle),
/// `hidesBottomBarWhenPushed` when it is pushed onto a navigation controller
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed),
/// `largeTitleDisplayMode` by the navigation bar of the navigation controller it is in
/// (https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode).
@Suite struct UnreadSettingsTests {
  static func app(tabs: String, script: String) throws -> Scenario {
    try Scenario.decode(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15",
       "root": {"tabBarController": {"tabs": \(tabs)}},
       "controllers": {
         "List": {},
         "Settings": {"modalPresentationStyle": "formSheet", "hidesBottomBarWhenPushed": true,
                      "largeTitleDisplayMode": "never"}},
       "script": \(script)}
      """, file: "unread.scenario.json")
  }

  @Test func aTabRootNeverPresentedNorPushedHasItsSettingsNoted() throws {
    let scenario = try Self.app(
      tabs: #"[{"navigationController": {"stack": ["List"]}}, "Settings"]"#, script: "[]")
    #expect(
      scenario.unreadSettings == [
        "Settings.modalPresentationStyle is never read: Settings is never presented without a style of the present step's own",
        "Settings.hidesBottomBarWhenPushed is never read: Settings is never in a navigation controller",
        "Settings.largeTitleDisplayMode is never read: Settings is never in a navigation controller",
      ])
  }

  @Test func aControllerPushedAndPresentedReadsThem() throws {
    let scenario = try Self.app(
      tabs: #"[{"navigationController": {"stack": ["List"]}}]"#,
      script: #"""
        [{"at": 1, "do": "push", "controller": "Settings"}, {"at": 2, "do": "pop"},
         {"at": 3, "do": "present", "controller": "Settings"}]
        """#)
    #expect(scenario.unreadSettings.isEmpty)
  }

  /// A present step with a style of its own presents with that style; the controller's own
  /// `modalPresentationStyle`, and a script's assignment to a controller never pushed, are not
  /// read.
  @Test func aStyledPresentAndTheScriptsOwnAssignmentsAreNoted() throws {
    let scenario = try Self.app(
      tabs: #"[{"navigationController": {"stack": ["List"]}}]"#,
      script: #"""
        [{"at": 1, "set": "List.hidesBottomBarWhenPushed", "to": true},
         {"at": 2, "do": "present", "controller": "Settings", "style": "pageSheet"}]
        """#)
    #expect(
      scenario.unreadSettings.contains(
        "Settings.modalPresentationStyle is never read: Settings is never presented without a style of the present step's own"
      ))
    // List is in a navigation controller: its flag is read there.
    #expect(!scenario.unreadSettings.contains { $0.hasPrefix("script[0]") })
  }

  /// A controller in a tab decides no orientation: the tab bar controller does (the model reads
  /// `supportedInterfaceOrientations` only of the window's root controller and of one presented
  /// outside a navigation controller,
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations:
  /// "the root view controller or the topmost presented view controller that fills the window").
  @Test func aTabsSupportedOrientationsAreNoted() throws {
    let scenario = try Scenario.decode(
      """
      {"insetsim": 2, "os": "17.0", "device": "iPhone 15",
       "root": {"tabBarController": {"tabs": ["List", "Settings"]}},
       "controllers": {"List": {"supportedInterfaceOrientations": ["portrait"]},
                       "Settings": {},
                       "Form": {"supportedInterfaceOrientations": ["portrait"]}},
       "script": [{"at": 1, "do": "present", "controller": "Form", "style": "fullScreen"}]}
      """, file: "orientations.scenario.json")
    #expect(
      scenario.unreadSettings == [
        "List.supportedInterfaceOrientations is never read: List is neither the window's root controller nor presented outside a navigation controller, so it never decides the interface's orientations"
      ])
  }

  /// A long script is read through sets of names made once, a short one step by step: the same
  /// steps note the same settings, whatever else the script holds (the same documented reads as
  /// above: a present without a style of its own reads the controller's style, a push its flags).
  @Test func aLongScriptNotesWhatAShortOneNotes() throws {
    let steps = #"""
      {"at": 1, "do": "push", "controller": "Settings"}, {"at": 2, "do": "pop"},
      {"at": 3, "do": "present", "controller": "Settings", "style": "pageSheet"}
      """#
    let filler = Array(repeating: #"{"at": 4, "do": "setNeedsLayout"}"#, count: 300)
      .joined(separator: ", ")
    let tabs = #"[{"navigationController": {"stack": ["List"]}}]"#
    let short = try Self.app(tabs: tabs, script: "[\(steps)]")
    let long = try Self.app(tabs: tabs, script: "[\(steps), \(filler)]")
    let expected = [
      "Settings.modalPresentationStyle is never read: Settings is never presented without a style of the present step's own"
    ]
    #expect(short.unreadSettings == expected)
    #expect(long.unreadSettings == expected)
  }

  /// An iPad app that supports multitasking turns to every orientation: UIKit does not ask even
  /// the window's root
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations:
  /// "If your app supports multitasking, the system doesn't call this method on your view
  /// controller"), so its setting is noted as unread.
  @Test func anIPadRootsSupportedOrientationsAreNoted() throws {
    let scenario = try Scenario.decode(
      """
      {"insetsim": 2, "os": "15.0", "device": "iPad Pro (11-inch)", "root": "Main",
       "controllers": {"Main": {"supportedInterfaceOrientations": ["portrait"]}}}
      """, file: "orientations.scenario.json")
    #expect(
      scenario.unreadSettings == [
        "Main.supportedInterfaceOrientations is never read: an iPad app that supports multitasking (Split View and Slide Over) turns to every orientation, and UIKit does not ask its controllers (an app that sets requiresFullScreen, UIRequiresFullScreen, opts out)"
      ])
  }

  /// UIRequiresFullScreen "configures iPadOS apps only, and is ignored for iOS apps"
  /// (https://developer.apple.com/documentation/technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key);
  /// on an iPad it makes UIKit ask the root's mask, which is then read.
  @Test func requiresFullScreenIsReadOnIPadOnly() throws {
    let phone = try Scenario.decode(
      """
      {"insetsim": 2, "os": "15.0", "device": "iPhone 8", "requiresFullScreen": true,
       "root": "Main", "controllers": {"Main": {}}}
      """, file: "phone.scenario.json")
    #expect(
      phone.unreadSettings == [
        "requiresFullScreen is never read: UIRequiresFullScreen configures iPad apps only, and iPhone 8 is an iPhone"
      ])
    let pad = try Scenario.decode(
      """
      {"insetsim": 2, "os": "15.0", "device": "iPad Pro (11-inch)", "requiresFullScreen": true,
       "root": "Main", "controllers": {"Main": {"supportedInterfaceOrientations": ["portrait"]}}}
      """, file: "pad.scenario.json")
    #expect(pad.unreadSettings.isEmpty)
  }
}
