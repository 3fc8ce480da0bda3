import InsetSim
import InsetSimBench

/// `insetsim` with no arguments: the seed example on iOS 10.3 and on iOS 11.0, both traces.
enum DefaultCommand {
  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    for (i, os) in [OSVersion(10, 3), OSVersion(11, 0)].enumerated() {
      if i > 0 { print("") }
      let trace = Simulation.run(.seedExample(os: os))
      print(
        TextRenderer(
          showSnapshotValues: false, width: TerminalWidth.forStandardOutput(writingTo: nil)
        ).render(trace), terminator: "")
      for point in ["viewWillAppear", "viewDidAppear"] {
        guard let values = trace.snapshot(at: point)?.values else { continue }
        var line = "  at \(point): tableView"
        for p: Property in [.contentInset, .adjustedContentInset, .safeAreaInsets, .contentOffset] {
          if let v = values.value("tableView", p) { line += " \(p.name) \(v)" }
        }
        if let f = values.value("ViewController.view", .frame) { line += "; view.frame \(f)" }
        print(line)
      }
    }
    return 0
  }
}
