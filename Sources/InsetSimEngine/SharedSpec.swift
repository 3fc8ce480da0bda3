import InsetSimModel

/// A controller's spec, read in place in the simulation's app (``Simulation/app``): a controller's
/// state is copied and read often, and a copy of the state, or a read of one of the spec's fields,
/// then copies none of the spec's fields (a spec holds a dozen optionals, its views and its
/// children), retains nothing, and no controller allocates a box for its spec.
///
/// The place is in the storage of the app's `controllers`, which the simulation holds in a `let`
/// for its whole life: the list never changes, and every controller state lives inside the
/// simulation (or in a local of one of its methods), so the place outlives every reader.
struct SharedSpec {
  private let place: UnsafePointer<ControllerSpec>

  /// The spec at `index` of `specs`, the simulation's `app.controllers`.
  init(_ specs: borrowing [ControllerSpec], at index: Int) {
    place = specs.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped + index }
  }

  /// The spec, borrowed: reading a field copies that field, not the spec.
  var spec: ControllerSpec {
    unsafeAddress { place }
  }
}
