import InsetSimSupport
import InsetSimModel

/// The arithmetic behind a rule's value, in words: "top 64 = status bar 20 + navigation bar 44".
///
/// A simulation records thousands of them and most are never read, so the words are built when they
/// are first asked for, from the values the rule captured (all `Sendable` values, so they cannot change
/// afterwards). Two explanations are equal when their words are.
///
///     let e = Explanation { "top \(formatPoints(64)) = status bar 20 + navigation bar 44" }
///     e.text  // "top 64 = status bar 20 + navigation bar 44"
public struct Explanation: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// Builds the words; a closure is all an explanation holds, so copying one is a single retain.
  let make: @Sendable () -> String

  /// Words built when read.
  public init(_ make: @escaping @Sendable () -> String) { self.make = make }

  /// Words known now.
  public init(text: String) { make = { text } }

  public init(stringLiteral value: String) { make = { value } }

  public var text: String { make() }

  public var description: String { text }

  public static func == (a: Explanation, b: Explanation) -> Bool { a.text == b.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
