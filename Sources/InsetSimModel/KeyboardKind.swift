/// Which keyboard a `showKeyboard` step brings up.
public enum KeyboardKind: String, Sendable, CaseIterable {
  /// The docked software keyboard (the letters, with or without the predictive bar).
  case software
  /// iPad: the floating keyboard (iPadOS 13+), a small keyboard the user moves over the content.
  case floating
  /// iPad: a hardware keyboard is attached, so only the software keyboard's shortcut bar shows.
  case hardware
}
