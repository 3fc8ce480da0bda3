import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A user's drag of a scroll view (rule scroll.drag): the content offset ends where the drag ends,
/// unless a sheet takes the drag; then each container kind's bars follow it
/// (`ContainerKind.takesDrag`, `dragged`: a tab bar that minimizes, a hiding search bar and a large
/// title that collapse or expand), and the layout pass moves the bars, the safe area and the insets
/// after it.
extension Simulation {
  func scroll(_ name: String, to offset: Point) {
    guard let id = world.id(name), let scroll = world.scrollView(of: id) else {
      return noop("scroll of \(name): there is no such scroll view yet", object: name)
    }
    guard world[scroll].inWindow else {
      return noop(
        "scroll of \(name): the view is not on screen, so no one can drag it", object: name)
    }
    // Touches skip a hidden view and what it holds (hitTest(_:with:) ignores hidden views), and a
    // scroll view whose scrolling is disabled does not follow a drag (isScrollEnabled).
    var hidden: World.ObjectID? = scroll
    while let v = hidden, !world.bool(v, .hidden) { hidden = world[v].parent }
    if let v = hidden {
      return noop(
        "scroll of \(name): \(v == scroll ? "it is" : "\(world[v].name), which holds it, is") hidden, so no touch reaches it",
        object: name)
    }
    if world.value(scroll, .scrollEnabled)?.boolValue == false {
      return noop(
        "scroll of \(name): its scrollEnabled is NO, so a drag does not scroll it", object: name)
    }
    recorder.event(world[scroll].name, "drag", detail: "ends at \(offset)")
    // A sheet may take the drag: its content then stays.
    if Simulation.containerKinds.contains(where: { $0.takesDrag(of: scroll, to: offset, in: self) })
    {
      return
    }
    let from = world.value(scroll, .contentOffset)?.pointValue ?? Point(x: 0, y: 0)
    _ = recorder.write(
      scroll, .contentOffset, Derived(offset, Rule.scrollDrag, "the user's drag ends here"),
      as: Value.point)
    // The bars that follow the scroll view: the tab bar, then the navigation bar.
    for kind in Simulation.containerKinds { kind.dragged(scroll, from: from, to: offset, in: self) }
  }

  /// A tap on the status bar (rule scroll.scrollToTop): the scroll view on screen scrolls to the
  /// top of its content, and its delegate hears scrollViewDidScrollToTop; on iPhone nothing happens
  /// when more than one scroll view on screen has scrollsToTop (YES by default). A collapsed large
  /// title expands again.
  func scrollToTop() {
    recorder.event("statusBar", "tap", detail: "the scroll-to-top gesture")
    let onScreen = world.objects.indices.map(World.ObjectID.init).filter {
      world[$0].viewType?.isScrollView == true && world[$0].inWindow && !world.bool($0, .hidden)
    }
    guard !onScreen.isEmpty else {
      return noop("scrollToTop: no scroll view on screen", object: "statusBar")
    }
    if onScreen.count > 1 && scenario.device.idiom == .phone {
      recorder.note(
        "scrollToTop: \(onScreen.count) scroll views on screen have scrollsToTop (\(onScreen.map { world[$0].name }.joined(separator: ", "))): on iPhone the gesture has no effect",
        object: "statusBar", rule: Rule.scrollScrollToTop)
      return
    }
    // iPad: the scroll view closest to the status bar (the highest frame; the first made on a tie).
    guard
      let scroll = onScreen.min(by: { world.rect($0, .frame).minY < world.rect($1, .frame).minY })
    else { return }
    var inset =
      era == .safeArea
      ? world.insets(scroll, .adjustedContentInset) : world.insets(scroll, .contentInset)
    // The tracked scroll view's top is the expanded bar's: a collapsed large title comes back.
    let expands = largeTitleExpandsAtTop(of: scroll)
    if expands { inset.top += LargeTitleCollapse.titleHeight }
    let offset = world.value(scroll, .contentOffset)?.pointValue ?? Point(x: 0, y: 0)
    let target = Point(x: offset.x, y: -inset.top)
    guard offset != target || expands else {
      return recorder.note(
        "scrollToTop: \(world[scroll].name) is already at the top of its content: nothing happens",
        object: world[scroll].name, rule: Rule.scrollScrollToTop)
    }
    let insetName = era == .safeArea ? "adjustedContentInset" : "contentInset"
    let top = inset.top
    let expanded = expands
    _ = recorder.write(
      scroll, .contentOffset,
      Derived(
        target, Rule.scrollScrollToTop,
        "the top of the content: y = −\(insetName).top \(formatPoints(top))"
          + (expanded ? " with the large title expanded" : "")), as: Value.point)
    if let owner = controllerOwning(scroll) {
      call(controllers[owner].name, .scrollViewDidScrollToTop, detail: world[scroll].name)
    }
    for kind in Simulation.containerKinds {
      kind.scrolledToTop(scroll, from: offset, to: target, in: self)
    }
  }
}
