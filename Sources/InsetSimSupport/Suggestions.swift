import InsetSimTraceFormat

/// "Did you mean …?" suggestions by edit distance, as command-line tools word them.
package enum Suggestions {
  /// Inputs longer than this (in UTF-8 bytes) get no suggestion.
  package static let maxInputLength = 200

  /// The candidate closest to `input` (case-insensitive), if it is close enough to be a likely
  /// typo.
  package static func closest(to input: String, in candidates: [String]) -> String? {
    // Names are short; a long input is no typo of one (and would cost length × length to compare).
    guard !input.isEmpty, input.utf8.count <= maxInputLength else { return nil }
    let needle = Array(input.lowercased())
    let limit = max(2, needle.count / 3)
    var best: (String, Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased())
      // The distance is at least the difference in length: skip candidates that cannot be close
      // enough.
      if abs(other.count - needle.count) > limit { continue }
      let d = distance(needle, other)
      if let current = best, current.1 <= d { continue }
      best = (candidate, d)
    }
    guard let (name, d) = best else { return nil }
    return d <= limit && d < needle.count ? name : nil
  }

  /// " Did you mean 'X'?" or an empty string.
  package static func didYouMean(_ input: String, in candidates: [String]) -> String {
    closest(to: input, in: candidates).map { " Did you mean '\($0)'?" } ?? ""
  }

  /// Levenshtein distance.
  package static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
