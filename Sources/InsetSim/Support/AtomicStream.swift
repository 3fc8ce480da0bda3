import Foundation

/// A file written piece by piece under a temporary name and renamed into place by ``commit()``, so a
/// long streamed output is either whole or absent; ``abandon()`` (or dropping it uncommitted) removes it.
///
///     let out = try AtomicStream(path: "rows.csv")
///     try out.write("a,b\n")
///     try out.commit()
public final class AtomicStream {
  public let path: String
  let temporary: String
  let handle: FileHandle
  var finished = false

  public init(path: String) throws(InputError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.isEmpty ? "." : directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      if let blocker = AtomicFile.fileInTheWay(of: path) {
        throw InputError(file: path, problem: "cannot write there: '\(blocker)' is a file, not a folder", expected: "an output path in an existing folder")
      }
      throw InputError(file: path, problem: "the folder '\(directory)' does not exist", expected: "an output path in an existing folder")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw InputError(file: path, problem: "is a folder", expected: "a file path for the output")
    }
    self.path = path
    temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())"
    guard FileManager.default.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forWritingAtPath: temporary) else {
      try? FileManager.default.removeItem(atPath: temporary)
      throw InputError(file: path, problem: "cannot write there", expected: "a writable folder")
    }
    self.handle = handle
  }

  public func write(_ text: String) throws(InputError) {
    do {
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      abandon()
      throw InputError(file: path, problem: "cannot write: \(error.localizedDescription)", expected: "a writable path with free space")
    }
  }

  /// Closes the file and moves it into place.
  public func commit() throws(InputError) {
    guard !finished else { return }
    finished = true
    try? handle.close()
    if rename(temporary, path) != 0 {
      try? FileManager.default.removeItem(atPath: temporary)
      throw InputError(file: path, problem: "cannot replace the file", expected: "a writable path")
    }
  }

  /// Closes and removes the temporary file; the output path is left as it was.
  public func abandon() {
    guard !finished else { return }
    finished = true
    try? handle.close()
    try? FileManager.default.removeItem(atPath: temporary)
  }

  deinit { abandon() }
}
