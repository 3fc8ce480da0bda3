import Foundation
import Testing

/// `run --format screens --screens-at MOMENTS`: pictures at observation points, at turn ends, or
/// after each change.
@Suite struct ScreensCLITests {
  func insetsim(_ arguments: String...) throws -> InsetsimBinary.Result {
    try InsetsimBinary.run(arguments)
  }

  static let keyboard = InsetsimBinary.traces.appendingPathComponent(
    "transitions/sheet-medium-detent-keyboard.scenario.json"
  ).path

  /// The keyboard scenario changes values at several times after its points: a picture after each
  /// change is more pictures than one per observation point, each captioned with what changed.
  @Test func afterEachChangeThereAreMorePicturesThanAtThePoints() throws {
    let points = try insetsim("run", Self.keyboard, "--format", "screens")
    let changes = try insetsim(
      "run", Self.keyboard, "--format", "screens", "--screens-at", "changes")
    #expect(points.status == 0 && changes.status == 0)
    let pointCaptions = points.stdout.components(separatedBy: "· turn ").count
    let changeCaptions = changes.stdout.components(separatedBy: "· turn ").count
    #expect(changeCaptions > pointCaptions)
    #expect(changes.stdout.contains(">after "))
  }

  @Test func momentsAreCheckedAndApplyToScreensOnly() throws {
    let typo = try insetsim("run", Self.keyboard, "--format", "screens", "--screens-at", "change")
    #expect(typo.status == 2)
    #expect(typo.stderr.contains("Did you mean 'changes'?"))
    let svg = try insetsim("run", Self.keyboard, "--format", "svg", "--screens-at", "turns")
    #expect(svg.status == 2)
    #expect(svg.stderr.contains("applies to the screens format only"))
  }
}
