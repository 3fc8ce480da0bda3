import Foundation
import InsetSimTraceFormat

/// A file written piece by piece under a temporary name and renamed into place by ``commit()``, so a
/// long streamed output is either whole or absent; ``abandon()`` (or dropping it uncommitted) removes it.
///
///     let out = try AtomicStream(path: "rows.csv")
///     try out.write("a,b\n")
///     try out.commit()
package final class AtomicStream {
  package let path: String
  /// The temporary file, or nil when writing straight into a special file.
  let temporary: String?
  let handle: FileHandle
  let slot: Int?
  var finished = false

  /// A character device (such as /dev/null or a terminal) or a FIFO at `path` is written into as it is,
  /// never replaced; a block device, a socket or any other special file is refused.
  package init(path: String) throws(InputError) {
    self.path = path
    if let existing = FileIdentity(path: path), existing.kind != .regular, existing.kind != .directory {
      guard existing.kind == .characterDevice || existing.kind == .fifo, let handle = FileHandle(forWritingAtPath: path) else {
        throw InputError(file: path, problem: "is \(existing.kind.described)",
          expected: "a regular file path, or a character device or FIFO to write into (such as /dev/null)")
      }
      temporary = nil
      slot = nil
      self.handle = handle
      return
    }
    let temporary = try AtomicFile.temporaryPath(for: path)
    // Registered before it exists, so that a signal at any moment from its making on removes it.
    let slot = TemporaryFiles.register(temporary)
    guard FileManager.default.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forWritingAtPath: temporary) else {
      try? FileManager.default.removeItem(atPath: temporary)
      TemporaryFiles.unregister(slot)
      throw InputError(file: path, problem: "cannot write there", expected: "a writable folder")
    }
    self.temporary = temporary
    self.handle = handle
    self.slot = slot
  }

  package func write(_ text: String) throws(InputError) {
    try write(bytes: Array(text.utf8))
  }

  package func write(bytes: [UInt8]) throws(InputError) {
    do {
      try write(Data(bytes))
    } catch {
      abandon()
      throw InputError(file: path, problem: "cannot write: \(error.localizedDescription)", expected: "a writable path with free space")
    }
  }

  /// `write(contentsOf:)` where the system has it (macOS 10.15.4, iOS 13.4), `write(2)` on the descriptor before —
  /// never the older `write(_:)`, which raises an Objective-C exception on an error.
  private func write(_ data: Data) throws {
    guard #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) else {
      #if canImport(Darwin)
      try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws in
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
          let n = Darwin.write(handle.fileDescriptor, base + offset, bytes.count - offset)
          if n < 0 {
            if errno == EINTR { continue }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
          }
          offset += n
        }
      }
      #else
      try handle.write(contentsOf: data)
      #endif
      return
    }
    try handle.write(contentsOf: data)
  }

  /// Closes the file and moves it into place.
  package func commit() throws(InputError) {
    guard !finished else { return }
    finished = true
    try? handle.close()
    guard let temporary else { return }
    defer { TemporaryFiles.unregister(slot) }
    try AtomicFile.moveIntoPlace(temporary, path)
  }

  /// Closes and removes the temporary file; the output path is left as it was.
  package func abandon() {
    guard !finished else { return }
    finished = true
    try? handle.close()
    guard let temporary else { return }
    try? FileManager.default.removeItem(atPath: temporary)
    TemporaryFiles.unregister(slot)
  }

  deinit { abandon() }
}
