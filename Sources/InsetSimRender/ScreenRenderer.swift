import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Pictures of the screen (SVG, no scripts): at each observation point — or at the end of each
/// run-loop turn — the device drawn to scale with the status bar, the navigation, tab, tool and
/// search bars, the keyboard, each on-screen controller's view frame (dashed), its safe area (green
/// dashes) and each scroll view with its `contentInset` (blue bars inside its left edge) and its
/// `adjustedContentInset` (orange bars inside its right edge, the inset band shaded). Presented
/// sheets are drawn over a dimmed screen, where their frames put them; split columns where theirs
/// do. Under each screen, every value drawn is written out with the rule (or the app) that set it
/// and the rule's arithmetic, so the why is on the page, not only in hover text.
///
/// Panels are 460 px wide, two to a row, so a picture fits a 946 px column without shrinking.
///
///     ScreenRenderer().render(trace)  // a screen per observation point, side by side
public struct ScreenRenderer: TraceRenderer {
  /// Which moments get a picture.
  public enum Moments: Sendable {
    /// Each observation point (the end of the run when there is none).
    case observations
    /// The end of each run-loop turn, and each observation point.
    case turns
    /// Each change a rule or the app made (the last of a run of changes made at one time), and each
    /// observation point.
    case changes

    /// The name `run --screens-at` takes: points, turns, changes.
    public init?(name: String) {
      switch name {
      case "points": self = .observations
      case "turns": self = .turns
      case "changes": self = .changes
      default: return nil
      }
    }
  }

  public var moments: Moments

  public init(moments: Moments = .observations) { self.moments = moments }

  static let panelWidth = 460.0
  static let perRow = 2
  static let deviceHeight = 400.0
  static let deviceWidth = 300.0
  static let lineHeight = 14.0
  static let textSize = 11.0
  /// Characters per line of the list under a screen.
  static let columns = Int((panelWidth - 28) / (textSize * SVGRenderer.characterAdvance))

  static let colors = (
    contentInset: "#0969da", adjusted: "#d4700a", safeArea: "#1a7f37", view: "#57606a",
    scroll: "#8250df", bar: "#c9d6e3", statusBar: "#d8dee4", keyboard: "#afb8c1"
  )

  /// A moment to draw: the index of its last entry and its caption.
  struct Moment {
    var entry: Int
    var caption: String
  }

  static func moments(of trace: Trace, _ which: Moments) -> [Moment] {
    let entries = trace.entries
    var out: [Moment] = []
    for (i, e) in entries.enumerated() {
      let endOfTurn = which == .turns && (i + 1 == entries.count || entries[i + 1].turn != e.turn)
      // A change, when the next entry is not a change at the same time (one picture per burst).
      let lastChange =
        which == .changes && e.kind == .change && e.cause != .initial
        && (i + 1 == entries.count || entries[i + 1].kind != .change || entries[i + 1].t != e.t)
      if e.kind == .snapshot {
        out.append(
          Moment(
            entry: i, caption: "at \(e.at ?? "") · t = \(formatSeconds(e.t)) s · turn \(e.turn)")
        )
      } else if endOfTurn {
        out.append(
          Moment(entry: i, caption: "end of turn \(e.turn) · t = \(formatSeconds(e.t)) s"))
      } else if lastChange {
        out.append(
          Moment(
            entry: i,
            caption: "after \(e.object ?? "").\(e.property?.name ?? "") · t = "
              + "\(formatSeconds(e.t)) s · turn \(e.turn)"))
      }
    }
    if out.isEmpty, let last = entries.indices.last {
      out.append(
        Moment(entry: last, caption: "end of the run · t = \(formatSeconds(entries[last].t)) s"))
    }
    return out
  }

  public func render(_ trace: Trace) -> String { render(trace, owners: ObjectOwners(trace)) }

  /// The pictures of a trace prepared once for all its pictures.
  func render(_ prepared: PreparedTrace) -> String {
    render(prepared.trace, owners: prepared.owners)
  }

  /// The pictures, the owners of the trace's objects read once for every panel.
  func render(_ trace: Trace, owners: ObjectOwners) -> String {
    var moments = Self.moments(of: trace, self.moments)
    // Past the limit, the pictures that fit and a panel saying how many more there were.
    let size = Size(pictures: max(1, moments.count), objectsPerPicture: Self.objects(trace))
    if !size.fits { moments = Array(moments.prefix(size.picturesThatFit)) }
    let scale = Self.scale(for: trace)
    var state = ScreenState()
    var next = 0
    var panels: [Panel] = []
    for m in moments {
      while next <= m.entry && next < trace.entries.count {
        state.apply(trace.entries[next], at: next)
        next += 1
      }
      panels.append(
        Self.panel(
          state, trace: trace, owners: owners, caption: m.caption, scale: scale,
          id: panels.count))
    }
    if !size.fits { panels.append(Self.limitPanel(size, drawn: panels.count)) }
    return Self.document(panels, trace: trace)
  }

  /// Runs of one scenario side by side (`insetsim compare --format screens`): each run's screen at
  /// its last observation point (the end of the run when it has none), to one scale, captioned with
  /// its configuration.
  ///
  ///     ScreenRenderer.sideBySide([("iOS 10.3", a), ("iOS 11.0", b)])
  public static func sideBySide(_ runs: [(label: String, trace: Trace)]) -> String {
    guard let first = runs.first?.trace else { return "" }
    let scale = runs.map { Self.scale(for: $0.trace) }.min() ?? 1
    var panels: [Panel] = []
    let size = size(ofRuns: runs.map(\.trace))
    for (label, trace) in runs.prefix(size.picturesThatFit) {
      guard let moment = moments(of: trace, .observations).last else { continue }
      var state = ScreenState()
      for i in 0...moment.entry { state.apply(trace.entries[i], at: i) }
      panels.append(
        panel(
          state, trace: trace, owners: ObjectOwners(trace),
          caption: label + " · " + moment.caption, scale: scale,
          id: panels.count))
    }
    if !size.fits { panels.append(limitPanel(size, drawn: panels.count)) }
    return document(panels, trace: first, subtitle: runs.map(\.label).joined(separator: " | "))
  }

  /// One screen and its list, drawn from (0, 0).
  struct Panel {
    var body: String
    var height: Double
  }

  /// Points to pixels: the largest screen of the run fits ``deviceWidth`` × ``deviceHeight``.
  static func scale(for trace: Trace) -> Double {
    var s = 1.0
    for e in trace.entries
    where e.kind == .change && e.object == "window" && e.property == .bounds {
      if case .rect(let r)? = e.to, r.width > 0, r.height > 0 {
        s = min(s, deviceWidth / r.width, deviceHeight / r.height)
      }
    }
    return s
  }

  /// A whole picture: title, legend, then the panels two to a row.
  static func document(_ panels: [Panel], trace: Trace, subtitle: String? = nil) -> String {
    let name =
      trace.scenario["name"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "trace"
    var config: [String] = []
    for key in ["device", "os", "orientation"] {
      if case .string(let v)? = trace.scenario[key] { config.append(key == "os" ? "iOS " + v : v) }
    }
    let sub = subtitle ?? config.joined(separator: ", ")
    let subtitleText = (sub.isEmpty ? "" : sub + " · ") + "the screen to scale"
    let columns = min(max(panels.count, 1), perRow)
    let width = max(
      Double(columns) * panelWidth + 16,
      32 + Double(name.count) * 15 * SVGRenderer.characterAdvance,
      32 + Double(subtitleText.count) * 12 * SVGRenderer.characterAdvance
    )
    let (legendText, legendBottom) = legend(width: width, top: 60)
    var body = ""
    var y = legendBottom + 14
    var k = 0
    while k < panels.count {
      let row = panels[k..<min(k + perRow, panels.count)]
      let rowHeight = row.map(\.height).max() ?? 0
      for (j, p) in row.enumerated() {
        body +=
          "<g transform=\"translate(\(f(8 + Double(j) * panelWidth)),\(f(y)))\">\n\(p.body)</g>\n"
      }
      y += rowHeight + 16
      k += perRow
    }
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(y))\" "
      + "viewBox=\"0 0 \(f(width)) \(f(y))\" font-family=\"\(SVGRenderer.fontFamily)\" "
      + "font-size=\"11\">\n"
    svg += "<rect x=\"0\" y=\"0\" width=\"\(f(width))\" height=\"\(f(y))\" fill=\"#ffffff\"/>\n"
    svg +=
      "<text x=\"16\" y=\"24\" font-size=\"15\" font-weight=\"bold\">\(xml(name))</text>\n"
    svg +=
      "<text x=\"16\" y=\"42\" font-size=\"12\" fill=\"#555555\">"
      + xml(subtitleText)
      + "</text>\n"
    svg += legendText
    return svg + body + "</svg>\n"
  }

  /// The marks' names, in two lines.
  static func legend(width: Double, top: Double) -> (String, Double) {
    let c = colors
    let items: [(String, String)] = [
      ("bar", "bars and status bar"), ("kb", "keyboard"), ("view", "controller's view"),
      ("safe", "safe area"), ("scroll", "scroll view"), ("ci", "contentInset"),
      ("ai", "adjustedContentInset"),
    ]
    var out = ""
    var x = 16.0
    var y = top
    for (kind, label) in items {
      let w = 22 + Double(label.count) * textSize * SVGRenderer.characterAdvance + 14
      if x + w > width - 8 {
        x = 16
        y += 16
      }
      switch kind {
      case "bar":
        out += rect(x, y - 8, 14, 10, fill: c.bar, stroke: "#8c959f")
      case "kb":
        out += rect(x, y - 8, 14, 10, fill: c.keyboard, stroke: "#6e7781")
      case "view":
        out += rect(x, y - 8, 14, 10, fill: "none", stroke: c.view, dash: "3 2")
      case "safe":
        out += rect(x, y - 8, 14, 10, fill: "none", stroke: c.safeArea, dash: "4 2", width: 1.5)
      case "scroll":
        out += rect(x, y - 8, 14, 10, fill: "none", stroke: c.scroll, width: 1.5)
      case "ci":
        out += rect(x + 4, y - 9, 5, 12, fill: c.contentInset, stroke: "none")
      default:
        out += rect(x, y - 8, 14, 10, fill: c.adjusted, stroke: "none", opacity: 0.25)
        out += rect(x + 9, y - 9, 5, 12, fill: c.adjusted, stroke: "none")
      }
      out += text(x + 20, y + 1, label, fill: "#333333")
      x += w
    }
    return (out, y + 4)
  }

  /// What is drawn for a moment: the device and the list under it. `owners` are the trace's
  /// (``ObjectOwners``), read once for all its moments.
  static func panel(
    _ state: ScreenState, trace: Trace, owners: ObjectOwners, caption: String, scale s: Double,
    id: Int
  ) -> Panel {
    let c = colors
    let screen = state.rect("window", .bounds) ?? Rect(width: 375, height: 667)
    let bezel = 10.0
    let left = (panelWidth - screen.width * s) / 2 - bezel
    let top = 36.0
    // The caption on two lines: the point, then the time ("at X · t = … s · turn n").
    let split = caption.components(separatedByText: " · ")
    let head = split.first ?? caption
    var out = text(
      4, 12, head.count > columns ? String(head.prefix(columns - 1)) + "…" : head, weight: "bold",
      fill: "#222222")
    out += text(4, 26, split.dropFirst().joined(separator: " · "), fill: "#57606a")
    // The device: a rounded body and the screen.
    out += rect(
      left, top, screen.width * s + 2 * bezel, screen.height * s + 2 * bezel, fill: "#24292f",
      stroke: "none", radius: 14)
    let ox = left + bezel
    let oy = top + bezel
    func r(_ rect: Rect) -> (Double, Double, Double, Double) {
      (ox + rect.minX * s, oy + rect.minY * s, rect.width * s, rect.height * s)
    }
    out += rect(ox, oy, screen.width * s, screen.height * s, fill: "#ffffff", stroke: "none")
    // Labels inside the screen never overlap: each takes the first of its places that is free.
    var placed: [(Double, Double, Double, Double)] = []
    func place(_ candidates: [(x: Double, y: Double)], width w: Double, size: Double) -> (
      Double, Double
    )? {
      for (x, y) in candidates {
        let box = (x - 1, y - size, x + w + 1, y + 2)
        guard box.0 >= ox - 0.5, box.2 <= ox + screen.width * s + 0.5, box.1 >= oy - 0.5,
          box.3 <= oy + screen.height * s + 0.5
        else { continue }
        if placed.contains(where: { $0.0 < box.2 && box.0 < $0.2 && $0.1 < box.3 && box.1 < $0.3 })
        {
          continue
        }
        placed.append(box)
        return (x, y)
      }
      return nil
    }
    func label(in frame: (Double, Double, Double, Double), _ str: String) {
      let (x, y, w, h) = frame
      let width = Double(str.count) * 9 * SVGRenderer.characterAdvance
      guard h >= 10, width < w - 4 else { return }
      let mid = y + min(h, 22) / 2 + 3.5
      if let (px, py) = place(
        [(x + 4, mid), (x + w - width - 4, mid), (x + (w - width) / 2, mid)], width: width, size: 9)
      {
        out += text(px, py, str, size: 9, fill: "#24292f")
      }
    }
    out +=
      "<clipPath id=\"screen\(id)\"><rect x=\"\(f(ox))\" y=\"\(f(oy))\" "
      + "width=\"\(f(screen.width * s))\" "
      + "height=\"\(f(screen.height * s))\"/></clipPath>\n<g clip-path=\"url(#screen\(id))\">\n"

    var notes: [(swatch: String, line: String, why: String?)] = []
    func why(_ setting: ScreenState.Setting?) -> String? {
      guard let setting else { return nil }
      let e = trace.entries[setting.entry]
      switch e.cause {
      case .app?: return "set by the app" + (e.during.map { " in " + $0 } ?? "")
      case .initial?: return "initial value"
      default:
        var w = e.rule?.rawValue ?? "rule"
        if let rule = e.rule.flatMap(Rule.named) {
          w += " (confidence \(rule.confidence.rawValue))"
          if rule.confidence == .low { w = "LOW CONFIDENCE — " + w }
        }
        return w + (e.why.map { ": " + $0 } ?? "")
      }
    }

    // Controllers on screen; presented ones over a dimmed screen.
    var drawn = state.onScreen.filter { state.rect($0 + ".view") != nil }
    if drawn.isEmpty {
      drawn = state.objects.filter { !$0.contains(".") && state.rect($0 + ".view") != nil }
    }
    let bars = state.bars
    func drawBars(prefix: String?) {
      for bar in bars {
        let mine = prefix.map { bar.hasPrefix($0 + ".") } ?? true
        guard mine, !state.isHidden(bar), let frame = state.rect(bar) else { continue }
        if prefix == nil && state.presented.contains(where: { bar.hasPrefix($0 + ".") }) {
          continue
        }
        guard frame.maxY > screen.minY, frame.minY < screen.maxY, frame.height > 0 else { continue }
        let (x, y, w, h) = r(frame)
        out += rect(x, y, w, h, fill: c.bar, stroke: "#8c959f", opacity: 0.85)
        let name = bar.split(separator: ".").last.map(String.init) ?? bar
        label(in: (x, y, w, h), "\(name) \(formatPoints(frame.height))")
        notes.append((c.bar, "\(bar) frame \(frame)", why(state.setting(bar, .frame))))
      }
    }
    // A controller's view first; its scroll views' insets and its safe area over the bars, since
    // they are what the picture is about.
    func drawView(_ controller: String) {
      let view = controller + ".view"
      guard let frame = state.rect(view) else { return }
      let (x, y, w, h) = r(frame)
      out += rect(x, y, w, h, fill: "#ffffff", stroke: c.view, dash: "5 3")
      notes.append((c.view, "\(view) frame \(frame)", why(state.setting(view, .frame))))
    }
    func drawInsets(_ controller: String) {
      let view = controller + ".view"
      guard let frame = state.rect(view) else { return }
      if let safe = state.insets(view, .safeAreaInsets) {
        let (ax, ay, aw, ah) = r(frame.inset(by: safe))
        out += rect(
          ax + 2, ay, max(aw - 4, 0), max(ah, 0), fill: "none", stroke: c.safeArea, dash: "6 3",
          width: 1.5)
        notes.append(
          (c.safeArea, "\(view) safe area \(safe)", why(state.setting(view, .safeAreaInsets))))
      }
      // Scroll views of the controller, in its view's coordinates.
      for o in state.scrollViews where owners.owner(of: o) == controller {
        guard !state.isHidden(o), let sf = state.rect(o) else { continue }
        let abs = Rect(
          x: frame.minX + sf.minX, y: frame.minY + sf.minY, width: sf.width, height: sf.height)
        let (sx, sy, sw, sh) = r(abs)
        out += rect(
          sx + 1, sy + 1, max(sw - 2, 0), max(sh - 2, 0), fill: "none", stroke: c.scroll,
          width: 1.5)
        notes.append((c.scroll, "\(o) frame \(sf) in \(view)", nil))
        let ci = state.insets(o, .contentInset)
        let ai = state.insets(o, .adjustedContentInset)
        if let ai {
          let band = abs.inset(by: ai)
          let (_, by, _, bh) = r(band)
          if ai.top > 0 {
            out += rect(sx, sy, sw, max(by - sy, 0), fill: c.adjusted, stroke: "none", opacity: 0.2)
          }
          if ai.bottom > 0 {
            out += rect(
              sx, by + bh, sw, max(sy + sh - by - bh, 0), fill: c.adjusted, stroke: "none",
              opacity: 0.2)
          }
          out += insetBars(abs, ai, scale: s, origin: (ox, oy), x: sx + sw - 10, color: c.adjusted)
        }
        if let ci {
          out += insetBars(
            abs, ci, scale: s, origin: (ox, oy), x: sx + sw - 19, color: c.contentInset)
          notes.append(
            (c.contentInset, "\(o).contentInset \(ci)", why(state.setting(o, .contentInset))))
        }
        if let ai {
          notes.append(
            (
              c.adjusted, "\(o).adjustedContentInset \(ai)",
              why(state.setting(o, .adjustedContentInset))
            ))
        }
        // The top and bottom figures beside the bars: contentInset in blue, adjusted in orange.
        let topBand = max(ci?.top ?? 0, ai?.top ?? 0) * s
        let bottomBand = max(ci?.bottom ?? 0, ai?.bottom ?? 0) * s
        for (edge, yy) in [("top", sy + topBand + 12), ("bottom", sy + sh - bottomBand - 4)] {
          let cv = ci.map { edge == "top" ? $0.top : $0.bottom }
          let av = ai.map { edge == "top" ? $0.top : $0.bottom }
          guard cv != nil || av != nil, sh > 40 else { continue }
          let plain = [cv, av].compactMap { $0.map(formatPoints) }.joined(separator: " | ")
          let width = Double(plain.count) * 10 * SVGRenderer.characterAdvance
          let down = edge == "top" ? 14.0 : -14.0
          guard
            let (px, py) = place(
              [(sx + sw - 23 - width, yy), (sx + sw - 23 - width, yy + down), (sx + 4, yy)],
              width: width, size: 10)
          else { continue }
          var label = "<text x=\"\(f(px))\" y=\"\(f(py))\" "
          label += "font-size=\"10\" font-weight=\"bold\" \(SVGRenderer.halo)>"
          if let cv {
            label += "<tspan fill=\"\(c.contentInset)\">\(formatPoints(cv))</tspan>"
          }
          if let av {
            label += (cv == nil ? "" : "<tspan fill=\"#57606a\"> | </tspan>")
            label += "<tspan fill=\"\(c.adjusted)\">\(formatPoints(av))</tspan>"
          }
          out += label + "</text>\n"
        }
      }
    }
    let base = drawn.filter { !state.presented.contains($0) }
    let sheets = drawn.filter { state.presented.contains($0) }
    for controller in base { drawView(controller) }
    drawBars(prefix: nil)
    if let status = state.rect("statusBar"), !state.isHidden("statusBar"), status.height > 0 {
      let (x, y, w, h) = r(status)
      out += rect(x, y, w, h, fill: c.statusBar, stroke: "none", opacity: 0.95)
      label(in: (x, y, w, h), "status bar \(formatPoints(status.height))")
      notes.insert(
        (c.statusBar, "statusBar frame \(status)", why(state.setting("statusBar", .frame))),
        at: 0)
    }
    if let keyboard = state.rect("keyboard"), keyboard.minY < screen.maxY, keyboard.height > 0 {
      let (x, y, w, h) = r(keyboard)
      out += rect(x, y, w, h, fill: c.keyboard, stroke: "#6e7781", opacity: 0.95)
      label(in: (x, y, w, h), "keyboard \(formatPoints(keyboard.height))")
      notes.append(
        (c.keyboard, "keyboard frame \(keyboard)", why(state.setting("keyboard", .frame))))
    }
    // Insets of what is seen: not of a controller a later one covers, nor under a sheet.
    for (k, controller) in base.enumerated() where sheets.isEmpty {
      guard let frame = state.rect(controller + ".view") else { continue }
      let covered = base[(k + 1)...].contains { later in
        guard let f = state.rect(later + ".view") else { return false }
        return f.minX <= frame.minX && f.minY <= frame.minY && f.maxX >= frame.maxX
          && f.maxY >= frame.maxY
      }
      if !covered { drawInsets(controller) }
    }
    for controller in sheets {
      out += rect(
        ox, oy, screen.width * s, screen.height * s, fill: "#000000", stroke: "none", opacity: 0.3)
      drawView(controller)
      drawBars(prefix: controller)
      drawInsets(controller)
    }
    out += "</g>\n"

    // The list: each value drawn, and why it is what it is.
    var y = top + screen.height * s + 2 * bezel + 18
    for n in notes {
      out += rect(4, y - 8, 10, 10, fill: n.swatch, stroke: "none")
      for line in wrap(n.line, columns - 3) {
        out += text(20, y, line, fill: "#111111")
        y += lineHeight
      }
      if let w = n.why {
        for line in wrap(w, columns - 5).prefix(8) {
          out += text(28, y, line, fill: "#57606a")
          y += lineHeight
        }
      }
      y += 3
    }
    return Panel(body: out, height: y)
  }

  /// Bars along a rectangle's inner edge showing the top and bottom of `insets`, a 5 px strip at
  /// `x`.
  static func insetBars(
    _ frame: Rect, _ insets: EdgeInsets, scale s: Double, origin: (Double, Double), x: Double,
    color: String
  ) -> String {
    var out = ""
    let y0 = origin.1 + frame.minY * s
    let y1 = origin.1 + frame.maxY * s
    // A zero inset is still drawn: a short tick at its end.
    out += rect(x, y0, 6, max(insets.top * s, 2), fill: color, stroke: "none")
    out += rect(
      x, y1 - max(insets.bottom * s, 2), 6, max(insets.bottom * s, 2), fill: color,
      stroke: "none")
    return out
  }

  /// Lines of at most `width` characters, broken at spaces where possible.
  /// Each word's characters are counted once and the line's length kept as a number, so a text
  /// costs in proportion to its length.
  static func wrap(_ s: String, _ width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineCount = 0
    for word in s.split(separator: " ", omittingEmptySubsequences: false) {
      var w = String(word)
      var count = w.count
      while count > width {
        if !line.isEmpty {
          lines.append(line)
          line = ""
          lineCount = 0
        }
        lines.append(String(w.prefix(width)))
        w = String(w.dropFirst(width))
        count -= width
      }
      if line.isEmpty {
        line = w
        lineCount = count
      } else if lineCount + 1 + count > width {
        lines.append(line)
        line = w
        lineCount = count
      } else {
        line += " " + w
        lineCount += 1 + count
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  static func rect(
    _ x: Double, _ y: Double, _ w: Double, _ h: Double, fill: String, stroke: String,
    dash: String? = nil, width: Double = 1, opacity: Double? = nil, radius: Double? = nil
  ) -> String {
    var s =
      "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(max(w, 0)))\" height=\"\(f(max(h, 0)))\" "
      + "fill=\"\(fill)\""
    if stroke != "none" { s += " stroke=\"\(stroke)\" stroke-width=\"\(f(width))\"" }
    if let dash { s += " stroke-dasharray=\"\(dash)\"" }
    if let opacity { s += " fill-opacity=\"\(f(opacity))\"" }
    if let radius { s += " rx=\"\(f(radius))\"" }
    return s + "/>\n"
  }

  static func text(
    _ x: Double, _ y: Double, _ s: String, size: Double = 11, weight: String? = nil,
    fill: String
  ) -> String {
    "<text x=\"\(f(x))\" y=\"\(f(y))\"" + (size == 11 ? "" : " font-size=\"\(f(size))\"")
      + (weight.map { " font-weight=\"\($0)\"" } ?? "") + " fill=\"\(fill)\">\(xml(s))</text>\n"
  }

  static func f(_ v: Double) -> String { formatPoints((v * 100).rounded() / 100) }

  static func xml(_ s: String) -> String { SVGRenderer().xml(s) }
}

extension TraceRenderer where Self == ScreenRenderer {
  public static var screens: ScreenRenderer { ScreenRenderer() }
}
