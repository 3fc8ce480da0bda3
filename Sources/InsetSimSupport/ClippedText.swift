/// Text shown in a report, cut to a length a terminal can show: a trace may hold a field of many
/// megabytes
/// (a recording's detail, a value's text), which printed whole buried the report.
///
///     clipped(String(repeating: "x", count: 5_000))  // 2,000 x's, then "… (3000 more characters)"
package func clipped(_ text: String, limit: Int = 2_000) -> String {
  guard text.utf8.count > limit else { return text }
  var count = 0
  var end = text.startIndex
  for index in text.indices {
    if count == limit {
      end = index
      break
    }
    count += 1
    end = text.index(after: index)
  }
  let rest = text[end...].count
  return rest == 0 ? text : String(text[..<end]) + "… (\(rest) more characters)"
}
