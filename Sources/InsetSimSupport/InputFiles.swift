import InsetSimTraceFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The input files a path names: the file itself, or every file below a folder whose name ends in
/// one of `suffixes`, sorted so that runs list them in the same order everywhere.
///
///     try InputFiles.under("Traces", suffixes: [".scenario.json"])  // ["Traces/choices/C16-…", …]
package enum InputFiles {
  /// `what` names one such file in the error for a missing path: "a trace file (*.trace.jsonl)".
  package static func under(_ path: String, suffixes: [String], what: String = "an input file")
    throws(InputError) -> [String]
  {
    guard let identity = FileIdentity(path: path) else {
      if errno != ENOENT && errno != ENOTDIR {
        throw InputError(
          file: path, problem: "cannot be looked at: \(FileSystem.lastError())",
          expected: what + " or a folder of them")
      }
      throw InputError(
        file: path, problem: "no such file or folder", expected: what + " or a folder of them")
    }
    guard identity.kind == .directory else { return [path] }
    return try FileSystem.files(under: path)
      .filter { item in suffixes.contains { item.hasSuffix($0) } }
      .map { FileSystem.join(path, $0) }
      .sorted()
  }
}
