/// How the engine runs an app: as an app (format 2), or with the semantics a format-1 scenario has
/// always had, for the one screen it describes, so that its traces stay as they were.
///
/// Not a key of either format: a format-2 file's app is always ``app``, and only the model sets
/// ``oneScreen(controller:pushedAtLaunch:)``, in ``Scenario/asApp``, for a format-1 scenario. Each
/// question below names one way a format-1 run differs from an app of the same shape.
public enum AppSemantics: Hashable, Sendable {
  /// An app (format 2).
  case app
  /// A format-1 scenario: `controller` is its controller; `pushedAtLaunch`, whether it is pushed at
  /// 0.1 s onto the navigation stack that holds ``Scenario/pushedFromName``
  /// (`"presentation": "pushed"`).
  case oneScreen(controller: String, pushedAtLaunch: Bool)

  /// The one screen's controller: the controller a format-1 scenario's bare callback names and its
  /// `controller` alias refer to (with the views' callbacks and the keyboard's notifications), and
  /// the delegate of every scroll view it builds. Nil in an app, whose callback names name their
  /// controller and whose scroll views' delegate is the controller holding them.
  public var screenController: String? {
    if case .oneScreen(let c, _) = self { c } else { nil }
  }

  /// The controller format 1 pushes at 0.1 s, in its own push: the controller appears directly
  /// (viewWillAppear in the next layout pass, viewDidAppear 350 ms later), with no transition, so
  /// none of a transition's notes, moving flags, containment callbacks or tab bar bugs. Nil in an
  /// app, whose pushes are script steps run as transitions (rule `AppearanceOrder`).
  public var pushedAtLaunch: String? {
    if case .oneScreen(let c, true) = self { c } else { nil }
  }

  /// Whether every controller tracks isMovingToParent, isMovingFromParent, isBeingPresented and
  /// isBeingDismissed from its `init` (rule flow.movingFlags); format 1 has no flow that sets them.
  public var tracksMovingFlags: Bool { self == .app }

  /// Whether the tab bar controller is given its tabs (`setViewControllers`, one tab per entry). A
  /// format-1 tab bar controller holds the scenario's containers with no tabs list.
  public var listsTabs: Bool { self == .app }

  /// Whether a navigation controller reads its root's `hidesBottomBarWhenPushed` as a push does
  /// (`initWithRootViewController`, format 1). An app's launch places the tab bar for the selected
  /// tab's stack instead (rule `tabBar.hidesBottomBarWhenPushed.stack`).
  public var readsRootHidesBottomBar: Bool { self != .app }

  /// Whether a `set` step on a controller no flow has made yet makes it (an app's code makes the
  /// controller it configures). In format 1 the object does not exist yet, and the step is noted.
  public var makesControllersOnSet: Bool { self == .app }

  /// Whether the large-title bugs of a controller's first layout under a navigation controller
  /// apply (bug.largeTitle.startsCollapsed, bug.largeTitle.collapsedOnColdLaunch): an app's; a
  /// format-1 run leaves them out.
  public var appliesFirstLayoutLargeTitleBugs: Bool { self == .app }
}
