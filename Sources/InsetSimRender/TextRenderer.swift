import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace
import InsetSimTraceFormat

/// A time-stamped log, one line per entry, that reads well in a terminal: `t=` is the virtual time
/// in seconds, `#N` the run-loop turn (0 is the launch turn; a turn ends when the run loop goes
/// back to waiting), then the kind of entry. Lines are wrapped at ``width`` columns (100 unless the
/// caller passes the terminal's width), continuation lines indented under the entry.
///
///     print(Simulation.run(.seedExample(os: OSVersion(10, 3))).rendered(as: .text))
///
/// ```text
/// t=0.000 #0  callback ViewController.viewWillAppear
/// t=0.000 #0  change   tableView.contentInset (0, 0, 0, 0) → (64, 0, 49, 0)
///                      legacy.autoAdjust.additive: +64 top (status bar 20 + navigation bar 44), +49 bottom (tab bar 49)
/// ```
public struct TextRenderer: TraceRenderer {
  /// Show the values objects start with (cause `init`); off by default, they are in every snapshot.
  public var showInitialValues: Bool
  /// Print each snapshot's values under it.
  public var showSnapshotValues: Bool

  /// Columns to wrap lines at (at least 40).
  public var width: Int

  public init(showInitialValues: Bool = false, showSnapshotValues: Bool = false, width: Int = 100) {
    self.showInitialValues = showInitialValues
    self.showSnapshotValues = showSnapshotValues
    self.width = max(width, 40)
  }

  public func render(_ trace: Trace) -> String {
    var out = JSONTextBuffer(capacity: 4_096)
    out.append(raw: header(trace))
    var scratch = JSONTextBuffer(capacity: 256)
    for e in trace.entries { append(e, to: &out, scratch: &scratch) }
    return out.text
  }

  /// The first line: the scenario's name and configuration.
  public func header(_ trace: Trace) -> String {
    var out = ""
    if case .string(let name)? = trace.scenario["name"] { out += "# \(name)" }
    var config: [String] = []
    for key in ["device", "os", "orientation"] {
      if case .string(let v)? = trace.scenario[key] { config.append(key == "os" ? "iOS " + v : v) }
    }
    if !config.isEmpty { out += " — " + config.joined(separator: ", ") }
    return out + "\n"
  }

  /// One entry's lines, wrapped (nothing for an initial value unless ``showInitialValues``).
  public func append(_ e: TraceEntry, to out: inout String) {
    var buffer = JSONTextBuffer(capacity: 256)
    var scratch = JSONTextBuffer(capacity: 256)
    append(e, to: &buffer, scratch: &scratch)
    out += buffer.text
  }

  /// One entry's lines, wrapped, appended to `out` as UTF-8 bytes (nothing for an initial value
  /// unless ``showInitialValues``); `scratch` holds the entry's unwrapped text, its bytes reused
  /// from entry to entry.
  public func append(
    _ e: TraceEntry, to out: inout JSONTextBuffer, scratch line: inout JSONTextBuffer
  ) {
    if e.kind == .change && e.cause == .initial && !showInitialValues { return }
    line.removeAll()
    // "t=0.000 #0" padded to 12 columns, a space, the kind padded to 8, a space (all ASCII: a byte
    // a column).
    let before = line.count
    line.append("t=")
    line.append(raw: formatSeconds(e.t))
    line.append(" #")
    line.appendInteger(Int64(e.turn))
    Self.pad(&line, from: before, to: 12)
    line.append(byte: 0x20)
    let kindStart = line.count
    line.append(raw: e.kind.rawValue)
    Self.pad(&line, from: kindStart, to: 8)
    line.append(byte: 0x20)
    switch e.kind {
    case .event, .callback:
      if let o = e.object { line.append(raw: o) }
      line.append(".")
      if let n = e.name { line.append(raw: n) }
      if let d = e.detail {
        line.append(" (")
        line.append(raw: d)
        line.append(")")
      }
    case .change:
      if let o = e.object { line.append(raw: o) }
      line.append(".")
      if let p = e.property { line.append(raw: p.name) }
      line.append(" ")
      if let from = e.from { line.append(raw: from.description) } else { line.append("∅") }
      line.append(" → ")
      if let to = e.to { line.append(raw: to.description) } else { line.append("∅") }
      switch e.cause {
      case .app?:
        line.append("  [app")
        if let during = e.during {
          line.append(" in ")
          line.append(raw: during)
        }
        line.append("]")
      case .rule?:
        line.append(byte: 0x0A)
        line.append(raw: Self.indent)
        if let rule = e.rule { line.append(raw: rule.rawValue) } else { line.append("rule") }
        if let why = e.why {
          line.append(": ")
          line.append(raw: why)
        }
      case .initial?: line.append("  [init]")
      case nil: break
      }
    case .snapshot:
      if let at = e.at { line.append(raw: at) }
      if showSnapshotValues, let s = e.values {
        for object in s.objects {
          line.append(byte: 0x0A)
          line.append(raw: Self.indent)
          line.append(raw: object.name)
          line.append(": ")
          for (k, value) in object.values.enumerated() {
            if k > 0 { line.append(", ") }
            line.append(raw: value.0.name)
            line.append(" ")
            line.append(raw: value.1.description)
          }
        }
      }
    case .note:
      if let o = e.object {
        line.append(raw: o)
        line.append(": ")
      }
      if let d = e.detail { line.append(raw: d) }
      if let rule = e.rule {
        line.append(" [")
        line.append(raw: rule.rawValue)
        line.append("]")
      }
    }
    line.withBytes { Self.appendWrapped($0, width: width, to: &out) }
  }

  /// Spaces after the ASCII text `line` holds from `start`, up to `width` bytes (columns) of it.
  static func pad(_ line: inout JSONTextBuffer, from start: Int, to width: Int) {
    for _ in (line.count - start)..<max(width, line.count - start) { line.append(byte: 0x20) }
  }

  static let indent = String(repeating: " ", count: 21)

  /// `text` appended to `out` as ``appendWrapped(_:width:to:)-(UnsafeBufferPointer<UInt8>,_,_)``
  /// appends its UTF-8 bytes.
  static func appendWrapped(_ text: String, width: Int, to out: inout String) {
    var buffer = JSONTextBuffer(capacity: text.utf8.count + 64)
    var text = text
    text.withUTF8 { appendWrapped($0, width: width, to: &buffer) }
    out += buffer.text
  }

  /// `text`'s lines (split at newlines) each wrapped by ``wrap(_:width:continuation:)`` — the first
  /// with ``indent`` as its continuation, the others with two more spaces — and each ended by a
  /// newline, appended to `out`. Works on UTF-8 bytes: a line no more bytes long than `width` has
  /// no more characters, and is copied as it is; a longer one whose scalars are each a character of
  /// their own
  /// (``columns(of:)``) is
  /// wrapped on its bytes, counting a scalar per column; any other line, and any text with a
  /// carriage return (which joins a following newline into one character), takes the
  /// character-by-character path.
  static func appendWrapped(
    _ text: UnsafeBufferPointer<UInt8>, width: Int, to out: inout JSONTextBuffer
  ) {
    let n = text.count
    var start = 0
    var plain = true  // every line short enough to copy whole
    var i = ByteScan.firstByte(below: 0x0E, in: text, from: 0)
    while i < n {
      if text[i] == 0x0A {
        if i - start > width { plain = false }
        start = i + 1
      } else if text[i] == 0x0D {
        return appendWrappedCharacters(
          String(decoding: text, as: UTF8.self), width: width, to: &out)
      }
      i = ByteScan.firstByte(below: 0x0E, in: text, from: i + 1)
    }
    if n - start > width { plain = false }
    if plain {
      out.append(text)
      out.append(byte: 0x0A)
      return
    }
    start = 0
    var k = 0
    for i in 0...text.count where i == text.count || text[i] == 0x0A {
      let part = UnsafeBufferPointer(rebasing: text[start..<i])
      let continuation = k == 0 ? indent.utf8.count : indent.utf8.count + 2
      if part.count <= width {
        out.append(part)
      } else if let columns = columns(of: part) {
        if columns <= width {
          out.append(part)
        } else {
          wrapBytes(part, width: width, continuation: continuation, to: &out)
        }
      } else {
        let spaces = String(repeating: " ", count: continuation)
        out.append(
          raw: wrap(String(decoding: part, as: UTF8.self), width: width, continuation: spaces))
      }
      out.append(byte: 0x0A)
      start = i + 1
      k += 1
    }
  }

  /// ``appendWrapped(_:width:to:)-(UnsafeBufferPointer<UInt8>,_,_)`` character by character: `text`
  /// split at the `Character` "\n" (a carriage return and newline are one character, and no split).
  static func appendWrappedCharacters(_ text: String, width: Int, to out: inout JSONTextBuffer) {
    for (k, part) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      out.append(
        raw: wrap(String(part), width: width, continuation: k == 0 ? indent : indent + "  "))
      out.append(byte: 0x0A)
    }
  }

  /// How many characters `bytes` (UTF-8, no carriage return or newline) holds when each of its
  /// scalars is a character of its own — every scalar one that starts a grapheme cluster and never
  /// extends or joins another (``isOneColumnPerScalar``) — or nil when that cannot be told from the
  /// scalars alone.
  static func columns(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var count = 0
    var i = 0
    let n = bytes.count
    while i < n {
      let b0 = bytes[i]
      if b0 < 0x80 {
        count += 1
        i += 1
        continue
      }
      // Decode the scalar: the string is valid UTF-8.
      var scalar: UInt32
      var length: Int
      if b0 < 0xE0 {
        scalar = UInt32(b0 & 0x1F)
        length = 2
      } else if b0 < 0xF0 {
        scalar = UInt32(b0 & 0x0F)
        length = 3
      } else {
        scalar = UInt32(b0 & 0x07)
        length = 4
      }
      guard i + length <= n else { return nil }
      for j in 1..<length { scalar = scalar << 6 | UInt32(bytes[i + j] & 0x3F) }
      guard isOneColumnPerScalar(scalar) else { return nil }
      count += 1
      i += length
    }
    return count
  }

  /// Whether `scalar` is, wherever it stands, a character of its own: in the ranges below no scalar
  /// extends, joins or is joined by its neighbours under the grapheme cluster rules (Latin-1 and
  /// the Latin extensions before the combining marks at U+0300, and the punctuation, arrows and
  /// symbols of U+2010–U+2BFF other than the format characters U+2060–U+206F and the combining
  /// marks for symbols at U+20D0–U+20FF). Other scalars (combining marks, joiners, variation
  /// selectors, emoji, Hangul, regional indicators, …) send the line to the character-by-character
  /// path.
  static func isOneColumnPerScalar(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xA0..<0x300: return true
    case 0x2010..<0x2060, 0x2070..<0x20D0, 0x2100..<0x2C00: return true
    default: return false
    }
  }

  /// ``wrap(_:width:continuation:)`` on the bytes of a line whose scalars are each one column
  /// (``columns(of:)`` is not nil), with a continuation of `continuation` spaces, appended to `out`
  /// without a final newline: a running width, each word's columns counted once.
  static func wrapBytes(
    _ line: UnsafeBufferPointer<UInt8>, width: Int, continuation: Int, to out: inout JSONTextBuffer
  ) {
    let space: UInt8 = 0x20
    var i = 0
    while i < line.count && line[i] == space { i += 1 }
    out.append(UnsafeBufferPointer(rebasing: line[0..<i]))
    var current = i
    var currentHasWord = false
    var wordStart = i
    while true {
      var j = wordStart
      var columns = 0
      while j < line.count && line[j] != space {
        if line[j] & 0xC0 != 0x80 { columns += 1 }
        j += 1
      }
      if currentHasWord && current + 1 + columns > width {
        out.append(byte: 0x0A)
        for _ in 0..<continuation { out.append(byte: space) }
        current = continuation + columns
      } else {
        if currentHasWord {
          out.append(byte: space)
          current += 1
        }
        current += columns
      }
      out.append(UnsafeBufferPointer(rebasing: line[wordStart..<j]))
      currentHasWord = true
      if j == line.count { break }
      wordStart = j + 1
    }
  }

  /// A line broken at spaces into lines of at most `width` characters (a word longer than that
  /// stays whole), each continuation line starting with `continuation`.
  static func wrap(_ line: String, width: Int, continuation: String) -> String {
    guard line.count > width else { return line }
    let leading = String(line.prefix { $0 == " " })
    var lines: [String] = []
    var current = leading
    var currentHasWord = false
    for word in line.dropFirst(leading.count).split(
      separator: " ", omittingEmptySubsequences: false)
    {
      if currentHasWord && current.count + 1 + word.count > width {
        lines.append(current)
        current = continuation + word
      } else {
        current += (currentHasWord ? " " : "") + word
      }
      currentHasWord = true
    }
    lines.append(current)
    return lines.joined(separator: "\n")
  }
}

extension TraceRenderer where Self == TextRenderer {
  public static var text: TextRenderer { TextRenderer() }
}
