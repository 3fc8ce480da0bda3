import InsetSimSupport

/// A callback of one object, or of the scenario's controller when `object` is nil.
public struct CallbackRef: Hashable, Sendable, CustomStringConvertible {
  public var object: String?
  public var name: String {
    didSet { callback = Callback.named(name) }
  }
  /// The callback `name` names (nil: none the simulator calls), looked up once here rather than at
  /// every run of the scenario.
  public private(set) var callback: Callback?

  public init(object: String? = nil, _ name: String) {
    self.object = object
    self.name = name
    callback = Callback.named(name)
  }

  /// A reference to `callback`, already looked up (the decoder looks it up to check the name).
  init(object: String?, callback: Callback) {
    self.object = object
    self.name = callback.rawValue
    self.callback = callback
  }

  public var description: String { object.map { "\($0).\(name)" } ?? name }
}
