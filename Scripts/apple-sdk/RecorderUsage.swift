// The "Recording on a device" code (InsetSimRecorder.docc/Recording.md), type-checked against the
// recorder module by Scripts/typecheck-apple.sh
// (never built into the package).
import Foundation
import InsetSimRecorder
import UIKit

/// The text of the *.scenario.json this screen reproduces, shipped in the app's bundle.
let scenarioText = Bundle.main.url(forResource: "feed.scenario", withExtension: "json")
  .flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "{}"

/// One recorder for the app, made on the main actor on first use; nil if the trace file cannot be
/// created.
@MainActor
enum Trace {
  static let recorder = try? InsetRecorder(scenarioJSON: scenarioText)
}

final class FeedViewController: UITableViewController {
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    Trace.recorder?.callback(self, "viewDidAppear")
    Trace.recorder?.snapshot(at: "viewDidAppear", controller: self, views: ["tableView": tableView])
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    Trace.recorder?.callback(self, "viewSafeAreaInsetsDidChange")
  }
}

/// "Record your own app" (InsetSimRecorder.docc/Recording.md): one line in a debug build's app
/// delegate.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    #if DEBUG
    InsetRecorder.start()
    #endif
    return true
  }

  func applicationWillTerminate(_ application: UIApplication) {
    InsetRecorder.stop()
  }
}
