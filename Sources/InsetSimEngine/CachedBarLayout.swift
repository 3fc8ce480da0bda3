import InsetSimRules

/// A bar layout the simulation made, with its input (see `Simulation.barLayout(_:)`): a class, so
/// that moving it from the last slot to the previous one retains one reference, not its input's.
final class CachedBarLayout {
  let input: LayoutInput
  let bars: BarLayout

  init(input: LayoutInput, bars: BarLayout) {
    self.input = input
    self.bars = bars
  }
}
