/// The shortest edit script between two sequences by Myers' O((n + m) · d) algorithm ("An O(ND)
/// Difference Algorithm and Its Variations", 1986): fast when the sequences differ in few places,
/// however long they are. Used where a full longest-common-subsequence table would be too large.
///
///     EditScript.pairs([1, 2, 3], [1, 3], maxDifferences: 10)  // [(0, 0), (1, nil), (2, 1)]
package enum EditScript {
  /// Pairs of positions `(a, b)` of a shortest edit script, `nil` on the side without a
  /// counterpart, in order; nil when more than `maxDifferences` insertions and deletions are needed
  /// (the search gives up).
  package static func pairs(_ a: [Int], _ b: [Int], maxDifferences: Int) -> [(Int?, Int?)]? {
    let n = a.count
    let m = b.count
    let limit = min(maxDifferences, n + m)
    let offset = limit + 1
    // v[k + offset]: the furthest x on diagonal k = x − y after the current number of differences.
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    // The v of each round, for the walk back: only the diagonals −d…d are kept.
    var history: [[Int]] = []
    var found = -1
    search: for d in 0...limit {
      history.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]))
          ? v[k + 1 + offset] : v[k - 1 + offset] + 1
        var y = x - k
        while x < n && y < m && a[x] == b[y] {
          x += 1
          y += 1
        }
        v[k + offset] = x
        if x >= n && y >= m {
          found = d
          break search
        }
      }
    }
    guard found >= 0 else { return nil }
    var reversed: [(Int?, Int?)] = []
    var x = n
    var y = m
    for d in stride(from: found, through: 0, by: -1) {
      let saved = history[d]
      func at(_ k: Int) -> Int { saved[k + d + 1] }
      let k = x - y
      let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
      let previousX = at(previousK)
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        x -= 1
        y -= 1
        reversed.append((x, y))
      }
      if d > 0 {
        if x == previousX {
          reversed.append((nil, previousY))
        } else {
          reversed.append((previousX, nil))
        }
      }
      x = previousX
      y = previousY
    }
    return reversed.reversed()
  }
}
