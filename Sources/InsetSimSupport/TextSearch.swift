/// The string operations the tool took from Foundation, on the standard library alone (the tool
/// does not load Foundation: see ``FileSystem``). Text is matched as UTF-8 bytes, which for the
/// ASCII words the tool searches for is what Foundation's literal search finds.
extension String {
  /// The first occurrence of `text`; nil when absent or when `text` is empty.
  package func range(ofText text: String) -> Range<Index>? {
    guard let start = utf8Offset(of: text, from: 0) else { return nil }
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    return lower..<utf8.index(lower, offsetBy: text.utf8.count)
  }

  /// Whether `text` occurs (the standard library's own `contains` of a string starts at macOS 13
  /// and iOS 16).
  package func contains(text: String) -> Bool { range(ofText: text) != nil }

  /// The pieces between the occurrences of `separator`, empty ones kept ("a, b, " → ["a", "b",
  /// ""]), as
  /// `components(separatedBy:)` splits them.
  package func components(separatedByText separator: String) -> [String] {
    var pieces: [String] = []
    let bytes = Array(utf8)
    var from = 0
    while let at = utf8Offset(of: separator, from: from, in: bytes) {
      pieces.append(String(decoding: bytes[from..<at], as: UTF8.self))
      from = at + separator.utf8.count
    }
    pieces.append(String(decoding: bytes[from...], as: UTF8.self))
    return pieces
  }

  /// Every occurrence of `text` replaced with `replacement`, left to right.
  package func replacing(text: String, with replacement: String) -> String {
    guard !text.isEmpty, range(ofText: text) != nil else { return self }
    return components(separatedByText: text).joined(separator: replacement)
  }

  /// The text without the spaces and tabs at its ends (`CharacterSet.whitespaces`: tab, the Unicode
  /// space separators and the zero-width space; line breaks stay).
  package func trimmingSpaces() -> String {
    // Most text starts and ends with an ASCII byte other than a space or tab: nothing to trim.
    if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80, first != 0x20,
      first != 0x09, last != 0x20, last != 0x09
    {
      return self
    }
    func isSpace(_ c: Character) -> Bool {
      c.unicodeScalars.allSatisfy {
        $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator
      }
    }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }

  private func utf8Offset(of text: String, from start: Int, in bytes: [UInt8]? = nil) -> Int? {
    let needle = Array(text.utf8)
    guard let first = needle.first else { return nil }
    let haystack = bytes ?? Array(utf8)
    guard haystack.count >= needle.count else { return nil }
    var i = start
    while i <= haystack.count - needle.count {
      if haystack[i] == first && haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }
}

extension Substring {
  /// ``Swift/String/trimmingSpaces()`` of a slice.
  package func trimmingSpaces() -> String { String(self).trimmingSpaces() }
}
