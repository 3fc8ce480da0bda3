import Testing

@testable import InsetSimModel
@testable import InsetSimSupport

/// Xcode's device names (`xcrun simctl list devicetypes`) as aliases of the catalogue's families.
@Suite struct XcodeDeviceNameTests {
  /// Each name as simctl prints it, the family whose figures it runs with, and that family's
  /// portrait size.
  @Test(arguments: [
    ("iPhone SE (1st generation)", "iPhone SE (1st)", 320.0, 568.0),
    ("iPhone SE (2nd generation)", "iPhone 8", 375, 667),
    ("iPhone SE (3rd generation)", "iPhone 8", 375, 667),
    ("iPhone Xʀ", "iPhone XR", 414, 896),
    ("iPhone Xs", "iPhone X", 375, 812),
    ("iPhone Xs Max", "iPhone XS Max", 414, 896),
    ("iPhone XS Max", "iPhone XS Max", 414, 896),
    ("iPad (5th generation)", "iPad (9.7-inch)", 768, 1024),
    ("iPad mini (5th generation)", "iPad (9.7-inch)", 768, 1024),
    ("iPad (9th generation)", "iPad (10.2-inch)", 810, 1080),
    ("iPad Air (3rd generation)", "iPad Pro (10.5-inch)", 834, 1112),
    ("iPad (10th generation)", "iPad Air (4th)", 820, 1180),
    ("iPad Air (5th generation)", "iPad Air (4th)", 820, 1180),
    ("iPad mini (6th generation)", "iPad mini (6th)", 744, 1133),
    ("iPad Pro (11-inch) (4th generation)", "iPad Pro (11-inch)", 834, 1194),
    ("iPad Pro (12.9-inch) (1st generation)", "iPad Pro (12.9-inch, 2nd)", 1024, 1366),
    ("iPad Pro (12.9 inch)", "iPad Pro (12.9-inch, 2nd)", 1024, 1366),
    ("iPad Pro (12.9-inch) (6th generation)", "iPad Pro (12.9-inch, 3rd)", 1024, 1366),
    ("iPad Pro 12.9-inch (6th generation)", "iPad Pro (12.9-inch, 3rd)", 1024, 1366),
  ])
  func anXcodeNameRunsUnderItsOwnNameWithItsFamilysFigures(
    _ name: String, _ family: String, _ w: Double, _ h: Double
  ) throws {
    let d = try #require(Device.named(name), "\(name) not accepted")
    #expect(d.family == family)
    #expect(d.portraitSize == Size(width: w, height: h))
  }

  @Test func theXRRunsUnderXcodesSpellingWithTheXRsFigures() throws {
    let d = try #require(Device.named("iPhone Xʀ"))
    #expect(d.name == "iPhone Xʀ")
    #expect(d.statusBarHeight(on: OSVersion(13, 0)) == 44)
    #expect(d.statusBarHeight(on: OSVersion(14, 0)) == 48)
    #expect(Device.named("iphone xʀ")?.name == "iPhone Xʀ")
    #expect(Device.named("iPhone SE (3rd generation)")?.name == "iPhone SE (3rd generation)")
  }

  /// Every Xcode name maps to a catalogue name, and to a family of the same idiom as the name says.
  @Test func everyXcodeNameResolvesToAFamilyOfItsIdiom() throws {
    #expect(Device.xcodeNames.count == 28)
    for (xcode, name) in Device.xcodeNames {
      let target = try #require(Device.named(name), "\(xcode) → \(name) is not a catalogue name")
      let d = try #require(Device.named(xcode))
      #expect(d.family == target.family, "\(xcode)")
      #expect(d.idiom == (xcode.hasPrefix("iPad") ? .pad : .phone), "\(xcode)")
    }
    #expect(
      Device.xcodeNames(ofFamily: "iPhone 8") == [
        "iPhone SE (2nd generation)", "iPhone SE (3rd generation)",
      ])
    #expect(Device.xcodeNames(ofFamily: "iPhone X") == [])
  }

  /// Devices simctl offers that the catalogue lacks stay unknown, with the family of the same
  /// screen named.
  @Test func aDeviceTheCatalogueLacksStaysUnknownWithTheSameScreenNamed() {
    #expect(Device.named("iPod touch (7th generation)") == nil)
    #expect(Device.named("iPad 2") == nil)
    #expect(Device.suggestion(for: "iPod touch (7th generation)") == "iPhone SE (1st)")
    #expect(Device.suggestion(for: "ipad retina") == "iPad (9.7-inch)")
    #expect(
      Device.notInCatalog("iPod touch (7th generation)")
        == "Xcode's 'iPod touch (7th generation)' is not in the catalogue; 'iPhone SE (1st)' has the same 320×568 pt screen"
    )
    #expect(Device.notInCatalog("iPhone 9") == nil)
  }

  /// A mistyped Xcode name gets a name of the same family: ʀ counts as r, and of two names as close
  /// the one keeping more of the input wins ("iPhone ʀ" is one edit from both "iPhone X" and
  /// "iPhone XR").
  @Test(arguments: [
    ("iPhone Xʀʀ", "iPhone XR"), ("iPhone ʀ", "iPhone XR"), ("iPhone Xʀ Pro", "iPhone XR"),
    ("iPhone SE (3rd generaton)", "iPhone SE (3rd generation)"),
    ("iPad Air (5th generatio)", "iPad Air (5th generation)"),
    ("iPad Pro (11-inch) (4th genertion)", "iPad Pro (11-inch) (4th generation)"),
  ])
  func aMistypedXcodeNameGetsItsFamily(_ input: String, _ suggestion: String) {
    #expect(Device.suggestion(for: input) == suggestion)
  }

  @Test func theDecoderNamesTheSameScreenForADeviceTheCatalogueLacks() {
    let json =
      #"{"insetsim": 1, "name": "n", "os": "13.0", "device": "iPod touch (7th generation)", "controller": {"name": "C"}}"#
    #expect {
      try Scenario.decode(json, file: "f.json")
    } throws: { error in
      "\(error)".contains("'iPhone SE (1st)' has the same 320×568 pt screen")
        && !"\(error)".contains("Did you mean")
    }
  }
}
