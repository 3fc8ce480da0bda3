import InsetSimModel
import InsetSimRules
import InsetSimSupport

/// Two traces aligned by event, and what differs between them: values of aligned entries, and
/// entries found on one side only.
///
///     let diff = TraceDiff(Simulation.run(tabBarHidden), Simulation.run(hidesBottomBar))
///     print(diff.rendered(leftName: "S000-12", rightName: "S000-11"))
///
/// ```text
/// diff A B: 13 differences (10 aligned entries differ, 2 only in A, 1 only in B); 53 entries
/// aligned
///   A: S000-12
///   B: S000-11
/// ~ t=0.000 ViewController.hidesBottomBarWhenPushed → false | true
/// …
/// - t=0.000 change tabBar.hidden false → true [app in viewWillAppear]
/// ~ t=0.000 tableView.contentInset → (64, 0, 49, 0) | (64, 0, 0, 0)
/// …
/// ~ t=0.017 snapshot viewDidAppear: tableView.contentInset (64, 0, 49, 0) | (64, 0, 0, 0)
/// (~ aligned entries whose values differ, A | B; - only in A; + only in B)
/// ```
///
/// Alignment is a longest common subsequence over each entry's key: its kind, object, name or
/// property, and snapshot point (`at`). Aligned pairs are then compared on their values: `t`,
/// `from`, `to`, the snapshot's values, `cause`, `rule`, `during` and `detail` (not `why`, whose
/// wording follows the values, nor `turn`, which follows `t`).
///
/// - Complexity: O(n + m) for the common prefix and suffix, then O(n′ × m′) time and space for the
///   rest.
/// Past ``maxAlignmentCells`` cells, Myers' O((n′ + m′) · d) edit script; past ``maxEditDistance``
/// differences
/// too, the rest is reported as removed on the left and added on the right, and ``alignmentGaveUp``
/// says so.
public struct TraceDiff: Hashable, Sendable {
  /// One difference between the two traces; indexes are entry positions (`seq`) in each trace.
  public enum Difference: Hashable, Sendable {
    /// Aligned entries whose values differ.
    case changed(left: Int, right: Int, fields: [FieldDifference])
    /// An entry of the left trace with no counterpart on the right.
    case onlyLeft(Int)
    /// An entry of the right trace with no counterpart on the left.
    case onlyRight(Int)
  }

  /// One differing field of an aligned pair: `to`, `from`, `t`, `values.tableView.contentInset`, …
  public struct FieldDifference: Hashable, Sendable {
    public var field: String
    public var left: String
    public var right: String
    public init(field: String, left: String, right: String) {
      self.field = field
      self.left = left
      self.right = right
    }
  }

  /// Larger unaligned middles than this (entries left × entries right) are not aligned entry by
  /// entry.
  public static let maxAlignmentCells = 16_000_000
  /// Past the table, how many entries on one side only an alignment may find before it gives up.
  public static let maxEditDistance = 2_000

  public let left: Trace
  public let right: Trace
  /// In trace order: the left's position first, removals before additions.
  public private(set) var differences: [Difference] = []
  /// How many entries were aligned with a counterpart (whether or not their values differ).
  public private(set) var alignedCount = 0

  /// The traces differ in more places than an alignment of their size searches (``maxEditDistance``
  /// past ``maxAlignmentCells``): the unaligned middle is reported whole, removed on the left and
  /// added on the right.
  public private(set) var alignmentGaveUp = false

  public var isIdentical: Bool { differences.isEmpty }

  public init(_ left: Trace, _ right: Trace) {
    self.left = left
    self.right = right
    let (pairs, gaveUp) = Self.alignment(
      left.entries.map(EntryKey.init), right.entries.map(EntryKey.init))
    alignmentGaveUp = gaveUp
    for (l, r) in pairs {
      switch (l, r) {
      case (let l?, let r?):
        alignedCount += 1
        let fields = Self.fieldDifferences(left.entries[l], right.entries[r])
        if !fields.isEmpty { differences.append(.changed(left: l, right: r, fields: fields)) }
      case (let l?, nil): differences.append(.onlyLeft(l))
      case (nil, let r?): differences.append(.onlyRight(r))
      case (nil, nil): break
      }
    }
  }

  // MARK: - Rendering

  /// A headline, the two names as `A` and `B`, one line per difference, and a legend; or, when the
  /// traces are identical, the headline and the names.
  public func rendered(leftName: String, rightName: String) -> String {
    let names = "  A: \(leftName)\n  B: \(rightName)\n"
    if isIdentical { return "identical: \(alignedCount) entries aligned, no difference\n" + names }
    var changed = 0
    var onlyLeft = 0
    var onlyRight = 0
    var body = ""
    for d in differences {
      switch d {
      case .changed(let l, _, let fields):
        changed += 1
        for line in Self.changedLines(left.entries[l], fields) {
          body += "~ " + clipped(line) + "\n"
        }
      case .onlyLeft(let l):
        onlyLeft += 1
        body += "- " + clipped(left.entries[l].oneLine) + "\n"
      case .onlyRight(let r):
        onlyRight += 1
        body += "+ " + clipped(right.entries[r].oneLine) + "\n"
      }
    }
    let count = differences.count
    var out =
      "diff A B: \(count) difference\(count == 1 ? "" : "s") (\(changed) aligned entr\(changed == 1 ? "y differs" : "ies differ"), "
    out += "\(onlyLeft) only in A, \(onlyRight) only in B); \(alignedCount) entries aligned\n"
    if alignmentGaveUp {
      out +=
        "  (the traces differ in more than \(Self.maxEditDistance) places past the first and last aligned entries: "
        + "the alignment gave up there, and that middle is listed whole as only in A and only in B)\n"
    }
    out += names + body
    out += "(~ aligned entries whose values differ, A | B; - only in A; + only in B)\n"
    return out
  }

  /// `t=0.000 tableView.contentInset → (64, 0, 49, 0) | (64, 0, 0, 0)`; a snapshot gets one line
  /// per value.
  package static func changedLines(_ e: TraceEntry, _ fields: [FieldDifference]) -> [String] {
    let stamp = "t=" + formatSeconds(e.t) + " "
    let label: String
    switch e.kind {
    case .change: label = "\(e.object ?? "").\(e.property?.name ?? "")"
    case .callback, .event: label = "\(e.kind.rawValue) \(e.object ?? "").\(e.name ?? "")"
    case .snapshot: label = "snapshot \(e.at ?? "")"
    case .note: label = "note" + (e.object.map { " " + $0 } ?? "")
    }
    var parts: [String] = []
    var valueLines: [String] = []
    for f in fields {
      switch f.field {
      case "to": parts.append("→ \(f.left) | \(f.right)")
      case "t": parts.append("t=\(f.left) | t=\(f.right)")
      case let name where name.hasPrefix("values."):
        valueLines.append(
          stamp + label + ": " + String(name.dropFirst("values.".count)) + " \(f.left) | \(f.right)"
        )
      case "detail", "during": parts.append("\(f.field) '\(f.left)' | '\(f.right)'")
      default: parts.append("\(f.field) \(f.left) | \(f.right)")
      }
    }
    var lines: [String] = []
    if !parts.isEmpty { lines.append(stamp + label + " " + parts.joined(separator: "; ")) }
    return lines + valueLines
  }

  // MARK: - Comparing aligned entries

  package static func fieldDifferences(_ a: TraceEntry, _ b: TraceEntry) -> [FieldDifference] {
    var out: [FieldDifference] = []
    func compare(_ field: String, _ x: String?, _ y: String?) {
      if x != y { out.append(FieldDifference(field: field, left: x ?? "∅", right: y ?? "∅")) }
    }
    // Values are compared exactly: compared as printed (two decimals), 98 and 98.001 read as
    // identical.
    func compareValues(_ field: String, _ x: Value?, _ y: Value?, absent: String) {
      guard x != y else { return }
      let (left, right) = shown(x, y)
      out.append(FieldDifference(field: field, left: left ?? absent, right: right ?? absent))
    }
    compareValues("to", a.to, b.to, absent: "∅")
    compareValues("from", a.from, b.from, absent: "∅")
    if a.values != b.values {
      for (name, x, y) in Self.valueDifferences(a.values, b.values) {
        compareValues("values." + name, x, y, absent: "(absent)")
      }
    }
    if a.t != b.t {
      out.append(FieldDifference(field: "t", left: formatSeconds(a.t), right: formatSeconds(b.t)))
    }
    compare("cause", a.cause?.rawValue, b.cause?.rawValue)
    compare("rule", a.rule?.rawValue, b.rule?.rawValue)
    compare("restsOn", a.restsOn?.rawValue, b.restsOn?.rawValue)
    compare("during", a.during, b.during)
    compare("detail", a.detail, b.detail)
    return out
  }

  /// Two different values as text that tells them apart: as traces print them, or every digit
  /// (their JSON)
  /// when they print alike.
  package static func shown(_ x: Value?, _ y: Value?) -> (String?, String?) {
    if let x, let y, x.description == y.description {
      return (x.json.compactText, y.json.compactText)
    }
    return (x?.description, y?.description)
  }

  /// Every `object.property` whose value differs between two snapshots (or is on one side only), in
  /// the left snapshot's order, then the right's.
  package static func valueDifferences(_ a: Snapshot?, _ b: Snapshot?) -> [(String, Value?, Value?)]
  {
    let left = a?.objects ?? []
    let right = b?.objects ?? []
    var names: [String] = []
    var seen = Set<String>()
    for o in left + right where seen.insert(o.name).inserted { names.append(o.name) }
    var out: [(String, Value?, Value?)] = []
    for name in names {
      let l = left.first { $0.name == name }
      let r = right.first { $0.name == name }
      var properties: [Property] = []
      var seenProperties = Set<Property>()
      for (p, _) in (l?.values ?? []) + (r?.values ?? []) where seenProperties.insert(p).inserted {
        properties.append(p)
      }
      for p in properties where l?[p] != r?[p] {
        out.append(("\(name).\(p.name)", l?[p], r?[p]))
      }
    }
    return out
  }

  // MARK: - Alignment

  /// What an entry is, apart from its values: two entries with the same key can be aligned.
  package struct EntryKey: Hashable {
    var kind: TraceEntry.Kind
    var object: String?
    var name: String?
    var property: Property?
    var at: String?

    package init(_ e: TraceEntry) {
      kind = e.kind
      object = e.object
      name = e.kind == .note ? e.detail : e.name
      property = e.property
      at = e.at
    }
  }

  /// Pairs of positions `(left, right)`, `nil` on the side that has no counterpart, in order.
  package static func align<Key: Hashable>(_ a: [Key], _ b: [Key]) -> [(Int?, Int?)] {
    alignment(a, b).pairs
  }

  /// ``align(_:_:)``, and whether the alignment gave up: past ``maxAlignmentCells`` and
  /// ``maxEditDistance`` the rest is paired as removed on the left and added on the right, which is
  /// not a shortest alignment.
  package static func alignment<Key: Hashable>(_ a: [Key], _ b: [Key]) -> (
    pairs: [(Int?, Int?)], gaveUp: Bool
  ) {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    { suffix += 1 }
    var pairs: [(Int?, Int?)] = (0..<prefix).map { ($0, $0) }
    let aMiddle = prefix..<(a.count - suffix)
    let bMiddle = prefix..<(b.count - suffix)
    var gaveUp = false
    if aMiddle.count * bMiddle.count > maxAlignmentCells {
      // Too large for the table: Myers' edit script, fast when the traces differ in few places.
      var ids: [Key: Int] = [:]
      func id(_ key: Key) -> Int {
        if let known = ids[key] { return known }
        ids[key] = ids.count
        return ids.count - 1
      }
      let aIDs = aMiddle.map { id(a[$0]) }
      let bIDs = bMiddle.map { id(b[$0]) }
      if let script = EditScript.pairs(aIDs, bIDs, maxDifferences: maxEditDistance) {
        pairs += script.map {
          ($0.0.map { $0 + aMiddle.lowerBound }, $0.1.map { $0 + bMiddle.lowerBound })
        }
      } else {
        gaveUp = true
        pairs += aMiddle.map { ($0, nil) } + bMiddle.map { (nil, $0) }
      }
    } else {
      pairs += alignMiddle(a, aMiddle, b, bMiddle)
    }
    for k in 0..<suffix { pairs.append((a.count - suffix + k, b.count - suffix + k)) }
    return (pairs, gaveUp)
  }

  /// The LCS of two ranges by dynamic programming over suffixes; ties keep left-only entries first.
  private static func alignMiddle<Key: Hashable>(
    _ a: [Key], _ ar: Range<Int>, _ b: [Key], _ br: Range<Int>
  ) -> [(Int?, Int?)] {
    let n = ar.count
    let m = br.count
    if n == 0 || m == 0 || n * m > maxAlignmentCells {
      return ar.map { ($0, nil) } + br.map { (nil, $0) }
    }
    // lengths[i * (m + 1) + j]: the LCS length of a[ar.lower + i ...] and b[br.lower + j ...].
    var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i * (m + 1) + j] =
          a[ar.lowerBound + i] == b[br.lowerBound + j]
          ? lengths[(i + 1) * (m + 1) + j + 1] + 1
          : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
      }
    }
    var pairs: [(Int?, Int?)] = []
    var i = 0
    var j = 0
    while i < n && j < m {
      if a[ar.lowerBound + i] == b[br.lowerBound + j] {
        pairs.append((ar.lowerBound + i, br.lowerBound + j))
        i += 1
        j += 1
      } else if lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1] {
        pairs.append((ar.lowerBound + i, nil))
        i += 1
      } else {
        pairs.append((nil, br.lowerBound + j))
        j += 1
      }
    }
    while i < n {
      pairs.append((ar.lowerBound + i, nil))
      i += 1
    }
    while j < m {
      pairs.append((nil, br.lowerBound + j))
      j += 1
    }
    return pairs
  }
}

// MARK: - One line per entry

extension TraceEntry {
  /// The entry on one line, as listings of differences show it (``TextRenderer`` without the turn,
  /// the rule's reasoning or snapshot values):
  ///
  ///     t=0.000 change tableView.contentInset (0, 0, 0, 0) → (64, 0, 49, 0) [rule legacy.autoAdjust.additive]
  ///     t=0.017 callback ViewController.viewDidAppear
  ///     t=0.017 snapshot viewDidAppear (38 values)
  public var oneLine: String {
    var line = "t=" + formatSeconds(t) + " " + kind.rawValue + " "
    switch kind {
    case .event, .callback:
      line += "\(object ?? "").\(name ?? "")"
      if let detail { line += " (\(detail))" }
    case .change:
      line += "\(object ?? "").\(property?.name ?? "") "
      line += (from.map { $0.description } ?? "∅") + " → " + (to.map { $0.description } ?? "∅")
      switch cause {
      case .app?: line += " [app" + (during.map { " in \($0)" } ?? "") + "]"
      case .rule?: line += " [rule " + (rule?.rawValue ?? "?") + "]"
      case .initial?: line += " [init]"
      case nil: break
      }
    case .snapshot:
      line += at ?? ""
      if let values {
        let count = values.objects.reduce(0) { $0 + $1.values.count }
        line += " (\(count) value\(count == 1 ? "" : "s"))"
      }
    case .note:
      line +=
        (object.map { $0 + ": " } ?? "") + (detail ?? "") + (rule.map { " [\($0.rawValue)]" } ?? "")
    }
    return line
  }
}
