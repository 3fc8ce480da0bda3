import InsetSimEngine
import InsetSimTrace

/// The renderers by name, as `insetsim run --format` and the docs site choose them.
///
///     RenderFormat(rawValue: "mermaid")?.renderer().render(trace)
public enum RenderFormat: String, CaseIterable, Sendable {
  /// A time-stamped log (``TextRenderer``).
  case text
  /// The trace file format (``JSONLRenderer``).
  case jsonl
  /// Tables for docs (``MarkdownRenderer``).
  case markdown
  /// A sequenceDiagram (``MermaidRenderer``).
  case mermaid
  /// A timeline (``SVGRenderer``).
  case svg
  /// Trace Event Format for Perfetto (``ChromeTraceRenderer``).
  case chrome
  /// Pictures of the screen at each observation point (``ScreenRenderer``).
  case screens
  /// One self-contained page with the timeline and a scrubber over the screen (``HTMLRenderer``).
  case html

  /// The renderer of this format. `width` and `showInitialValues` apply to text.
  public func renderer(width: Int = 100, showInitialValues: Bool = false) -> any TraceRenderer {
    switch self {
    case .text: TextRenderer(showInitialValues: showInitialValues, width: width)
    case .jsonl: JSONLRenderer()
    case .markdown: MarkdownRenderer()
    case .mermaid: MermaidRenderer()
    case .svg: SVGRenderer()
    case .chrome: ChromeTraceRenderer()
    case .screens: ScreenRenderer()
    case .html: HTMLRenderer()
    }
  }
}
