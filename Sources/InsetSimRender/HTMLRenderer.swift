import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// One self-contained HTML page per run (no network, no external script or style): the timeline in
/// a scrollable frame at full size, a scrubber over the run's moments (each observation point and
/// the end of each run-loop turn) with the picture of the screen at that moment
/// (``ScreenRenderer``), the trace entries of that moment with their rules, confidence and
/// arithmetic, and the expectations with pass or fail.
///
/// Every moment's picture and entries are in the page; a short script shows one moment at a time
/// (the slider, the buttons, or the arrow keys). Without the script every moment shows, in order.
///
///     HTMLRenderer().render(trace)  // "<!doctype html>…"
public struct HTMLRenderer: TraceRenderer {
  public init() {}

  public func render(_ trace: Trace) -> String { render(PreparedTrace(trace)) }

  /// The page of a trace prepared once for all its pictures.
  func render(_ prepared: PreparedTrace) -> String {
    let trace = prepared.trace
    let entries = trace.entries
    let name =
      trace.scenario["name"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "trace"
    var config: [String] = []
    for key in ["device", "os", "orientation"] {
      if case .string(let v)? = trace.scenario[key] { config.append(key == "os" ? "iOS " + v : v) }
    }
    var moments = ScreenRenderer.moments(of: trace, .turns)
    // Past the pictures' limit, the moments that fit and a note of how many more there were.
    let size = ScreenRenderer.Size(
      pictures: max(1, moments.count), objectsPerPicture: ScreenRenderer.objects(trace))
    if !size.fits { moments = Array(moments.prefix(size.picturesThatFit)) }
    let scale = ScreenRenderer.scale(for: trace)

    var html = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(x(name)) · InsetSim</title>
      <style>\(Self.style)</style>
      </head>
      <body>

      """
    html += "<h1>\(x(name))</h1>\n"
    var subtitle = config.joined(separator: ", ")
    if case .string(let summary)? = trace.scenario["summary"] {
      subtitle += (subtitle.isEmpty ? "" : " · ") + summary
    }
    html += "<p class=\"sub\">\(x(subtitle))</p>\n"

    // Expectations.
    if let scenario = prepared.scenario {
      let checks = prepared.checks.map(\.check)
      let timing = TimingCheck.check(scenario, against: trace)
      if !checks.isEmpty || !timing.isEmpty {
        let passed = checks.filter(\.passed).count + timing.filter(\.passed).count
        html +=
          "<h2>Expectations <span class=\"count\">\(passed)/\(checks.count + timing.count) hold"
          + "</span></h2>\n<ul class=\"checks\">\n"
        for c in checks {
          let e = c.expectation
          let simulated =
            c.pointReached ? (c.actual.map { "\($0)" } ?? "no value") : "point never reached"
          html +=
            "<li class=\"\(c.passed ? "pass" : "fail")\"><b>\(c.passed ? "✓" : "✗")</b> "
            + "at <code>\(x(e.at.description))</code> "
            + "<code>\(x(e.object)).\(e.property.name)</code>"
            + " expected \(x("\(e.value)")), simulated \(x(simulated))"
            + "<br><span class=\"src\">source: \(x(e.source))</span></li>\n"
        }
        for t in timing {
          html +=
            "<li class=\"\(t.passed ? "pass" : "fail")\"><b>\(t.passed ? "✓" : "✗")</b> "
            + x(DocumentationSite.describe(t.expectation))
            + (t.failure.map { " — " + x($0) } ?? "")
            + "<br><span class=\"src\">source: \(x(t.expectation.source))</span></li>\n"
        }
        html += "</ul>\n"
      }
    }

    // The scrubber, the screen and the entries of the moment.
    html += "<h2>The screen, moment by moment</h2>\n"
    html +=
      "<div class=\"scrub\"><button id=\"prev\" type=\"button\">◀</button>"
      + "<input id=\"moment\" type=\"range\" min=\"0\" max=\"\(max(moments.count - 1, 0))\" "
      + "value=\"0\" aria-label=\"moment\"><button id=\"next\" type=\"button\">▶</button> "
      + "<span id=\"caption\"></span></div>\n"
    html += "<div class=\"moments\">\n"
    var state = ScreenState()
    var next = 0
    for (k, m) in moments.enumerated() {
      let first = next
      while next <= m.entry && next < entries.count {
        state.apply(entries[next], at: next)
        next += 1
      }
      let panel = ScreenRenderer.panel(
        state, trace: trace, owners: prepared.owners, caption: m.caption, scale: scale, id: k)
      let w = ScreenRenderer.panelWidth + 8
      html +=
        "<section class=\"moment\" id=\"m\(k)\" data-caption=\"\(x(m.caption))\">\n"
        + "<div class=\"screen\"><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(w))\" "
        + "height=\"\(f(panel.height))\" viewBox=\"0 0 \(f(w)) \(f(panel.height))\" "
        + "font-family=\"\(SVGRenderer.fontFamily)\" font-size=\"11\">\n"
        + "<g transform=\"translate(4,0)\">\n\(panel.body)</g></svg></div>\n"
      html += "<div class=\"entries\"><h3>\(x(m.caption))</h3>\n<table>\n"
      html += "<tr><th>t (s)</th><th>entry</th><th>what</th><th>why</th></tr>\n"
      for i in first..<next { html += row(entries[i]) }
      html += "</table></div>\n</section>\n"
    }
    html += "</div>\n"
    if !size.fits {
      html +=
        "<p class=\"sub\"><b>\(size.pictures - moments.count) more moments not shown</b>: "
        + x(size.description) + ". The timeline below holds the whole run.</p>\n"
    }

    // The timeline, at full size in a frame that scrolls.
    html +=
      "<h2>Timeline</h2>\n<p class=\"sub\">Scroll the frame; hover a mark for its values and "
      + "rule.</p>\n<div class=\"timeline\">\n"
      + SVGRenderer().render(prepared) + "</div>\n"
    html += "<script>\(Self.script)</script>\n</body>\n</html>\n"
    return html
  }

  /// A trace entry as a table row: time, kind, what happened, and why.
  func row(_ e: TraceEntry) -> String {
    var what = ""
    var why = ""
    let object = e.object ?? ""
    switch e.kind {
    case .callback, .event:
      what = "<code>\(x(object)).\(x(e.name ?? ""))</code>" + (e.detail.map { " (\(x($0)))" } ?? "")
    case .change:
      if e.cause == .initial || e.property?.isInternal == true { return "" }
      what =
        "<code>\(x(object)).\(e.property?.name ?? "")</code> "
        + x((e.from.map { "\($0)" } ?? "∅") + " → ") + "<b>" + x(e.to.map { "\($0)" } ?? "∅")
        + "</b>"
      switch e.cause {
      case .app?: why = "set by the app" + (e.during.map { " in <code>\(x($0))</code>" } ?? "")
      default:
        if let r = e.rule {
          why = "<code>\(x(r.rawValue))</code>"
          if let rule = Rule.named(r) {
            why +=
              " <span class=\"conf \(rule.confidence.rawValue)\">\(rule.confidence.rawValue)"
              + " confidence</span> <span class=\"src\">\(x(rule.rangeDescription))</span>"
          }
        }
        if let w = e.why { why += "<br>" + x(w) }
      }
    case .snapshot:
      what = "observation point <code>\(x(e.at ?? ""))</code>"
    case .note:
      what = x(e.detail ?? "")
      why = e.rule.map { "<code>\(x($0.rawValue))</code>" } ?? ""
    }
    return
      "<tr class=\"\(e.kind.rawValue)\"><td>\(formatSeconds(e.t))</td><td>\(e.kind.rawValue)</td>"
      + "<td>\(what)</td><td>\(why)</td></tr>\n"
  }

  func x(_ s: String) -> String { SVGRenderer().xml(s) }
  func f(_ v: Double) -> String { ScreenRenderer.f(v) }

  static let style = """
    body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:16px auto;\
    max-width:1400px;padding:0 16px;color:#1f2328}
    h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:22px 0 8px}
    h3{font-size:14px;margin:0 0 6px}
    .sub{color:#57606a;margin:0 0 8px}.count{font-weight:normal;color:#57606a}
    code{font:12px "DejaVu Sans Mono",Menlo,Consolas,monospace}
    .checks{padding-left:0;list-style:none}.checks li{margin:4px 0}
    .pass b{color:#1a7f37}.fail b{color:#cf222e}.src{color:#57606a;font-size:12px}
    .scrub{display:flex;align-items:center;gap:8px;margin:8px 0}.scrub input{flex:1;max-width:520px}
    #caption{font-weight:bold}
    .moment{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start;\
    border-top:1px solid #d0d7de;\
    padding-top:8px}
    .moment[hidden]{display:none}
    .moment .entries{flex:1;min-width:360px;max-height:640px;overflow:auto}
    table{border-collapse:collapse;font-size:12px;width:100%}
    td,th{border-bottom:1px solid #eaeef2;padding:3px 6px;text-align:left;vertical-align:top}
    tr.callback td:nth-child(2){color:#0969da}tr.change td:nth-child(2){color:#8250df}
    .conf{border-radius:8px;padding:0 5px;font-size:11px;background:#ddf4ff}
    .conf.low{background:#fff1e5}.conf.high{background:#dafbe1}
    .timeline{overflow:auto;max-height:560px;border:1px solid #d0d7de}.timeline svg{display:block}
    """

  static let script = """
    (function(){
    var ms=document.querySelectorAll('.moment');var s=document.getElementById('moment');
    var cap=document.getElementById('caption');if(!ms.length||!s)return;
    function show(k){k=Math.max(0,Math.min(ms.length-1,k));
    for(var i=0;i<ms.length;i++)ms[i].hidden=i!==k;s.value=String(k);
    cap.textContent=(k+1)+'/'+ms.length+' · '+ms[k].getAttribute('data-caption');}
    s.addEventListener('input',function(){show(+s.value)});
    document.getElementById('prev').addEventListener('click',function(){show(+s.value-1)});
    document.getElementById('next').addEventListener('click',function(){show(+s.value+1)});
    document.addEventListener('keydown',function(e){if(e.target===s)return;
    if(e.key==='ArrowLeft')show(+s.value-1);if(e.key==='ArrowRight')show(+s.value+1)});
    show(0);})();
    """
}

extension TraceRenderer where Self == HTMLRenderer {
  public static var html: HTMLRenderer { HTMLRenderer() }
}
