/// One failure kept by ``capturingIssues(_:)``: what a helper would have reported, where, and
/// through which helper.
package struct CapturedIssue: Sendable, Equatable {
  package var message: String
  package var location: CallerLocation
  package var helper: String
}
