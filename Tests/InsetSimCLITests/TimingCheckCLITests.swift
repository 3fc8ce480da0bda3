import Foundation
import Testing

/// `order` and `called` expectations through `insetsim check`: a wrong order fails with exit 1 and names
/// the entry that came first.
@Suite struct TimingCheckCLITests {
  static let scenario = """
    {
      "insetsim": 1, "name": "wrong-order", "os": "10.3", "device": "iPhone 8",
      "navigationController": {}, "presentation": "pushed",
      "controller": { "name": "DetailViewController", "subviews": [] },
      "expect": [
        { "order": ["DetailViewController.viewWillAppear", "DetailViewController.viewDidLoad"], "source": "deliberately wrong" },
        { "called": "viewWillTransition", "times": 1, "source": "deliberately wrong" }
      ]
    }
    """

  @Test func aWrongOrderFailsAndNamesTheEntryThatCameFirst() throws {
    let folder = try InsetsimBinary.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.scenario.utf8).write(to: folder.appendingPathComponent("wrong.scenario.json"))
    let r = try InsetsimBinary.run(["check", "wrong.scenario.json"], in: folder, timeout: 60)
    #expect(r.status == 1)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    // viewDidLoad (its loadView's successor) is entry #… at t=0.100, before viewWillAppear: the message names it.
    #expect(lines.first?.hasPrefix(
      "FAIL wrong-order: order DetailViewController.viewWillAppear → DetailViewController.viewDidLoad: DetailViewController.viewDidLoad came first: #") == true)
    #expect(lines.first?.contains(", before DetailViewController.viewWillAppear at #") == true)
    #expect(lines.dropFirst().first == "FAIL wrong-order: viewWillTransition called 1 time: viewWillTransition is called 0 times, not 1 [source: deliberately wrong]")
    #expect(lines.last == "0 passed, 2 failed")
  }
}
