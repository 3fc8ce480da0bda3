import Testing

@testable import InsetSimModel
@testable import InsetSimSupport

/// Model identifiers (`utsname.machine`) mapped to the catalogue, and the nearest family of a model
/// the catalogue lacks.
@Suite struct ModelIdentifierTests {
  /// The devices issue 37 names as guessed wrongly from their screens: a 12 mini was recorded as an
  /// iPhone X, an XS Max as an XR, an M4 iPad Pro as an iPhone 15. Identifiers from
  /// https://gist.github.com/adamawolf/3048717 (iPhone13,1 : iPhone 12 Mini; iPhone11,6 : iPhone XS
  /// Max Global; iPad16,3 : iPad Pro 11 inch 5th Gen, the M4).
  @Test(arguments: [
    ("iPhone13,1", "iPhone 12 mini", "iPhone 12 mini"),
    ("iPhone11,6", "iPhone XS Max", "iPhone XS Max"),
    ("iPad16,3", "iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M4)"),
    ("iPhone15,4", "iPhone 15", "iPhone 14 Pro"),
    ("iPhone18,4", "iPhone Air", "iPhone Air"),
  ])
  func identifierNamesItsModel(identifier: String, name: String, family: String) throws {
    let device = try #require(Device.withModelIdentifier(identifier))
    #expect(device.name == name)
    #expect(device.family == family)
    #expect(Device.named(identifier)?.name == name)
  }

  /// Every identifier of the table names a catalogue name or alias, of the idiom its prefix says.
  @Test func everyIdentifierIsInTheCatalogue() {
    for (identifier, name) in Device.modelIdentifiers {
      let device = Device.named(name)
      #expect(device != nil, "\(identifier) → \(name)")
      #expect(device?.idiom == (identifier.hasPrefix("iPad") ? .pad : .phone), "\(identifier)")
      #expect(Device.isModelIdentifier(identifier))
    }
  }

  /// A model the catalogue lacks takes the family nearest in screen size: a 402×874 phone is the
  /// iPhone 16 Pro family's screen (UIKIT-FACTS §1.1), a 1032×1376 pad the 13-inch M4's.
  @Test func nearestFamilyByScreen() {
    #expect(
      Device.nearestFamily(
        idiom: .phone, screen: Size(width: 402, height: 874), os: OSVersion(26, 0))?
        .name == "iPhone 16 Pro")
    #expect(
      Device.nearestFamily(
        idiom: .pad, screen: Size(width: 1376, height: 1032), os: OSVersion(18, 0))?
        .name == "iPad Pro 13-inch (M4)")
    #expect(Device.withModelIdentifier("iPhone99,1") == nil)
    #expect(!Device.isModelIdentifier("iPhone 15"))
  }
}
