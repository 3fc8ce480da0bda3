import Testing

@testable import InsetSimModel
@testable import InsetSimRules
@testable import InsetSimSupport

/// A table's content height: rows × row height + header + footer (the seed example: 30 × 40 + 64 +
/// 49 = 1313).
@Suite struct TableContentSizeTests {
  @Test func seedExampleTable() {
    var table = ViewSpec(id: "tableView", type: .tableView)
    table.rows = 30
    table.rowHeight = 40
    table.tableHeaderHeight = 64
    table.tableFooterHeight = 49
    let height = TableContentSize.height(of: table)
    #expect(height.value == 1313)
    #expect(height.rule == "content.tableSize")
  }
}
