import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A drag in an iPhone sheet below its largest detent (rule present.sheet.scrollExpands).
extension Simulation {
  /// Whether the sheet on top takes this drag of `scroll` (at its top, moving its content up) and
  /// expands to its next larger detent; the content offset then stays.
  func sheetTakesDrag(_ scroll: World.ObjectID, to offset: Point) -> Bool {
    guard Rule.presentSheetScrollExpands.applies(to: os), era == .safeArea,
      let p = presentations.indices.last, presentations[p].style == .sheet,
      presentations[p].scrollExpands, !presentations[p].detents.isEmpty,
      let c = top(of: presentations[p].content), shownTop(holding: scroll) == c,
      !(presentations[p].edgeAttached && currentOrientation.isLandscape)
    else { return false }
    let now = world.value(scroll, .contentOffset)?.pointValue ?? Point(x: 0, y: 0)
    let top = -world.insets(scroll, .adjustedContentInset).top
    guard now.y <= top, offset.y > now.y else { return false }
    let screen = scenario.device.screenSize(currentOrientation)
    let safeArea = world.insets(window, .safeAreaInsets)
    func value(_ d: SheetDetent) -> Double {
      ModalPresentation.detentValue(d, screen: screen, windowSafeArea: safeArea)
    }
    let sheet = presentations[p]
    let current =
      sheet.selected?.value ?? sheet.detents.min(by: { value($0) < value($1) }) ?? .large
    guard
      let next = SheetScrollExpansion.next(
        after: value(current), values: sheet.detents.map(value)),
      let detent = sheet.detents.first(where: { value($0) == next })
    else { return false }
    let name = world[scroll].name
    let expanded = Derived(
      detent, Rule.presentSheetScrollExpands,
      "\(name) is at its top and the drag moves its content up: the sheet expands from its \(current.name) detent to \(detent.name), as scrolling at the edge expands it; the content offset stays"
    )
    presentations[p].selected = expanded
    recorder.note(expanded.why, object: controllers[c].name, ruleOf: expanded)
    needsLayout = true
    return true
  }
}
