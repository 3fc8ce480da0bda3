import InsetSimSupport

extension Scenario {
  /// Reads a scenario file (`*.scenario.json`).
  public static func load(path: String) throws(InputError) -> Scenario {
    let bytes = try readInputFile(
      path: path, limit: ScenarioLimits.maxFileBytes, what: "a scenario file (*.scenario.json)")
    return try decode(bytes: bytes, file: path)
  }

  /// What a scenario document looks like, for messages about a file that is not one.
  static let shape = "a scenario {\"insetsim\": 1, \"os\": …, \"device\": …, \"controller\": {…}}"

  public static func decode(_ text: String, file: String) throws(InputError) -> Scenario {
    try decode(bytes: Array(text.utf8), file: file)
  }

  public static func decode(bytes: [UInt8], file: String) throws(InputError) -> Scenario {
    try InputText.checkDocument(
      bytes, file: file, expected: shape, textKind: "a scenario file: JSON text in UTF-8")
    let json: JSONValue
    let asciiKeys: Bool
    do {
      (json, asciiKeys) = try JSONParser.parseWithKeys(bytes: bytes)
    } catch {
      if let header = InputText.traceHeader(in: bytes) {
        throw InputError(
          file: file, problem: "this is a trace (\(header)), not a scenario",
          expected: shape + "; `insetsim replay` and `insetsim diff` read traces")
      }
      throw InputText.syntaxError(error, file: file, what: "the scenario")
    }
    var d = ScenarioDecoder(file: file)
    d.asciiKeys = asciiKeys
    return try d.scenario(json)
  }

  /// Decodes a parsed document strictly: unknown keys, wrong types and unknown names are errors.
  public init(json: JSONValue, file: String) throws(InputError) {
    let d = ScenarioDecoder(file: file)
    self = try d.scenario(json)
  }
}

extension Scenario {
  /// Parses an observation point as `observe` and `expect` write it: "viewDidAppear",
  /// "last scrollViewDidChangeAdjustedContentInset", "tableView.safeAreaInsetsDidChange", "t=1.40".
  public func parsePoint(_ text: String, file: String = "--at") throws(InputError)
    -> ObservationPoint
  {
    try ScenarioDecoder(file: file).parsePoint(text, "", scenario: self, objects: objects)
  }
}
