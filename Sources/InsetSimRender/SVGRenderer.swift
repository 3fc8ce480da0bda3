import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A self-contained SVG timeline (no scripts, no external fonts) that stays readable at any length.
///
/// - The axis is logical: every drawn entry gets a column of ``columnStep`` px and each virtual
///   instant
/// starts a new segment (many entries happen at t = 0), so the picture grows with the trace instead
/// of
///   crowding; dashed lines mark where an instant starts.
/// - One lane group per owner (the window, each container, each controller — see `ObjectOwners`),
///   one row
/// per object with its callbacks and events, and under it one lane per value that changes, a step
/// line
///   with the values written under it.
/// - Labels never overlap: each row stacks its labels into as many text rows as they need
///   (`LabelRows`),
///   measured with a monospaced font at ``characterAdvance`` em per character.
/// - Every mark has a `<title>` (hover text): the entry, and for a change its values, the rule with
///   its
/// arithmetic (or the app's callback). Expectations are drawn at their observation point (green
/// square:
/// holds, red: differs), observation points as triangles on the axis, animations (rotation, push,
/// bar
///   hide/show) as spans above the lanes, and a legend says which is which.
public struct SVGRenderer: TraceRenderer {
  /// The smallest width; the timeline grows past it as the trace needs.
  public var width: Double

  /// The entries drawn (all when nil): a window of the run, as ``windows(of:columns:)`` cuts it.
  public var entryRange: Range<Int>?
  /// Said under the title ("part 2 of 5").
  public var caption: String?

  public init(width: Double = 960, entryRange: Range<Int>? = nil, caption: String? = nil) {
    self.width = width
    self.entryRange = entryRange
    self.caption = caption
  }

  /// The run cut into windows of at most `columns` drawn entries, each ending at a run-loop turn
  /// when it holds at least half that many (so a page shows each at full size).
  public static func windows(of trace: Trace, columns: Int = 22) -> [Range<Int>] {
    let entries = trace.entries
    var out: [Range<Int>] = []
    var start = 0
    var count = 0
    for (i, e) in entries.enumerated() {
      if drawn(e) { count += 1 }
      let turnEnds = i + 1 < entries.count && entries[i + 1].turn != e.turn
      if count >= columns || (turnEnds && count * 2 >= columns) {
        out.append(start..<(i + 1))
        start = i + 1
        count = 0
      }
    }
    if start < entries.count {
      if count == 0, let last = out.popLast() {
        out.append(last.lowerBound..<entries.count)
      } else {
        out.append(start..<entries.count)
      }
    }
    return out
  }

  /// Whether an entry gets a column: callbacks, events, snapshots and changes after creation.
  static func drawn(_ e: TraceEntry) -> Bool {
    switch e.kind {
    case .callback, .event, .snapshot: true
    case .change: e.cause != .initial && e.property?.isInternal != true
    case .note: false
    }
  }

  /// Width of one character in em: DejaVu Sans Mono and Menlo advance 0.602 em, Consolas 0.55 em;
  /// 0.62 leaves a margin. The layout and the overlap test both measure text with it.
  public static let characterAdvance = 0.62
  public static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, monospace"
  /// Horizontal room per drawn entry, and the extra room before each new instant.
  public static let columnStep = 26.0
  public static let instantGap = 18.0

  static let palette = [
    "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf",
    "#7f7f7f", "#bcbd22",
  ]

  static func textWidth(_ s: String, size: Double) -> Double {
    Double(s.count) * size * characterAdvance
  }

  /// A row of the plot: an object's callbacks and events, or one value's lane.
  struct Row {
    enum Kind { case group, object, lane }
    var kind: Kind
    var object: String
    var property: Property?
    var label: String
    var initial: Value?
    var marks: [Mark] = []
    var rows = LabelRows(gap: 8)
    var top = 0.0
    var height = 0.0
  }

  /// Something drawn at a column of a row, with its label (packed into the row's text rows) and
  /// hover text.
  struct Mark {
    enum Shape { case dot, boldDot, diamond, step, pass, fail }
    var column: Int
    var shape: Shape
    var label: String?
    var labelRow = 0
    var title: String
    var value: Value?
  }

  public func render(_ trace: Trace) -> String { draw(PreparedTrace(trace)).svg }

  /// The picture of a trace prepared once for all its pictures.
  func render(_ prepared: PreparedTrace) -> String { draw(prepared).svg }

  /// The windows of ``windows(of:columns:)`` narrowed until each picture is at most `width` px wide
  /// (a window is halved while it is wider and holds more than two entries).
  public static func windows(of trace: Trace, fitting width: Double) -> [Range<Int>] {
    windows(of: PreparedTrace(trace), fitting: width)
  }

  static func windows(of prepared: PreparedTrace, fitting width: Double) -> [Range<Int>] {
    var pending = Array(windows(of: prepared.trace).reversed())
    var out: [Range<Int>] = []
    while let w = pending.popLast() {
      if w.count > 2 && SVGRenderer(width: 600, entryRange: w).draw(prepared).width > width {
        let mid = w.lowerBound + w.count / 2
        pending.append(mid..<w.upperBound)
        pending.append(w.lowerBound..<mid)
      } else {
        out.append(w)
      }
    }
    return out
  }

  /// The picture and its width. A window looks only at its own entries: the lists of `prepared`
  /// lead to them, so each window costs in proportion to its length, not to the run's.
  func draw(_ prepared: PreparedTrace) -> (svg: String, width: Double) {
    let trace = prepared.trace
    let entries = trace.entries
    let range = entryRange ?? 0..<entries.count
    // Columns: callbacks, events, snapshots and the changes made after creation.
    let shown = prepared.drawn(in: range)
    var column: [Int: Int] = [:]
    var columnTimes: [Int64] = []
    var changeNumber: [Int: Int] = [:]
    var numbered: [Int] = []
    column.reserveCapacity(shown.count)
    columnTimes.reserveCapacity(shown.count)
    for i in shown {
      if entries[i].kind == .change {
        numbered.append(i)
        changeNumber[i] = numbered.count
      }
      column[i] = columnTimes.count
      columnTimes.append(entries[i].t)
    }
    // The column of each entry: its own, or the last drawn one before it (the first column before
    // the window, the last one after it), found by binary search among the window's columns.
    let lastColumn = max(columnTimes.count - 1, 0)
    func columnFor(entry i: Int) -> Int {
      guard entries.indices.contains(i) else { return lastColumn }
      let after = PreparedTrace.lowerBound(i + 1, in: shown) - shown.startIndex
      return max(after - 1, 0)
    }

    // Rows: a group per owner, a row per object with callbacks or events, a lane per changed value.
    let owners = prepared.owners
    var objectColor: [String: String] = [:]
    var rows: [Row] = []
    for group in owners.groups {
      var groupRows: [Row] = []
      for object in owners.objects[group] ?? [] {
        let own = prepared.drawn(of: object, in: range)
        guard !own.isEmpty else { continue }
        if objectColor[object] == nil {
          objectColor[object] = Self.palette[objectColor.count % Self.palette.count]
        }
        var objectRow = Row(kind: .object, object: object, label: object)
        var lanes: [Row] = []
        var laneOf: [String: Int] = [:]
        for i in own {
          let c = column[i] ?? 0
          let stamp = "t=\(formatSeconds(entries[i].t)) s, turn #\(entries[i].turn)"
          let name = entries[i].name
          let detail = entries[i].detail
          switch entries[i].kind {
          case .callback:
            let controller = !(Callback(rawValue: name ?? "")?.isViewCallback ?? false)
            objectRow.marks.append(
              Mark(
                column: c, shape: controller ? .boldDot : .dot, label: name ?? "",
                title: "callback \(object).\(name ?? "")" + (detail.map { " (\($0))" } ?? "")
                  + "\n" + stamp))
          case .event:
            objectRow.marks.append(
              Mark(
                column: c, shape: .diamond, label: name ?? "",
                title: "event \(object).\(name ?? "")" + (detail.map { " (\($0))" } ?? "")
                  + "\n" + stamp))
          case .change:
            guard let p = entries[i].property, let to = entries[i].to else { continue }
            let key = object + "." + p.name
            if laneOf[key] == nil {
              laneOf[key] = lanes.count
              lanes.append(
                Row(
                  kind: .lane, object: object, property: p, label: p.name,
                  initial: entries[i].from))
            }
            lanes[laneOf[key] ?? 0].marks.append(
              Mark(
                column: c, shape: .step, label: "[\(changeNumber[i] ?? 0)] \(to)",
                title: Self.changeTitle(entries[i]) + "\n" + stamp,
                value: to))
          default:
            continue
          }
        }
        groupRows.append(objectRow)
        groupRows += lanes
      }
      guard !groupRows.isEmpty else { continue }
      rows.append(
        Row(kind: .group, object: group, label: group == "window" ? "window and system" : group))
      rows += groupRows
    }

    var laneOf: [String: Int] = [:]
    for (r, row) in rows.enumerated() where row.kind == .lane {
      laneOf[row.object + "." + (row.property?.name ?? "")] = r
    }

    // Observation points and expectations.
    var observed: [(column: Int, label: String, title: String)] = []
    for i in shown where entries[i].kind == .snapshot {
      let at = entries[i].at ?? ""
      observed.append(
        (
          column[i] ?? 0, at,
          "observation point \(at)\nt=\(formatSeconds(entries[i].t)) s, turn #\(entries[i].turn)"
        ))
    }
    var unplaced: [Mark] = []
    // In a window: only the expectations whose point it shows (the unreached, in the last).
    for k in entryRange.map(prepared.checks(in:)) ?? Array(prepared.checks.indices) {
      let (check, point) = prepared.checks[k]
      let x = check.expectation
      let c = point.map(columnFor(entry:)) ?? max(columnTimes.count - 1, 0)
      var title = "expect \(x.object).\(x.property.name) = \(x.value) at \(x.at)\n"
      title +=
        check.pointReached
        ? "simulated " + (check.actual.map { "\($0)" } ?? "no value")
        : "the point is never reached"
      title += (check.passed ? " — holds" : " — differs") + "\nsource: \(x.source)"
      let mark = Mark(column: c, shape: check.passed ? .pass : .fail, label: nil, title: title)
      if let lane = laneOf[x.object + "." + x.property.name] {
        rows[lane].marks.append(mark)
      } else {
        unplaced.append(
          Mark(
            column: c, shape: check.passed ? .pass : .fail,
            label: "\(x.object).\(x.property.name) = \(x.value)", title: title))
      }
    }
    if !unplaced.isEmpty {
      rows.append(Row(kind: .group, object: "", label: "expectations on values that never change"))
      var row = Row(kind: .object, object: "", label: "expected")
      row.marks = unplaced.sorted { $0.column < $1.column }
      rows.append(row)
    }
    let spans = (entryRange.map(prepared.spans(overlapping:)) ?? prepared.spans).map {
      span -> AnimationSpan in
      guard let r = entryRange else { return span }
      var clipped = span
      clipped.start = max(span.start, r.lowerBound)
      clipped.end = min(span.end, r.upperBound - 1)
      return clipped
    }

    // Horizontal layout.
    let labelSize = 12.0
    let valueSize = 11.0
    var gutter = 0.0
    // Group names sit in their own band, above the plot's marks, so they do not widen the gutter.
    for row in rows where row.kind != .group {
      gutter = max(
        gutter, 16 + (row.kind == .object ? 10 : 22) + Self.textWidth(row.label, size: labelSize))
    }
    var rightmost = 0.0
    for row in rows where row.kind == .group {
      rightmost = max(rightmost, 16 + Self.textWidth(row.label, size: 13))
    }
    let plotLeft = gutter + 20
    var x: [Double] = []
    var cursor = plotLeft + Self.columnStep / 2
    var instantStarts: [(column: Int, t: Int64)] = []
    for (c, t) in columnTimes.enumerated() {
      if c == 0 || columnTimes[c - 1] != t {
        if c > 0 { cursor += Self.instantGap }
        instantStarts.append((c, t))
      }
      x.append(cursor)
      cursor += Self.columnStep
    }
    func xAt(_ c: Int) -> Double { c < x.count ? x[c] : cursor }
    let plotRight = cursor
    rightmost = max(rightmost, plotRight)

    // Text rows: labels start 3 px left of their mark and stack downwards.
    func pack(_ row: inout Row, size: Double) {
      if row.kind == .lane {
        let end = plotLeft + 2 + Self.textWidth(row.initial.map { "\($0)" } ?? "∅", size: size)
        _ = row.rows.place(from: plotLeft + 2, to: end)
        rightmost = max(rightmost, end)
      }
      for m in row.marks.indices {
        guard let label = row.marks[m].label else { continue }
        let start = xAt(row.marks[m].column) - 3
        let end = start + Self.textWidth(label, size: size)
        row.marks[m].labelRow = row.rows.place(from: start, to: end)
        rightmost = max(rightmost, end)
      }
    }
    for r in rows.indices where rows[r].kind != .group {
      pack(&rows[r], size: rows[r].kind == .lane ? valueSize : labelSize)
    }
    var axisRows = LabelRows(gap: 10)
    var axisLabels: [(x: Double, row: Int, text: String)] = []
    for s in instantStarts {
      let text = "t=\(formatSeconds(s.t)) s"
      let start = xAt(s.column) - Self.columnStep / 2 - Self.instantGap / 2 + 3
      axisLabels.append(
        (
          start, axisRows.place(from: start, to: start + Self.textWidth(text, size: valueSize)),
          text
        ))
    }
    var pointRows = LabelRows(gap: 10)
    var pointLabels: [(x: Double, row: Int, text: String, title: String, column: Int)] = []
    for o in observed {
      let start = xAt(o.column) + 7
      let end = start + Self.textWidth(o.label, size: valueSize)
      pointLabels.append(
        (start, pointRows.place(from: xAt(o.column) - 6, to: end), o.label, o.title, o.column))
      rightmost = max(rightmost, end)
    }
    var spanRows = LabelRows(gap: 10)
    var spanPlaces: [(x0: Double, x1: Double, row: Int, text: String, span: AnimationSpan)] = []
    for s in spans {
      let x0 = xAt(column[s.start] ?? columnFor(entry: s.start)) - 5
      let x1 = max(xAt(columnFor(entry: s.end)) + 5, x0 + 10)
      let text =
        s.label + " " + formatSeconds(s.startTime) + "–" + (s.open ? "…" : formatSeconds(s.endTime))
        + " s"
      let end = max(x1, x0 + 4 + Self.textWidth(text, size: valueSize))
      spanPlaces.append((x0, x1, spanRows.place(from: x0, to: end), text, s))
      rightmost = max(rightmost, end)
    }
    let name =
      trace.scenario["name"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "trace"
    var config: [String] = []
    for key in ["device", "os", "orientation"] {
      if case .string(let v)? = trace.scenario[key] { config.append(key == "os" ? "iOS " + v : v) }
    }
    let subtitle =
      (config.isEmpty ? "" : config.joined(separator: ", ") + " · ")
      + (caption.map { $0 + " · " } ?? "")
      + "logical time: a column per entry, a new segment per instant"
    let footer = "InsetSim · virtual time · hover any mark for its values, rule and arithmetic"
    let width = max(
      self.width, rightmost + 16, 16 + Self.textWidth(name, size: 16) + 16,
      16 + Self.textWidth(subtitle, size: labelSize) + 16,
      16 + Self.textWidth(footer, size: valueSize) + 16)

    // Legend: swatch and words, wrapped at the width.
    let legendItems: [(Mark.Shape?, String)] = [
      (.boldDot, "controller callback"), (.dot, "view callback"), (.diamond, "event"),
      (.step, "value change"),
      (.pass, "expectation holds"), (.fail, "expectation differs"), (nil, "observation point"),
      (nil, "animation"),
    ]
    var legend: [(x: Double, line: Int, shape: Mark.Shape?, text: String)] = []
    var lx = 16.0
    var line = 0
    for (shape, text) in legendItems {
      let w = 16 + Self.textWidth(text, size: valueSize) + 18
      if lx + w > width - 16 && lx > 16 {
        line += 1
        lx = 16
      }
      legend.append((lx, line, shape, text))
      lx += w
    }

    // Vertical layout.
    let legendTop = 58.0
    let axisTop = legendTop + Double(line + 1) * 18 + 10
    let axisHeight = Double(max(axisRows.count, 1)) * 14 + 8
    let pointsTop = axisTop + axisHeight
    let pointsHeight = observed.isEmpty ? 0 : Double(pointRows.count) * 14 + 10
    let spansTop = pointsTop + pointsHeight
    let spansHeight = spans.isEmpty ? 0 : Double(spanRows.count) * 18 + 8
    var y = spansTop + spansHeight + 4
    for r in rows.indices {
      rows[r].top = y
      switch rows[r].kind {
      case .group: rows[r].height = 22
      case .object:
        rows[r].height =
          rows[r].marks.isEmpty ? 20 : 14 + Double(max(rows[r].rows.count, 1)) * 15 + 6
      case .lane: rows[r].height = 26 + Double(max(rows[r].rows.count, 1)) * 14 + 6
      }
      y += rows[r].height
    }
    let plotBottom = y
    // The why of each numbered value, on the picture itself (hover text never shows in an image).
    var whyLines: [(text: String, first: Bool, low: Bool)] = []
    let whyColumns = max(Int((width - 32) / (11 * Self.characterAdvance)), 40)
    for (k, i) in numbered.enumerated() {
      let e = entries[i]
      // A value set by a low-confidence rule says so in words and in colour, on the page itself.
      let low = e.cause == .rule && e.rule.flatMap(Rule.named)?.confidence == .low
      let lines = ScreenRenderer.wrap(
        "[\(k + 1)] " + (low ? "LOW CONFIDENCE — " : "")
          + Self.changeTitle(e).replacing(text: "\n", with: " — "), whyColumns)
      for (j, line) in lines.enumerated() {
        whyLines.append((j == 0 ? line : "    " + line, j == 0, low))
      }
    }
    let whyTop = plotBottom + 16
    let height = whyTop + (whyLines.isEmpty ? 0 : 18 + Double(whyLines.count) * 14 + 8) + 30

    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" \
      font-family="\(Self.fontFamily)" font-size="12">

      """
    svg +=
      "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
    svg += "<text x=\"16\" y=\"24\" font-size=\"16\" font-weight=\"bold\">\(xml(name))</text>\n"
    svg += "<text x=\"16\" y=\"44\" fill=\"#555555\">\(xml(subtitle))</text>\n"
    for item in legend {
      let cy = legendTop + Double(item.line) * 18
      let cx = item.x + 5
      switch item.shape {
      case let shape?: svg += markShape(shape, cx: cx, cy: cy, color: "#444444", title: item.text)
      case nil where item.text == "animation":
        svg +=
          "<rect class=\"mark\" x=\"\(n(cx - 5))\" y=\"\(n(cy - 5))\" width=\"12\" height=\"10\" fill=\"#fde9c8\" stroke=\"#c98a1b\"><title>animation</title></rect>\n"
      case nil:
        svg +=
          "<polygon class=\"mark\" points=\"\(n(cx - 5)),\(n(cy + 5)) \(n(cx + 5)),\(n(cy + 5)) \(n(cx)),\(n(cy - 4))\" fill=\"#444444\"><title>observation point</title></polygon>\n"
      }
      svg +=
        "<text x=\"\(n(item.x + 14))\" y=\"\(n(cy + 4))\" font-size=\"11\" fill=\"#333333\">\(xml(item.text))</text>\n"
    }

    // Backgrounds: group bands and alternate lanes.
    var shade = false
    for row in rows {
      switch row.kind {
      case .group:
        svg +=
          "<rect x=\"0\" y=\"\(n(row.top))\" width=\"\(n(width))\" height=\"\(n(row.height))\" fill=\"#e3e8ee\"/>\n"
        shade = false
      case .object, .lane:
        if shade {
          svg +=
            "<rect x=\"0\" y=\"\(n(row.top))\" width=\"\(n(width))\" height=\"\(n(row.height))\" fill=\"#f6f8fa\"/>\n"
        }
        shade.toggle()
      }
    }
    // Axis, instants and observation points.
    let axisY = axisTop + axisHeight - 4
    svg +=
      "<line x1=\"\(n(plotLeft))\" y1=\"\(n(axisY))\" x2=\"\(n(plotRight))\" y2=\"\(n(axisY))\" stroke=\"#333333\"/>\n"
    svg += "<text x=\"16\" y=\"\(n(axisY - 3))\" font-size=\"11\" fill=\"#333333\">time</text>\n"
    for (s, label) in zip(instantStarts, axisLabels) {
      let x0 = xAt(s.column) - Self.columnStep / 2 - Self.instantGap / 2
      svg +=
        "<line x1=\"\(n(x0))\" y1=\"\(n(axisTop))\" x2=\"\(n(x0))\" y2=\"\(n(plotBottom))\" stroke=\"#9aa4ae\" stroke-dasharray=\"4 3\"/>\n"
      svg +=
        "<text x=\"\(n(label.x))\" y=\"\(n(axisTop + 10 + Double(label.row) * 14))\" font-size=\"11\" fill=\"#333333\">\(xml(label.text))</text>\n"
    }
    if !observed.isEmpty {
      svg +=
        "<text x=\"16\" y=\"\(n(pointsTop + 12))\" font-size=\"11\" fill=\"#333333\">observed</text>\n"
    }
    for p in pointLabels {
      let cx = xAt(p.column)
      let cy = pointsTop + 8 + Double(p.row) * 14
      svg +=
        "<line x1=\"\(n(cx))\" y1=\"\(n(cy))\" x2=\"\(n(cx))\" y2=\"\(n(plotBottom))\" stroke=\"#444444\" stroke-dasharray=\"1 3\"/>\n"
      svg +=
        "<polygon class=\"mark\" points=\"\(n(cx - 5)),\(n(cy + 5)) \(n(cx + 5)),\(n(cy + 5)) \(n(cx)),\(n(cy - 4))\" fill=\"#444444\"><title>\(xml(p.title))</title></polygon>\n"
      svg +=
        "<text x=\"\(n(p.x))\" y=\"\(n(cy + 4))\" font-size=\"11\" fill=\"#333333\">\(xml(p.text))</text>\n"
    }
    if !spans.isEmpty {
      svg +=
        "<text x=\"16\" y=\"\(n(spansTop + 12))\" font-size=\"11\" fill=\"#333333\">animations</text>\n"
    }
    for s in spanPlaces {
      let sy = spansTop + Double(s.row) * 18
      let title =
        "\(s.span.label) on \(s.span.object)\nt=\(formatSeconds(s.span.startTime)) s to "
        + (s.span.open ? "past the end of the run" : "\(formatSeconds(s.span.endTime)) s")
      svg +=
        "<rect class=\"mark\" x=\"\(n(s.x0))\" y=\"\(n(sy))\" width=\"\(n(s.x1 - s.x0))\" height=\"15\" fill=\"#fde9c8\" stroke=\"#c98a1b\"><title>\(xml(title))</title></rect>\n"
      svg +=
        "<text x=\"\(n(s.x0 + 4))\" y=\"\(n(sy + 11))\" font-size=\"11\" fill=\"#5a3d05\">\(xml(s.text))</text>\n"
    }

    // Rows.
    for row in rows {
      let color = objectColor[row.object] ?? "#333333"
      switch row.kind {
      case .group:
        svg +=
          "<text x=\"16\" y=\"\(n(row.top + 15))\" font-size=\"13\" font-weight=\"bold\" fill=\"#222222\">\(xml(row.label))</text>\n"
      case .object:
        let cy = row.top + 10
        svg +=
          "<text x=\"26\" y=\"\(n(cy + 4))\" font-weight=\"bold\" fill=\"\(color)\">\(xml(row.label))</text>\n"
        if !row.marks.isEmpty {
          svg +=
            "<line x1=\"\(n(plotLeft))\" y1=\"\(n(cy))\" x2=\"\(n(plotRight))\" y2=\"\(n(cy))\" stroke=\"\(color)\" stroke-opacity=\"0.25\"/>\n"
        }
        for m in row.marks {
          let mx = xAt(m.column)
          if let label = m.label {
            let ty = cy + 20 + Double(m.labelRow) * 15
            if m.labelRow > 0 {
              svg +=
                "<line x1=\"\(n(mx))\" y1=\"\(n(cy + 5))\" x2=\"\(n(mx))\" y2=\"\(n(ty - 10))\" stroke=\"\(color)\" stroke-opacity=\"0.35\"/>\n"
            }
            svg +=
              "<text x=\"\(n(mx - 3))\" y=\"\(n(ty))\" fill=\"\(color)\"\(m.shape == .boldDot ? " font-weight=\"bold\"" : "") \(halo)>\(xml(label))</text>\n"
          }
          svg += markShape(m.shape, cx: mx, cy: cy, color: color, title: m.title)
        }
      case .lane:
        svg += "<text x=\"38\" y=\"\(n(row.top + 17))\" fill=\"#333333\">\(xml(row.label))</text>\n"
        let steps = row.marks.filter { $0.shape == .step }
        let magnitudes = ([row.initial].compactMap { $0 } + steps.compactMap(\.value)).map(
          magnitude)
        let lo = magnitudes.min() ?? 0
        let hi = magnitudes.max() ?? 0
        func yFor(_ v: Value?) -> Double {
          guard let v, hi > lo else { return row.top + 20 }
          return row.top + 20 - (magnitude(v) - lo) / (hi - lo) * 12
        }
        var path = "M \(n(plotLeft)) \(n(yFor(row.initial)))"
        for m in steps { path += " H \(n(xAt(m.column))) V \(n(yFor(m.value)))" }
        path += " H \(n(plotRight))"
        svg += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
        let labelTop = row.top + 36
        svg +=
          "<text x=\"\(n(plotLeft + 2))\" y=\"\(n(labelTop))\" font-size=\"11\" fill=\"#555555\" \(halo)>\(xml(row.initial.map { "\($0)" } ?? "∅"))</text>\n"
        for m in row.marks {
          let mx = xAt(m.column)
          if let label = m.label {
            let ty = labelTop + Double(m.labelRow) * 14
            svg +=
              "<line x1=\"\(n(mx))\" y1=\"\(n(yFor(m.value)))\" x2=\"\(n(mx))\" y2=\"\(n(ty - 9))\" stroke=\"\(color)\" stroke-opacity=\"0.35\"/>\n"
            svg +=
              "<text x=\"\(n(mx - 3))\" y=\"\(n(ty))\" font-size=\"11\" fill=\"#111111\" \(halo)>\(xml(label))</text>\n"
          }
          svg += markShape(
            m.shape, cx: mx, cy: m.shape == .step ? yFor(m.value) : row.top + 8, color: color,
            title: m.title)
        }
      }
    }
    if !whyLines.isEmpty {
      svg +=
        "<text x=\"16\" y=\"\(n(whyTop + 12))\" font-size=\"12\" font-weight=\"bold\" "
        + "fill=\"#222222\">"
        + "why each value changed</text>\n"
      for (k, line) in whyLines.enumerated() {
        svg +=
          "<text x=\"16\" y=\"\(n(whyTop + 30 + Double(k) * 14))\" font-size=\"11\" "
          + "fill=\"\(line.low ? Self.lowConfidenceColor : line.first ? "#111111" : "#555555")\" "
          + "xml:space=\"preserve\">"
          + "\(xml(line.text))</text>\n"
      }
    }
    svg +=
      "<text x=\"16\" y=\"\(n(height - 11))\" fill=\"#777777\" font-size=\"11\">\(xml(footer))</text>\n"
    svg += "</svg>\n"
    return (svg, width)
  }

  /// The colour of the words of a value a low-confidence rule set.
  static let lowConfidenceColor = "#b35900"

  /// Text drawn over lines keeps a white outline, so leader lines pass under it.
  var halo: String { Self.halo }
  static let halo = "stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\""

  func markShape(_ shape: Mark.Shape, cx: Double, cy: Double, color: String, title: String)
    -> String
  {
    let t = "<title>\(xml(title))</title>"
    switch shape {
    case .dot:
      return
        "<circle class=\"mark\" cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"3.5\" fill=\"#ffffff\" stroke=\"\(color)\" stroke-width=\"2\">\(t)</circle>\n"
    case .boldDot:
      return
        "<circle class=\"mark\" cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"4.5\" fill=\"\(color)\">\(t)</circle>\n"
    case .diamond:
      return
        "<polygon class=\"mark\" points=\"\(n(cx)),\(n(cy - 5)) \(n(cx + 5)),\(n(cy)) \(n(cx)),\(n(cy + 5)) \(n(cx - 5)),\(n(cy))\" fill=\"\(color)\" fill-opacity=\"0.6\">\(t)</polygon>\n"
    case .step:
      return
        "<circle class=\"mark\" cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"3.5\" fill=\"\(color)\">\(t)</circle>\n"
    case .pass:
      return
        "<g class=\"mark\">\(t)<rect x=\"\(n(cx - 6))\" y=\"\(n(cy - 6))\" width=\"12\" height=\"12\" rx=\"2\" fill=\"#2e9e44\"/>"
        + "<path d=\"M \(n(cx - 3.5)) \(n(cy)) L \(n(cx - 1)) \(n(cy + 3)) L \(n(cx + 4)) \(n(cy - 3))\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2\"/></g>\n"
    case .fail:
      return
        "<g class=\"mark\">\(t)<rect x=\"\(n(cx - 6))\" y=\"\(n(cy - 6))\" width=\"12\" height=\"12\" rx=\"2\" fill=\"#d1242f\"/>"
        + "<path d=\"M \(n(cx - 3)) \(n(cy - 3)) L \(n(cx + 3)) \(n(cy + 3)) M \(n(cx + 3)) \(n(cy - 3)) L \(n(cx - 3)) \(n(cy + 3))\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"2\"/></g>\n"
    }
  }

  /// Hover text of a change: what changed, and who changed it — the rule with its statement's
  /// arithmetic, or the app's callback.
  static func changeTitle(_ e: TraceEntry) -> String {
    var title =
      "\(e.object ?? "").\(e.property?.name ?? "") " + (e.from.map { "\($0)" } ?? "∅") + " → "
      + (e.to.map { "\($0)" } ?? "∅")
    switch e.cause {
    case .app?: title += "\nset by the app" + (e.during.map { " in \($0)" } ?? "")
    case .initial?: title += "\ninitial value"
    case .rule?, nil:
      title += "\nrule " + (e.rule?.rawValue ?? "?")
      if let rule = e.rule.flatMap(Rule.named) {
        title += " (\(rule.rangeDescription), confidence \(rule.confidence.rawValue))"
      }
      if let why = e.why { title += "\n" + why }
    }
    return title
  }

  /// A scalar that orders values for the step line: insets by their sum, rects by height, points by
  /// −y.
  func magnitude(_ v: Value) -> Double {
    switch v {
    case .insets(let i): i.top + i.bottom + i.left + i.right
    case .rect(let r): r.height + r.minY / 1000
    case .point(let p): -p.y
    case .size(let s): s.height
    case .number(let x): x
    case .bool(let b): b ? 1 : 0
    default: 0
    }
  }

  func n(_ v: Double) -> String { formatPoints(v) }

  func xml(_ s: String) -> String {
    // Most text needs no escape: one pass over the bytes finds out (0xEF starts U+FFFE and U+FFFF).
    let plain = !s.utf8.contains { b in
      (b < 0x20 && b != 0x09 && b != 0x0A) || b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22
        || b == 0xEF
    }
    if plain { return s }
    var out = String.UnicodeScalarView()
    let scalars = Array(s.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      i += 1
      switch c {
      case "&": out.append(contentsOf: "&amp;".unicodeScalars)
      case "<": out.append(contentsOf: "&lt;".unicodeScalars)
      case ">": out.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
      case "\t", "\n": out.append(c)
      case "\r" where i < scalars.count && scalars[i] == "\n":
        out.append(c)
        out.append(scalars[i])
        i += 1
      default:
        // XML 1.0 allows no other control character, not even escaped: a trace read from a file may
        // hold one.
        out.append(c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF ? "\u{FFFD}" : c)
      }
    }
    return String(out)
  }
}
