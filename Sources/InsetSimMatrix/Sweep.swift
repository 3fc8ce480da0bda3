import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A sweep: a base scenario, the factors to vary and the columns to show. Its combinations are
/// numbered from 0 (the first factor varies slowest, the last fastest), so any row can be computed
/// on its own, in any thread, without holding the others.
///
///     let sweep = try Sweep(base: scenario, file: path, factors: [try SweepFactor(vary: "os=10.3,11.0")], columns: columns)
///     sweep.count            // 2
///     sweep.row(at: 1).cells // the columns on iOS 11.0
public struct Sweep: Sendable {
  public var name: String
  /// Where the sweep came from, for messages: a sweep file, or the scenario file with `--vary`.
  public var file: String
  public var base: Scenario
  public var baseJSON: JSONValue
  public var factors: [SweepFactor]
  public var columns: [MatrixColumn]
  /// The scenario file a sweep file names (nil when the scenario is inline or given on the command
  /// line).
  public var scenarioFile: String?
  /// The points the columns read, snapshotted in every run.
  package let points: [ObservationPoint]
  /// The objects the columns read: the only ones a row's snapshots hold.
  let columnObjects: [String]
  /// The base without its expectations and every level resolved, when each can be applied to it
  /// directly
  /// (Sweep+Direct).
  var direct: DirectPlan?

  /// The most combinations a sweep may have.
  public static let maxCombinations = 1_000_000_000

  /// Checks every level against the base scenario on its own, so a typo fails before any row is
  /// written.
  public init(
    name: String? = nil, base: Scenario, file: String, factors: [SweepFactor],
    columns: [MatrixColumn]
  ) throws(InputError) {
    self.name = name ?? base.name
    self.file = file
    self.base = base
    // The base's expectations are its own release's; a sweep varies the release, so it runs without
    // them.
    var baseJSON = base.json
    if case .object(let pairs) = baseJSON { baseJSON = .object(pairs.filter { $0.0 != "expect" }) }
    self.baseJSON = baseJSON
    self.factors = factors
    self.columns = columns
    direct = nil
    var points: [ObservationPoint] = []
    for c in columns where !points.contains(c.point) { points.append(c.point) }
    self.points = points
    var objects: [String] = []
    for c in columns where !objects.contains(c.object) { objects.append(c.object) }
    columnObjects = objects
    guard !columns.isEmpty else {
      throw InputError(
        file: file, problem: "nothing to show",
        expected:
          "at least one column: --show OBJECT.PROPERTY (with --at POINT), or an expect list in the scenario"
      )
    }
    // A level that only sets view keys whose values are checked on their own (a table's length over
    // thousands of values) is checked by applying it to the decoded base, as its rows are made, not
    // by decoding the patched JSON once per level.
    try Self.checkDistinct(factors, file: file)
    try Self.checkNoneErased(factors, base: baseJSON, file: file)
    let decodedBase =
      factors.contains(where: Self.setsOnlyViewKeys)
      ? try? Scenario(json: baseJSON, file: file) : nil
    var count = 1
    for (fi, f) in factors.enumerated() {
      guard !f.levels.isEmpty else {
        throw InputError(
          file: file, location: "factor '\(f.name)'", problem: "has no values",
          expected: "at least one value")
      }
      let (product, overflow) = count.multipliedReportingOverflow(by: f.levels.count)
      guard !overflow, product <= Self.maxCombinations else {
        throw InputError(
          file: file, problem: "too many combinations (more than \(Self.maxCombinations))",
          expected: "fewer factors or values")
      }
      count = product
      for (l, level) in f.levels.enumerated() {
        func check(_ assignments: [(ScenarioKeyPath, JSONValue)]) throws(InputError) {
          if let decodedBase, Self.appliesToViews(assignments, base: decodedBase) { return }
          var json = baseJSON
          for (path, value) in assignments { json = try path.set(value, in: json, file: file) }
          _ = try Scenario(json: json, file: file)
        }
        do {
          try check(level.assignments)
        } catch {
          // `os=11.0` typed on the command line: the key takes the text, not the number. Tried
          // only where the number was the problem: otherwise the number's own problem is the one
          // to name (`rows=-1` is out of range, not "a string").
          var e = error
          if let text = level.asString, let key = level.assignments.first?.0,
            Self.isNumberForText(error)
          {
            do {
              try check([(key, text)])
              self.factors[fi].levels[l] = SweepFactor.Level(
                label: level.label, json: text, assignments: [(key, text)])
              continue
            } catch {
              e = error
            }
          }
          // A level valid only with another factor's level (`device=iPhone X` with `os=11.0` on a
          // base of iOS 10.3) is kept: its other combinations give rows with their problem.
          if Self.validWithAnotherLevel(level, of: fi, in: self.factors, check) { continue }
          e.location =
            "factor '\(f.name)' = \(InputError.shown(level.label))"
            + (e.location.isEmpty ? "" : ", " + e.location)
          throw e
        }
      }
    }
    self.count = count
    // Resolved after the checks above, which may take a level's text for its number (`os=11.0`).
    direct = Self.directPlan(self.factors, baseJSON: baseJSON, file: file)
  }

  /// Refuses what a row would silently drop or repeat: a factor that sets a key an earlier factor
  /// sets (`--vary os=10.3,11.0 --vary os=11.0,10.3`: the second's value replaced the first's in
  /// every row, whose label showed both), or one that holds it (`controller` after
  /// `controller.name`); a level that sets a key twice over; and a factor that lists one value
  /// twice (`os=11.0,11.0`: two identical rows).
  /// A value as the scenario reads it, for telling two levels apart: a device by the catalogue's
  /// name of it ("iphone 8" is "iPhone 8", a model identifier its device), a release by its number
  /// ("11" and "11.0" are one); any other value as written.
  static func canonical(_ key: ScenarioKeyPath, _ value: JSONValue) -> String {
    switch (key.description, value) {
    case ("device", .string(let name)):
      return Device.named(name).map { "\"" + $0.name + "\"" } ?? value.compactText
    case ("os", .string(let text)):
      return OSVersion(text).map { "\"" + $0.description + "\"" } ?? value.compactText
    case ("os", .number(let n)):
      return OSVersion(value.compactText).map { "\"" + $0.description + "\"" }
        ?? String(n)
    default:
      return value.compactText
    }
  }

  /// A factor whose values a later factor replaces in every row, through keys that name one place
  /// two ways (`views.tableView.rows` and `controller.subviews.0.rows`), which the keys' text does
  /// not show: found by applying a later factor's first value over the factor's first two, which
  /// then make the same scenario. Refused, as a key set twice is.
  static func checkNoneErased(_ factors: [SweepFactor], base: JSONValue, file: String)
    throws(InputError)
  {
    func applying(_ assignments: [(ScenarioKeyPath, JSONValue)], to json: JSONValue) -> JSONValue? {
      var json = json
      for (path, value) in assignments {
        guard let next = try? path.set(value, in: json, file: file) else { return nil }
        json = next
      }
      return json
    }
    for i in factors.indices where factors[i].levels.count >= 2 {
      guard let first = applying(factors[i].levels[0].assignments, to: base),
        let second = applying(factors[i].levels[1].assignments, to: base), first != second
      else { continue }
      for j in factors.indices where j > i {
        guard let later = factors[j].levels.first,
          let a = applying(later.assignments, to: first),
          let b = applying(later.assignments, to: second), a == b
        else { continue }
        throw InputError(
          file: file, location: "factor \(j + 1) ('\(factors[j].name)')",
          problem: "sets what factor \(i + 1) ('\(factors[i].name)') sets, named another way: "
            + "its values would replace that factor's in every row",
          expected: "each place in the scenario varied by one factor")
      }
    }
  }

  static func checkDistinct(_ factors: [SweepFactor], file: String) throws(InputError) {
    var earlier: [(key: ScenarioKeyPath, factor: Int)] = []
    for (fi, f) in factors.enumerated() {
      var keys: [ScenarioKeyPath] = []
      var known: Set<ScenarioKeyPath> = []
      var seen: [String: String] = [:]
      for level in f.levels {
        for (j, (key, _)) in level.assignments.enumerated() {
          if let held = level.assignments[..<j].first(where: { key.replacesValue(of: $0.0) }) {
            throw InputError(
              file: file, location: "factor '\(f.name)' = \(InputError.shown(level.label))",
              problem:
                "sets '\(key)' after '\(held.0)', which it holds: the first value would be "
                + "replaced",
              expected: "keys that do not overlap in one level")
          }
          if known.insert(key).inserted { keys.append(key) }
        }
        let text = level.assignments.map { $0.0.description + "=" + canonical($0.0, $0.1) }
          .joined(separator: "\n")
        if let first = seen[text] {
          throw InputError(
            file: file, location: "factor '\(f.name)'",
            problem: first == level.label
              ? "lists \(InputError.shown(level.label)) twice"
              : "'\(InputError.shown(first))' and '\(InputError.shown(level.label))' set the same "
                + "value",
            expected: "each value once (every row would be run twice)")
        }
        seen[text] = level.label
      }
      for key in keys {
        guard let other = earlier.first(where: { key.replacesValue(of: $0.key) }) else { continue }
        let first = "factor \(other.factor + 1) ('\(factors[other.factor].name)')"
        throw InputError(
          file: file, location: "factor \(fi + 1) ('\(f.name)')",
          problem: key == other.key
            ? "sets '\(key)', which \(first) sets too: its values would replace that factor's "
              + "in every row"
            : "sets '\(key)', which holds '\(other.key)' that \(first) sets: its values would "
              + "replace that factor's in every row",
          expected: "each key in one factor, with all its values (--vary os=10.3,11.0)")
      }
      earlier += keys.map { ($0, fi) }
    }
  }

  /// Whether `error` is a decoder's "found a number" where a key takes text, the one problem that
  /// typing the level's text instead of its number can solve.
  static func isNumberForText(_ error: InputError) -> Bool {
    error.problem.hasPrefix("found a number") || error.problem.hasPrefix("found the number")
  }

  /// Most decodes spent looking for another factor's level that makes a level valid.
  static let maxPairChecks = 256

  /// Whether `level` of factor `fi` makes a valid scenario together with some level of another
  /// factor of `factors` (each level as written, or as text where a bare number was typed), trying
  /// at most ``maxPairChecks`` pairs.
  static func validWithAnotherLevel(
    _ level: SweepFactor.Level, of fi: Int, in factors: [SweepFactor],
    _ check: ([(ScenarioKeyPath, JSONValue)]) throws(InputError) -> Void
  ) -> Bool {
    var tries = 0
    for (gi, g) in factors.enumerated() where gi != fi {
      for other in g.levels {
        let forms =
          [other.assignments]
          + (other.asString.map { text in other.assignments.prefix(1).map { ($0.0, text) } }.map {
            [$0]
          } ?? [])
        for form in forms {
          guard tries < Self.maxPairChecks else { return false }
          tries += 1
          if (try? check(level.assignments + form)) != nil { return true }
        }
      }
    }
    return false
  }

  /// The same sweep with its JSON rebuilt, sharing no storage with this one: workers that each hold
  /// one do not contend over the reference counts of shared JSON.
  public func isolatedCopy() -> Sweep {
    // A number, a boolean or null holds no reference to share: kept as it is (a 25,000-value factor
    // of table lengths is not written out and parsed again for each worker).
    func rebuilt(_ json: JSONValue) -> JSONValue {
      switch json {
      case .null, .bool, .number: json
      case .string, .array, .object: (try? JSONParser.parse(json.compactText)) ?? json
      }
    }
    var copy = self
    copy.baseJSON = rebuilt(baseJSON)
    for f in copy.factors.indices {
      // A factor of many levels is shared: each level serves few rows in a row, so two workers
      // seldom hold the same one at once (a 25,000-value factor of table lengths is not copied for
      // each worker).
      if copy.factors[f].levels.count > Self.sharedFactorLevels { continue }
      for l in copy.factors[f].levels.indices {
        copy.factors[f].levels[l].assignments = copy.factors[f].levels[l].assignments.map {
          ($0.0, rebuilt($0.1))
        }
      }
    }
    if direct != nil {
      copy.direct = Self.directPlan(
        copy.factors, baseJSON: copy.baseJSON, file: file, appliesDirectly: true)
    }
    return copy
  }

  /// Past this many levels, a factor's levels are shared by the workers' copies (see
  /// ``isolatedCopy()``).
  static let sharedFactorLevels = 1_024

  /// How many combinations (rows) there are.
  public let count: Int

  /// The level of each factor in combination `index`.
  public func levels(at index: Int) -> [SweepFactor.Level] {
    levelIndices(at: index).enumerated().map { factors[$0.offset].levels[$0.element] }
  }

  /// The position of each factor's level in combination `index` (the last factor varies fastest).
  func levelIndices(at index: Int) -> [Int] {
    var rest = index
    var indices = [Int](repeating: 0, count: factors.count)
    for f in factors.indices.reversed() {
      indices[f] = rest % factors[f].levels.count
      rest /= factors[f].levels.count
    }
    return indices
  }

  /// Runs combination `index` and reads its columns. A combination that is not a valid scenario (a
  /// device that does not run the release) gives a row with its problem and no cells.
  public func row(at index: Int) -> MatrixRow {
    let indices = levelIndices(at: index)
    let levels = indices.enumerated().map { factors[$0.offset].levels[$0.element] }
    do {
      let trace = Simulation.run(
        try scenario(indices, levels), observing: points, snapshotting: columnObjects)
      return MatrixRow(
        index: index, levels: levels, cells: MatrixColumn.cells(columns, in: trace),
        footing: MatrixColumn.weakestFooting(columns, in: trace), problem: nil)
    } catch {
      return MatrixRow(
        index: index, levels: levels, cells: [],
        problem: error.problem + (error.location.isEmpty ? "" : " (\(error.location))"))
    }
  }

  /// The scenario of combination `index` as its row runs it, or nil when the combination is not a
  /// valid scenario.
  package func scenario(at index: Int) -> Scenario? {
    let indices = levelIndices(at: index)
    return try? scenario(
      indices, indices.enumerated().map { factors[$0.offset].levels[$0.element] })
  }

  /// The decoded base with the levels applied where they apply directly, else the base's JSON
  /// patched with them and decoded, which words the problem of a combination that is not a valid
  /// scenario.
  func scenario(_ indices: [Int], _ levels: [SweepFactor.Level]) throws(InputError) -> Scenario {
    if let scenario = directScenario(indices) { return scenario }
    var json = baseJSON
    for level in levels {
      for (path, value) in level.assignments { json = try path.set(value, in: json, file: file) }
    }
    return try Scenario(json: json, file: file)
  }
}
