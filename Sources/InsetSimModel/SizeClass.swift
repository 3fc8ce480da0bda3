import InsetSimSupport

/// A trait collection's size class along one axis (`UIUserInterfaceSizeClass`, iOS 8+).
public enum SizeClass: String, Sendable, CaseIterable, Codable {
  case compact, regular
}
