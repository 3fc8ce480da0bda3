import InsetSim

/// Bad input placed at its line and column: in plain text as compilers place it (``text(_:)``),
/// and in `check --format github` and `lint --format github` as a workflow command before the
/// message, at the key or element the message's path names, so the pull request shows it on its
/// line (`::error file=x.scenario.json,line=4,col=3::…`). Both go to standard error, which the Actions
/// runner reads for workflow commands too; standard output stays empty on bad input, as in every
/// format.
enum InputErrorAnnotation {
  /// The annotation for `error`; its line and column when the file's JSON text holds the path.
  static func github(_ error: InputError) -> String {
    var properties = "file=" + CIReport.githubProperty(error.file)
    if let place = place(error) { properties += ",line=\(place.line),col=\(place.column)" }
    return "::error \(properties)::\(CIReport.githubData(error.description))\n"
  }

  /// The plain-text message (every command's default): `FILE:LINE:COLUMN: error: …` where the
  /// file's JSON text holds the place, as compilers print it, so that Xcode and editors go to the
  /// line; `Error: FILE: …` for a message about the whole file or a place outside its JSON text. A
  /// JSON path stays in the message; a parser's `line L, column C` is said by the prefix alone.
  static func text(_ error: InputError) -> String {
    guard let place = place(error) else { return "Error: \(error)" }
    var rest = error
    if rest.location.hasPrefix("line ") { rest.location = "" }
    return
      "\(InputError.shownPath(error.file)):\(place.line):\(place.column): error: \(rest.detail)"
  }

  /// Where `error` points: `at PATH` located in the file's text, or `line L, column C` as the
  /// parser wrote it.
  static func place(_ error: InputError) -> (line: Int, column: Int)? {
    let location = error.location
    if location.hasPrefix("at "),
      let bytes = FileSystem.readBytes(error.file, limit: ScenarioLimits.maxFileBytes)
    {
      return JSONParser.locate(path: String(location.dropFirst(3)), in: bytes)
    }
    // Exactly "line L, column C": a trace's "line 1, key 'scenario.expect[2]'" names no column.
    let parts = location.split(separator: " ")
    guard parts.count == 4, parts[0] == "line", parts[1].hasSuffix(","), parts[2] == "column",
      let line = Int(parts[1].dropLast()), let column = Int(parts[3])
    else { return nil }
    return (line, column)
  }

  /// Runs `body`; when it stops on bad input and `--format github` was asked for, prints the
  /// annotation first.
  static func annotating(
    _ args: [String], spec: CommandSpec, _ body: ([String]) throws(CLIError) -> Int32
  ) throws(CLIError) -> Int32 {
    do {
      return try body(args)
    } catch {
      if case .input(let input) = error,
        let parsed = try? Arguments(args, spec: spec),
        (try? CIFormat.of(parsed, verb: spec.verb)) == .github
      {
        var standardError = StandardError()
        print(github(input), terminator: "", to: &standardError)
      }
      throw error
    }
  }
}
