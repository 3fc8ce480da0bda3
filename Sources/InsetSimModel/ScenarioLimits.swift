import InsetSimSupport

/// Limits on what one scenario may hold; past each, decoding fails with a clear message.
public enum ScenarioLimits {
  public static let maxFileBytes = 8 << 20
  /// Views in one scenario: the controller's, and those its script adds.
  public static let maxViews = 1_000
  /// Views nested in views (the JSON nesting limit, ``JSONParser/defaultMaxDepth``, comes first in
  /// practice).
  public static let maxViewDepth = 32
  /// Controllers in one app (format 2).
  public static let maxControllers = 200
  /// Child controllers nested in child controllers.
  public static let maxChildDepth = 8
  public static let maxScriptSteps = 1_000
  /// Points in `observe`, and expectations in `expect`.
  public static let maxObservations = 1_000
  public static let maxRows = 1_000_000
  public static let maxLength = 100_000.0
  /// Script times beyond this (seconds) are refused: the simulation stops at the horizon.
  public static let horizonSeconds = 3_600.0
}
