import InsetSimSupport

extension Scenario {
  /// The seed example (seed 000 §一个默认条件下的例子): UITabBarController → UINavigationController →
  /// ViewController → a UITableView added first in viewDidLoad, frame (0, 0, 375, 667), 30 rows ×
  /// 40 pt, header 64, footer 49, on an iPhone 8; values printed in viewWillAppear and
  /// viewDidAppear.
  public static func seedExample(os: OSVersion) -> Scenario {
    let iPhone8 = Device.named("iPhone 8") ?? Device.catalog[0]
    var table = ViewSpec(
      id: "tableView", type: .tableView, frame: .rect(Rect(width: 375, height: 667)))
    table.rows = 30
    table.rowHeight = 40
    table.tableHeaderHeight = 64
    table.tableFooterHeight = 49
    var s = Scenario(
      name: "seed-example-ios\(os.major)", os: os, device: iPhone8,
      controller: ControllerSpec(name: "ViewController", subviews: [table]),
      summary: "The seed's tab bar → navigation → table example on iPhone 8, iOS \(os)")
    s.tabBarController = TabBarControllerSpec()
    s.navigationController = NavigationControllerSpec()
    s.observe = [
      .callback(CallbackRef("viewWillAppear"), .first),
      .callback(CallbackRef("viewDidAppear"), .first),
    ]
    return s
  }
}
