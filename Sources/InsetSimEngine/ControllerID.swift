/// A controller of a run: its place in ``Simulation/controllers``, in creation order. A typed id,
/// so that a navigation controller's number, a tab's index, a transition's or an object's id cannot
/// be passed where a controller is meant.
struct ControllerID: Hashable, Comparable, Sendable {
  /// The controller's position in ``Simulation/controllers``.
  let index: Int
  init(_ index: Int) { self.index = index }
  static func < (a: Self, b: Self) -> Bool { a.index < b.index }
}

extension Array where Element == Simulation.ControllerState {
  /// The controller with this id.
  subscript(_ id: ControllerID) -> Element {
    _read { yield self[id.index] }
    _modify { yield &self[id.index] }
  }
}
