/// The layout of a trace file (`*.trace.jsonl`), shared by the simulator's writer and the device
/// recorder: the header's magic key and format version, the order of an entry's keys, and what the
/// numbers mean.
///
/// ```text
/// {"insetsim-trace":1,"producer":"…","units":{…},"scenario":{…}}
/// {"t":0,"turn":0,"seq":0,"kind":"callback","object":"ViewController","name":"viewDidLoad"}
/// ```
public enum TraceLineLayout {
  /// The header's first key; its value is the format version.
  public static let magicKey = "insetsim-trace"
  /// The header's key for the device a recording was made on (model identifier, screen, release);
  /// only recordings have it.
  public static let recordedOnKey = "recordedOn"
  /// The format version written in the header.
  public static let formatVersion = 1
  /// An entry's keys in the order they are written; absent ones are left out.
  public static let entryKeys = [
    "t", "turn", "seq", "kind", "at", "object", "name", "property", "from", "to", "cause", "rule",
    "restsOn", "why", "during", "detail", "values",
  ]
  /// What the numbers mean, written into every header so that a file describes itself.
  public static let units: [(key: String, meaning: Meaning)] = [
    ("t", .text("virtual time in microseconds (1000000 = 1 s)")),
    ("turn", .text("the run-loop turn, from 0")),
    ("seq", .text("the entry's position in the trace, from 0")),
    ("insets", .list(["top", "left", "bottom", "right"])),
    ("rect", .list(["x", "y", "width", "height"])),
    ("point", .list(["x", "y"])),
    ("size", .list(["width", "height"])),
    ("lengths", .text("points")),
    ("from", .text("null on a change when the value was unset before")),
  ]

  /// A unit's meaning: a sentence, or the names of an array's elements in order.
  public enum Meaning: Sendable {
    case text(String)
    case list([String])
  }

  /// ``units`` as one JSON object, as headers carry it.
  public static var unitsJSON: String {
    var out = "{"
    for (i, unit) in units.enumerated() {
      if i > 0 { out += "," }
      JSONText.writeString(unit.key, to: &out)
      out += ":"
      switch unit.meaning {
      case .text(let s): JSONText.writeString(s, to: &out)
      case .list(let names):
        out += "["
        for (j, name) in names.enumerated() {
          if j > 0 { out += "," }
          JSONText.writeString(name, to: &out)
        }
        out += "]"
      }
    }
    return out + "}"
  }
}
