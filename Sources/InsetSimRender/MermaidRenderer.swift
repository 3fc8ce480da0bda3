import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A Mermaid `sequenceDiagram` (valid for mermaid 11) narrow enough to read in a page's column:
///
/// - few participants: `UIKit` (which also stands for the window, the status bar and the
///   application),
/// then one per container and one per controller; a controller's views and subviews speak through
/// it
///   (`ObjectOwners`), their names written before the callback (`view.layoutSubviews`);
/// - `autonumber`, and a `rect` per run-loop turn headed by the turn's number and time;
/// - the controller is activated from `viewWillLayoutSubviews` to `viewDidLayoutSubviews`, so the
///   callbacks and changes of the layout pass show nested in it;
/// - no line of text longer than about 40 characters: details and values go on lines of their own.
///
/// ```text
/// sequenceDiagram
///   autonumber
///   participant UIKit
///   participant P1 as ViewController
///   rect rgb(238, 242, 247)
///   Note over UIKit,P1: turn 0 · t = 0.000 s
///   UIKit->>P1: viewWillLayoutSubviews
///   activate P1
/// Note over P1: tableView.contentInset<br/>(0, 0, 0, 0) → (64, 0, 49,
/// 0)<br/>legacy.autoAdjust.additive
///   UIKit->>P1: viewDidLayoutSubviews
///   deactivate P1
///   end
/// ```
public struct MermaidRenderer: TraceRenderer {
  public init() {}

  static let turnColors = ["rgb(238, 242, 247)", "rgb(250, 246, 236)"]

  public func render(_ trace: Trace) -> String {
    let owners = ObjectOwners(trace)
    var alias: [String: String] = ["window": "UIKit"]
    var out = "sequenceDiagram\n  autonumber\n  participant UIKit\n"
    var last = "UIKit"
    for group in owners.groups where group != "window" {
      let a = "P\(alias.count)"
      alias[group] = a
      last = a
      out += "  participant \(a) as \(Self.participantLabel(clean(group)))\n"
    }
    var turn: Int?
    var active: [String: Int] = [:]
    func closeTurn() {
      guard turn != nil else { return }
      for (a, n) in active.sorted(by: { $0.key < $1.key }) where n > 0 {
        for _ in 0..<n { out += "  deactivate \(a)\n" }
      }
      active = [:]
      out += "  end\n"
    }
    for e in trace.entries {
      // A note without an object (a run's stop) is UIKit's.
      guard let object = e.object ?? (e.kind == .note ? "window" : nil) else { continue }
      let drawn: Bool
      switch e.kind {
      case .callback, .event, .note: drawn = true
      case .change: drawn = e.cause != .initial && e.property?.isInternal != true
      default: drawn = false
      }
      guard drawn else { continue }
      let group = owners.owner(of: object)
      let a = alias[group] ?? "UIKit"
      // The object's name as seen from its group: "view" for ViewController.view, "" for the group
      // itself.
      let local =
        object == group
        ? "" : object.hasPrefix(group + ".") ? String(object.dropFirst(group.count + 1)) : object
      if e.turn != turn {
        closeTurn()
        turn = e.turn
        out += "  rect \(Self.turnColors[e.turn % 2])\n"
        out +=
          "  Note over UIKit\(last == "UIKit" ? "" : "," + last): turn \(e.turn) · t = \(formatSeconds(e.t)) s\n"
      }
      let detail = e.detail.map { "<br/>" + Self.wrapped("(" + clean($0) + ")") } ?? ""
      switch e.kind {
      case .callback:
        let text =
          Self.wrapped((local.isEmpty ? "" : clean(local) + ".") + clean(e.name ?? ""), at: ".")
          + detail
        // Explicit statements: in Mermaid `A->>-B` deactivates the sender (A), not B.
        out += "  UIKit->>\(a): \(text)\n"
        if e.name == "viewWillLayoutSubviews" && local.isEmpty && a != "UIKit" {
          out += "  activate \(a)\n"
          active[a, default: 0] += 1
        } else if e.name == "viewDidLayoutSubviews" && local.isEmpty && (active[a] ?? 0) > 0 {
          out += "  deactivate \(a)\n"
          active[a, default: 0] -= 1
        }
      case .event:
        let text =
          Self.wrapped((local.isEmpty ? "" : clean(local) + ".") + clean(e.name ?? ""), at: ".")
          + detail
        out += "  \(a)->>\(a): \(text)\n"
      case .change:
        let who =
          e.cause == .app
          ? "app" + (e.during.map { " in " + clean($0) } ?? "")
          : Self.wrapped(clean(e.rule?.rawValue ?? "rule"), at: ".")
        var name = (local.isEmpty ? "" : clean(local) + ".") + (e.property?.name ?? "")
        if name.count > 40 { name = name.replacing(text: ".", with: ".<br/>") }
        let (from, to) = (clean(e.from.map { "\($0)" } ?? "∅"), clean(e.to.map { "\($0)" } ?? "∅"))
        let values = from.count + to.count + 3 > 40 ? from + "<br/>→ " + to : from + " → " + to
        out += "  Note over \(a): \(name)<br/>" + values + "<br/>" + who + "\n"
      case .note:
        // What the simulation could not apply, or why it stopped: said in the diagram as in the
        // trace.
        out +=
          "  Note over \(a): " + Self.wrapped(clean(e.detail ?? ""))
          + (e.rule.map { "<br/>" + Self.wrapped(clean($0.rawValue), at: ".") } ?? "") + "\n"
      default:
        break
      }
    }
    closeTurn()
    return out
  }

  /// Mermaid reads `;`, `#` and `:` as syntax, and a line break ends a statement: replace them.
  func clean(_ s: String) -> String {
    var out = ""
    for c in s {
      switch c {
      case ";": out += ","
      case "#": out += "no. "
      case ":": out += " -"
      case "\n", "\r": out += " "
      default: out.append(c)
      }
    }
    return out
  }
}

extension TraceRenderer where Self == MermaidRenderer {
  public static var mermaid: MermaidRenderer { MermaidRenderer() }

  /// A long camel-case name on two lines, broken at the capital nearest its middle
  /// ("supplementary<br/>NavigationController"), so its box does not widen the diagram.
  static func participantLabel(_ name: String) -> String {
    guard name.count > 24 else { return name }
    let chars = Array(name)
    let breaks = chars.indices.filter { $0 > 0 && chars[$0].isUppercase }
    guard let at = breaks.min(by: { abs($0 - chars.count / 2) < abs($1 - chars.count / 2) })
    else { return name }
    return String(chars[..<at]) + "<br/>" + String(chars[at...])
  }

  /// Text of more than 40 characters broken after each `separator` that keeps a line within 40.
  static func wrapped(_ text: String, at separator: String = ", ") -> String {
    guard text.count > 40 else { return text }
    let pieces = text.components(separatedByText: separator)
    var lines: [String] = []
    var line = ""
    for (i, piece) in pieces.enumerated() {
      let part = i < pieces.count - 1 ? piece + separator.trimmingSpaces() : piece
      if line.isEmpty {
        line = part
      } else if line.count + part.count + (separator == "." ? 0 : 1) > 40 {
        lines.append(line)
        line = part
      } else {
        line += (separator == "." ? "" : " ") + part
      }
    }
    lines.append(line)
    // A piece with no separator in 40 characters is broken between words.
    if separator != " " { lines = lines.map { $0.count > 40 ? wrapped($0, at: " ") : $0 } }
    return lines.joined(separator: "<br/>")
  }
}
