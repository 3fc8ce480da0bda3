/// "Did you mean …?" suggestions by edit distance, as command-line tools word them.
public enum Suggestions {
  /// The candidate closest to `input` (case-insensitive), if it is close enough to be a likely typo.
  public static func closest(to input: String, in candidates: [String]) -> String? {
    let needle = Array(input.lowercased())
    if needle.isEmpty { return nil }
    var best: (String, Int)?
    for candidate in candidates {
      let d = distance(needle, Array(candidate.lowercased()))
      if let current = best, current.1 <= d { continue }
      best = (candidate, d)
    }
    guard let (name, d) = best else { return nil }
    let limit = max(2, needle.count / 3)
    return d <= limit && d < needle.count ? name : nil
  }

  /// " Did you mean 'X'?" or an empty string.
  public static func didYouMean(_ input: String, in candidates: [String]) -> String {
    closest(to: input, in: candidates).map { " Did you mean '\($0)'?" } ?? ""
  }

  /// Levenshtein distance.
  public static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
