import InsetSim

/// Bad input in `check --format github` and `lint --format github`: before the message, a workflow
/// command at the key or element the message's path names, so the pull request shows it on its line
/// (`::error file=x.scenario.json,line=4,col=3::…`). Both go to standard error, which the Actions
/// runner reads for workflow commands too; standard output stays empty on bad input, as in every
/// format.
enum InputErrorAnnotation {
  /// The annotation for `error`; its line and column when the file's JSON text holds the path.
  static func github(_ error: InputError) -> String {
    var properties = "file=" + CIReport.githubProperty(error.file)
    if let place = place(error) { properties += ",line=\(place.line),col=\(place.column)" }
    return "::error \(properties)::\(CIReport.githubData(error.description))\n"
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
    let numbers = location.split { !$0.isNumber }.compactMap { Int($0) }
    if location.hasPrefix("line "), numbers.count == 2 { return (numbers[0], numbers[1]) }
    return nil
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
