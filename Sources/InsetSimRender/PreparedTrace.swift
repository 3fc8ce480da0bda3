import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// What every picture of one trace shares, worked out in one pass over its entries: the scenario
/// in its header (encoded once), the owners of its objects, the entries that get a column (all of
/// them, and each object's), the first snapshot at each observation point, the expectations
/// checked against the trace with their points, and the animation spans.
///
/// A window of the run (``SVGRenderer/entryRange``) then looks only at its own entries: binary
/// searches into these lists find them, so cutting a run of N entries into windows costs in
/// proportion to N, not to N times the number of windows.
///
///     let prepared = PreparedTrace(trace)
///     for w in SVGRenderer.windows(of: prepared, fitting: 946) {
///       SVGRenderer(entryRange: w).render(prepared)
///     }
struct PreparedTrace: Sendable {
  let trace: Trace
  let owners: ObjectOwners
  /// Indices of the entries that get a column (``SVGRenderer/drawn(_:)``), ascending.
  let drawn: [Int]
  /// Each object's entries that get a column, ascending.
  let drawnByObject: [String: [Int]]
  /// Every animation span, in the order of their first entries (each entry starts at most one).
  let spans: [AnimationSpan]
  /// A tree over ``spans`` holding the latest end of the spans under each node (leaves from
  /// `spanLeaves`), so the spans overlapping a window are found without visiting the others.
  private let spanEnds: [Int]
  private let spanLeaves: Int
  /// The scenario in the trace's header; nil when it does not decode.
  let scenario: Scenario?
  /// Each expectation of the scenario in the trace's header, checked against the trace, with the
  /// index of the first snapshot at its point (nil: never reached); empty when the header does not
  /// decode as a scenario.
  let checks: [(check: ExpectationCheck, point: Int?)]
  /// Indices into ``checks`` of the reached expectations, ordered by point (then by index).
  private let reachedChecks: [Int]
  /// Indices into ``checks`` of the expectations whose point is never reached.
  private let unreachedChecks: [Int]

  init(_ trace: Trace) {
    // A simulated trace encodes its scenario each time its header is read: once here, so that a
    // picture reading the name and configuration does not pay for the whole scenario again.
    var trace = trace
    trace.scenario = trace.scenario
    self.trace = trace
    owners = ObjectOwners(trace)
    let entries = trace.entries
    var drawn: [Int] = []
    var byObject: [String: [Int]] = [:]
    var firstSnapshot: [String: Int] = [:]
    for i in entries.indices {
      if entries[i].kind == .snapshot, let at = entries[i].at, firstSnapshot[at] == nil {
        firstSnapshot[at] = i
      }
      guard SVGRenderer.drawn(entries[i]) else { continue }
      drawn.append(i)
      if let object = entries[i].object { byObject[object, default: []].append(i) }
    }
    self.drawn = drawn
    drawnByObject = byObject

    let spans = AnimationSpan.all(in: trace)
    self.spans = spans
    var leaves = 1
    while leaves < spans.count { leaves *= 2 }
    var ends = [Int](repeating: Int.min, count: 2 * leaves)
    for (k, s) in spans.enumerated() { ends[leaves + k] = s.end }
    var node = leaves - 1
    while node > 0 {
      ends[node] = max(ends[2 * node], ends[2 * node + 1])
      node -= 1
    }
    spanEnds = ends
    spanLeaves = leaves

    var checks: [(check: ExpectationCheck, point: Int?)] = []
    scenario = try? Scenario(json: trace.scenario, file: "trace")
    if let scenario {
      for check in ExpectationCheck.check(scenario, against: trace) {
        checks.append((check, firstSnapshot[check.expectation.at.description]))
      }
    }
    self.checks = checks
    reachedChecks = checks.indices.filter { checks[$0].point != nil }.sorted {
      (checks[$0].point ?? 0, $0) < (checks[$1].point ?? 0, $1)
    }
    unreachedChecks = checks.indices.filter { checks[$0].point == nil }
  }

  /// The first position in `list` (ascending) whose element is at least `value`.
  static func lowerBound(_ value: Int, in list: ArraySlice<Int>) -> Int {
    var lo = list.startIndex
    var hi = list.endIndex
    while lo < hi {
      let mid = lo + (hi - lo) / 2
      if list[mid] < value { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// The drawn entries (indices into the trace's entries) that lie in `range`.
  func drawn(in range: Range<Int>) -> ArraySlice<Int> {
    Self.slice(drawn, range)
  }

  /// The drawn entries of `object` that lie in `range`.
  func drawn(of object: String, in range: Range<Int>) -> ArraySlice<Int> {
    guard let list = drawnByObject[object] else { return [] }
    return Self.slice(list, range)
  }

  static func slice(_ list: [Int], _ range: Range<Int>) -> ArraySlice<Int> {
    let lo = lowerBound(range.lowerBound, in: list[...])
    let hi = max(lowerBound(range.upperBound, in: list[...]), lo)
    return list[lo..<hi]
  }

  /// The spans that start before `range` ends and end at or after it starts, in order, unclipped.
  func spans(overlapping range: Range<Int>) -> [AnimationSpan] {
    // Only spans starting before the range's end qualify: they are a prefix of `spans`.
    var lo = 0
    var hi = spans.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if spans[mid].start < range.upperBound { lo = mid + 1 } else { hi = mid }
    }
    let prefix = lo
    var out: [AnimationSpan] = []
    // Depth-first over the tree, left first, skipping every subtree that ends before the range.
    var pending: [(node: Int, first: Int, count: Int)] = [(1, 0, spanLeaves)]
    while let (node, first, count) = pending.popLast() {
      guard first < prefix, spanEnds[node] >= range.lowerBound else { continue }
      if count == 1 {
        out.append(spans[first])
      } else {
        let half = count / 2
        pending.append((2 * node + 1, first + half, half))
        pending.append((2 * node, first, half))
      }
    }
    return out
  }

  /// The checks a window shows, in the scenario's order: those whose point it holds, and in the
  /// window that reaches the end of the run, those whose point is never reached.
  func checks(in range: Range<Int>) -> [Int] {
    var lo = 0
    var hi = reachedChecks.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if (checks[reachedChecks[mid]].point ?? 0) < range.lowerBound {
        lo = mid + 1
      } else {
        hi = mid
      }
    }
    var out: [Int] = []
    var k = lo
    while k < reachedChecks.count, let point = checks[reachedChecks[k]].point,
      point < range.upperBound
    {
      out.append(reachedChecks[k])
      k += 1
    }
    if range.upperBound >= trace.entries.count { out += unreachedChecks }
    return out.sorted()
  }
}
