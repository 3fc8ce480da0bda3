import InsetSimSupport

/// An interface orientation.
public enum Orientation: String, Sendable, CaseIterable, Codable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
