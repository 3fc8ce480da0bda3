import InsetSim

/// Two traces aligned by event, as `insetsim diff` aligns them (``TraceDiff``), rendered with a few
/// unchanged entries of context: how a golden-trace mismatch is shown, so that one inserted entry
/// is one line of difference and not every later line.
///
///     let diff = TraceEventDiff(expected: golden, actual: Simulation.run(scenario))
///     print(diff.rendered())
///
/// ```text
///     t=0.000 callback ViewController.init
///   − t=0.000 callback ViewController.loadView
///     t=0.000 callback ViewController.viewDidLoad
///     … (40 unchanged entries)
///   ~ t=0.000 tableView.contentInset → (64, 0, 50, 0) | (64, 0, 49, 0)
/// ```
///
/// Aligned entries are compared on what ``TraceDiff`` compares (t, from, to, snapshot values,
/// cause, rule, during, detail); the header is compared on its producer and scenario (the first
/// differing key is shown). Differences of `seq`, `turn` or a rule's wording alone leave the diff
/// empty (``isEmpty``).
///
/// - Complexity: that of ``TraceDiff``: O(n + m) for the common start and end, O(n′ × m′) for the
///   rest.
package struct TraceEventDiff {
  package enum Line: Hashable, Sendable {
    case same(String)
    case removed(String)
    case added(String)
    /// An entry in both whose values differ: ``TraceDiff``'s `expected | actual` line(s).
    case changed(String)
  }

  package private(set) var lines: [Line] = []
  package private(set) var changedCount = 0
  package private(set) var removedCount = 0
  package private(set) var addedCount = 0
  /// The first difference of the headers, in words, or nil when they agree.
  package private(set) var header: String?

  package init(expected: Trace, actual: Trace) {
    if expected.producer != actual.producer {
      header = "producer '\(expected.producer)' | '\(actual.producer)'"
    } else if let (path, a, b) = Self.firstDifference(expected.scenario, actual.scenario) {
      header = "scenario" + path + " " + a + " | " + b
    }
    let e = expected.entries
    let a = actual.entries
    for pair in TraceDiff.align(e.map(TraceDiff.EntryKey.init), a.map(TraceDiff.EntryKey.init)) {
      switch pair {
      case (let i?, let j?):
        let fields = TraceDiff.fieldDifferences(e[i], a[j])
        if fields.isEmpty {
          lines.append(.same(e[i].oneLine))
        } else {
          changedCount += 1
          lines += TraceDiff.changedLines(e[i], fields).map(Line.changed)
        }
      case (let i?, nil):
        removedCount += 1
        lines.append(.removed(e[i].oneLine))
      case (nil, let j?):
        addedCount += 1
        lines.append(.added(a[j].oneLine))
      case (nil, nil): break
      }
    }
  }

  /// Whether the traces agree on everything this diff compares.
  package var isEmpty: Bool { header == nil && changedCount + removedCount + addedCount == 0 }

  /// `1 entry differs, 1 only in the golden file, none only in the trace`
  package var summary: String {
    var parts = [
      changedCount == 0
        ? "no entry differs"
        : changedCount == 1 ? "1 entry differs" : "\(changedCount) entries differ",
      (removedCount == 0 ? "none" : "\(removedCount)") + " only in the golden file",
      (addedCount == 0 ? "none" : "\(addedCount)") + " only in the trace",
    ]
    if header != nil { parts.insert("the header differs", at: 0) }
    return parts.joined(separator: ", ")
  }

  /// The legend under the rendered diff.
  package static let legend =
    "(Expected: −, Actual: +; ~ an entry in both whose values differ, expected | actual)"

  /// The header's difference first, then the entries within `context` of a difference, each
  /// indented two spaces and marked `−`, `+`, `~` or a space; a run of two or more other entries is
  /// `… (N unchanged entries)`.
  package func rendered(context: Int = 2) -> String {
    var out: [String] = []
    if let header { out.append("  ~ header: " + header) }
    var visible = [Bool](repeating: false, count: lines.count)
    for (i, line) in lines.enumerated() {
      if case .same = line { continue }
      for j in max(0, i - context)...min(lines.count - 1, i + context) { visible[j] = true }
    }
    var i = 0
    while i < lines.count {
      if visible[i] {
        switch lines[i] {
        case .same(let s): out.append("    " + s)
        case .removed(let s): out.append("  − " + s)
        case .added(let s): out.append("  + " + s)
        case .changed(let s): out.append("  ~ " + s)
        }
        i += 1
        continue
      }
      var end = i
      while end < lines.count, !visible[end] { end += 1 }
      if end - i == 1, case .same(let s) = lines[i] {
        out.append("    " + s)
      } else {
        out.append("    … (\(end - i) unchanged entries)")
      }
      i = end
    }
    return out.joined(separator: "\n")
  }

  /// The first place two JSON values differ, depth first in key order, without recursion: its path
  /// (`.controller.subviews[0].rows`) and both sides as compact JSON (`(absent)` for a missing
  /// key).
  static func firstDifference(_ a: JSONValue, _ b: JSONValue) -> (String, String, String)? {
    var stack: [(String, JSONValue?, JSONValue?)] = [("", a, b)]
    while let (path, x, y) = stack.popLast() {
      guard let x, let y else {
        return (path, x?.compactText ?? "(absent)", y?.compactText ?? "(absent)")
      }
      switch (x, y) {
      case (.object(let l), .object(let r)):
        var keys: [String] = l.map(\.0)
        for (k, _) in r where !keys.contains(k) { keys.append(k) }
        for k in keys.reversed() { stack.append((path + "." + k, x[k], y[k])) }
      case (.array(let l), .array(let r)):
        for k in stride(from: max(l.count, r.count) - 1, through: 0, by: -1) {
          stack.append((path + "[\(k)]", k < l.count ? l[k] : nil, k < r.count ? r[k] : nil))
        }
      default:
        if x != y { return (path, x.compactText, y.compactText) }
      }
    }
    return nil
  }
}
