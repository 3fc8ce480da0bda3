import InsetSimSupport

/// How sure a fact is: see UIKIT-FACTS' legend.
public enum Confidence: String, Sendable, CaseIterable, Codable {
  case high, medium, low
}
