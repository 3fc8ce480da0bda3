import InsetSimModel
import InsetSimRules
import InsetSimSupport

/// The frame a navigation controller gives its top controller's view before viewWillAppear (rule
/// navigation.frameBeforeWillAppear): at launch, after viewDidLoad.
extension Simulation {
  /// Writes the frame of launch top `c` before its viewWillAppear when the rule covers it: `c` is
  /// the top of a navigation controller (in a tab or the window's root), not a child, not in a
  /// split view column or a presentation. The layout pass that follows finds the frame set.
  func setFrameBeforeWillAppear(_ c: ControllerID, flow: AppearanceOrder.Flow) {
    guard flow == .launch, Rule.navigationFrameBeforeWillAppear.applies(to: os),
      controllers[c].nav != nil, controllers[c].parent == nil, split == nil,
      context(of: c).presentation == nil, let root = controllers[c].rootView
    else { return }
    let input = layoutInput(for: c)
    guard input.column == nil else { return }
    let bars = barLayout(input)
    var frame = ControllerViewFrame.beforeWillAppear(ControllerViewFrame.frame(input, bars: bars))
    restOnBars(&frame, input: input, bars: bars)
    _ = recorder.write(root, .frame, frame, as: Value.rect)
  }
}
