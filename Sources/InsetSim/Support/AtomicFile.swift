import Foundation

/// Writes a file through a temporary name and a rename, so an interrupted run leaves no half-written file.
public enum AtomicFile {
  public static func write(_ text: String, to path: String) throws(InputError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.isEmpty ? "." : directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw InputError(file: path, problem: "the folder '\(directory)' does not exist", expected: "an output path in an existing folder")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw InputError(file: path, problem: "is a folder", expected: "a file path for the output")
    }
    let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
      throw InputError(file: path, problem: "cannot write there", expected: "a writable folder")
    }
    if rename(temporary, path) != 0 {
      try? FileManager.default.removeItem(atPath: temporary)
      throw InputError(file: path, problem: "cannot replace the file", expected: "a writable path")
    }
  }
}
