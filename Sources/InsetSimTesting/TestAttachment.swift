import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Attaches a text file to the running test where its framework keeps attachments: Swift Testing
/// from 6.2, XCTest on Apple's platforms (an activity with an `XCTAttachment`). Elsewhere nothing
/// is attached; the file written beside the golden file is the record.
package enum TestAttachment {
  package static func record(_ text: String, named name: String, at location: CallerLocation) {
    if IssueCapture.current != nil { return }
    switch TestRunner.current {
    case .swiftTesting:
      #if canImport(Testing) && compiler(>=6.2)
        Attachment.record(
          text, named: name,
          sourceLocation: SourceLocation(
            fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column))
      #endif
    case .xcTest:
      #if canImport(XCTest) && canImport(ObjectiveC)
        if Thread.isMainThread {
          MainActor.assumeIsolated {
            XCTContext.runActivity(named: "Actual trace \(name)") { activity in
              let attachment = XCTAttachment(string: text)
              attachment.name = name
              attachment.lifetime = .keepAlways
              activity.add(attachment)
            }
          }
        }
      #endif
    case .none:
      break
    }
  }
}
