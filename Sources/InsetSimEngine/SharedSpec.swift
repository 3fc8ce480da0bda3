import InsetSimModel

/// A controller's spec, held by reference: the simulation's controller states are copied and read
/// often, and a copy of the state, or a read of one of the spec's fields, then copies none of the
/// spec's fields
/// (a spec holds a dozen optionals, its views and its children).
final class SharedSpec {
  let spec: ControllerSpec

  init(_ spec: ControllerSpec) { self.spec = spec }
}
