import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The view tree and the bars as a trace shows them: parents from `addSubview` events, frames in
/// window coordinates, and how much of a view the visible bars cover.
extension TraceHistory {
  /// The parent of `view` before entry `index`, from the last `addSubview` that added it (nil once
  /// removed).
  func parent(of view: String, before index: Int = .max) -> String? {
    var parent: String?
    for (i, e) in trace.entries.enumerated() where i < index && e.kind == .event {
      if e.name == "addSubview", let detail = e.detail, detail.hasPrefix(view + " at index ") {
        parent = e.object
      }
      if e.name == "removeFromSuperview", e.object == view { parent = nil }
    }
    return parent
  }

  /// The index of the `addSubview` event that added `view`, and its position ("at index 1").
  func addSubviewIndex(of view: String) -> Int? {
    trace.entries.indices.last { i in
      let e = trace.entries[i]
      return e.kind == .event && e.name == "addSubview"
        && e.detail?.hasPrefix(view + " at index ") == true
    }
  }

  /// The subview at index 0 of `parent`, from the `addSubview` events ("firstView at index 0").
  func firstSubviewEvent(of parent: String) -> Int? {
    trace.entries.indices.last { i in
      let e = trace.entries[i]
      return e.kind == .event && e.name == "addSubview" && e.object == parent
        && e.detail?.hasSuffix(" at index 0") == true
    }
  }

  /// `view`'s frame in window coordinates: its frame offset by its ancestors' up to `root`, whose
  /// frame is already in window coordinates. nil when the chain does not reach `root`.
  func windowFrame(of view: String, root: String, before index: Int = .max) -> Rect? {
    guard var rect = self.rect(view, .frame, before: index) else { return nil }
    var current = view
    var steps = 0
    while current != root {
      guard let p = parent(of: current, before: index),
        let frame = self.rect(p, .frame, before: index), steps < 64
      else { return nil }
      rect.origin.x += frame.minX
      rect.origin.y += frame.minY
      current = p
      steps += 1
    }
    return rect
  }

  /// The index of the `didMoveToWindow (window)` callback of `view`, when it entered a window.
  func enteredWindowIndex(of view: String) -> Int? {
    trace.entries.indices.first { i in
      let e = trace.entries[i]
      return e.kind == .callback && e.object == view && e.name == "didMoveToWindow"
        && e.detail == "window"
    }
  }

  // MARK: - Bars

  /// The navigation bar shows: there is one, and neither the container's flag nor the bar's own
  /// hides it.
  func navigationBarVisible(before index: Int = .max) -> Bool {
    guard rect("navigationBar", .frame, before: index) != nil else { return false }
    return bool("navigationController", .navigationBarHidden, before: index) != true
      && bool("navigationBar", .hidden, before: index) != true
  }

  /// The status bar's height when it shows, else 0.
  func statusBarHeight(before index: Int = .max) -> Double {
    guard bool("statusBar", .hidden, before: index) != true else { return 0 }
    return rect("statusBar", .frame, before: index)?.height ?? 0
  }

  /// The screen's height (the window's bounds).
  func screenHeight(before index: Int = .max) -> Double? {
    rect("window", .bounds, before: index)?.height
  }

  /// Where the visible bars' cover ends at the top (the navigation bar's bottom, 0 without one) and
  /// starts at the bottom (the visible tab bar's or toolbar's top, the screen's bottom without
  /// one); the status bar alone does not count. Each with the indexes of the bar frames that set
  /// it.
  func barCover(before index: Int = .max) -> (
    top: Double, topEntries: [Int], bottom: Double, bottomEntries: [Int]
  )? {
    guard let h = screenHeight(before: index) else { return nil }
    var top = 0.0
    var topEntries: [Int] = []
    if navigationBarVisible(before: index), let bar = rect("navigationBar", .frame, before: index),
      let i = lastChangeIndex("navigationBar", .frame, before: index)
    {
      top = bar.maxY
      topEntries.append(i)
    }
    var bottom = h
    var bottomEntries: [Int] = []
    for bar in ["tabBar", "toolbar"] {
      guard bool(bar, .hidden, before: index) == false,
        let frame = rect(bar, .frame, before: index), frame.minY < h,
        let i = lastChangeIndex(bar, .frame, before: index)
      else { continue }
      if bar == "toolbar" && bool("navigationController", .toolbarHidden, before: index) == true {
        continue
      }
      if frame.minY < bottom { bottom = frame.minY }
      bottomEntries.append(i)
    }
    return (top, topEntries, bottom, bottomEntries)
  }
}
