import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The layout pass of one controller: bars, the container's frame for the controller's view, then
/// the era's inset machinery — the iOS 7–10 adjustment or iOS 11+ safe-area propagation.
extension Simulation {
  /// The bars around controller `c`: the status bar and window, then each container kind's bars
  /// (``Simulation/barWriters``).
  func writeBarFrames(_ bars: BarLayout, for c: ControllerID) {
    _ = recorder.write(statusBar, .frame, bars.statusBarFrame, as: Value.rect)
    if era == .safeArea {
      _ = recorder.write(window, .safeAreaInsets, bars.windowSafeArea, as: Value.insets)
    }
    let placement = context(of: c)
    for kind in Simulation.barWriters {
      kind.writeBars(bars, for: c, placement: placement, in: self)
    }
  }

  /// The bars for `input`: one of the last two layouts' when nothing they depend on differs (a pure
  /// function, so reusing it changes nothing but the time taken). Two, so that a push and its pop,
  /// which alternate two inputs, find both; kept in properties, not an array, so a run with one
  /// input allocates nothing for them.
  func barLayout(_ input: LayoutInput) -> BarLayout {
    if let last = lastBars, last.input == input { return last.bars }
    if let previous = previousBars, previous.input == input { return previous.bars }
    let bars = BarLayout(input)
    previousBars = lastBars
    lastBars = CachedBarLayout(input: input, bars: bars)
    return bars
  }

  func layout(_ c: ControllerID, appearing: Bool) {
    guard let root = controllers[c].rootView else { return }
    let outerPass = inLayoutPass
    inLayoutPass = true
    defer { inLayoutPass = outerPass }
    if appearing { startCollapsedIfBug(c) }
    let name = controllers[c].name
    let input = layoutInput(for: c)
    let bars = barLayout(input)
    writeBarFrames(bars, for: c)
    if let searchBar = controllers[c].searchBar {
      writeSearchBarFrame(searchBar, of: c, input: input, bars: bars)
    }
    if !Simulation.containerKinds.contains(where: {
      $0.layOut(c, root: root, input: input, bars: bars, in: self)
    }) {
      layOutInContainer(c, root: root, input: input, bars: bars, appearing: appearing)
    }
    if tracksKeyboardGuide && era == .safeArea { updateKeyboardLayoutGuide(c, root: root) }
    if appearing { firstTraitCollection(c) }
    if appearing && Rule.lifecycleViewIsAppearing.applies(to: os) { call(name, .viewIsAppearing) }
    updatePropertiesIfDue(c)
    call(name, .viewWillLayoutSubviews)
    // A hosting view lays out its SwiftUI content in its own layoutSubviews.
    call(world[root].name, .layoutSubviews) {
      updateHostedSafeArea(c)
      layoutSubviews(of: root)
    }
    call(name, .viewDidLayoutSubviews)
  }

  /// A controller view's frame with an edge at a bar rests on the bars; one that fills its screen
  /// or column does not.
  func restOnBars(_ frame: inout Derived<Rect>, input: LayoutInput, bars: BarLayout) {
    let (minY, maxY) = (input.column?.minY ?? 0, input.column?.maxY ?? bars.screen.height)
    if frame.value.minY > minY || frame.value.maxY < maxY { frame.restOn(bars.footing) }
  }

  /// The frame a container gives the controller's view, then the era's inset machinery.
  private func layOutInContainer(
    _ c: ControllerID, root: World.ObjectID, input: LayoutInput, bars: BarLayout, appearing: Bool
  ) {
    let name = controllers[c].name
    let upstream = bars.footing
    // Values are made to rest on their footing in place (`restOn`), not copied by `restingOn`: a
    // copy or a destroy of a `Derived` goes through its type's value witnesses.
    var frame = ControllerViewFrame.frame(input, bars: bars)
    restOnBars(&frame, input: input, bars: bars)
    _ = recorder.write(root, .frame, frame, as: Value.rect)
    updateTableWidth(root)
    switch era {
    case .ios6:
      break
    case .legacy:
      var guides = ControllerViewFrame.layoutGuides(frame: frame.value, bars: bars)
      guides.top.restOn(upstream)
      _ = recorder.write(
        controllers[c].object, .topLayoutGuideLength, guides.top, as: Value.number)
      if let bug = legacyBottomGuideBug(c, guides.bottom, input, appearing: appearing) {
        guides.bottom = bug
      }
      guides.bottom.restOn(upstream)
      _ = recorder.write(
        controllers[c].object, .bottomLayoutGuideLength, guides.bottom, as: Value.number)
      adjustLegacyInsets(c, root: root, input: input, bars: bars, appearing: appearing)
    case .safeArea:
      var insets =
        world[root].inWindow
        ? SafeAreaPropagation.rootView(frame: frame.value, input: input, bars: bars)
        : SafeAreaPropagation.notInWindow
      if world[root].inWindow,
        let bug = rootSafeAreaBug(c, insets.value, input, bars, appearing: appearing)
      {
        insets = bug
      }
      insets.restOn(upstream)
      if recorder.write(root, .safeAreaInsets, insets, as: Value.insets) {
        if world.scrollView(of: root) == root { updateAdjustedContentInset(root) }
        call(world[root].name, .safeAreaInsetsDidChange)
        call(name, .viewSafeAreaInsetsDidChange)
      }
      applyNeverIgnoredInTabBarBug(c, root: root, input: input, bars: bars)
    }
  }

  /// A view's layoutSubviews: subviews that fill it follow its bounds; on iOS 11+ each subview
  /// receives its part of this view's safe area, and scroll views recompute adjustedContentInset.
  /// The tree is walked depth first with a stack of its own (a script may nest views as deep as it
  /// adds them), each child laid out before its own subviews and before its next sibling.
  func layoutSubviews(of top: World.ObjectID) {
    // Each level: the parent, its subviews and size as its layoutSubviews began, and the next
    // child. A level whose view is a child controller's root view ends with that controller's
    // viewDidLayoutSubviews.
    var pending:
      [(
        parent: World.ObjectID, subviews: [World.ObjectID], size: Size, next: Int,
        child: ControllerID?
      )] =
        []
    pending.reserveCapacity(8)  // room for the usual depth: the stack is not grown level by level
    pending.append((top, world[top].subviews, world.rect(top, .frame).size, 0, nil))
    // Built once a pass: rebuilt per subview it cost views × child controllers (an app of 199
    // children and 600 views took 14.5 s to run).
    let owners = childControllers
    while let level = pending.last {
      guard level.next < level.subviews.count, stopNote == nil else {
        pending.removeLast()
        if let c = level.child { call(controllers[c].name, .viewDidLayoutSubviews) }
        continue
      }
      pending[pending.count - 1].next += 1
      let child = level.subviews[level.next]
      let owner = owners.isEmpty ? nil : owners[child]
      layOut(child, in: level.parent, parentSize: level.size, owner: owner)
      if let c = owner {
        firstTraitCollection(c)
        childViewIsAppearing(c)
        updatePropertiesIfDue(c)
        call(controllers[c].name, .viewWillLayoutSubviews)
        updateHostedSafeArea(c)
      }
      pending.append((child, world[child].subviews, world.rect(child, .frame).size, 0, owner))
    }
  }

  /// An appearing child gets viewIsAppearing at its view's first layout, after its safe area and
  /// before its viewWillLayoutSubviews, as its parent does (rule lifecycle.viewIsAppearing); iOS
  /// 13–15 never call it for a child (bug.appearance.childViewIsAppearing).
  func childViewIsAppearing(_ c: ControllerID) {
    guard childrenAwaitingIsAppearing.remove(c) != nil,
      Rule.lifecycleViewIsAppearing.applies(to: os)
    else { return }
    if scenario.uikitBugs,
      let note = ViewIsAppearingNotForwardedToChildren.note(os: os, child: controllers[c].name)
    {
      return recorder.note(
        note, object: controllers[c].name, rule: ViewIsAppearingNotForwardedToChildren.rule)
    }
    call(controllers[c].name, .viewIsAppearing)
  }

  /// iOS 26: updateProperties() of a controller that overrides it, before its layout (rule
  /// lifecycle.updateProperties): at its first layout in the window, and after a size-class change.
  func updatePropertiesIfDue(_ c: ControllerID) {
    guard controllers[c].spec?.spec.updatesProperties == true else { return }
    let due = UpdateProperties.due(
      overrides: true, firstLayout: !propertiesUpdated.contains(c),
      traitsChanged: propertiesDue.contains(c), requested: propertiesRequested.contains(c), os: os)
    guard let due else { return }
    propertiesUpdated.insert(c)
    propertiesDue.remove(c)
    propertiesRequested.remove(c)
    call(
      controllers[c].name, .updateProperties,
      detail: due.value + " (rule " + due.rule.rawValue + ")")
  }

  /// The layout of controller `c`'s view that UIKit runs at once rather than at the next commit
  /// (layoutIfNeeded): its layout callbacks around its view's layoutSubviews, which lays out its
  /// subviews and its children's views; its own view keeps its frame and safe area.
  func layOutSubviewsNow(of c: ControllerID) {
    guard let root = controllers[c].rootView, world[root].inWindow else { return }
    let outerPass = inLayoutPass
    inLayoutPass = true
    defer { inLayoutPass = outerPass }
    let name = controllers[c].name
    call(name, .viewWillLayoutSubviews)
    call(world[root].name, .layoutSubviews) {
      updateHostedSafeArea(c)
      layoutSubviews(of: root)
    }
    call(name, .viewDidLayoutSubviews)
  }

  /// Layout passes UIKit runs before viewDidAppear beyond the first (rule layout.passes.launch):
  /// the controller's layout callbacks again, its view's values already settled.
  func launchLayoutPasses(_ c: ControllerID) {
    let passes = LayoutPasses.atLaunch(topOfNavigation: isInWindowRootNavigation(c), os: os)
    guard passes.value > 1, let root = controllers[c].rootView else { return }
    let outerPass = inLayoutPass
    inLayoutPass = true
    defer { inLayoutPass = outerPass }
    let name = controllers[c].name
    for pass in 2...passes.value {
      call(
        name, .viewWillLayoutSubviews,
        detail: "layout pass \(pass) before viewDidAppear: " + passes.why + " (rule "
          + passes.rule.rawValue + ")")
      call(world[root].name, .layoutSubviews) { layoutSubviews(of: root) }
      call(name, .viewDidLayoutSubviews)
    }
  }

  /// One subview's part of its parent's layoutSubviews.
  private func layOut(
    _ child: World.ObjectID, in parent: World.ObjectID, parentSize: Size, owner: ControllerID?
  ) {
    // A container kind that places its children itself (a page curl's pages).
    let geometry = owner.flatMap { childGeometry($0, in: parent, parentSize: parentSize) }
    if let geometry {
      _ = recorder.write(child, .frame, geometry.frame, as: Value.rect)
      updateTableWidth(child)
    } else if world[child].fillsParent {
      let parentName = world[parent].name
      var frame = Derived(
        Rect(width: parentSize.width, height: parentSize.height), Rule.layoutFill,
        "fills \(parentName)'s bounds")
      frame.restOn(recorder.footing(parent, .frame))
      _ = recorder.write(child, .frame, frame, as: Value.rect)
      updateTableWidth(child)
    }
    if era == .legacy, let c = owner {
      _ = recorder.write(
        controllers[c].object, .topLayoutGuideLength,
        Derived(
          0.0, Rule.legacyChildLayoutGuides,
          "a child controller gets no layout guides from its parent"), as: Value.number)
      _ = recorder.write(
        controllers[c].object, .bottomLayoutGuideLength,
        Derived(
          0.0, Rule.legacyChildLayoutGuides,
          "a child controller gets no layout guides from its parent"), as: Value.number)
    }
    if era == .safeArea {
      var insets: Derived<EdgeInsets>
      do {
        // One copy of the world for the reads before the write (see `updateAdjustedContentInset`).
        let world = self.world
        insets =
          world[child].inWindow
          ? SafeAreaPropagation.subview(
            frame: world.rect(child, .frame), parentBounds: parentSize,
            // A scroll view shows its content from its contentOffset.
            parentOrigin: world[parent].viewType?.isScrollView == true
              ? world.point(parent, .contentOffset) : .zero,
            parentInsets: world.insets(parent, .safeAreaInsets), parentName: world[parent].name)
          : SafeAreaPropagation.notInWindow
        if let geometry, world[child].inWindow {
          insets = geometry.safeArea
        } else if let c = owner, world[child].inWindow {
          let additional = world.insets(controllers[c].object, .additionalSafeAreaInsets)
          let overlap = insets
          let (childName, parentName) = (controllers[c].name, world[parent].name)
          insets = SafeAreaPropagation.clampedAtZero(
            Derived(
              overlap.value + additional, Rule.safeAreaChild,
              "\(childName) is a child controller: its view's overlap with \(parentName)'s safe area (\(overlap.why))"
                + (additional == .zero ? "" : " + its additionalSafeAreaInsets \(additional)")))
        }
      }
      insets.restOn(recorder.footing(parent, .safeAreaInsets))
      let changed = recorder.write(child, .safeAreaInsets, insets, as: Value.insets)
      if changed {
        call(world[child].name, .safeAreaInsetsDidChange)
        if let c = owner { call(controllers[c].name, .viewSafeAreaInsetsDidChange) }
      }
      if world[child].viewType?.isScrollView == true {
        updateAdjustedContentInset(child, safeAreaChanged: changed)
      }
    }
  }

  func updateTableWidth(_ id: World.ObjectID) {
    guard let height = world[id].tableContentHeight else { return }
    var size = TableContentSize.size(height: height, width: world.rect(id, .frame).width)
    size.restOn(recorder.footing(id, .frame))
    _ = recorder.write(id, .contentSize, size, as: Value.size)
  }

  // MARK: - iOS 7–10

  func adjustLegacyInsets(
    _ c: ControllerID, root: World.ObjectID, input: LayoutInput, bars: BarLayout, appearing: Bool
  ) {
    let controller = controllers[c].object
    let candidate: Derived<World.ObjectID?>
    let scroll: World.ObjectID
    let amount: Derived<EdgeInsets>
    let (previous, current, currentIndicators): (EdgeInsets, EdgeInsets, EdgeInsets)
    do {
      // One copy of the world for the reads, ended before the writes (see
      // `updateAdjustedContentInset`).
      let world = self.world
      candidate = LegacyInsetAdjustment.candidate(world: world, root: root, input: input)
      guard let adjusted = candidate.value else {
        if appearing && world.subtree(root).contains(where: { world.scrollView(of: $0) != nil }) {
          recorder.note(
            "no scroll view is adjusted: " + candidate.why, object: controllers[c].name,
            ruleOf: candidate)
        }
        return
      }
      scroll = adjusted
      var derived = LegacyInsetAdjustment.amount(frame: world.rect(root, .frame), bars: bars)
      derived.restOn(bars.footing)
      amount = derived
      previous = world.insets(controller, .appliedInsetAdjustment)
      current = world.insets(scroll, .contentInset)
      currentIndicators = world.insets(scroll, .scrollIndicatorInsets)
    }
    if legacyAdjustmentSkippedBug(c, root: root, scroll: scroll, candidate: candidate) { return }
    let updated = LegacyInsetAdjustment.apply(
      current: current, previouslyApplied: previous, amount: amount.value)
    let rule =
      candidate.rule == Rule.legacyWebViewInnerScrollView.id
      ? Footing(Rule.legacyWebViewInnerScrollView) : Footing(Rule.legacyAutoAdjustAdditive)
    let indicators = LegacyInsetAdjustment.apply(
      current: currentIndicators, previouslyApplied: previous, amount: amount.value)
    // The three explanations capture one object holding their figures (no closure context each).
    let words = LegacyInsetAdjustment.Words(
      current: current, currentIndicators: currentIndicators, previouslyApplied: previous,
      amount: amount,
      topCover: bars.topCover.explanation, bottomCover: bars.bottomCover.explanation)
    let upstream = amount.footing
    recorder.write(
      scroll, .contentInset, .insets(updated),
      cause: Self.cause(rule, restingOn: upstream, words.contentInset))
    recorder.write(
      scroll, .scrollIndicatorInsets, .insets(indicators),
      cause: Self.cause(
        Footing(Rule.legacyAutoAdjustIndicators), restingOn: upstream, words.scrollIndicatorInsets)
    )
    recorder.write(
      controller, .appliedInsetAdjustment, .insets(amount.value),
      cause: Self.cause(
        Footing(Rule.legacyAutoAdjustAdditive), restingOn: upstream, words.remembered))
    pinContentOffset(
      scroll, oldInset: current, newInset: updated,
      restingOn: recorder.footing(scroll, .contentInset))
  }

  /// A rule's write of a value derived from values resting on `upstream`, as
  /// `TraceWriter.Cause.rule(_:restingOn:_:)` makes it, the rule given by its footing: choosing
  /// the rule, or passing one, copies its id and confidence, not the whole rule.
  private static func cause(
    _ rule: Footing, restingOn upstream: Footing?,
    _ why: @escaping @autoclosure @Sendable () -> String
  ) -> TraceWriter.Cause {
    .explained(
      rule.rule, Explanation(why), rule.confidence,
      upstream.flatMap { $0.confidence.strength < rule.confidence.strength ? $0 : nil })
  }

  func pinContentOffset(
    _ scroll: World.ObjectID, oldInset: EdgeInsets, newInset: EdgeInsets,
    restingOn upstream: Footing?
  ) {
    let firstLayout = takeFirstLayout(of: scroll)
    guard
      var target = ContentOffsetPinning.pinned(
        offset: world.point(scroll, .contentOffset), oldInset: oldInset, newInset: newInset,
        firstLayout: firstLayout)
    else { return }
    target.restOn(upstream)
    _ = recorder.write(scroll, .contentOffset, target, as: Value.point)
  }

  // MARK: - iOS 11+

  /// Recomputes a scroll view's adjustedContentInset; on a change the scroll view and its delegate
  /// hear of it.
  func updateAdjustedContentInset(_ scroll: World.ObjectID, safeAreaChanged: Bool = false) {
    // Only a scroll view has an adjusted content inset (a plain view's frame set by the app has
    // none to recompute).
    guard era == .safeArea, world[scroll].viewType?.isScrollView == true else { return }
    let owner = controllerOwning(scroll)
    let controllerObject = owner.map { controllers[$0].object }
    let root = owner.flatMap { controllers[$0].rootView }
    let facts: ContentInsetAdjustment.Facts
    let edges: Derived<RectEdges>
    let old: EdgeInsets
    var adjusted: Derived<EdgeInsets>
    do {
      // One copy of the world for the reads before the write (each read of the class's property
      // would retain and release the world's four arrays); it ends before the write, which would
      // copy them.
      let world = self.world
      let webOwner = world[scroll].ownerWebView
      facts = ContentInsetAdjustment.Facts(
        behavior: world.value(scroll, .contentInsetAdjustmentBehavior)?.behaviorValue ?? .automatic,
        isContentScrollView: root.map {
          ContentInsetAdjustment.contentScrollView(world: world, root: $0) == scroll
        } ?? false,
        isRootView: root == scroll,
        isInControllerView: owner != nil,
        controllerAdjusts: controllerObject.map {
          world.value($0, .automaticallyAdjustsScrollViewInsets)?.boolValue ?? true
        } ?? true,
        inContainer: isInBarContainer(owner),
        scrollEnabled: world.bool(scroll, .scrollEnabled),
        contentSize: world.size(scroll, .contentSize),
        boundsSize: world.rect(scroll, .frame).size,
        alwaysBounceVertical: world.bool(scroll, .alwaysBounceVertical),
        alwaysBounceHorizontal: world.bool(scroll, .alwaysBounceHorizontal),
        isUIWebViewScrollView: webOwner.map { world[$0].viewType == .webView } ?? false)
      edges = ContentInsetAdjustment.adjustedEdges(facts)
      old = world.insets(scroll, .adjustedContentInset)
      adjusted = ContentInsetAdjustment.adjusted(
        contentInset: world.insets(scroll, .contentInset),
        safeArea: world.insets(scroll, .safeAreaInsets), edges: edges)
      let keyboardOverlap = world.number(scroll, .keyboardInset)
      // On iOS 11 even a .never scroll view takes the keyboard's inset (rule
      // keyboard.neverSkipsKeyboardInset).
      if keyboardOverlap > 0
        && (facts.behavior != .never || !Rule.keyboardNeverSkipsKeyboardInset.applies(to: os))
      {
        adjusted = Keyboard.avoidance(
          adjusted: adjusted.value, contentInset: world.insets(scroll, .contentInset),
          overlap: keyboardOverlap)
      }
    }
    adjusted.restOn(
      recorder.footing(of: [
        (scroll, .safeAreaInsets), (scroll, .contentInset), (scroll, .keyboardInset),
      ]))
    guard recorder.write(scroll, .adjustedContentInset, adjusted, as: Value.insets) else {
      // Laid out in the window with nothing to move: a later change is not its first layout.
      if world[scroll].inWindow { _ = takeFirstLayout(of: scroll) }
      if safeAreaChanged {
        recorder.note(
          "safe area now \(world.insets(scroll, .safeAreaInsets)), but adjustedContentInset stays \(old) (\(edges.why)): no adjustedContentInsetDidChange, no scrollViewDidChangeAdjustedContentInset",
          object: world[scroll].name, ruleOf: edges)
      }
      return
    }
    if world[scroll].inWindow {
      pinContentOffset(
        scroll, oldInset: old, newInset: adjusted.value, restingOn: adjusted.footing)
    }
    let name = world[scroll].name
    call(name, .adjustedContentInsetDidChange)
    // A format-1 scenario's controller is the delegate of every scroll view the scenario builds,
    // from its creation on; in an app, the controller whose view holds the scroll view, or, before
    // it joins the hierarchy, the controller that built it.
    if let screen = semantics.screenController {
      call(screen, .scrollViewDidChangeAdjustedContentInset, detail: name)
    } else if let delegate = owner ?? scrollViewBuilder(scroll) {
      call(controllers[delegate].name, .scrollViewDidChangeAdjustedContentInset, detail: name)
    }
  }
}
