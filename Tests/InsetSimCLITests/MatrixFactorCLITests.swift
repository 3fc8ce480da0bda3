import Foundation
import InsetSim
import Testing

/// `matrix` factors that crashed it, dropped a factor or repeated rows, or misnamed a value's
/// problem: each is now an error (exit 2) naming the factor, the key and what was expected.
@Suite struct MatrixFactorCLITests: CorpusCLISuite {
  // MARK: - matrix

  /// A key of 3,002 parts crashed the matrix (SIGSEGV: setting it recursed once per part); a key
  /// is at most 64 parts, the deepest a scenario file nests.
  @Test func aKeyOfThousandsOfPartsIsRefused() throws {
    let key = "controller." + String(repeating: "x.", count: 3000) + "x"
    let r = try Self.run([
      "matrix", Self.minimal, "--vary", key + "=1", "--show", "tableView.frame",
    ])
    #expect(!r.signaled, "it crashed: \(r.stderr)")
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("Error: --vary: the key 'controller.x.x."), "\(r.stderr)")
    #expect(
      r.stderr.contains(
        "' has 3002 parts, more than 64; expected a key of at most 64 parts"))
  }

  /// The same key in a sweep file's factor, placed at its line.
  @Test func aSweepFileKeyOfThousandsOfPartsIsRefused() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Self.corpus.appendingPathComponent(Self.minimal),
      to: folder.appendingPathComponent(Self.minimal))
    let key = "controller." + String(repeating: "x.", count: 5000) + "x"
    try Data(
      #"{"insetsim-sweep": 1, "scenario": "ok-minimal.scenario.json", "vary": [{"key": "\#(key)", "values": [1]}]}"#
        .utf8
    ).write(to: folder.appendingPathComponent("deep.sweep.json"))
    let r = try Self.run(["matrix", "deep.sweep.json"], in: folder)
    #expect(!r.signaled, "it crashed: \(r.stderr)")
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("deep.sweep.json:1:"), "\(r.stderr)")
    #expect(r.stderr.contains("error: at vary[0].key: the key 'controller.x.x."))
    #expect(r.stderr.contains("' has 5002 parts, more than 64"))
  }

  /// `--vary os=10.3,11.0 --vary os=11.0,10.3` ran iOS 11.0 in the row labelled "10.3 | 11.0": the
  /// second factor's value replaced the first's. A key in two factors (or one that holds
  /// another's) is refused, as is a value listed twice (two identical rows).
  @Test(arguments: [
    (
      ["--vary", "os=10.3,11.0", "--vary", "os=11.0,10.3"],
      "factor 2 ('os'): sets 'os', which factor 1 ('os') sets too: its values would replace that "
        + "factor's in every row; expected each key in one factor, with all its values"
    ),
    (
      ["--vary", "controller.name=A,B", "--vary", #"controller={"name": "C"}"#],
      "factor 2 ('controller'): sets 'controller', which holds 'controller.name' that factor 1 "
        + "('controller.name') sets"
    ),
    (
      ["--vary", "os=11.0,11.0"],
      "factor 'os': lists 11.0 twice; expected each value once (every row would be run twice)"
    ),
    (["--vary", "os=11,11.0"], "factor 'os': '11' and '11.0' set the same value"),
    // Spelt two ways, one value: the catalogue's device names match without case, and a release
    // typed as text or as a number is one release.
    (
      ["--vary", "device=iPhone 8,iphone 8"],
      "factor 'device': 'iPhone 8' and 'iphone 8' set the same value"
    ),
    (["--vary", #"os="11.0",11.0"#], #"factor 'os': '"11.0"' and '11.0' set the same value"#),
    // One place named two ways: the table's rows as a view key and by its place in the file.
    (
      ["--vary", "views.tableView.rows=10,20", "--vary", "controller.subviews.0.rows=30,40"],
      "factor 2 ('controller.subviews.0.rows'): sets what factor 1 ('views.tableView.rows') "
        + "sets, named another way: its values would replace that factor's in every row"
    ),
  ])
  func aFactorThatWouldDropOrRepeatRowsIsRefused(_ vary: [String], _ message: String) throws {
    let r = try Self.run(
      ["matrix", Self.minimal] + vary + ["--show", "tableView.adjustedContentInset"])
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(r.stderr.hasPrefix("Error: ok-minimal.scenario.json: " + message), "\(r.stderr)")
  }

  /// A bare number typed for a key that takes a number is judged as that number: `rows=-1` said
  /// "found a string; expected a number" (the retry as text), and `insetsim=2` put the retry's
  /// problem at the first attempt's place. Each now names its own problem at its own place.
  @Test(arguments: [
    (
      "views.tableView.rows=-1,2",
      "factor 'views.tableView.rows' = -1, at controller.subviews[0].rows: the number -1 is out of "
        + "range; expected a number from 0 to 1000000"
    ),
    (
      "insetsim=2",
      "factor 'insetsim' = 2, at controller: 'controller' is a format-1 key; expected in an app "
        + #"("insetsim": 2)"#
    ),
    // A key that takes text still takes a number typed bare as its text, and says what is wrong
    // with that text.
    ("os=99", "factor 'os' = 99, at os: unknown iOS version '99'"),
  ])
  func aBareNumbersProblemIsItsOwn(_ vary: String, _ message: String) throws {
    let r = try Self.run(["matrix", Self.minimal, "--vary", vary, "--show", "tableView.frame"])
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("Error: ok-minimal.scenario.json: " + message), "\(r.stderr)")
  }
}
