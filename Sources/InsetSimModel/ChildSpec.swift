import InsetSimSupport

/// A child controller its parent adds in viewDidLoad (or a script's `addChild` adds): its view goes
/// into the parent's root view, or into the view `container` names, with this frame.
public struct ChildSpec: Hashable, Sendable {
  public var controller: String
  public var frame: ViewSpec.Frame
  /// The id of the parent's view that holds the child's view; nil: the parent's root view.
  public var container: String?
  public init(controller: String, frame: ViewSpec.Frame = .fill, container: String? = nil) {
    self.controller = controller
    self.frame = frame
    self.container = container
  }
}
