// swift-format-ignore-file
// The README quotes this file, and a failing call shares its line with its `// fails here` marker.
// The README's first test, exactly as it is printed there (InsetSimCLITests/ConsumerPackageTests checks that the
// README still holds this text), and the same test with a wrong expected value, which must fail.

// README example begins
import InsetSim
import InsetSimTesting
import Testing

@Test func tableViewIsAdjustedBetweenAppearances() {
  let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))
  expectValue(trace, at: "viewWillAppear", of: "tableView", .contentInset, equals: .insets(.zero))
  expectValue(trace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(EdgeInsets(top: 64, bottom: 49)))
  expectChange(trace, of: "tableView", .contentInset, from: "viewWillAppear", to: "viewDidAppear")
}
// README example ends

@Test func readmeExampleWithAWrongValue() {
  let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))
  expectValue(trace, at: "viewWillAppear", of: "tableView", .contentInset, equals: .insets(EdgeInsets(top: 64, bottom: 49)))  // fails here
}
