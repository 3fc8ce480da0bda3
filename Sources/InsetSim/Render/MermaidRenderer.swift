import Foundation

/// A Mermaid `sequenceDiagram` that GitHub renders: UIKit calls the containers, the controller and its
/// views (callbacks as messages), and each inset change is a note over the object, with its rule.
///
/// ```text
/// sequenceDiagram
///   participant UIKit
///   participant P3 as ViewController
///   UIKit->>P3: viewWillAppear
///   Note over P5: contentInset (0, 0, 0, 0) → (64, 0, 49, 0)<br/>legacy.autoAdjust.additive
/// ```
public struct MermaidRenderer: TraceRenderer {
  public init() {}

  public func render(_ trace: Trace) -> String {
    var participants: [String] = []
    for e in trace.entries where e.kind == .callback || (e.kind == .change && e.cause != .initial && e.property?.isInternal != true) || e.kind == .event {
      if let o = e.object, !participants.contains(o) { participants.append(o) }
    }
    let order = ["application", "window", "tabBarController", "tabBar", "navigationController", "navigationBar", "toolbar", "statusBar"]
    let firstSeen = participants
    participants.sort { a, b in
      let ia = order.firstIndex(of: a) ?? order.count
      let ib = order.firstIndex(of: b) ?? order.count
      return ia != ib ? ia < ib : (firstSeen.firstIndex(of: a) ?? 0) < (firstSeen.firstIndex(of: b) ?? 0)
    }
    var alias: [String: String] = [:]
    var out = "sequenceDiagram\n  participant UIKit\n"
    for (i, p) in participants.enumerated() {
      alias[p] = "P\(i)"
      out += "  participant P\(i) as \(clean(p))\n"
    }
    var lastTime: Int64 = -1
    for e in trace.entries {
      guard let object = e.object, let a = alias[object] else { continue }
      if e.kind != .change || e.cause != .initial, e.t != lastTime, e.kind != .snapshot {
        out += "  Note over UIKit: t = \(formatSeconds(e.t)) s\n"
        lastTime = e.t
      }
      switch e.kind {
      case .callback:
        out += "  UIKit->>\(a): \(clean(e.name ?? ""))" + (e.detail.map { " (\(clean($0)))" } ?? "") + "\n"
      case .event:
        out += "  \(a)->>\(a): \(clean(e.name ?? ""))" + (e.detail.map { " (\(clean($0)))" } ?? "") + "\n"
      case .change where e.cause != .initial && e.property?.isInternal != true:
        let who = e.cause == .app ? "app" + (e.during.map { " in \($0)" } ?? "") : (e.rule?.rawValue ?? "rule")
        out += "  Note over \(a): \(clean(e.property?.name ?? "")) " + clean(e.from.map { "\($0)" } ?? "∅") + " → "
          + clean(e.to.map { "\($0)" } ?? "∅") + "<br/>" + clean(who) + "\n"
      default:
        break
      }
    }
    return out
  }

  /// Mermaid reads `;` and `#` as syntax: replace them.
  func clean(_ s: String) -> String {
    s.replacingOccurrences(of: ";", with: ",").replacingOccurrences(of: "#", with: "no. ")
      .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: ":", with: " -")
  }
}

extension TraceRenderer where Self == MermaidRenderer {
  public static var mermaid: MermaidRenderer { MermaidRenderer() }
}
