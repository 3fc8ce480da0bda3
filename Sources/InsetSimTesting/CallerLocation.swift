/// Where a helper was called: the test's file and line, as the macros `#fileID`, `#filePath`,
/// `#line` and `#column` give them, so that a failure is reported there and not inside
/// InsetSimTesting.
///
///     CallerLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
package struct CallerLocation: Sendable, Equatable {
  package var fileID: String
  package var filePath: String
  package var line: Int
  package var column: Int

  /// The static strings are kept too: XCTest's `XCTFail` takes its file as a `StaticString`.
  let staticFilePath: StaticString

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    // Swift Testing's SourceLocation takes lines and columns from 1.
    self.line = max(1, Int(line))
    self.column = max(1, Int(column))
    self.staticFilePath = filePath
  }

  package static func == (a: CallerLocation, b: CallerLocation) -> Bool {
    a.fileID == b.fileID && a.filePath == b.filePath && a.line == b.line && a.column == b.column
  }
}
