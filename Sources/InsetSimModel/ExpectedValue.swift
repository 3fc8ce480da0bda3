import InsetSimSupport

/// A value observed on a device or simulator, with where it was published.
public struct ExpectedValue: Hashable, Sendable {
  public var at: ObservationPoint
  public var object: String
  public var property: Property
  public var value: Value
  public var source: String
  public init(
    at: ObservationPoint, object: String, property: Property, value: Value, source: String
  ) {
    self.at = at
    self.object = object
    self.property = property
    self.value = value
    self.source = source
  }
}
