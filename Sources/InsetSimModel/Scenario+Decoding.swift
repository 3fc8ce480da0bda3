import Foundation
import InsetSimSupport

/// Limits on what one scenario may hold; past each, decoding fails with a clear message.
public enum ScenarioLimits {
  public static let maxFileBytes = 8 << 20
  /// Views in one scenario: the controller's, and those its script adds.
  public static let maxViews = 1_000
  /// Views nested in views (the JSON nesting limit, ``JSONParser/defaultMaxDepth``, comes first in practice).
  public static let maxViewDepth = 32
  public static let maxScriptSteps = 1_000
  /// Points in `observe`, and expectations in `expect`.
  public static let maxObservations = 1_000
  public static let maxRows = 1_000_000
  public static let maxLength = 100_000.0
  /// Script times beyond this (seconds) are refused: the simulation stops at the horizon.
  public static let horizonSeconds = 3_600.0
}

extension Scenario {
  /// Reads a scenario file (`*.scenario.json`).
  public static func load(path: String) throws(InputError) -> Scenario {
    let bytes = try readInputFile(path: path, limit: ScenarioLimits.maxFileBytes, what: "a scenario file (*.scenario.json)")
    return try decode(bytes: bytes, file: path)
  }

  /// What a scenario document looks like, for messages about a file that is not one.
  static let shape = "a scenario {\"insetsim\": 1, \"os\": …, \"device\": …, \"controller\": {…}}"

  public static func decode(_ text: String, file: String) throws(InputError) -> Scenario {
    try decode(bytes: Array(text.utf8), file: file)
  }

  public static func decode(bytes: [UInt8], file: String) throws(InputError) -> Scenario {
    if InputText.isBlank(bytes) { throw InputError(file: file, problem: "the file is empty", expected: shape) }
    if let error = InputText.byteOrderMark(in: bytes, file: file) { throw error }
    if let bad = InputText.firstNonText(bytes) {
      throw InputError(file: file, location: "line \(bad.line), column \(bad.column)", problem: bad.problem,
        expected: "a scenario file: JSON text in UTF-8")
    }
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes: bytes)
    } catch {
      if let header = InputText.traceHeader(in: bytes) {
        throw InputError(file: file, problem: "this is a trace (\(header)), not a scenario",
          expected: shape + "; `insetsim replay` and `insetsim diff` read traces")
      }
      throw InputText.syntaxError(error, file: file, what: "the scenario")
    }
    return try Scenario(json: json, file: file)
  }

  /// Decodes a parsed document strictly: unknown keys, wrong types and unknown names are errors.
  public init(json: JSONValue, file: String) throws(InputError) {
    let d = ScenarioDecoder(file: file)
    self = try d.scenario(json)
  }
}

/// Reads a whole file into memory, refusing folders, missing files and files over `limit` bytes. `what`
/// names the file expected, in messages: "a scenario file (*.scenario.json)".
package func readInputFile(path: String, limit: Int, what: String = "a file") throws(InputError) -> [UInt8] {
  var isDirectory: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
    if let blocker = AtomicFile.fileInTheWay(of: path) {
      throw InputError(file: path, problem: "no such file: '\(blocker)' is a file, not a folder", expected: what)
    }
    throw InputError(file: path, problem: "no such file", expected: "the path of " + what)
  }
  if isDirectory.boolValue {
    throw InputError(file: path, problem: "is a folder", expected: what + "; `insetsim check` reads folders")
  }
  // A FIFO, a device or a socket could block the read forever or never end: only regular files are read.
  // The kind is checked before opening, and again on the open file (opened without blocking), in case the
  // path changed in between.
  if let kind = FileIdentity(path: path)?.kind, kind != .regular {
    throw InputError(file: path, problem: "is \(kind.described), not a regular file", expected: what)
  }
  let fd = open(path, O_RDONLY | O_NONBLOCK)
  guard fd >= 0 else {
    throw InputError(file: path, problem: "the file cannot be read", expected: "a readable file")
  }
  let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
  defer { try? handle.close() }
  var st = stat()
  guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else {
    throw InputError(file: path, problem: "is not a regular file", expected: what)
  }
  if Int64(st.st_size) > Int64(limit) {
    throw InputError(
      file: path, problem: "the file is \(describeBytes(Int64(st.st_size))), over the limit of \(describeBytes(Int64(limit)))",
      expected: "a smaller file")
  }
  let data: Data
  do {
    data = try readPrefix(of: handle, upTo: limit + 1)
  } catch {
    throw InputError(file: path, problem: "the file cannot be read", expected: what)
  }
  // A file that grows while it is read, or a device file that reports no size, is cut off here.
  if data.count > limit {
    throw InputError(file: path, problem: "the file is over the limit of \(describeBytes(Int64(limit)))", expected: "a smaller file")
  }
  return [UInt8](data)
}

/// Up to `count` bytes from `handle`: `read(upToCount:)` where the system has it (macOS 10.15.4, iOS 13.4), `read(2)`
/// on its descriptor before — never the older FileHandle calls, which raise an Objective-C exception on an error.
private func readPrefix(of handle: FileHandle, upTo count: Int) throws -> Data {
  guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else {
    #if canImport(Darwin)
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while data.count < count {
      let want = min(buffer.count, count - data.count)
      let n = buffer.withUnsafeMutableBytes { Darwin.read(handle.fileDescriptor, $0.baseAddress, want) }
      if n == 0 { break }
      if n < 0 {
        if errno == EINTR { continue }
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
      data.append(contentsOf: buffer[0..<n])
    }
    return data
    #else
    return try handle.read(upToCount: count) ?? Data()
    #endif
  }
  return try handle.read(upToCount: count) ?? Data()
}

/// A byte count as limits are stated: "8 MB (8388608 bytes)", "12 bytes".
func describeBytes(_ count: Int64) -> String {
  let mb = Int64(1 << 20)
  if count >= mb && count % mb == 0 { return "\(count / mb) MB (\(count) bytes)" }
  return count == 1 ? "1 byte" : "\(count) bytes"
}

// MARK: - The decoder

package struct ScenarioDecoder {
  let file: String

  package init(file: String) { self.file = file }

  func fail(_ path: String, _ problem: String, expected: String? = nil, suggestion: String? = nil) -> InputError {
    InputError(file: file, location: path.isEmpty ? "" : "at " + path, problem: problem, expected: expected, suggestion: suggestion)
  }

  func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

  // MARK: Typed access

  func object(_ v: JSONValue, _ path: String, allowed: [String]) throws(InputError) -> [(String, JSONValue)] {
    guard case .object(let pairs) = v else {
      throw fail(path, "found \(v.kindDescription)", expected: "an object")
    }
    for (key, _) in pairs where !allowed.contains(key) {
      throw fail(
        join(path, InputError.shown(key)), "unknown key '\(InputError.shown(key))'", expected: "one of " + allowed.joined(separator: ", "),
        suggestion: Suggestions.closest(to: key, in: allowed))
    }
    return pairs
  }

  func string(_ v: JSONValue, _ path: String, expected: String = "a string") throws(InputError) -> String {
    guard case .string(let s) = v else { throw fail(path, "found \(v.kindDescription)", expected: expected) }
    return s
  }

  func bool(_ v: JSONValue, _ path: String) throws(InputError) -> Bool {
    guard case .bool(let b) = v else { throw fail(path, "found \(v.kindDescription)", expected: "true or false") }
    return b
  }

  func number(_ v: JSONValue, _ path: String, min: Double = -ScenarioLimits.maxLength, max: Double = ScenarioLimits.maxLength)
    throws(InputError) -> Double
  {
    guard case .number(let n) = v else { throw fail(path, "found \(v.kindDescription)", expected: "a number") }
    guard n >= min, n <= max else {
      throw fail(path, "the number \(formatPoints(n)) is out of range", expected: "a number from \(formatPoints(min)) to \(formatPoints(max))")
    }
    return n
  }

  func integer(_ v: JSONValue, _ path: String, min: Int, max: Int) throws(InputError) -> Int {
    let n = try number(v, path, min: Double(min), max: Double(max))
    guard n == n.rounded() else { throw fail(path, "found \(formatPoints(n))", expected: "a whole number") }
    return Int(n)
  }

  func numbers(_ v: JSONValue, _ path: String, count: Int, shape: ValueShape, nonNegativeFrom: Int = 99) throws(InputError) -> [Double] {
    guard case .array(let items) = v else { throw fail(path, "found \(v.kindDescription)", expected: shape.expectation) }
    guard items.count == count else {
      throw fail(path, "found an array of \(items.count) items", expected: shape.expectation)
    }
    var result: [Double] = []
    for (i, item) in items.enumerated() {
      let minimum = i >= nonNegativeFrom ? 0 : -ScenarioLimits.maxLength
      result.append(try number(item, path + "[\(i)]", min: minimum))
    }
    return result
  }

  func insets(_ v: JSONValue, _ path: String) throws(InputError) -> EdgeInsets {
    let n = try numbers(v, path, count: 4, shape: .insets)
    return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }

  func rect(_ v: JSONValue, _ path: String) throws(InputError) -> Rect {
    let n = try numbers(v, path, count: 4, shape: .rect, nonNegativeFrom: 2)
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }

  func size(_ v: JSONValue, _ path: String) throws(InputError) -> Size {
    let n = try numbers(v, path, count: 2, shape: .size, nonNegativeFrom: 0)
    return Size(width: n[0], height: n[1])
  }

  func point(_ v: JSONValue, _ path: String) throws(InputError) -> Point {
    let n = try numbers(v, path, count: 2, shape: .point)
    return Point(x: n[0], y: n[1])
  }

  func edges(_ v: JSONValue, _ path: String) throws(InputError) -> RectEdges {
    let expected = ValueShape.edges.expectation
    switch v {
    case .string(let s):
      guard let e = RectEdges(name: s) else {
        throw fail(path, "unknown edges '\(InputError.shown(s))'", expected: expected,
          suggestion: Suggestions.closest(to: s, in: ["all", "none", "top", "left", "bottom", "right"]))
      }
      return e
    case .array(let items):
      var e = RectEdges()
      for (i, item) in items.enumerated() {
        let s = try string(item, path + "[\(i)]", expected: "an edge name")
        guard let one = RectEdges(name: s), s != "all", s != "none" else {
          throw fail(path + "[\(i)]", "unknown edge '\(InputError.shown(s))'", expected: "top, left, bottom or right",
            suggestion: Suggestions.closest(to: s, in: ["top", "left", "bottom", "right"]))
        }
        e.formUnion(one)
      }
      return e
    default:
      throw fail(path, "found \(v.kindDescription)", expected: expected)
    }
  }

  func choice<T: RawRepresentable>(_ v: JSONValue, _ path: String, _ type: T.Type, noun: String) throws(InputError) -> T
  where T: CaseIterable, T.RawValue == String {
    let names = T.allCases.map(\.rawValue)
    let s = try string(v, path, expected: "one of " + names.joined(separator: ", "))
    guard let value = T(rawValue: s) else {
      throw fail(path, "unknown \(noun) '\(InputError.shown(s))'", expected: "one of " + names.joined(separator: ", "),
        suggestion: Suggestions.closest(to: s, in: names))
    }
    return value
  }

  /// A value of the shape a property takes.
  package func value(_ v: JSONValue, _ path: String, shape: ValueShape) throws(InputError) -> Value {
    switch shape {
    case .bool: .bool(try bool(v, path))
    case .number: .number(try number(v, path))
    case .insets: .insets(try insets(v, path))
    case .rect: .rect(try rect(v, path))
    case .size: .size(try size(v, path))
    case .point: .point(try point(v, path))
    case .edges: .edges(try edges(v, path))
    case .behavior: .behavior(try choice(v, path, AdjustmentBehavior.self, noun: "behavior"))
    case .orientation: .orientation(try choice(v, path, Orientation.self, noun: "orientation"))
    }
  }

  // MARK: The scenario

  /// What each required key looks like, for "missing key" messages.
  static let requiredKeyShapes = [
    "insetsim": "\"insetsim\": 1", "os": "\"os\": an iOS version such as \"11.0\"",
    "device": "\"device\": a name from `insetsim devices`, such as \"iPhone 8\"",
    "controller": "\"controller\": {\"name\": …, \"subviews\": […]}",
  ]

  /// Names for a message: all of them, or the first 20 and how many more.
  static func listed(_ names: [String]) -> String {
    let shown = 20
    if names.count <= shown { return names.joined(separator: ", ") }
    return names.prefix(shown).joined(separator: ", ") + ", … (\(names.count - shown) more)"
  }

  static let topKeys = [
    "insetsim", "name", "summary", "os", "device", "orientation", "statusBarHidden", "tabBarController",
    "navigationController", "presentation", "controller", "script", "observe", "expect",
  ]
  /// The key that links a file to its JSON Schema (`insetsim schema`); accepted at the top level only.
  static let schemaKey = "$schema"
  static let tabBarKeys = ["translucent", "tabBarHidden"]
  static let navigationKeys = ["translucent", "navigationBarHidden", "prefersLargeTitles", "toolbarHidden", "toolbarTranslucent"]
  static let expectKeys = ["at", "object", "property", "value", "source"]

  func scenario(_ json: JSONValue) throws(InputError) -> Scenario {
    guard case .object = json else { throw fail("", "the document is \(json.kindDescription)", expected: Scenario.shape) }
    if json["insetsim-trace"] != nil {
      throw fail("", "this is a trace header, not a scenario", expected: Scenario.shape + "; `insetsim replay` and `insetsim diff` read traces")
    }
    // `$schema` links the file to `insetsim schema`'s JSON Schema for editors: it must be a string, and it
    // means nothing to the simulation (so it is not among the keys that messages list).
    guard case .object(let all) = json else { throw fail("", "the document is \(json.kindDescription)", expected: Scenario.shape) }
    for (key, link) in all where key == Self.schemaKey {
      _ = try string(link, Self.schemaKey, expected: "the address of the scenario JSON Schema (a string)")
    }
    let pairs = try object(.object(all.filter { $0.0 != Self.schemaKey }), "", allowed: Self.topKeys)
    let map = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
    for key in ["insetsim", "os", "device", "controller"] where map[key] == nil {
      throw fail("", "missing key '\(key)'", expected: Self.requiredKeyShapes[key] ?? "the key '\(key)'")
    }
    guard case .number(1) = map["insetsim"] ?? .null else {
      throw fail("insetsim", "unsupported format version \(InputError.shown(map["insetsim"].map { $0.compactText } ?? ""))", expected: "1")
    }
    let osText: String
    if case .number(let n)? = map["os"] {
      let written = OSVersion(formatPoints(n)).map(\.description) ?? formatPoints(n)
      throw fail("os", "found the number \(formatPoints(n))", expected: "a string such as \"10.3\"", suggestion: "\"\(written)\"")
    } else {
      osText = try string(map["os"] ?? .null, "os", expected: "an iOS version string such as \"10.3\"")
    }
    let knownOS = OSVersion.known.map(\.description)
    guard let os = OSVersion(osText), OSVersion.known.contains(os) else {
      throw fail("os", "unknown iOS version '\(InputError.shown(osText))'", expected: "one of 6.0 … 26.1 (e.g. \"10.3\", \"11.0\")",
        suggestion: Self.suggestRelease(for: osText) ?? Suggestions.closest(to: osText, in: knownOS))
    }
    let deviceName = try string(map["device"] ?? .null, "device", expected: "a device name from `insetsim devices`")
    guard let device = Device.named(deviceName) else {
      throw fail("device", "unknown device '\(InputError.shown(deviceName))'", expected: "a name from `insetsim devices`",
        suggestion: Device.suggestion(for: deviceName))
    }
    guard device.supports(os) else {
      let range = device.lastOS.map { "iOS \(device.firstOS) to \($0)" } ?? "iOS \(device.firstOS) and later"
      throw fail("device", "'\(device.name)' does not run iOS \(os)", expected: "a release it runs: \(range)")
    }
    let controller = try controllerSpec(map["controller"] ?? .null, "controller", os: os)
    var s = Scenario(name: "", os: os, device: device, controller: controller)
    s.name = try map["name"].map { v throws(InputError) in try string(v, "name") } ?? defaultName
    s.summary = try map["summary"].map { v throws(InputError) in try string(v, "summary") }
    s.orientation = try map["orientation"].map { v throws(InputError) in try choice(v, "orientation", Orientation.self, noun: "orientation") }
    s.statusBarHidden = try map["statusBarHidden"].map { v throws(InputError) in try bool(v, "statusBarHidden") }
    if let v = map["tabBarController"] { s.tabBarController = try tabBarSpec(v) }
    if let v = map["navigationController"] { s.navigationController = try navigationSpec(v, os: os) }
    if let v = map["presentation"] {
      s.presentation = try choice(v, "presentation", Presentation.self, noun: "presentation")
      if s.presentation == .pushed && s.navigationController == nil {
        throw fail("presentation", "'pushed' needs a navigation controller", expected: "\"root\", or a \"navigationController\" key")
      }
    }
    if let v = map["script"] { s.script = try script(v, scenario: s) }
    let objects = s.objects
    try checkUniqueNames(objects)
    if objects.count > ScenarioLimits.maxViews + 10 {
      throw fail("controller", "the scenario creates \(objects.count) objects, over the limit of \(ScenarioLimits.maxViews) views",
        expected: "fewer views")
    }
    try checkScriptTargets(s, objects: objects)
    if let v = map["observe"] {
      guard case .array(let items) = v else { throw fail("observe", "found \(v.kindDescription)", expected: "an array of points") }
      if items.count > ScenarioLimits.maxObservations {
        throw fail("observe", "\(items.count) points, over the limit of \(ScenarioLimits.maxObservations)", expected: "fewer points")
      }
      for (i, item) in items.enumerated() {
        s.observe.append(try point(item, "observe[\(i)]", scenario: s, objects: objects))
      }
    }
    if let v = map["expect"] {
      guard case .array(let items) = v else { throw fail("expect", "found \(v.kindDescription)", expected: "an array of expectations") }
      if items.count > ScenarioLimits.maxObservations {
        throw fail("expect", "\(items.count) expectations, over the limit of \(ScenarioLimits.maxObservations)", expected: "fewer expectations")
      }
      for (i, item) in items.enumerated() {
        s.expect.append(try expectation(item, "expect[\(i)]", scenario: s, objects: objects))
      }
    }
    return s
  }

  /// The last known release of the same major version ("10.4" → "10.3"), else the nearest release.
  static func suggestRelease(for text: String) -> String? {
    guard let wanted = OSVersion(text) else { return nil }
    if let sameMajor = OSVersion.known.last(where: { $0.major == wanted.major }) { return sameMajor.description }
    let scale = { (v: OSVersion) in v.major * 100 + v.minor }
    return OSVersion.known.min { abs(scale($0) - scale(wanted)) < abs(scale($1) - scale(wanted)) }?.description
  }

  var defaultName: String {
    var base = (file as NSString).lastPathComponent
    for suffix in [".scenario.json", ".json"] where base.hasSuffix(suffix) {
      base = String(base.dropLast(suffix.count))
      break
    }
    return base.isEmpty ? "scenario" : base
  }

  func tabBarSpec(_ v: JSONValue) throws(InputError) -> TabBarControllerSpec {
    let path = "tabBarController"
    var spec = TabBarControllerSpec()
    for (key, value) in try object(v, path, allowed: Self.tabBarKeys) {
      switch key {
      case "translucent": spec.translucent = try bool(value, join(path, key))
      default: spec.tabBarHidden = try bool(value, join(path, key))
      }
    }
    return spec
  }

  func navigationSpec(_ v: JSONValue, os: OSVersion) throws(InputError) -> NavigationControllerSpec {
    let path = "navigationController"
    var spec = NavigationControllerSpec()
    for (key, value) in try object(v, path, allowed: Self.navigationKeys) {
      let b = try bool(value, join(path, key))
      switch key {
      case "translucent": spec.translucent = b
      case "navigationBarHidden": spec.navigationBarHidden = b
      case "prefersLargeTitles":
        spec.prefersLargeTitles = b
      case "toolbarHidden": spec.toolbarHidden = b
      default: spec.toolbarTranslucent = b
      }
    }
    return spec
  }

  static let controllerKeys = [
    "name", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets",
    "hidesBottomBarWhenPushed", "additionalSafeAreaInsets", "rootView", "subviews",
  ]

  func controllerSpec(_ v: JSONValue, _ path: String, os: OSVersion) throws(InputError) -> ControllerSpec {
    var spec = ControllerSpec()
    var count = 0
    for (key, value) in try object(v, path, allowed: Self.controllerKeys) {
      let p = join(path, key)
      switch key {
      case "name":
        spec.name = try identifier(value, p)
      case "edgesForExtendedLayout":
        spec.edgesForExtendedLayout = try edges(value, p)
      case "extendedLayoutIncludesOpaqueBars":
        spec.extendedLayoutIncludesOpaqueBars = try bool(value, p)
      case "automaticallyAdjustsScrollViewInsets":
        spec.automaticallyAdjustsScrollViewInsets = try bool(value, p)
      case "hidesBottomBarWhenPushed":
        spec.hidesBottomBarWhenPushed = try bool(value, p)
      case "additionalSafeAreaInsets":
        spec.additionalSafeAreaInsets = try insets(value, p)
      case "rootView":
        if case .string(let s) = value {
          guard s == "view" else { throw fail(p, "unknown root view '\(InputError.shown(s))'", expected: "\"view\" or a view object", suggestion: "view") }
        } else {
          spec.rootView = try viewSpec(value, p, os: os, depth: 0, count: &count)
        }
      default:
        guard case .array(let items) = value else { throw fail(p, "found \(value.kindDescription)", expected: "an array of views") }
        for (i, item) in items.enumerated() {
          spec.subviews.append(try viewSpec(item, p + "[\(i)]", os: os, depth: 0, count: &count))
        }
      }
    }
    if spec.rootView != nil && !spec.subviews.isEmpty {
      throw fail(join(path, "subviews"), "controller subviews go on a plain root view",
        expected: "\"rootView\": \"view\", or subviews inside the root view object")
    }
    return spec
  }

  func identifier(_ v: JSONValue, _ path: String) throws(InputError) -> String {
    let s = try string(v, path, expected: "a name of letters, digits and _")
    guard let first = s.first, first.isLetter || first == "_",
      s.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }), s.count <= 64
    else {
      throw fail(path, "'\(InputError.shown(s))' is not a usable name", expected: "up to 64 ASCII letters, digits and _, starting with a letter")
    }
    return s
  }

  static let viewKeys = [
    "id", "type", "frame", "hidden", "contentSize", "rows", "rowHeight", "tableHeaderHeight", "tableFooterHeight",
    "contentInset", "contentInsetAdjustmentBehavior", "scrollEnabled", "alwaysBounceVertical",
    "alwaysBounceHorizontal", "subviews",
  ]
  static let scrollOnlyKeys: Set<String> = [
    "contentSize", "contentInset", "contentInsetAdjustmentBehavior", "scrollEnabled", "alwaysBounceVertical",
    "alwaysBounceHorizontal",
  ]
  static let tableOnlyKeys: Set<String> = ["rows", "rowHeight", "tableHeaderHeight", "tableFooterHeight"]

  func viewSpec(_ v: JSONValue, _ path: String, os: OSVersion, depth: Int, count: inout Int) throws(InputError) -> ViewSpec {
    count += 1
    if count > ScenarioLimits.maxViews {
      throw fail(path, "more than \(ScenarioLimits.maxViews) views", expected: "at most \(ScenarioLimits.maxViews) views in one scenario")
    }
    let pairs = try object(v, path, allowed: Self.viewKeys)
    let map = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
    guard let idValue = map["id"] else { throw fail(path, "missing key 'id'", expected: "a view id such as \"tableView\"") }
    guard let typeValue = map["type"] else {
      throw fail(path, "missing key 'type'", expected: "one of " + ViewType.allCases.map(\.rawValue).joined(separator: ", "))
    }
    let id = try identifier(idValue, join(path, "id"))
    let type = try choice(typeValue, join(path, "type"), ViewType.self, noun: "view type")
    var spec = ViewSpec(id: id, type: type)
    for (key, value) in pairs {
      let p = join(path, key)
      if Self.scrollOnlyKeys.contains(key) && !type.isScrollView {
        throw fail(p, "'\(key)' applies to scroll views, and '\(id)' is a \(type.rawValue)",
          expected: "a view of type scrollView, tableView, collectionView or textView")
      }
      if Self.tableOnlyKeys.contains(key) && type != .tableView {
        throw fail(p, "'\(key)' applies to table views, and '\(id)' is a \(type.rawValue)", expected: "type \"tableView\", or \"contentSize\"")
      }
      switch key {
      case "id", "type": break
      case "frame":
        if case .string(let s) = value {
          guard s == "fill" else { throw fail(p, "unknown frame '\(InputError.shown(s))'", expected: "\"fill\" or [x, y, width, height]", suggestion: "fill") }
          spec.frame = .fill
        } else {
          spec.frame = .rect(try rect(value, p))
        }
      case "hidden": spec.hidden = try bool(value, p)
      case "contentSize": spec.contentSize = try size(value, p)
      case "rows": spec.rows = try integer(value, p, min: 0, max: ScenarioLimits.maxRows)
      case "rowHeight": spec.rowHeight = try number(value, p, min: 0)
      case "tableHeaderHeight": spec.tableHeaderHeight = try number(value, p, min: 0)
      case "tableFooterHeight": spec.tableFooterHeight = try number(value, p, min: 0)
      case "contentInset": spec.contentInset = try insets(value, p)
      case "contentInsetAdjustmentBehavior":
        spec.contentInsetAdjustmentBehavior = try choice(value, p, AdjustmentBehavior.self, noun: "behavior")
      case "scrollEnabled": spec.scrollEnabled = try bool(value, p)
      case "alwaysBounceVertical": spec.alwaysBounceVertical = try bool(value, p)
      case "alwaysBounceHorizontal": spec.alwaysBounceHorizontal = try bool(value, p)
      default:
        guard case .array(let items) = value else { throw fail(p, "found \(value.kindDescription)", expected: "an array of views") }
        if depth >= ScenarioLimits.maxViewDepth {
          throw fail(p, "views nested deeper than \(ScenarioLimits.maxViewDepth) levels", expected: "a shallower view tree")
        }
        for (i, item) in items.enumerated() {
          spec.subviews.append(try viewSpec(item, p + "[\(i)]", os: os, depth: depth + 1, count: &count))
        }
      }
    }
    return spec
  }

  func checkUniqueNames(_ objects: [ObjectDescriptor]) throws(InputError) {
    var seen = Set<String>()
    for o in objects {
      if !seen.insert(o.name).inserted {
        throw fail("controller", "two objects are named '\(o.name)'", expected: "unique view ids, different from the controller's name and the container roles")
      }
    }
  }

  // MARK: Script

  static let stepKeys = ["during", "at", "async", "once", "set", "to", "do", "hidden", "animated", "view", "index", "parent"]

  func script(_ v: JSONValue, scenario: Scenario) throws(InputError) -> [ScriptStep] {
    guard case .array(let items) = v else { throw fail("script", "found \(v.kindDescription)", expected: "an array of steps") }
    if items.count > ScenarioLimits.maxScriptSteps {
      throw fail("script", "\(items.count) steps, over the limit of \(ScenarioLimits.maxScriptSteps)", expected: "fewer steps")
    }
    var steps: [ScriptStep] = []
    var partial = scenario
    // Views the script adds count towards the limit with the controller's, checked as each step is read.
    var views = scenario.allViewSpecs.count
    for (i, item) in items.enumerated() {
      let next = try step(item, "script[\(i)]", scenario: partial)
      if case .addSubview(let view, _, _) = next.action {
        views += view.allViews.count
        if views > ScenarioLimits.maxViews {
          throw fail(join("script[\(i)]", "view"), "more than \(ScenarioLimits.maxViews) views with those the script adds",
            expected: "at most \(ScenarioLimits.maxViews) views in one scenario")
        }
      }
      steps.append(next)
      partial.script = steps
    }
    return steps
  }

  static let actions = [
    "rotate", "setNavigationBarHidden", "setToolbarHidden", "addSubview", "removeFromSuperview", "push", "pop",
    "setNeedsLayout", "layoutIfNeeded",
  ]

  func step(_ v: JSONValue, _ path: String, scenario: Scenario) throws(InputError) -> ScriptStep {
    let pairs = try object(v, path, allowed: Self.stepKeys)
    let map = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
    let trigger: ScriptStep.Trigger
    switch (map["during"], map["at"]) {
    case (let d?, nil):
      let text = try string(d, join(path, "during"), expected: "a callback name such as \"viewWillAppear\"")
      let ref = try callbackRef(text: text, join(path, "during"), os: scenario.os, controllerName: scenario.controller.name)
      let once = try map["once"].map { v throws(InputError) in try bool(v, join(path, "once")) } ?? false
      trigger = .during(ref, once: once)
    case (nil, let a?):
      if map["once"] != nil { throw fail(join(path, "once"), "'once' goes with 'during'", expected: "no 'once' on a timed step") }
      let seconds = try number(a, join(path, "at"), min: 0, max: ScenarioLimits.horizonSeconds)
      trigger = .at(Int64((seconds * 1_000_000).rounded()))
    case (nil, nil):
      throw fail(path, "a step needs a time", expected: "\"during\": CALLBACK or \"at\": SECONDS")
    default:
      throw fail(path, "a step has both 'during' and 'at'", expected: "one of them")
    }
    let async = try map["async"].map { v throws(InputError) in try bool(v, join(path, "async")) } ?? false
    let action: ScriptStep.Action
    let allowed: Set<String>
    switch (map["set"], map["do"]) {
    case (let s?, nil):
      let target = try string(s, join(path, "set"), expected: "a property path such as \"tabBar.hidden\"")
      guard let toValue = map["to"] else { throw fail(path, "a 'set' step needs 'to'", expected: "the new value in \"to\"") }
      action = try setAction(target, toValue, path: path, scenario: scenario)
      allowed = ["set", "to"]
    case (nil, let d?):
      let name = try string(d, join(path, "do"), expected: "an action name")
      guard Self.actions.contains(name) else {
        throw fail(join(path, "do"), "unknown action '\(InputError.shown(name))'", expected: "one of " + Self.actions.joined(separator: ", "),
          suggestion: Suggestions.closest(to: name, in: Self.actions))
      }
      (action, allowed) = try doAction(name, map, path: path, scenario: scenario)
    case (nil, nil):
      throw fail(path, "a step needs something to do", expected: "\"set\": PATH with \"to\", or \"do\": ACTION")
    default:
      throw fail(path, "a step has both 'set' and 'do'", expected: "one of them")
    }
    for key in map.keys.sorted() where !["during", "at", "async", "once", "set", "do"].contains(key) && !allowed.contains(key) {
      throw fail(join(path, key), "'\(key)' does not go with this step", expected: "only " + (["during/at", "async"] + allowed.sorted()).joined(separator: ", "))
    }
    return ScriptStep(trigger, async: async, action)
  }

  func setAction(_ target: String, _ value: JSONValue, path: String, scenario: Scenario) throws(InputError) -> ScriptStep.Action {
    let p = join(path, "set")
    guard let dot = target.lastIndex(of: "."), dot != target.startIndex else {
      throw fail(p, "'\(InputError.shown(target))' is not a property path", expected: "OBJECT.PROPERTY, such as \"tabBar.hidden\"")
    }
    var objectName = String(target[..<dot])
    let propertyName = String(target[target.index(after: dot)...])
    if objectName == "controller" { objectName = scenario.controller.name }
    let objects = scenario.objects
    guard let object = objects.first(where: { $0.name == objectName }) else {
      throw fail(p, "no object '\(InputError.shown(objectName))' in this scenario", expected: "one of " + Self.listed(objects.map(\.name)),
        suggestion: Suggestions.closest(to: objectName, in: objects.map(\.name) + ["controller"]).map { $0 + "." + propertyName })
    }
    let settable = object.kind.settable(viewType: object.viewType)
    guard let property = Property.byName[propertyName], settable.contains(property) else {
      let names = settable.map(\.name)
      throw fail(p, "'\(InputError.shown(propertyName))' cannot be set on '\(InputError.shown(objectName))'",
        expected: names.isEmpty ? "another object" : "one of " + names.joined(separator: ", "),
        suggestion: Suggestions.closest(to: propertyName, in: names).map { objectName + "." + $0 })
    }
    return .set(object: objectName, property: property, value: try self.value(value, join(path, "to"), shape: property.shape))
  }

  func doAction(_ name: String, _ map: [String: JSONValue], path: String, scenario: Scenario) throws(InputError)
    -> (ScriptStep.Action, Set<String>)
  {
    func flag(_ key: String, default d: Bool? = nil) throws(InputError) -> Bool {
      guard let v = map[key] else {
        if let d { return d }
        throw fail(path, "'\(name)' needs '\(key)'", expected: "\"\(key)\": true or false")
      }
      return try bool(v, join(path, key))
    }
    switch name {
    case "rotate":
      guard let to = map["to"] else { throw fail(path, "'rotate' needs 'to'", expected: "an orientation") }
      if scenario.era == .ios6 { throw fail(join(path, "do"), "rotation is simulated from iOS 7", expected: "a scenario on iOS 7 or later") }
      return (.rotate(try choice(to, join(path, "to"), Orientation.self, noun: "orientation")), ["to"])
    case "setNavigationBarHidden":
      guard scenario.navigationController != nil else {
        throw fail(join(path, "do"), "setNavigationBarHidden needs a navigation controller", expected: "a \"navigationController\" key")
      }
      return (.setNavigationBarHidden(try flag("hidden"), animated: try flag("animated", default: false)), ["hidden", "animated"])
    case "setToolbarHidden":
      guard scenario.navigationController != nil else {
        throw fail(join(path, "do"), "setToolbarHidden needs a navigation controller", expected: "a \"navigationController\" key")
      }
      return (.setToolbarHidden(try flag("hidden"), animated: try flag("animated", default: false)), ["hidden", "animated"])
    case "addSubview":
      guard let v = map["view"] else { throw fail(path, "'addSubview' needs 'view'", expected: "a view object") }
      var count = 0
      let view = try viewSpec(v, join(path, "view"), os: scenario.os, depth: 0, count: &count)
      let parent = try map["parent"].map { v throws(InputError) in try string(v, join(path, "parent")) }
      let index = try map["index"].map { v throws(InputError) in try integer(v, join(path, "index"), min: 0, max: ScenarioLimits.maxViews) }
      return (.addSubview(view, parent: parent, index: index), ["view", "parent", "index"])
    case "removeFromSuperview":
      guard let v = map["view"] else { throw fail(path, "'removeFromSuperview' needs 'view'", expected: "a view id") }
      return (.removeFromSuperview(try string(v, join(path, "view"), expected: "a view id")), ["view"])
    case "push":
      return (.push, [])
    case "pop":
      return (.pop, [])
    case "setNeedsLayout":
      return (.setNeedsLayout, [])
    default:
      return (.layoutIfNeeded, [])
    }
  }

  /// Views named by script steps must exist; parents of added views must be views.
  func checkScriptTargets(_ s: Scenario, objects: [ObjectDescriptor]) throws(InputError) {
    let views = objects.filter { $0.kind == .view }.map(\.name)
    for (i, step) in s.script.enumerated() {
      let path = "script[\(i)]"
      switch step.action {
      case .removeFromSuperview(let id):
        guard views.contains(id), id != s.controller.rootViewName else {
          let removable = views.filter { $0 != s.controller.rootViewName }
          throw fail(join(path, "view"), "no view '\(InputError.shown(id))' to remove in this scenario",
            expected: removable.isEmpty ? "a subview id (this scenario has no subviews)" : "the id of a subview: " + Self.listed(removable),
            suggestion: Suggestions.closest(to: id, in: removable))
        }
      case .addSubview(_, let parent?, _):
        guard views.contains(parent) else {
          throw fail(join(path, "parent"), "no view '\(InputError.shown(parent))' in this scenario", expected: "one of " + Self.listed(views),
            suggestion: Suggestions.closest(to: parent, in: views))
        }
      case .push, .pop:
        guard s.navigationController != nil else {
          throw fail(join(path, "do"), "push and pop need a navigation controller", expected: "a \"navigationController\" key")
        }
      default: break
      }
      if case .during(let ref, _) = step.trigger, let object = ref.object, !objects.contains(where: { $0.name == object }) {
        throw fail(join(path, "during"), "no object '\(InputError.shown(object))' in this scenario", expected: "one of " + Self.listed(objects.map(\.name)),
          suggestion: Suggestions.closest(to: object, in: objects.map(\.name)).map { $0 + "." + ref.name })
      }
    }
  }

  // MARK: Points and expectations

  func callbackRef(text: String, _ path: String, os: OSVersion, controllerName: String? = nil) throws(InputError) -> CallbackRef {
    var object: String?
    var name = text
    if let dot = text.lastIndex(of: ".") {
      object = String(text[..<dot])
      name = String(text[text.index(after: dot)...])
      if object == "controller", let controllerName { object = controllerName }
    }
    guard let callback = Callback(rawValue: name) else {
      throw fail(path, "unknown callback '\(InputError.shown(name))'", expected: "one of " + Callback.names.joined(separator: ", "),
        suggestion: Suggestions.closest(to: name, in: Callback.names))
    }
    guard callback.exists(on: os) else {
      throw fail(path, "'\(name)' is not called on iOS \(os)", expected: "a callback of that release")
    }
    return CallbackRef(object: object, name)
  }

  func point(_ v: JSONValue, _ path: String, scenario: Scenario, objects: [ObjectDescriptor]) throws(InputError) -> ObservationPoint {
    let text = try string(v, path, expected: "a callback name, \"last CALLBACK\", or \"t=SECONDS\"")
    return try parsePoint(text, path, scenario: scenario, objects: objects)
  }

  func parsePoint(_ text: String, _ path: String, scenario: Scenario, objects: [ObjectDescriptor]) throws(InputError) -> ObservationPoint {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("t=") {
      guard let seconds = Double(trimmed.dropFirst(2)), seconds.isFinite, seconds >= 0, seconds <= ScenarioLimits.horizonSeconds else {
        throw fail(path, "'\(InputError.shown(text))' is not a time", expected: "t=SECONDS, such as \"t=1.40\"")
      }
      return .time(Int64((seconds * 1_000_000).rounded()))
    }
    var occurrence = ObservationPoint.Occurrence.first
    var rest = Substring(trimmed)
    let words = ["first": 1, "second": 2, "third": 3]
    if rest.hasPrefix("last ") {
      occurrence = .last
      rest = rest.dropFirst(5)
    } else if let space = rest.firstIndex(of: " ") {
      let word = String(rest[..<space])
      if let n = words[word] {
        occurrence = n == 1 ? .first : .nth(n)
      } else if word.hasPrefix("#"), let n = Int(word.dropFirst()), n >= 1 {
        occurrence = n == 1 ? .first : .nth(n)
      } else {
        throw fail(path, "'\(InputError.shown(word))' does not pick an occurrence", expected: "first, second, third, last or #N before the callback")
      }
      rest = rest[rest.index(after: space)...]
    }
    let ref = try callbackRef(text: String(rest), path, os: scenario.os, controllerName: scenario.controller.name)
    if let object = ref.object, !objects.contains(where: { $0.name == object }) {
      throw fail(path, "no object '\(InputError.shown(object))' in this scenario", expected: "one of " + Self.listed(objects.map(\.name)),
        suggestion: Suggestions.closest(to: object, in: objects.map(\.name)).map { $0 + "." + ref.name })
    }
    return .callback(ref, occurrence)
  }

  func expectation(_ v: JSONValue, _ path: String, scenario: Scenario, objects: [ObjectDescriptor]) throws(InputError) -> ExpectedValue {
    let pairs = try object(v, path, allowed: Self.expectKeys)
    let map = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
    for key in Self.expectKeys where map[key] == nil {
      throw fail(path, "missing key '\(key)'", expected: key == "source" ? "where the value was published (seed file and section, or a URL)" : "the key '\(key)'")
    }
    let at = try point(map["at"] ?? .null, join(path, "at"), scenario: scenario, objects: objects)
    var objectName = try string(map["object"] ?? .null, join(path, "object"))
    if objectName == "controller" { objectName = scenario.controller.name }
    guard let object = objects.first(where: { $0.name == objectName }) else {
      throw fail(join(path, "object"), "no object '\(InputError.shown(objectName))' in this scenario", expected: "one of " + Self.listed(objects.map(\.name)),
        suggestion: Suggestions.closest(to: objectName, in: objects.map(\.name)))
    }
    let propertyName = try string(map["property"] ?? .null, join(path, "property"))
    let tracked = object.kind.tracked(viewType: object.viewType).filter { $0.exists(in: scenario.era) }
    guard let property = Property.byName[propertyName], tracked.contains(property) else {
      let names = tracked.map(\.name)
      throw fail(join(path, "property"), "'\(InputError.shown(objectName))' has no tracked property '\(InputError.shown(propertyName))' on iOS \(scenario.os)",
        expected: "one of " + names.joined(separator: ", "), suggestion: Suggestions.closest(to: propertyName, in: names))
    }
    let value = try self.value(map["value"] ?? .null, join(path, "value"), shape: property.shape)
    let source = try string(map["source"] ?? .null, join(path, "source"))
    return ExpectedValue(at: at, object: objectName, property: property, value: value, source: source)
  }
}

extension Scenario {
  /// Parses an observation point as `observe` and `expect` write it: "viewDidAppear",
  /// "last scrollViewDidChangeAdjustedContentInset", "tableView.safeAreaInsetsDidChange", "t=1.40".
  public func parsePoint(_ text: String, file: String = "--at") throws(InputError) -> ObservationPoint {
    try ScenarioDecoder(file: file).parsePoint(text, "", scenario: self, objects: objects)
  }
}
