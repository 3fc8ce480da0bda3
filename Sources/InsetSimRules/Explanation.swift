import InsetSimModel
import InsetSimSupport
import InsetSimTraceFormat

/// The arithmetic behind a rule's value, in words: "top 64 = status bar 20 + navigation bar 44".
///
/// A simulation records thousands of them and most are never read, so the words are built when they
/// are first asked for, from the values the rule captured (all `Sendable` values, so they cannot
/// change afterwards). Two explanations are equal when their words are.
///
///     let e = Explanation { "top \(formatPoints(64)) = status bar 20 + navigation bar 44" }
///     e.text  // "top 64 = status bar 20 + navigation bar 44"
///
/// Words are at most ``maxTextBytes`` bytes as a trace line writes them (a JSON string, quotes
/// aside): a guard that no scenario meets (names take at most 64 characters), past which the words
/// would be cut, with a mark that says so. A run can then bound its trace's size without building
/// the words
/// (`TraceFile.lineByteBound`).
public struct Explanation: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// Builds the words; a closure is all an explanation holds, so copying one is a single retain.
  let make: @Sendable () -> String

  /// Words built when read.
  public init(_ make: @escaping @Sendable () -> String) { self.make = make }

  /// Words known now.
  public init(text: String) {
    if text.isEmpty {
      make = Self.noWords
    } else {
      make = { text }
    }
  }

  /// Empty words, from a closure that captures nothing (making one allocates nothing).
  private static let noWords: @Sendable () -> String = { "" }

  /// No words (a placeholder's): a closure that captures nothing, so making one allocates nothing.
  static let none = Explanation(noWords)

  public init(stringLiteral value: String) { make = { value } }

  public var text: String {
    let words = make()
    // Every byte escapes to at most six (`\u00XX`): a short text needs no count.
    if words.utf8.count <= Self.maxTextBytes / 6
      || JSONTextBuffer.stringByteCount(words) - 2 <= Self.maxTextBytes
    {
      return words
    }
    return Self.cut(words)
  }

  /// The most bytes an explanation's words take in a trace line, quotes aside (no explanation in
  /// `Traces` comes near: the longest takes 208).
  public static let maxTextBytes = 2_048

  /// What ends words that were cut.
  static let cutMark = " … (cut at \(maxTextBytes) bytes)"

  /// The longest prefix of `words`, whole Unicode scalars, that fits in ``maxTextBytes`` with
  /// ``cutMark``.
  static func cut(_ words: String) -> String {
    let room = maxTextBytes - (JSONTextBuffer.stringByteCount(cutMark) - 2)
    var used = 0
    var end = words.unicodeScalars.startIndex
    for (i, scalar) in zip(words.unicodeScalars.indices, words.unicodeScalars) {
      let bytes = JSONTextBuffer.stringByteCount(String(scalar)) - 2
      if used + bytes > room { break }
      used += bytes
      end = words.unicodeScalars.index(after: i)
    }
    return String(words.unicodeScalars[..<end]) + cutMark
  }

  public var description: String { text }

  public static func == (a: Explanation, b: Explanation) -> Bool { a.text == b.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
