import Foundation
import InsetSimTraceFormat

/// The input files a path names: the file itself, or every file below a folder whose name ends in one
/// of `suffixes`, sorted so that runs list them in the same order everywhere.
///
///     try InputFiles.under("Traces", suffixes: [".scenario.json"])  // ["Traces/choices/C16-…", …]
package enum InputFiles {
  /// `what` names one such file in the error for a missing path: "a trace file (*.trace.jsonl)".
  package static func under(_ path: String, suffixes: [String], what: String = "an input file") throws(InputError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputError(file: path, problem: "no such file or folder", expected: what + " or a folder of them")
    }
    guard isDirectory.boolValue else { return [path] }
    var files: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let item = enumerator?.nextObject() as? String {
      if suffixes.contains(where: { item.hasSuffix($0) }) { files.append((path as NSString).appendingPathComponent(item)) }
    }
    return files.sorted()
  }
}
