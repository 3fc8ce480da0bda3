public import InsetSim

extension Trace {
  /// The value of `property` of `object` in the snapshot taken at `point` ("viewDidAppear",
  /// "last scrollViewDidChangeAdjustedContentInset", "t=1.40"), or nil.
  ///
  ///     let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))
  ///     trace.value(at: "viewDidAppear", of: "tableView", .contentInset)  // (64, 0, 49, 0)
  public func value(at point: String, of object: String, _ property: Property) -> Value? {
    snapshot(at: point)?.values?.value(object, property)
  }
}
