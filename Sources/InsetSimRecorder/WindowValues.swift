/// What the recorder reads of the window, the status bar and the keyboard at one moment.
///
///     WindowValues(bounds: [0, 0, 393, 852], safeAreaInsets: [59, 0, 34, 0],
///                  statusBarFrame: [0, 0, 393, 54])
public struct WindowValues: Hashable, Sendable {
  /// `[x, y, width, height]`.
  public var bounds: [Double]
  /// `[top, left, bottom, right]`.
  public var safeAreaInsets: [Double]
  /// The status bar manager's `statusBarFrame` and `isStatusBarHidden`.
  public var statusBarFrame: [Double]?
  public var statusBarHidden: Bool
  /// The keyboard's frame in the screen, from the last keyboard notification's end frame; nil
  /// before the first one (a device does not say where a keyboard it never showed would be).
  public var keyboardFrame: [Double]?

  public init(
    bounds: [Double], safeAreaInsets: [Double], statusBarFrame: [Double]? = nil,
    statusBarHidden: Bool = false, keyboardFrame: [Double]? = nil
  ) {
    self.bounds = bounds
    self.safeAreaInsets = safeAreaInsets
    self.statusBarFrame = statusBarFrame
    self.statusBarHidden = statusBarHidden
    self.keyboardFrame = keyboardFrame
  }
}
