import InsetSimModel

/// UIKit's own bugs, release by release: each is a rule of the `bug` family, declared in its file
/// under `Bugs/` beside the function that applies it, with the releases it affects, its sources and
/// its workarounds. The catalogue lists them after the documented behaviour.
extension Rule {
  static let uikitBugs: [Rule] = [
    .bugTabBarHiddenAfterPopToRoot,
    .bugLargeTitleNoCollapseOnColdLaunch,
    .bugScrollViewNeverIgnoredInTabBar,
    .bugLargeTitleStartsCollapsed,
    .bugTabBarJumpsUpOnPush,
    .bugTabBarSquishedAfterModal,
    .bugSafeAreaOpaqueTabBarMissing,
    .bugTabBarCollapsedAfterModalRotation,
    .bugLargeTitleCollapsedOnColdLaunch,
    .bugSplitViewCompactPushSafeAreaZero,
    .bugToolbarGapAboveTabBar,
    .bugAppearanceChildViewIsAppearing,
    .bugSafeAreaOpaqueBarTransitionGap,
    .bugSafeAreaTabBarPopIntermediateBottom,
    .bugSplitViewLargeBarFrameAfterPush,
    .bugSafeAreaStatusBarHiddenAtLaunch,
    .bugTabBarButtonsZeroOnPop,
    .bugLayoutGuideBottomDuringHidingPush,
    .bugLayoutGuideBottomToolbarPlusTabBar,
    .bugScrollViewCodeAddedNotAdjusted,
  ]
}
