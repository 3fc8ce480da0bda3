import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// The page curl of a page view controller (rules pageViewController.curl, .cancelledCurl,
/// .curlNotAnimated): setViewControllers and swipes in the page-curl style, and the frames and
/// safe area of its pages (rule pageViewController.curlSafeArea), which layout asks for.
enum PageCurlFlow {}

extension Simulation {
  /// The page view controller and side of the spine of a page shown by a page-curl page view
  /// controller; nil for any other controller.
  func curlPage(_ c: ControllerID) -> (pager: ControllerID, isLeft: Bool, spine: PageSpineLocation)?
  {
    guard let p = controllers[c].parent, let state = containers.pagers[p],
      state.style == .pageCurl, let i = state.pages.firstIndex(of: controllers[c].name)
    else { return nil }
    return (p, PageCurl.isLeft(state.spine, indexInSpread: i % 2), state.spine)
  }

  /// The frame and safe area of a page of a page-curl page view controller, `parent` its view:
  /// `_UIPageCurl _pageViewFrame:` (the bounds, or half of them with the spine in the middle, rule
  /// pageViewController.curl), and the page view controller's own insets given whole (rule
  /// pageViewController.curlSafeArea); nil for any other controller.
  func curlPageGeometry(_ c: ControllerID, in parent: World.ObjectID, parentSize: Size)
    -> ChildGeometry?
  {
    guard let page = curlPage(c) else { return nil }
    let world = self.world
    return ChildGeometry(
      frame: PageCurl.frame(bounds: parentSize, spine: page.spine, isLeft: page.isLeft),
      safeArea: PageCurl.safeArea(
        pagerInsets: world.insets(parent, .safeAreaInsets), pagerName: world[parent].name,
        additional: world.insets(controllers[c].object, .additionalSafeAreaInsets)))
  }

  /// setViewControllers to the spread starting at `target`, or a swipe to it (`swipe`: whether
  /// the user lets go early), in the page-curl style.
  func curl(_ pager: ControllerID, to target: Int, animated: Bool, swipe cancelled: Bool?) {
    let pagerName = controllers[pager].name
    guard var state = containers.pagers[pager] else { return }
    if state.curl != nil {
      return outsideModel(
        Rule.outsidePageCurlDuringCurl,
        "a page curl of \(pagerName) while its curl to \(state.pages[state.curl?.target ?? 0]) runs",
        stops: true)
    }
    let names = Array(state.pages[target..<(target + state.shown)])
    guard target != state.current else {
      return noop(
        "setPage of \(pagerName) to \(names.joined(separator: " and ")), which it shows",
        object: pagerName)
    }
    let forward = target > state.current
    let direction = forward ? "forward" : "reverse"
    if let cancelled = cancelled {
      recorder.event(
        pagerName, "swipe",
        detail: "curl to \(names.joined(separator: " and "))" + (cancelled ? ", let go early" : ""))
    } else {
      recorder.event(
        pagerName, "setViewControllers",
        detail:
          "\(names.joined(separator: ", ")), \(direction), \(animated ? "animated" : "not animated")"
      )
    }
    let outgoing = state.pages[state.current..<(state.current + state.shown)].map {
      controller(named: $0)
    }
    let incoming = names.map { controller(named: $0) }
    guard controllers[pager].appearing else {
      // Not on screen: the pages swap with no appearance callbacks.
      for c in outgoing {
        call(controllers[c].name, .willMove, detail: "nil")
        leaveParent(c)
      }
      for c in incoming { addCurlPage(c, to: pager, appears: false) }
      state.current = target
      containers.pagers[pager] = state
      return
    }
    guard animated else {
      recorder.note(
        "setViewControllers not animated: the old page leaves, then the new one joins",
        object: pagerName, rule: Rule.pageViewControllerCurlNotAnimated)
      for c in outgoing {
        call(controllers[c].name, .willMove, detail: "nil")
        appearance(c, .viewWillDisappear, detail: nil)
        detachView(of: c)
        appearance(c, .viewDidDisappear, detail: nil)
        leaveParent(c)
      }
      for c in incoming { addCurlPage(c, to: pager, appears: true) }
      state.current = target
      containers.pagers[pager] = state
      return
    }
    recorder.note(
      "page curl: incoming viewWillAppear → outgoing viewWillDisappear … outgoing viewDidDisappear → incoming viewDidAppear; the curl settles about 0.3 s later (rule pageViewController.timing)",
      object: pagerName, rule: Rule.pageViewControllerCurl)
    // UIKit starts with the incoming right page, then the left one.
    var run = PageViewContainer.CurlRun(
      incoming: [], outgoing: outgoing, target: target, cancelled: cancelled == true)
    for c in incoming.reversed() {
      loadViewIfNeeded(c)
      appearance(c, .viewWillAppear, detail: "animated")
      let isLeft = curlSide(of: c, in: state)
      let joins = PageCurl.joinsAtStart(isLeft: isLeft, forward: forward)
      if joins {
        addCurlPage(c, to: pager, appears: false, underneath: true)
        // It heard viewWillAppear before it joined (rule pageViewController.curl): now a child, it
        // hears viewIsAppearing at its view's first layout (rule lifecycle.viewIsAppearing).
        childrenAwaitingIsAppearing.insert(c)
      }
      run.incoming.insert((c, joins), at: 0)
    }
    for c in outgoing { appearance(c, .viewWillDisappear, detail: "animated") }
    state.curl = run
    containers.pagers[pager] = state
    schedule(
      PageViewContainer.Timer.curlEnded, of: PageViewContainer.self, about: pager.index,
      after: PageScrolling.duration)
  }

  /// The end of a curl: the outgoing pages leave and the incoming ones appear, or, let go early,
  /// the incoming pages go and the outgoing ones appear again. A page that joins now is laid out
  /// before its viewDidAppear. A page view controller that left the screen while its curl ran
  /// (its viewWillDisappear came) settles the pages with no appearance callbacks.
  func finishCurl(of pager: ControllerID) {
    guard var state = containers.pagers[pager], let run = state.curl else { return }
    state.curl = nil
    let layoutWasNeeded = needsLayout
    var laidOut = false
    if !controllers[pager].appearing {
      settleOffScreen(run, of: pager)
      if !run.cancelled { state.current = run.target }
    } else if run.cancelled {
      recorder.note(
        "the user let go early: the curl goes back", object: controllers[pager].name,
        rule: Rule.pageViewControllerCancelledCurl)
      for (c, _) in run.incoming { appearance(c, .viewWillDisappear, detail: "cancelled") }
      for c in run.outgoing { appearance(c, .viewWillAppear, detail: "cancelled") }
      for (c, joined) in run.incoming {
        if joined {
          call(controllers[c].name, .willMove, detail: "nil")
          leaveParent(c)
        }
        appearance(c, .viewDidDisappear, detail: nil)
      }
      for c in run.outgoing { appearance(c, .viewDidAppear, detail: nil) }
    } else {
      for c in run.outgoing {
        call(controllers[c].name, .willMove, detail: "nil")
        detachView(of: c)
        appearance(c, .viewDidDisappear, detail: nil)
        leaveParent(c)
      }
      for (c, joined) in run.incoming {
        if !joined {
          addCurlPage(c, to: pager, appears: false, underneath: true)
          // It heard viewWillAppear before it joined: its view is laid out now, with its
          // viewIsAppearing, before its viewDidAppear (rule lifecycle.viewIsAppearing: after the
          // view is in the hierarchy and laid out by its superview).
          childrenAwaitingIsAppearing.insert(c)
          layOutSubviewsNow(of: pager)
          // That layout left nothing of the curl's to lay out; what the callbacks that follow ask
          // for still gets its pass.
          needsLayout = layoutWasNeeded
          laidOut = true
        }
        appearance(c, .viewDidAppear, detail: nil)
      }
      state.current = run.target
    }
    containers.pagers[pager] = state
    if !laidOut { needsLayout = true }
  }

  /// The end of a curl whose page view controller is off screen: the page view controller calls
  /// its pages' appearance methods only while it appears (rule pageViewController.curl), so the
  /// pages settle as the curl ends, hearing no appearance callback.
  private func settleOffScreen(_ run: PageViewContainer.CurlRun, of pager: ControllerID) {
    let pagerName = controllers[pager].name
    recorder.note(
      "the curl ends while \(pagerName) is off screen: "
        + (run.cancelled ? "it goes back" : "the new pages stay")
        + ", with no appearance callbacks", object: pagerName, rule: Rule.pageViewControllerCurl)
    let leaving = run.cancelled ? run.incoming.filter(\.joined).map(\.page) : run.outgoing
    for c in leaving {
      call(controllers[c].name, .willMove, detail: "nil")
      leaveParent(c)
    }
    if !run.cancelled {
      for (c, joined) in run.incoming where !joined {
        addCurlPage(c, to: pager, appears: false, underneath: true)
      }
    }
    // No page is appearing any more: the pages shown appear with the page view controller.
    for c in run.outgoing + run.incoming.map(\.page) {
      controllers[c].appearing = false
      childrenAwaitingIsAppearing.remove(c)
    }
  }

  /// A page joins a page-curl page view controller: addChild, its view in the page view
  /// controller's view with its frame (``curlPageGeometry(_:in:parentSize:)``) on top, or
  /// underneath its other subviews for an animated curl (insertSubview(_:at: 0)),
  /// didMove(toParent:); `appears`: it hears viewWillAppear and viewDidAppear as its view enters
  /// the window (a curl not animated).
  private func addCurlPage(
    _ c: ControllerID, to pager: ControllerID, appears: Bool, underneath: Bool = false
  ) {
    addChild(
      c, to: pager, spec: ChildSpec(controller: controllers[c].name), appears: appears,
      atIndex: underneath ? 0 : nil)
  }

  private func curlSide(of c: ControllerID, in state: PageViewContainer) -> Bool {
    let i = state.pages.firstIndex(of: controllers[c].name) ?? 0
    return PageCurl.isLeft(state.spine, indexInSpread: i % 2)
  }
}
