import InsetSimSupport
import InsetSimModel
import InsetSimRules
import InsetSimTrace
import InsetSimEngine

/// A time-stamped log, one line per entry, that reads well in a terminal: `t=` is the virtual time in
/// seconds, `#N` the run-loop turn (0 is the launch turn; a turn ends when the run loop goes back to
/// waiting), then the kind of entry. Lines are wrapped at ``width`` columns (100 unless the caller passes
/// the terminal's width), continuation lines indented under the entry.
///
///     print(Simulation.run(.seedExample(os: OSVersion(10, 3))).rendered(as: .text))
///
/// ```text
/// t=0.000 #0  callback ViewController.viewWillAppear
/// t=0.000 #0  change   tableView.contentInset (0, 0, 0, 0) → (64, 0, 49, 0)
///                      legacy.autoAdjust.additive: +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)
/// ```
public struct TextRenderer: TraceRenderer {
  /// Show the values objects start with (cause `init`); off by default, they are in every snapshot.
  public var showInitialValues: Bool
  /// Print each snapshot's values under it.
  public var showSnapshotValues: Bool

  /// Columns to wrap lines at (at least 40).
  public var width: Int

  public init(showInitialValues: Bool = false, showSnapshotValues: Bool = false, width: Int = 100) {
    self.showInitialValues = showInitialValues
    self.showSnapshotValues = showSnapshotValues
    self.width = max(width, 40)
  }

  public func render(_ trace: Trace) -> String {
    var out = header(trace)
    for e in trace.entries { append(e, to: &out) }
    return out
  }

  /// The first line: the scenario's name and configuration.
  public func header(_ trace: Trace) -> String {
    var out = ""
    if case .string(let name)? = trace.scenario["name"] { out += "# \(name)" }
    var config: [String] = []
    for key in ["device", "os", "orientation"] {
      if case .string(let v)? = trace.scenario[key] { config.append(key == "os" ? "iOS " + v : v) }
    }
    if !config.isEmpty { out += " — " + config.joined(separator: ", ") }
    return out + "\n"
  }

  /// One entry's lines, wrapped (nothing for an initial value unless ``showInitialValues``).
  public func append(_ e: TraceEntry, to out: inout String) {
    if e.kind == .change && e.cause == .initial && !showInitialValues { return }
    let indent = Self.indent
    let stamp = "t=" + formatSeconds(e.t) + " #" + String(e.turn)
    var line = stamp.padding(to: 12) + " " + e.kind.rawValue.padding(to: 8) + " "
    switch e.kind {
    case .event, .callback:
      line += "\(e.object ?? "")." + (e.name ?? "")
      if let d = e.detail { line += " (\(d))" }
    case .change:
      line += "\(e.object ?? "").\(e.property?.name ?? "") "
      line += (e.from.map { $0.description } ?? "∅") + " → " + (e.to.map { $0.description } ?? "∅")
      switch e.cause {
      case .app?: line += "  [app" + (e.during.map { " in \($0)" } ?? "") + "]"
      case .rule?:
        line += "\n" + indent + (e.rule?.rawValue ?? "rule") + (e.why.map { ": " + $0 } ?? "")
      case .initial?: line += "  [init]"
      case nil: break
      }
    case .snapshot:
      line += e.at ?? ""
      if showSnapshotValues, let s = e.values {
        for object in s.objects {
          line += "\n" + indent + object.name + ": "
            + object.values.map { "\($0.0.name) \($0.1)" }.joined(separator: ", ")
        }
      }
    case .note:
      line += (e.object.map { $0 + ": " } ?? "") + (e.detail ?? "") + (e.rule.map { " [\($0)]" } ?? "")
    }
    for (k, part) in line.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      out += Self.wrap(String(part), width: width, continuation: k == 0 ? indent : indent + "  ") + "\n"
    }
  }

  static let indent = String(repeating: " ", count: 21)

  /// A line broken at spaces into lines of at most `width` characters (a word longer than that stays
  /// whole), each continuation line starting with `continuation`.
  static func wrap(_ line: String, width: Int, continuation: String) -> String {
    guard line.count > width else { return line }
    let leading = String(line.prefix { $0 == " " })
    var lines: [String] = []
    var current = leading
    var currentHasWord = false
    for word in line.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false) {
      if currentHasWord && current.count + 1 + word.count > width {
        lines.append(current)
        current = continuation + word
      } else {
        current += (currentHasWord ? " " : "") + word
      }
      currentHasWord = true
    }
    lines.append(current)
    return lines.joined(separator: "\n")
  }
}

extension TraceRenderer where Self == TextRenderer {
  public static var text: TextRenderer { TextRenderer() }
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
