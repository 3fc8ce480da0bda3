/// An animation the trace shows, from the entry that starts it to the entry that ends it: a rotation
/// (`viewWillTransition` → `transitionCompletion`), a push (`pushViewController` → the pushed controller's
/// `viewDidAppear`), an animated bar hide (`setNavigationBarHidden` / `setToolbarHidden` → the bar's
/// `hidden` change when "the hide animation ended"); an animated bar show lasts
/// ``LifecycleTiming/barHideShowDuration``.
///
///     AnimationSpan.all(in: trace).map(\.label)  // ["rotation to size (812, 375)"]
struct AnimationSpan: Sendable, Equatable {
  enum Kind: String, Sendable {
    case rotation, push, barHide = "bar hide", barShow = "bar show"
  }

  var kind: Kind
  /// The object whose track the animation belongs on (the controller, or the navigation controller).
  var object: String
  var label: String
  /// Indices into the trace's entries.
  var start: Int
  var end: Int
  /// Virtual times in microseconds.
  var startTime: Int64
  var endTime: Int64
  /// No end in the trace: the run stopped first.
  var open: Bool

  static func all(in trace: Trace) -> [AnimationSpan] {
    let entries = trace.entries
    var spans: [AnimationSpan] = []
    func finish(_ kind: Kind, _ object: String, _ label: String, from i: Int, where isEnd: (TraceEntry) -> Bool) {
      let j = entries[(i + 1)...].firstIndex(where: isEnd)
      let end = j ?? entries.count - 1
      spans.append(AnimationSpan(kind: kind, object: object, label: label, start: i, end: end, startTime: entries[i].t,
        endTime: entries[end].t, open: j == nil))
    }
    for (i, e) in entries.enumerated() {
      switch (e.kind, e.name) {
      case (.callback, "viewWillTransition"?):
        guard let c = e.object else { continue }
        finish(.rotation, c, "rotation" + (e.detail.map { " " + $0 } ?? ""), from: i) {
          $0.kind == .callback && $0.name == "transitionCompletion" && $0.object == c
        }
      case (.event, "pushViewController"?):
        let pushed = String((e.detail ?? "").prefix { $0 != "," })
        finish(.push, e.object ?? "navigationController", "push " + pushed, from: i) {
          $0.kind == .callback && $0.name == "viewDidAppear" && $0.object == pushed
        }
      case (.event, let name?) where name == "setNavigationBarHidden" || name == "setToolbarHidden":
        guard let detail = e.detail, detail.hasSuffix("animated: true") else { continue }
        let bar = name == "setNavigationBarHidden" ? "navigationBar" : "toolbar"
        if detail.hasPrefix("true") {
          finish(.barHide, e.object ?? "navigationController", "\(bar) hide", from: i) {
            $0.kind == .change && $0.object == bar && $0.property == .hidden && ($0.why ?? "").contains("animation ended")
          }
        } else {
          let endTime = e.t + LifecycleTiming.barHideShowDuration
          let end = entries[i...].lastIndex { $0.t <= endTime } ?? i
          spans.append(AnimationSpan(kind: .barShow, object: e.object ?? "navigationController", label: "\(bar) show", start: i, end: end,
            startTime: e.t, endTime: endTime, open: false))
        }
      default:
        continue
      }
    }
    return spans
  }
}
