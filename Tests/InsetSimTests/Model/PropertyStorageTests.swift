import Testing

@testable import InsetSimModel

/// An object's storage has a place for every tracked property.
@Suite struct PropertyStorageTests {
  /// `caseCount` is a literal (read on every write); it must be the number of cases, and every
  /// raw value a place below it.
  @Test func caseCountIsTheNumberOfProperties() {
    #expect(Property.caseCount == Property.allCases.count)
    #expect(Property.allCases.allSatisfy { (0..<Property.caseCount).contains($0.rawValue) })
  }
}
