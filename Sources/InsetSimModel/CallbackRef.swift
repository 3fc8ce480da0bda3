import InsetSimSupport

/// A callback of one object, or of the scenario's controller when `object` is nil.
public struct CallbackRef: Hashable, Sendable, CustomStringConvertible {
  public var object: String?
  public var name: String
  public init(object: String? = nil, _ name: String) {
    self.object = object
    self.name = name
  }
  public var description: String { object.map { "\($0).\(name)" } ?? name }
}
