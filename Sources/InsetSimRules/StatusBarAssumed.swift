import InsetSimModel
import InsetSimSupport

extension Rule {
  /// The status bar of a device whose height no source prints (the catalogue's `statusBarAssumed`):
  /// its frame, and a navigation bar that starts at its bottom, rest on this rule.
  public static let statusBarHeightAssumed = Rule(
    "statusBar.height.assumed", from: OSVersion(18, 0),
    "On the iPhone 16 Pro, 16 Pro Max, 16e and Air (and the 17 family under their figures) no source prints the status bar's height: 54 pt (47 on the 16e) is assumed from the family each resembles; the status bar's frame, and a navigation bar that starts at its bottom, rest on it.",
    provenance: [
      "docs/facts/devices.md#11-iphones--size-safe-area-status-bar",
      "https://github.com/Tencent/QMUI_iOS/blob/4dca2347dcb5feecdbb39fc99b36004c8c94a958/QMUIKit/QMUICore/QMUIHelper.m",
    ],
    confidence: .low,
    conflict:
      "QMUIHelper's statusBarHeightConstant returns 54 for every \"iPhone 16\"-prefixed name, but only as a fallback when the status bar is hidden (shown, it reads UIKit's frame): a constant, not a print."
  )
}
