import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// A page view controller (UIPageViewController): its pages in the data source's order, the one
/// it shows, and the ones that are its children. In the scroll style it shows one page, whose view
/// fills its own (so the page's safe area is its own, rule pageViewController.pages), and the
/// pages its scroll view keeps stay children; it accepts setPage (setViewControllers) and
/// swipePage, and drives the pages' appearance in the order of rule pageViewController.order, or
/// pageViewController.cancelledSwipe for a swipe let go early. In the page-curl style it shows one
/// page or a spread of two, which alone are its children (rules pageViewController.curl,
/// .cancelledCurl, .curlNotAnimated, in PageCurlFlow.swift), and gives their views their frames
/// and safe area (``ContainerKind/childGeometry(_:in:parentSize:sim:)``, rule
/// pageViewController.curlSafeArea).
struct PageViewContainer {
  var controller: ControllerID
  var pages: [String]
  /// The index in `pages` of the page shown (the left page of the spread shown).
  var current: Int
  /// The indexes of the pages that are children now (the shown one and the neighbours a swipe
  /// fetched).
  var kept: Set<Int>
  var style: PageTransitionStyle = .scroll
  var spine: PageSpineLocation = .min
  /// The curl under way (page curl only).
  var curl: CurlRun?

  /// How many pages show at once.
  var shown: Int { style == .pageCurl && spine == .mid ? 2 : 1 }

  /// A page curl under way: the pages it brings in (and whether each joined as a child when it
  /// started), the pages it takes away, and whether the user let go early.
  struct CurlRun {
    var incoming: [(page: ControllerID, joined: Bool)]
    var outgoing: [ControllerID]
    var target: Int
    var cancelled: Bool
  }
}

extension PageViewContainer: ContainerKind {
  /// A page view controller's timer, about its controller: a page curl ended.
  enum Timer: Int {
    case curlEnded
  }

  static func timerFired(_ timer: ContainerTimer, in sim: Simulation) {
    if Timer(rawValue: timer.code) == .curlEnded { sim.finishCurl(of: ControllerID(timer.subject)) }
  }

  static func perform(_ action: ScriptStep.Action, in sim: Simulation) -> Bool {
    switch action {
    case .setPage(let pager, let page, let animated):
      sim.setPage(of: sim.controller(named: pager), to: page, animated: animated)
    case .swipePage(let pager, let forward, let cancelled):
      sim.swipePage(of: sim.controller(named: pager), forward: forward, cancelled: cancelled)
    default: return false
    }
    return true
  }

  /// A page of a page curl: its frame from the spine, and the page view controller's safe area
  /// whole.
  static func childGeometry(
    _ c: ControllerID, in parent: World.ObjectID, parentSize: Size, sim: Simulation
  ) -> ChildGeometry? {
    sim.curlPageGeometry(c, in: parent, parentSize: parentSize)
  }

  /// The page view controller sets its first page in its viewDidLoad: setViewControllers, not
  /// animated, which adds the page as a child with its view in its own.
  static func viewDidLoad(_ c: ControllerID, in sim: Simulation) {
    guard let spec = sim.controllers[c].spec?.spec.pageViewController, let first = spec.pages.first
    else { return }
    let shown = spec.pages.prefix(spec.pagesShown).joined(separator: ", ")
    sim.recorder.event(
      sim.controllers[c].name, "setViewControllers", detail: "\(shown), forward, not animated")
    var state = PageViewContainer(controller: c, pages: spec.pages, current: 0, kept: [0])
    state.style = spec.transitionStyle
    state.spine = spec.spineLocation
    sim.containers.pagers[c] = state
    guard state.style == .pageCurl else { return sim.addPage(sim.controller(named: first), to: c) }
    for name in spec.pages.prefix(state.shown) {
      sim.addChild(
        sim.controller(named: name), to: c, spec: ChildSpec(controller: name), appears: false)
    }
  }
}

extension Simulation {
  /// A page joins the page view controller as a child: addChild (willMove(toParent:)), its view
  /// filling the page view controller's view, didMove(toParent:). It hears no appearance callback
  /// here: the page view controller calls them itself.
  func addPage(_ page: ControllerID, to pager: ControllerID) {
    addChild(
      page, to: pager, spec: ChildSpec(controller: controllers[page].name), appears: false,
      fillRule: Rule.pageViewControllerPages)
  }

  /// A page the scroll view keeps comes back into the page view controller's view.
  func attachPageView(_ page: ControllerID, to pager: ControllerID) {
    attachView(
      of: page, to: pager, spec: ChildSpec(controller: controllers[page].name), appears: false,
      fillRule: Rule.pageViewControllerPages)
    needsLayout = true
  }

  /// setViewControllers([page], direction:, animated:): the new page joins as a child at once and
  /// the old one hears willMove(toParent: nil); on screen, the pages' appearance follows rule
  /// pageViewController.order and the old page leaves when the scroll ends.
  func setPage(of pager: ControllerID, to page: String, animated: Bool) {
    let pagerName = controllers[pager].name
    guard var state = containers.pagers[pager], let target = state.pages.firstIndex(of: page)
    else {
      return noop(
        "setPage of \(pagerName): its view is not loaded, so it has set no page yet",
        object: pagerName)
    }
    if state.style == .pageCurl {
      return curl(pager, to: target - target % state.shown, animated: animated, swipe: nil)
    }
    guard target != state.current else {
      return noop("setPage of \(pagerName) to \(page), which it shows", object: pagerName)
    }
    let old = controller(named: state.pages[state.current])
    let new = controller(named: page)
    let direction = target > state.current ? "forward" : "reverse"
    recorder.event(
      pagerName, "setViewControllers",
      detail: "\(page), \(direction), \(animated ? "animated" : "not animated")")
    call(controllers[old].name, .willMove, detail: "nil")
    if state.kept.contains(target) {
      attachPageView(new, to: pager)
    } else {
      addPage(new, to: pager)
    }
    state.kept = [target]
    state.current = target
    containers.pagers[pager] = state
    guard controllers[pager].appearing else {
      // Not on screen: the pages swap with no appearance callbacks.
      return leaveParent(old)
    }
    startTransition(
      Transition(
        flow: .pageScroll, incoming: new, outgoing: old, animated: animated,
        detachedAtEnd: [old], removedAtEnd: [old]))
  }

  /// A user's swipe to the next or previous page: the data source's page joins as a child when
  /// the drag starts, the pages hear their appearance callbacks (rule pageViewController.order, or
  /// pageViewController.cancelledSwipe when the user lets go early), and the page left behind
  /// stays a child the scroll view keeps; a page two away leaves.
  func swipePage(of pager: ControllerID, forward: Bool, cancelled: Bool) {
    let pagerName = controllers[pager].name
    guard var state = containers.pagers[pager], controllers[pager].appearing else {
      return noop("swipePage in \(pagerName), which is not on screen", object: pagerName)
    }
    let target = state.current + (forward ? state.shown : -state.shown)
    guard state.pages.indices.contains(target) else {
      return noop(
        "swipePage in \(pagerName) past its \(forward ? "last" : "first") page: the data source returns nil and "
          + (state.style == .pageCurl ? "no page turns" : "the scroll view bounces"),
        object: pagerName)
    }
    if state.style == .pageCurl {
      return curl(pager, to: target, animated: true, swipe: cancelled)
    }
    let old = controller(named: state.pages[state.current])
    recorder.event(
      pagerName, "swipe",
      detail: "to \(state.pages[target])" + (cancelled ? ", let go early" : ""))
    // The data source makes the page when the drag starts.
    let new = controller(named: state.pages[target])
    if state.kept.contains(target) {
      attachPageView(new, to: pager)
    } else {
      addPage(new, to: pager)
      state.kept.insert(target)
    }
    let t = Transition(flow: .pageScroll, incoming: new, outgoing: old, animated: true)
    if cancelled {
      t.cancelled = Cancel(rule: Rule.pageViewControllerCancelledSwipe, incomingFirst: false)
      t.detachedAtEnd = [new]
    } else {
      t.detachedAtEnd = [old]
      state.current = target
      // A page two away from the new one leaves the scroll view when the scroll ends.
      let far = state.kept.filter { abs($0 - target) > 1 }.sorted()
      for i in far {
        let c = controller(named: state.pages[i])
        call(controllers[c].name, .willMove, detail: "nil")
        t.removedAtEnd.append(c)
        state.kept.remove(i)
      }
    }
    containers.pagers[pager] = state
    startTransition(t)
  }
}
