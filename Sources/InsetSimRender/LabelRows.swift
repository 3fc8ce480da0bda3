import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Stacks labels into rows so that none overlaps another: each label goes into the first row whose
/// last label ends at least `gap` before it starts. Labels must be placed from left to right.
///
///     var rows = LabelRows(gap: 6)
///     rows.place(from: 10, to: 90)   // 0
///     rows.place(from: 40, to: 120)  // 1
///     rows.place(from: 100, to: 160) // 0
struct LabelRows: Sendable {
  var gap: Double
  private(set) var ends: [Double] = []

  init(gap: Double) { self.gap = gap }

  var count: Int { ends.count }

  mutating func place(from start: Double, to end: Double) -> Int {
    for (r, last) in ends.enumerated() where last + gap <= start {
      ends[r] = end
      return r
    }
    ends.append(end)
    return ends.count - 1
  }
}
