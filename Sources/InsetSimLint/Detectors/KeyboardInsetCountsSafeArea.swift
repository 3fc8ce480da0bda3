import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// iOS 11+: the app sets a scroll view's contentInset.bottom to the keyboard's height while the
/// scroll view also adds the bottom safe area: the keyboard frame already covers the home-indicator
/// strip, so the content ends the safe area's height above the keyboard (the 34-pt gap;
/// MODERN-RESEARCH KA6).
struct KeyboardInsetCountsSafeArea: LintDetector {
  let id = "keyboard.insetCountsSafeArea"
  let severity = LintSeverity.warning
  let from = OSVersion(11, 0)
  let summary =
    "The app insets a scroll view by the keyboard's full height while the scroll view adds the bottom safe area too: a gap of the safe area's height (34 pt on Face ID iPhones) opens above the keyboard."
  let fix =
    "Subtract the part of the inset the system already adds (adjustedContentInset.bottom − contentInset.bottom, or safeAreaInsets.bottom) from the keyboard's overlap, or pin to view.keyboardLayoutGuide (iOS 15+)."
  let provenance = [
    "https://github.com/square/Listable/issues/100",
    "https://github.com/BottleRocketStudios/iOS-KeyboardSupport/pull/13",
    "https://github.com/xmartlabs/Eureka/pull/1960", "rule keyboard.height",
  ]

  func findings(in run: LintRun) -> [LintFinding] {
    let h = TraceHistory(run.trace)
    var out: [LintFinding] = []
    for scroll in h.objects(having: .adjustedContentInset) {
      for j in h.changeIndexes(scroll, .contentInset) {
        let e = h.entries[j]
        guard e.cause == .app, let inset = e.to?.insetsValue,
          let kb = h.rect("keyboard", .frame, before: j + 1),
          let kbIndex = h.lastChangeIndex("keyboard", .frame, before: j + 1),
          h.entries[kbIndex].cause == .rule,
          let screen = h.rect("window", .bounds, before: j + 1), kb.minY < screen.height,
          inset.bottom == kb.height,
          let a = h.lastChangeIndex(scroll, .adjustedContentInset, before: .max),
          let adjusted = h.insets(scroll, .adjustedContentInset), adjusted.bottom > inset.bottom
        else { continue }
        let gap = adjusted.bottom - inset.bottom
        let message =
          "\(scroll).contentInset.bottom = \(formatPoints(inset.bottom)), the keyboard's height (set by the app\(e.during.map { " in " + $0 } ?? "")), and the scroll view adds \(formatPoints(gap)) of safe area on top: adjustedContentInset.bottom \(formatPoints(adjusted.bottom)), so the content ends \(formatPoints(gap)) pt above the keyboard."
        out.append(finding(in: run, message, evidence: [kbIndex, j, a], history: h))
        break
      }
    }
    return out
  }
}
