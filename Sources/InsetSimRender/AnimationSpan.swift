import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// An animation the trace shows, from the entry that starts it to the entry that ends it: a
/// rotation (`viewWillTransition` → `transitionCompletion`), a push (`pushViewController` → the
/// pushed controller's `viewDidAppear`), a pop (→ the next `viewDidAppear`), a presentation
/// (`present` → the presented controller's `viewDidAppear`), a dismissal (`dismiss` → its
/// `viewDidDisappear`), an animated bar hide (`setNavigationBarHidden` / `setToolbarHidden` → the
/// bar's `hidden` change when "the hide animation ended"); an animated bar show lasts
/// ``LifecycleTiming/barHideShowDuration``, a keyboard show or hide the duration its notification
/// carries.
///
///     AnimationSpan.all(in: trace).map(\.label)  // ["rotation to size (812, 375)"]
struct AnimationSpan: Sendable, Equatable {
  enum Kind: String, Sendable {
    case rotation, push, pop, present, dismiss, keyboard
    case barHide = "bar hide"
    case barShow = "bar show"
  }

  var kind: Kind
  /// The object whose track the animation belongs on (the controller, or the navigation
  /// controller).
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

  /// Every span, in the order their first entries come. One pass: each start waits in a queue keyed
  /// by what ends it, and the first matching entry ends every start waiting for it (so a long trace
  /// stays linear).
  static func all(in trace: Trace) -> [AnimationSpan] {
    let entries = trace.entries
    var spans: [(order: Int, span: AnimationSpan)] = []
    var waiting: [String: [(start: Int, kind: Kind, object: String, label: String)]] = [:]
    func close(_ key: String, at end: Int?) {
      guard let starts = waiting.removeValue(forKey: key) else { return }
      for s in starts {
        let e = end ?? entries.count - 1
        spans.append(
          (
            s.start,
            AnimationSpan(
              kind: s.kind, object: s.object, label: s.label, start: s.start, end: e,
              startTime: entries[s.start].t, endTime: entries[e].t, open: end == nil)
          ))
      }
    }
    for (i, e) in entries.enumerated() {
      // An entry ends the spans waiting for it before it can start one of its own.
      switch e.kind {
      case .callback where e.name == "transitionCompletion":
        close("rotation:" + (e.object ?? ""), at: i)
      case .callback where e.name == "viewDidAppear":
        close("push:" + (e.object ?? ""), at: i)
        close("present:" + (e.object ?? ""), at: i)
        close("pop", at: i)
      case .callback where e.name == "viewDidDisappear":
        close("dismiss:" + (e.object ?? ""), at: i)
      case .change where e.property == .hidden && (e.why ?? "").contains(text: "animation ended"):
        close("hide:" + (e.object ?? ""), at: i)
      default: break
      }
      switch (e.kind, e.name) {
      case (.callback, "viewWillTransition"?):
        guard let c = e.object else { continue }
        // The size alone: an off-screen controller's detail goes on with why it hears the
        // transition, too long for a span's label.
        let size = e.detail.map { d in
          d.range(ofText: "), ").map { String(d[..<$0.lowerBound]) + ")" } ?? d
        }
        waiting["rotation:" + c, default: []].append(
          (i, .rotation, c, "rotation" + (size.map { " " + $0 } ?? "")))
      case (.event, "pushViewController"?):
        let pushed = String((e.detail ?? "").prefix { $0 != "," })
        waiting["push:" + pushed, default: []].append(
          (i, .push, e.object ?? "navigationController", "push " + pushed))
      case (.event, let name?)
      where name == "popViewController" || name == "popToRootViewController":
        guard Self.animated(e.detail) else { continue }
        waiting["pop", default: []].append(
          (
            i, .pop, e.object ?? "navigationController",
            name == "popViewController" ? "pop" : "pop to root"
          ))
      case (.event, "present"?):
        guard Self.animated(e.detail) else { continue }
        let presented = String((e.detail ?? "").prefix { $0 != "," })
        waiting["present:" + presented, default: []].append(
          (i, .present, e.object ?? presented, "present " + presented))
      case (.event, "dismiss"?):
        guard Self.animated(e.detail), let o = e.object else { continue }
        waiting["dismiss:" + o, default: []].append((i, .dismiss, o, "dismiss " + o))
      case (.callback, let name?) where name == "keyboardWillShow" || name == "keyboardWillHide":
        // The notification carries the animation's duration: "end (0, 407, 375, 260), 0.250 s".
        guard let micros = Self.duration(in: e.detail) else { continue }
        spans.append(
          (
            i,
            Self.fixed(
              .keyboard, object: e.object ?? "keyboard",
              label: name == "keyboardWillShow" ? "keyboard show" : "keyboard hide", at: i,
              lasting: micros, in: entries)
          ))
      case (.event, let name?) where name == "setNavigationBarHidden" || name == "setToolbarHidden":
        guard let detail = e.detail, detail.hasSuffix("animated: true") else { continue }
        let bar = name == "setNavigationBarHidden" ? "navigationBar" : "toolbar"
        if detail.hasPrefix("true") {
          waiting["hide:" + bar, default: []].append(
            (i, .barHide, e.object ?? "navigationController", "\(bar) hide"))
        } else {
          spans.append(
            (
              i,
              Self.fixed(
                .barShow, object: e.object ?? "navigationController", label: "\(bar) show", at: i,
                lasting: LifecycleTiming.barHideShowDuration, in: entries)
            ))
        }
      default:
        continue
      }
    }
    for key in waiting.keys.sorted() { close(key, at: nil) }
    return spans.sorted { $0.order < $1.order }.map(\.span)
  }

  /// A span of known length from entry `i`: it ends at the last entry at or before its end time.
  static func fixed(
    _ kind: Kind, object: String, label: String, at i: Int, lasting micros: Int64,
    in entries: [TraceEntry]
  ) -> AnimationSpan {
    let endTime = entries[i].t + micros
    // Entries are in time order: the last one at or before endTime, by binary search.
    var lo = i
    var hi = entries.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if entries[mid].t <= endTime { lo = mid + 1 } else { hi = mid }
    }
    return AnimationSpan(
      kind: kind, object: object, label: label, start: i, end: max(lo - 1, i),
      startTime: entries[i].t, endTime: endTime, open: false)
  }

  /// Whether a flow's detail says it animates ("animated", not "not animated").
  static func animated(_ detail: String?) -> Bool {
    guard let d = detail else { return false }
    return d.hasSuffix("animated") && !d.hasSuffix("not animated")
  }

  /// The duration a keyboard notification's detail ends with ("…, 0.250 s"), in microseconds.
  static func duration(in detail: String?) -> Int64? {
    guard let d = detail, d.hasSuffix(" s") else { return nil }
    let number = d.dropLast(2).reversed().prefix { $0.isNumber || $0 == "." }
    guard let seconds = Double(String(number.reversed())), seconds > 0 else { return nil }
    return Int64((seconds * 1_000_000).rounded())
  }
}
