import InsetSim
import InsetSimTesting

let trace = Simulation.run(.seedExample(os: OSVersion(10, 3)))
expectValue(trace, at: "viewDidAppear", of: "tableView", .contentInset, equals: .insets(.zero))
print("expectValue returned: the wrong value passed")
