import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTraceFormat

/// Trace entries written straight into UTF-8 bytes: the bytes of `entryJSON(_:)`'s compact text,
/// without building a JSON value or a `String` per entry.
extension TraceFile {
  /// One entry's line of a trace file, its newline included (what ``encodedBytes(_:)`` writes for
  /// it).
  package static func appendLine(_ e: TraceEntry, to out: inout JSONTextBuffer) {
    write(e, to: &out)
    out.append(byte: 0x0A)
  }

  /// The header line of a trace of `scenario`, its newline included.
  package static func appendHeaderLine(of scenario: Scenario, to out: inout JSONTextBuffer) {
    header(Trace(of: scenario, entries: [])).write(to: &out)
    out.append(byte: 0x0A)
  }

  /// The bytes of ``appendHeaderLine(of:to:)``'s line, counted without writing it.
  package static func headerLineByteCount(of scenario: Scenario) -> Int {
    header(Trace(of: scenario, entries: [])).compactByteCount + 1
  }

  static func write(_ e: TraceEntry, to out: inout JSONTextBuffer) {
    let whole: Int64 = 9_000_000_000_000_000
    if e.t >= 0, e.t < whole, e.turn >= 0, Int64(e.turn) < whole, e.seq >= 0, Int64(e.seq) < whole {
      out.appendLineStart(t: UInt64(e.t), turn: UInt64(e.turn), seq: UInt64(e.seq))
    } else {
      out.append("{\"t\":")
      appendWhole(e.t, to: &out)
      out.append(",\"turn\":")
      appendWhole(Int64(e.turn), to: &out)
      out.append(",\"seq\":")
      appendWhole(Int64(e.seq), to: &out)
    }
    out.append(kindField(e.kind))
    if let v = e.at {
      out.append(",\"at\":")
      out.appendString(v)
    }
    if let v = e.object {
      out.append(",\"object\":")
      out.appendString(v)
    }
    if let v = e.name {
      out.append(",\"name\":")
      out.appendString(v)
    }
    if let p = e.property {
      out.append(",\"property\":")
      out.appendString(p.name)
    }
    if let v = e.from {
      out.append(",\"from\":")
      write(v, to: &out)
    } else if e.kind == .change {
      out.append(",\"from\":null")
    }
    if let v = e.to {
      out.append(",\"to\":")
      write(v, to: &out)
    }
    if let v = e.cause { out.append(causeField(v)) }
    if let v = e.rule {
      out.append(",\"rule\":")
      out.appendString(v.rawValue)
    }
    if let v = e.restsOn {
      out.append(",\"restsOn\":")
      out.appendString(v.rawValue)
    }
    if let v = e.why {
      out.append(",\"why\":")
      out.appendString(v)
    }
    if let v = e.during {
      out.append(",\"during\":")
      out.appendString(v)
    }
    if let v = e.detail {
      out.append(",\"detail\":")
      out.appendString(v)
    }
    if let s = e.values {
      out.append(",\"values\":{")
      // The snapshot's values are stored flat in object order; an object's values are consecutive.
      let items = s.items
      var i = 0
      while i < items.count {
        let object = items[i].object
        if i > 0 { out.append(byte: UInt8(ascii: ",")) }
        out.appendString(s.names[Int(object)])
        out.append(":{")
        var j = i
        while j < items.count && items[j].object == object {
          if j > i { out.append(byte: UInt8(ascii: ",")) }
          out.appendString(items[j].property.name)
          out.append(byte: UInt8(ascii: ":"))
          write(items[j].value, to: &out)
          j += 1
        }
        out.append(byte: UInt8(ascii: "}"))
        i = j
      }
      out.append(byte: UInt8(ascii: "}"))
    }
    out.append(byte: UInt8(ascii: "}"))
  }

  /// A whole number as `appendNumber(Double(n))` writes it, without the round trip through `Double`
  /// below 9e15 (where the two agree).
  @inline(__always)
  static func appendWhole(_ n: Int64, to out: inout JSONTextBuffer) {
    if n.magnitude < 9_000_000_000_000_000 {
      out.appendInteger(n)
    } else {
      out.appendNumber(Double(n))
    }
  }

  /// `,"kind":"…"` for `kind`, written as one piece.
  static func kindField(_ kind: TraceEntry.Kind) -> StaticString {
    switch kind {
    case .event: ",\"kind\":\"event\""
    case .callback: ",\"kind\":\"callback\""
    case .change: ",\"kind\":\"change\""
    case .snapshot: ",\"kind\":\"snapshot\""
    case .note: ",\"kind\":\"note\""
    }
  }

  /// `,"cause":"…"` for `cause` (its raw value), written as one piece.
  static func causeField(_ cause: TraceEntry.Cause) -> StaticString {
    switch cause {
    case .app: ",\"cause\":\"app\""
    case .rule: ",\"cause\":\"rule\""
    case .initial: ",\"cause\":\"init\""
    }
  }

  /// A kind's raw value, which needs no escape.
  static func kindText(_ kind: TraceEntry.Kind) -> StaticString {
    switch kind {
    case .event: "event"
    case .callback: "callback"
    case .change: "change"
    case .snapshot: "snapshot"
    case .note: "note"
    }
  }

  /// A value as `Value.json`'s compact text.
  static func write(_ v: Value, to out: inout JSONTextBuffer) {
    switch v {
    case .bool(let b): out.append(b ? "true" : "false")
    case .number(let n): out.appendNumber(n)
    case .insets(let i): writeNumbers(i.top, i.left, i.bottom, i.right, to: &out)
    case .rect(let r): writeNumbers(r.minX, r.minY, r.width, r.height, to: &out)
    case .size(let s): writeNumbers(s.width, s.height, to: &out)
    case .point(let p): writeNumbers(p.x, p.y, to: &out)
    case .edges(let e): out.appendString(e.name)
    case .behavior(let b): out.appendString(b.rawValue)
    case .orientation(let o): out.appendString(o.rawValue)
    case .sizeClass(let c): out.appendString(c.rawValue)
    case .displayMode(let m): out.appendString(m.rawValue)
    case .largeTitleMode(let m): out.appendString(m.rawValue)
    case .presentationStyle(let s): out.appendString(s.rawValue)
    }
  }

  /// `[a,b]`
  static func writeNumbers(_ a: Double, _ b: Double, to out: inout JSONTextBuffer) {
    out.append(byte: UInt8(ascii: "["))
    out.appendNumber(a)
    out.append(byte: UInt8(ascii: ","))
    out.appendNumber(b)
    out.append(byte: UInt8(ascii: "]"))
  }

  /// `[a,b,c,d]`
  static func writeNumbers(
    _ a: Double, _ b: Double, _ c: Double, _ d: Double, to out: inout JSONTextBuffer
  ) {
    out.append(byte: UInt8(ascii: "["))
    out.appendNumber(a)
    out.append(byte: UInt8(ascii: ","))
    out.appendNumber(b)
    out.append(byte: UInt8(ascii: ","))
    out.appendNumber(c)
    out.append(byte: UInt8(ascii: ","))
    out.appendNumber(d)
    out.append(byte: UInt8(ascii: "]"))
  }
}
