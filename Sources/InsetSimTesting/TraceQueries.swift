public import InsetSim

extension Trace {
  /// The value of `property` of `object` in the snapshot taken at `point` ("viewDidAppear",
  /// "last scrollViewDidChangeAdjustedContentInset", "t=1.40"), or nil.
  public func value(at point: String, of object: String, _ property: Property) -> Value? {
    snapshot(at: point)?.values?.value(object, property)
  }
}
