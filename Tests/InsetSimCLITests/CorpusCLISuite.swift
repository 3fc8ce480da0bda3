import Foundation
import Testing

/// A suite that runs the built binary in the bad-input corpus folder (`Tests/BadInputs/`), with
/// its minimal valid scenario at hand.
protocol CorpusCLISuite {}

extension CorpusCLISuite {
  static var corpus: URL { BadInputCorpusTests.corpus }
  static var minimal: String { "ok-minimal.scenario.json" }

  /// Runs the binary in `folder`, the corpus folder unless told.
  static func run(_ arguments: [String], in folder: URL = BadInputCorpusTests.corpus) throws
    -> InsetsimBinary.Result
  {
    try InsetsimBinary.run(arguments, in: folder, timeout: 120)
  }
}
