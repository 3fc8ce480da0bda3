/// A self-contained SVG timeline (no scripts, no external fonts), readable at 1200 px wide: a time axis,
/// callbacks as labelled markers, one lane per tracked value that changes, step lines labelled with the
/// values, a colour per object.
///
/// The axis is logical: each virtual instant gets a segment as wide as the entries it holds (many happen
/// at t = 0), labelled with its time, so that order within an instant stays visible.
public struct SVGRenderer: TraceRenderer {
  public var width: Double

  public init(width: Double = 1200) { self.width = width }

  static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"]

  struct Lane {
    var object: String
    var property: Property
    var initial: Value?
    var steps: [(index: Int, value: Value, label: String)] = []
  }

  public func render(_ trace: Trace) -> String {
    // The entries drawn: callbacks and the changes made after creation.
    let shown = trace.entries.filter { e in
      e.kind == .callback || (e.kind == .change && e.cause != .initial && e.property?.isInternal != true)
    }
    var lanes: [Lane] = []
    var laneIndex: [String: Int] = [:]
    for (i, e) in shown.enumerated() where e.kind == .change {
      guard let object = e.object, let p = e.property, let to = e.to else { continue }
      let key = object + "." + p.name
      if laneIndex[key] == nil {
        laneIndex[key] = lanes.count
        lanes.append(Lane(object: object, property: p, initial: e.from))
      }
      let who = e.cause == .app ? "app" : (e.rule?.rawValue ?? "")
      lanes[laneIndex[key] ?? 0].steps.append((i, to, who))
    }
    var objectColor: [String: String] = [:]
    for e in shown {
      if let o = e.object, objectColor[o] == nil { objectColor[o] = Self.palette[objectColor.count % Self.palette.count] }
    }

    // Horizontal layout: one column per shown entry, grouped by instant.
    let left = 250.0
    let right = 130.0
    let gap = 18.0
    var groups: [(t: Int64, first: Int, count: Int)] = []
    for (i, e) in shown.enumerated() {
      if let last = groups.last, last.t == e.t { groups[groups.count - 1].count += 1 } else { groups.append((e.t, i, 1)) }
    }
    let columns = Double(max(shown.count, 1)) + Double(max(groups.count - 1, 0)) * 0.6
    let step = (width - left - right - gap) / max(columns, 1)
    var x: [Double] = []
    var cursor = left + gap / 2
    for (g, group) in groups.enumerated() {
      if g > 0 { cursor += step * 0.6 }
      for _ in 0..<group.count {
        x.append(cursor + step / 2)
        cursor += step
      }
    }
    func xAt(_ i: Int) -> Double { i < x.count ? x[i] : width - right }

    let titleHeight = 56.0
    let axisHeight = 28.0
    let callbackHeight = 190.0
    let laneHeight = 46.0
    let top = titleHeight + axisHeight + callbackHeight
    let height = top + Double(lanes.count) * laneHeight + 40

    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" \
      font-family="Helvetica, Arial, sans-serif" font-size="12">

      """
    svg += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
    let name = trace.scenario["name"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "trace"
    var config: [String] = []
    for key in ["device", "os", "orientation"] {
      if case .string(let v)? = trace.scenario[key] { config.append(key == "os" ? "iOS " + v : v) }
    }
    svg += "<text x=\"16\" y=\"26\" font-size=\"18\" font-weight=\"bold\">\(xml(name))</text>\n"
    svg += "<text x=\"16\" y=\"46\" fill=\"#555555\">\(xml(config.joined(separator: ", "))) — logical time axis: each instant is as wide as its entries</text>\n"

    // Lane backgrounds first, so the grid lines stay visible over them.
    for l in lanes.indices where l % 2 == 0 {
      svg += "<rect x=\"0\" y=\"\(n(top + Double(l) * laneHeight))\" width=\"\(n(width))\" height=\"\(n(laneHeight))\" fill=\"#f4f6f8\"/>\n"
    }

    // Time axis.
    let axisY = titleHeight + axisHeight - 8
    svg += "<line x1=\"\(n(left))\" y1=\"\(n(axisY))\" x2=\"\(n(width - right))\" y2=\"\(n(axisY))\" stroke=\"#333333\"/>\n"
    var lastLabelX = -1000.0
    var raised = false
    for group in groups {
      let x0 = xAt(group.first) - step / 2
      svg += "<line x1=\"\(n(x0))\" y1=\"\(n(axisY - 6))\" x2=\"\(n(x0))\" y2=\"\(n(height - 30))\" stroke=\"#999999\" stroke-dasharray=\"4 3\"/>\n"
      // Labels closer than one label's width alternate between two rows.
      raised = x0 - lastLabelX < 70 ? !raised : false
      lastLabelX = x0
      svg += "<text x=\"\(n(x0 + 3))\" y=\"\(n(axisY - (raised ? 20 : 8)))\" fill=\"#333333\">t=\(formatSeconds(group.t)) s</text>\n"
    }

    // Callbacks: markers and slanted labels.
    svg += "<text x=\"16\" y=\"\(n(titleHeight + axisHeight + callbackHeight - 8))\" font-weight=\"bold\">callbacks</text>\n"
    let markerY = titleHeight + axisHeight + callbackHeight - 12
    for (i, e) in shown.enumerated() where e.kind == .callback {
      let cx = xAt(i)
      let color = objectColor[e.object ?? ""] ?? "#333333"
      let controllerCallback = !(Callback(rawValue: e.name ?? "")?.isViewCallback ?? false)
      let label = (controllerCallback ? "" : (e.object ?? "") + ".") + (e.name ?? "")
      svg += "<line x1=\"\(n(cx))\" y1=\"\(n(markerY))\" x2=\"\(n(cx))\" y2=\"\(n(height - 30))\" stroke=\"\(color)\" stroke-opacity=\"0.18\"/>\n"
      svg += "<circle cx=\"\(n(cx))\" cy=\"\(n(markerY))\" r=\"4\" fill=\"\(color)\"/>\n"
      svg += "<text x=\"\(n(cx + 4))\" y=\"\(n(markerY - 8))\" transform=\"rotate(-50 \(n(cx + 4)) \(n(markerY - 8)))\" fill=\"\(color)\"\(controllerCallback ? " font-weight=\"bold\"" : "")>\(xml(label))</text>\n"
    }

    // Lanes.
    for (l, lane) in lanes.enumerated() {
      let y0 = top + Double(l) * laneHeight
      let color = objectColor[lane.object] ?? "#333333"
      svg += "<text x=\"16\" y=\"\(n(y0 + 19))\" fill=\"\(color)\" font-weight=\"bold\">\(xml(lane.object))</text>\n"
      svg += "<text x=\"16\" y=\"\(n(y0 + 35))\" fill=\"#333333\">\(xml(lane.property.name))</text>\n"
      // Step line: high when the value's magnitude is above the lane's smallest, low otherwise.
      let values = [lane.initial].compactMap { $0 } + lane.steps.map(\.value)
      let magnitudes = values.map(magnitude)
      let lo = magnitudes.min() ?? 0
      let hi = magnitudes.max() ?? 0
      func yFor(_ v: Value?) -> Double {
        guard let v, hi > lo else { return y0 + laneHeight - 12 }
        return y0 + laneHeight - 12 - (magnitude(v) - lo) / (hi - lo) * (laneHeight - 26)
      }
      var path = "M \(n(left)) \(n(yFor(lane.initial)))"
      var labelX = left + 4
      var labelText = lane.initial.map { "\($0)" } ?? "∅"
      var labels: [(Double, Double, String)] = []
      var current = lane.initial
      for s in lane.steps {
        let sx = xAt(s.index)
        labels.append((labelX, yFor(current) - 3, labelText))
        path += " H \(n(sx)) V \(n(yFor(s.value)))"
        current = s.value
        labelX = sx + 4
        labelText = "\(s.value)"
        svg += "<circle cx=\"\(n(sx))\" cy=\"\(n(yFor(s.value)))\" r=\"3\" fill=\"\(color)\"><title>\(xml(lane.object + "." + lane.property.name + " → \(s.value) (" + s.label + ")"))</title></circle>\n"
      }
      labels.append((labelX, yFor(current) - 3, labelText))
      path += " H \(n(width - right))"
      svg += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
      for (lx, ly, text) in labels {
        svg += "<text x=\"\(n(lx))\" y=\"\(n(max(ly, y0 + 11)))\" font-size=\"11\" fill=\"#111111\">\(xml(text))</text>\n"
      }
    }
    svg += "<text x=\"16\" y=\"\(n(height - 12))\" fill=\"#777777\" font-size=\"11\">InsetSim — virtual time; callbacks of the controller in bold, of views by name; hover a dot for the rule</text>\n"
    svg += "</svg>\n"
    return svg
  }

  /// A scalar that orders values for the step line: insets by top + bottom, rects by height, points by −y.
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
    var out = ""
    for c in s {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }
}

extension TraceRenderer where Self == SVGRenderer {
  public static var svg: SVGRenderer { SVGRenderer() }
}
