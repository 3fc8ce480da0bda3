import InsetSim

/// Pictures of the screen past ``ScreenRenderer/maxDrawings``, refused before any is drawn: the
/// set would take seconds to minutes, gigabytes of memory and hundreds of megabytes of output.
enum PictureLimit {
  /// Refuses the pictures of `trace` in `format` (screens at `moments`, or html) when they are
  /// past the limit, naming the moments that fit.
  static func check(
    _ trace: Trace, file: String, format: RenderFormat, moments: ScreenRenderer.Moments
  ) throws(CLIError) {
    let size =
      format == .html
      ? ScreenRenderer.pageSize(of: trace) : ScreenRenderer.size(of: trace, at: moments)
    guard !size.fits else { return }
    let options: [(String, ScreenRenderer.Moments)] = [
      ("points", .observations), ("turns", .turns), ("changes", .changes),
    ]
    let fitting = options.compactMap { name, m -> String? in
      let s = ScreenRenderer.size(of: trace, at: m)
      guard s.fits else { return nil }
      return "--screens-at \(name) (\(s.pictures) picture\(s.pictures == 1 ? "" : "s"))"
    }
    let what =
      format == .html
      ? "the page's pictures (one per run-loop turn)"
      : "the pictures (--screens-at \(options.first { $0.1 == moments }?.0 ?? "points"))"
    throw CLIError.input(
      InputError(
        file: file, problem: "\(what) would hold \(size.description)",
        expected: fitting.isEmpty
          ? "fewer views, or fewer moments (turns, changes)"
          : "fewer pictures: --format screens with " + fitting.joined(separator: " or ")
            + " fits the limit; or fewer views"))
  }
}
