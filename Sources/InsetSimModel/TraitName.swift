/// A trait the simulator tracks, as `registerForTraitChanges` names it
/// (`UITraitHorizontalSizeClass`, `UITraitVerticalSizeClass`), with the window property that holds
/// it.
public enum TraitName: String, Sendable, CaseIterable, Hashable {
  case horizontalSizeClass, verticalSizeClass

  /// The window's property that holds this trait's value.
  public var property: Property {
    switch self {
    case .horizontalSizeClass: .horizontalSizeClass
    case .verticalSizeClass: .verticalSizeClass
    }
  }
}
