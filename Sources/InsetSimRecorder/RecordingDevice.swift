import InsetSimTraceFormat

/// The device a recording is made on, written into the trace's header as `recordedOn`: the model
/// identifier (`utsname.machine`; on a simulator, `SIMULATOR_MODEL_IDENTIFIER`), the screen's
/// portrait size in points and the release as the device spells it.
///
///     RecordingDevice(model: "iPhone13,1", screenWidth: 375, screenHeight: 812, os: "17.4.1").json
///     // {"model":"iPhone13,1","screen":[375,812],"os":"17.4.1"}
///
/// `insetsim replay` maps the identifier to the device catalogue; a model the catalogue lacks
/// replays as the family nearest in screen size, with a note.
public struct RecordingDevice: Hashable, Sendable {
  public var model: String
  public var screenWidth: Double
  public var screenHeight: Double
  public var os: String

  public init(model: String, screenWidth: Double, screenHeight: Double, os: String) {
    self.model = model
    self.screenWidth = min(screenWidth, screenHeight)
    self.screenHeight = max(screenWidth, screenHeight)
    self.os = os
  }

  /// The release as a scenario names it, `major.minor` ("17.4.1" → "17.4").
  public var release: String {
    os.split(separator: ".").prefix(2).joined(separator: ".")
  }

  /// The header's `recordedOn` object.
  public var json: String {
    var out = "{\"model\":"
    JSONText.writeString(model, to: &out)
    out += ",\"screen\":"
    JSONText.writeNumbers([screenWidth, screenHeight], to: &out)
    out += ",\"os\":"
    JSONText.writeString(os, to: &out)
    return out + "}"
  }
}
