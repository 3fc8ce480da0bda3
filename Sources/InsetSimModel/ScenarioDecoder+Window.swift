import InsetSimSupport

extension ScenarioDecoder {
  /// A window mode (`"window"`, or a `resizeWindow` step's `to`): the iPad's, on the releases and
  /// devices whose sizes are published.
  func windowMode(
    _ v: JSONValue, _ path: @autoclosure () -> String, scenario s: Scenario,
    orientation: Orientation?
  ) throws(InputError) -> WindowMode {
    guard s.device.isPad else {
      throw fail(
        path(), "window modes are the iPad's: \(s.device.name) runs its app full screen",
        expected: "an iPad device, or no window mode")
    }
    let mode: WindowMode
    if case .object = v {
      let pairs = try object(v, path(), allowed: ["width", "height"])
      let map = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
      guard let w = map["width"], let h = map["height"] else {
        throw fail(
          path(), "a window needs 'width' and 'height'",
          expected: "{\"width\": W, \"height\": H} in points")
      }
      let longest = max(s.device.portraitSize.width, s.device.portraitSize.height)
      let width = try number(w, join(path(), "width"), min: 1, max: longest)
      let height = try number(h, join(path(), "height"), min: 1, max: longest)
      guard s.os.major >= 16 else {
        throw fail(
          path(),
          "windows of any size arrive with Stage Manager in iPadOS 16 (iOS \(s.os) has Split View and Slide Over)",
          expected: "a Split View or Slide Over mode, or iOS 16 or later")
      }
      if width > WindowMode.widestCompactWidth && width < WindowMode.narrowestRegularWidth {
        throw fail(
          join(path(), "width"),
          "no measured window gives the size class of a window \(formatPoints(width)) pt wide",
          expected:
            "at most \(formatPoints(WindowMode.widestCompactWidth)) (compact width) or at least \(formatPoints(WindowMode.narrowestRegularWidth)) (regular width)"
        )
      }
      mode = .free(Size(width: width, height: height))
    } else {
      let text = try string(
        v, path(),
        expected: "one of " + WindowMode.names.joined(separator: ", ")
          + ", or {\"width\": W, \"height\": H}")
      switch text {
      case "fullScreen": mode = .fullScreen
      case "slideOver": mode = .slideOver
      case "splitView 1/3": mode = .splitView(.oneThird)
      case "splitView 1/2": mode = .splitView(.oneHalf)
      case "splitView 2/3": mode = .splitView(.twoThirds)
      default:
        throw fail(
          path(), "unknown window mode '\(InputError.shown(text))'",
          expected: "one of " + WindowMode.names.joined(separator: ", ")
            + ", or {\"width\": W, \"height\": H}",
          suggestion: Suggestions.closest(to: text, in: WindowMode.names))
      }
    }
    if s.requiresFullScreen, s.os >= OSVersion(9, 0), mode != .fullScreen {
      // Apple's UIRequiresFullScreen page: it "opts the app out of multitasking and dynamic
      // resizing" (rule rotation.requiresFullScreen).
      throw fail(
        path(),
        "the app sets requiresFullScreen (UIRequiresFullScreen), which opts it out of multitasking and dynamic resizing: its window is always the whole screen",
        expected: "\"fullScreen\", or requiresFullScreen false",
        suggestion: "fullScreen")
    }
    if s.listsFewerOrientations, s.os >= OSVersion(9, 0), mode != .fullScreen {
      // Apple's supportedInterfaceOrientations page: an app opts out of multitasking "by not
      // declaring support for all possible orientations within the Info.plist file" (rule
      // rotation.appOrientationsOptOut).
      let list = (s.supportedInterfaceOrientations ?? []).map(\.rawValue)
      throw fail(
        path(),
        "the app's Info.plist lists \(list.joined(separator: ", ")) (supportedInterfaceOrientations): an iPad app that lists fewer than all four orientations opts out of multitasking, so its window is always the whole screen",
        expected: "\"fullScreen\", or all four orientations in supportedInterfaceOrientations",
        suggestion: "fullScreen")
    }
    switch mode {
    case .fullScreen, .free: break
    case .splitView(let fraction):
      guard s.os.major >= 9 && s.os.major < 26 else {
        throw fail(
          path(),
          s.os.major < 9
            ? "Split View arrives in iOS 9"
            : "iPadOS 26 replaces Split View with resizable windows",
          expected: s.os.major < 9 ? "iOS 9 to 18" : "a window {\"width\": W, \"height\": H}")
      }
      guard s.device.splitViewWidths != nil else {
        throw fail(
          path(), "no published Split View sizes for \(s.device.name)",
          expected: "one of " + Device.splitViewFamilies.joined(separator: ", ")
            + ", or a window {\"width\": W, \"height\": H} from iOS 16")
      }
      if fraction == .oneHalf, let orientation, !orientation.isLandscape {
        throw fail(
          path(), "a portrait Split View has no halves",
          expected: "splitView 1/3 or splitView 2/3 in portrait")
      }
    case .slideOver:
      guard s.os.major >= 9 && s.os.major < 26 else {
        throw fail(
          path(),
          s.os.major < 9
            ? "Slide Over arrives in iOS 9"
            : "iPadOS 26 replaces Slide Over with resizable windows",
          expected: s.os.major < 9 ? "iOS 9 to 18" : "a window {\"width\": W, \"height\": H}")
      }
      guard s.device.hasMeasuredSlideOver else {
        throw fail(
          path(), "no published Slide Over size for \(s.device.name)",
          expected:
            "iPad (9.7-inch) or iPad Pro (10.5-inch), or a window {\"width\": W, \"height\": H} from iOS 16"
        )
      }
    }
    return mode
  }
}
