import InsetSim
import InsetSimTraceFormat

/// Output written as it is made, for a run whose trace streams: standard output, or a file under a
/// temporary name renamed into place when the run ends (``finish()``), removed if it does not.
final class StreamedOutput {
  private let file: AtomicStream?
  private var pending = JSONTextBuffer(capacity: StreamedOutput.blockSize + 4_096)
  static let blockSize = 1 << 16

  init(path: String?) throws(CLIError) {
    guard let path else {
      file = nil
      return
    }
    do { file = try AtomicStream(path: path) } catch { throw CLIError.input(error) }
  }

  /// Appends through `body`, writing out whole blocks as they fill.
  func append(_ body: (inout JSONTextBuffer) -> Void) throws(CLIError) {
    body(&pending)
    if pending.count >= Self.blockSize { try drain() }
  }

  func append(_ text: String) throws(CLIError) {
    try append { $0.append(raw: text) }
  }

  private func drain() throws(CLIError) {
    let bytes = pending.bytes
    pending.removeAll()
    guard let file else { return StandardOutput.write(bytes: bytes) }
    do { try file.write(bytes: bytes) } catch { throw CLIError.input(error) }
  }

  /// Writes what is left and puts the file in place.
  func finish() throws(CLIError) {
    try drain()
    do { try file?.commit() } catch { throw CLIError.input(error) }
  }
}
