import InsetSimModel
import InsetSimSupport

/// A table's contentSize: its width by rows × row height + header + footer (rule
/// `content.tableSize`; seed 000 §一个默认条件下的例子: 30 × 40 + 64 + 49 = 1313).
package enum TableContentSize {
  /// The height a table's content takes; rows default to UIKit's 44 pt.
  package static func height(of table: ViewSpec) -> Derived<Double> {
    let rows = table.rows ?? 0
    let rowHeight = table.rowHeight ?? 44
    let header = table.tableHeaderHeight ?? 0
    let footer = table.tableFooterHeight ?? 0
    let height = Double(rows) * rowHeight + header + footer
    return Derived(
      height, Rule.contentTableSize,
      "\(rows) rows × \(formatPoints(rowHeight)) + header \(formatPoints(header)) + footer \(formatPoints(footer)) = \(formatPoints(height))"
    )
  }

  /// The content size once the table is `width` wide.
  package static func size(height: Double, width: Double) -> Derived<Size> {
    Derived(
      Size(width: width, height: height), Rule.contentTableSize,
      "width follows the table's width \(formatPoints(width))")
  }
}

extension Rule {
  public static let contentTableSize = Rule(
    "content.tableSize", from: any,
    "A table's contentSize is its width by rows × row height + header + footer.",
    provenance: [seed000 + " §一个默认条件下的例子", seed001 + " §3"], confidence: .high)
}
