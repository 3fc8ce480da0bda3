import InsetSim
import InsetSimBench

/// `insetsim devices [NAME]`
enum DevicesCommand {
  static let spec = CommandSpec(
    verb: "devices", arguments: "[NAME]", summary: "the device catalogue", options: [],
    about: """
      Lists the device catalogue: screen size, status bar, safe area (portrait and landscape), releases,
      confidence. With NAME, shows one family with its per-release figures and sources.
      """)
  static var help: String { spec.help }

  static func run(_ args: [String]) throws(CLIError) -> Int32 {
    let a = try Arguments(args, spec: spec)
    if let name = a.positional.first {
      guard a.positional.count == 1 else {
        throw CLIError.usage("Expected at most one device NAME.", verb: "devices")
      }
      guard let d = Device.named(name) else {
        let why = Device.notInCatalog(name).map { " \($0)." } ?? ""
        throw CLIError.usage(
          "Unknown device '\(name)'."
            + (why.isEmpty
              ? (Device.suggestion(for: name).map { " Did you mean '\($0)'?" } ?? "") : why),
          verb: "devices")
      }
      printDetail(d)
      return 0
    }
    print(
      "name".padding(toLength: 26) + "size".padding(toLength: 11) + "status".padding(toLength: 8)
        + "safe area portrait".padding(toLength: 20) + "landscape".padding(toLength: 20)
        + "iOS".padding(toLength: 9) + "conf.")
    for d in Device.catalog {
      let latest = d.statusBar.last?.from ?? d.firstOS
      let os = max(latest, d.safeAreaPortrait.last?.from ?? d.firstOS)
      let releases = "\(d.firstOS.major)" + (d.lastOS.map { "–\($0.major)" } ?? "+")
      print(
        d.name.padding(toLength: 26) + d.portraitSize.description.padding(toLength: 11)
          + formatPoints(d.statusBarHeight(on: os)).padding(toLength: 8)
          + d.safeArea(on: os, landscape: false).description.padding(toLength: 20)
          + d.safeArea(on: os, landscape: true).description.padding(toLength: 20)
          + releases.padding(toLength: 9) + d.confidence.rawValue)
    }
    print(
      "\nFigures shown for each family's latest release with a change; `insetsim devices NAME` shows them all."
    )
    return 0
  }

  static func printDetail(_ d: Device) {
    if d.name != d.family {
      print("\(d.name): runs under its own name with the figures of the \(d.family) family")
    }
    print(
      d.family + (d.aliases.isEmpty ? "" : " (also: " + d.aliases.joined(separator: ", ") + ")"))
    let xcode = Device.xcodeNames(ofFamily: d.family)
    if !xcode.isEmpty { print("  Xcode's names: " + xcode.joined(separator: ", ")) }
    print(
      "  \(d.idiom.rawValue), \(d.portraitSize) pt, iOS \(d.firstOS)"
        + (d.lastOS.map { "–\($0)" } ?? "+")
        + ", landscape bars \(d.landscapeBars.rawValue), sensor housing \(d.hasSensorHousing ? "yes" : "no")"
    )
    for v in d.statusBar { print("  status bar from iOS \(v.from): \(formatPoints(v.value))") }
    for v in d.safeAreaPortrait { print("  safe area portrait from iOS \(v.from): \(v.value)") }
    for v in d.safeAreaLandscape { print("  safe area landscape from iOS \(v.from): \(v.value)") }
    if let nav = d.navigationBarY {
      for v in nav { print("  navigation bar at y from iOS \(v.from): \(formatPoints(v.value))") }
    }
    let latest = d.lastOS ?? OSVersion.known.last ?? d.firstOS
    let portrait = Keyboard.height(of: d, os: latest, orientation: .portrait).value
    let landscape = Keyboard.height(of: d, os: latest, orientation: .landscapeLeft).value
    print(
      "  keyboard on iOS \(latest) (rule keyboard.height): portrait \(formatPoints(portrait)), landscape \(formatPoints(landscape))"
    )
    let classes = { (o: Orientation) in
      let t = SizeClasses.of(d, orientation: o, window: .fullScreen, width: d.screenSize(o).width)
      return "\(t.horizontal.value.rawValue) × \(t.vertical.value.rawValue)"
    }
    print(
      "  size classes (width × height): portrait \(classes(.portrait)), landscape \(classes(.landscapeLeft)) (rule \(d.isPad ? Rule.traitsSizeClassPad.id : Rule.traitsSizeClassPhone.id))"
    )
    if let split = d.splitViewWidths {
      func list(_ table: [WindowMode.SplitFraction: Double]) -> String {
        WindowMode.SplitFraction.allCases.compactMap { f in
          table[f].map { "\(f.rawValue) \(formatPoints($0))" }
        }.joined(separator: ", ")
      }
      print(
        "  Split View widths, iOS 9–18 (rule window.multitasking): landscape \(list(split.landscape)); portrait \(list(split.portrait))"
      )
      print("  source: \(Device.splitViewSource)")
    }
    if d.hasMeasuredSlideOver {
      print(
        "  Slide Over, iOS 9–18: 320 × (the screen's height − 40), 20 from its top (rule window.multitasking)"
      )
      print("  source: \(Device.slideOverSource)")
    }
    if d.isPad {
      print(
        "  resizable windows from iOS 16 (rule window.resizable): compact up to 639 pt wide, regular from 678"
      )
    }
    print("  confidence: \(d.confidence.rawValue)")
    if !d.notes.isEmpty { print("  notes: \(d.notes)") }
    for s in d.sources { print("  source: \(s)") }
  }
}
