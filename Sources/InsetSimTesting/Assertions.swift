public import InsetSim

// The XCTest-named twins of the checks. Each `expect…` helper now reports to XCTest and Swift
// Testing alike, so these only forward to it; they are kept so that existing tests build, and
// deprecated.

@available(
  *, deprecated, renamed: "expectValue",
  message: "expectValue reports to XCTest and Swift Testing alike"
)
public func assertValue(
  _ trace: Trace, at point: String, of object: String, _ property: Property, equals expected: Value,
  fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line
) {
  expectValue(
    trace, at: point, of: object, property, equals: expected, fileID: fileID, filePath: file,
    line: line, column: 1)
}

@available(
  *, deprecated, renamed: "expectOrder",
  message: "expectOrder reports to XCTest and Swift Testing alike"
)
public func assertOrder(
  _ trace: Trace, _ names: [String], fileID: StaticString = #fileID, file: StaticString = #filePath,
  line: UInt = #line
) {
  expectOrder(trace, names, fileID: fileID, filePath: file, line: line, column: 1)
}

@available(
  *, deprecated, renamed: "expectCalled",
  message: "expectCalled reports to XCTest and Swift Testing alike"
)
public func assertCalled(
  _ trace: Trace, _ name: String, times: Int, fileID: StaticString = #fileID,
  file: StaticString = #filePath, line: UInt = #line
) {
  expectCalled(trace, name, times: times, fileID: fileID, filePath: file, line: line, column: 1)
}

@available(
  *, deprecated, renamed: "expectChange",
  message: "expectChange reports to XCTest and Swift Testing alike"
)
public func assertChange(
  _ trace: Trace, of object: String, _ property: Property, from first: String, to second: String,
  fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line
) {
  expectChange(
    trace, of: object, property, from: first, to: second, fileID: fileID, filePath: file,
    line: line, column: 1)
}

@available(
  *, deprecated, renamed: "expectNoChange",
  message: "expectNoChange reports to XCTest and Swift Testing alike"
)
public func assertNoChange(
  _ trace: Trace, of object: String, _ property: Property, from first: String, to second: String,
  fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line
) {
  expectNoChange(
    trace, of: object, property, from: first, to: second, fileID: fileID, filePath: file,
    line: line, column: 1)
}

@available(
  *, deprecated, renamed: "expectTrace",
  message: "expectTrace reports to XCTest and Swift Testing alike"
)
public func assertTrace(
  _ trace: Trace, matchesGolden path: String, fileID: StaticString = #fileID,
  file: StaticString = #filePath, line: UInt = #line
) {
  expectTrace(trace, matchesGolden: path, fileID: fileID, filePath: file, line: line, column: 1)
}
