/// A line-by-line difference between two texts, as a longest-common-subsequence alignment, rendered
/// in the unified style with a few lines of context.
///
///     let diff = LineDiff(expected: ["a", "b", "c"], actual: ["a", "B", "c"])
///     print(diff.rendered())
///
/// ```text
///     a
///   − b
///   + B
///     c
/// ```
///
/// - Complexity: O(n + m) for the common start and end, then O(n × m) time and memory for the lines
///   in between. Past ``maxCells`` the lines in between are shown as all removed, then all added.
package struct LineDiff: Hashable, Sendable {
  package enum Line: Hashable, Sendable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The alignment: every line of both texts, in order, removals before additions in each changed
  /// run.
  package var lines: [Line]

  /// The largest middle part (lines × lines) aligned exactly.
  package static let maxCells = 4_000_000

  package init(expected: [String], actual: [String]) {
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
      expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = expected[prefix..<(expected.count - suffix)]
    let b = actual[prefix..<(actual.count - suffix)]
    lines = expected[..<prefix].map(Line.same)
    lines += LineDiff.align(Array(a), Array(b))
    lines += expected[(expected.count - suffix)...].map(Line.same)
  }

  /// Splits both texts into lines at `\n` or `\r\n` (a final newline ends the last line rather than
  /// starting an empty one).
  package init(expected: String, actual: String) {
    self.init(expected: LineDiff.splitLines(expected), actual: LineDiff.splitLines(actual))
  }

  package static func splitLines(_ text: String) -> [String] {
    // "\r\n" is one Character in Swift, so it is a separator of its own.
    var lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
    ).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  package var isEmpty: Bool { lines.allSatisfy { if case .same = $0 { true } else { false } } }

  /// The 1-based line of the expected text where the first difference is, or nil when there is
  /// none.
  package var firstDifferenceLine: Int? {
    var line = 1
    for entry in lines {
      switch entry {
      case .same: line += 1
      case .removed, .added: return line
      }
    }
    return nil
  }

  /// The lines within `context` of a difference, each indented two spaces and marked `−`, `+` or a
  /// space; a run of two or more other lines is shown as `… (N unchanged lines)`.
  package func rendered(context: Int = 2) -> String {
    var visible = [Bool](repeating: false, count: lines.count)
    for (i, line) in lines.enumerated() {
      if case .same = line { continue }
      for j in max(0, i - context)...min(lines.count - 1, i + context) { visible[j] = true }
    }
    var out: [String] = []
    var i = 0
    while i < lines.count {
      if visible[i] {
        switch lines[i] {
        case .same(let s): out.append("    " + s)
        case .removed(let s): out.append("  − " + s)
        case .added(let s): out.append("  + " + s)
        }
        i += 1
        continue
      }
      var end = i
      while end < lines.count, !visible[end] { end += 1 }
      if end - i == 1, case .same(let s) = lines[i] {
        out.append("    " + s)
      } else {
        out.append("    … (\(end - i) unchanged lines)")
      }
      i = end
    }
    return out.joined(separator: "\n")
  }

  private static func align(_ a: [String], _ b: [String]) -> [Line] {
    if a.isEmpty || b.isEmpty || a.count * b.count > maxCells {
      return a.map(Line.removed) + b.map(Line.added)
    }
    // table[i * width + j]: the length of the longest common subsequence of a[i...] and b[j...].
    let width = b.count + 1
    var table = [Int32](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i * width + j] =
          a[i] == b[j]
          ? table[(i + 1) * width + j + 1] + 1
          : max(table[(i + 1) * width + j], table[i * width + j + 1])
      }
    }
    var result: [Line] = []
    result.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        result.append(.same(a[i]))
        i += 1
        j += 1
      } else if j == b.count
        || (i < a.count && table[(i + 1) * width + j] >= table[i * width + j + 1])
      {
        result.append(.removed(a[i]))
        i += 1
      } else {
        result.append(.added(b[j]))
        j += 1
      }
    }
    return result
  }
}
