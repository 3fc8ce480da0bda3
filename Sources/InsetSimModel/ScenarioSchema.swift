import InsetSimSupport

/// The JSON Schema (draft 2020-12) of scenario files, built from the key tables the decoder checks,
/// so that editors complete and check `*.scenario.json` files; and the key reference
/// (docs/reference/keys.md), built from the same entries.
///
///     print(ScenarioSchema.json.prettyText(indent: ""))  // what `insetsim schema` prints
///
/// ```text
/// {
///   "$schema": "https://json-schema.org/draft/2020-12/schema",
///   "$id": "https://insetsim.invalid/scenario.schema.json",
///   "title": "InsetSim scenario",
///   …
/// ```
///
/// Format 1 is the decoder's (every object lists its keys from ``ScenarioDecoder``'s tables:
/// `topKeys`, `controllerKeys`, `viewKeys`, `stepKeys`, `tabBarKeys`, `navigationKeys`,
/// `expectKeys`; a test checks each key has an entry here and nothing more). Format 2 states the
/// keys of apps. The two are told apart by `if`/`then`/`else` on `insetsim`, not `oneOf`, so that
/// an editor reports a typo at its key. The schema checks shapes, names, the decoder's bounds and
/// the rules between a step's keys; what depends on other keys (a table-only key on a plain view, a
/// callback a release lacks, a view id that must exist) is left to the decoder, whose message says
/// more. A file may name the schema in a top-level `"$schema"` key, which the decoder accepts
/// (a string) and otherwise ignores.
public enum ScenarioSchema {
  /// The schema's `$id`. It names the schema; nothing is fetched from it.
  public static let id = "https://insetsim.invalid/scenario.schema.json"

  /// One documented key: its JSON Schema and a line for the key reference.
  struct Key {
    var name: String
    var schema: JSONValue
    var text: String
  }

  // MARK: - Shapes

  static func obj(_ pairs: [(String, JSONValue)]) -> JSONValue { .object(pairs) }
  static func str(_ s: String) -> JSONValue { .string(s) }
  static func strings(_ names: [String]) -> JSONValue { .array(names.map(JSONValue.string)) }
  static func ref(_ name: String) -> JSONValue { obj([("$ref", str("#/$defs/" + name))]) }
  static let boolean = obj([("type", str("boolean"))])
  static var windowMode: JSONValue {
    anyOf([
      choice(WindowMode.names),
      obj([
        ("type", str("object")),
        (
          "properties",
          obj([
            ("width", obj([("type", str("number")), ("minimum", .number(1))])),
            ("height", obj([("type", str("number")), ("minimum", .number(1))])),
          ])
        ),
        ("required", strings(["width", "height"])), ("additionalProperties", .bool(false)),
      ]),
    ])
  }
  static let string = obj([("type", str("string"))])
  /// A length or a time, within the decoder's bounds (±``ScenarioLimits/maxLength``).
  static let number = obj([
    ("type", str("number")), ("minimum", .number(-ScenarioLimits.maxLength)),
    ("maximum", .number(ScenarioLimits.maxLength)),
  ])
  static let nonNegative = obj([
    ("type", str("number")), ("minimum", .number(0)),
    ("maximum", .number(ScenarioLimits.maxLength)),
  ])
  static func number(_ min: Double, _ max: Double) -> JSONValue {
    obj([("type", str("number")), ("minimum", .number(min)), ("maximum", .number(max))])
  }
  static func integer(_ min: Int, _ max: Int) -> JSONValue {
    obj([
      ("type", str("integer")), ("minimum", .number(Double(min))),
      ("maximum", .number(Double(max))),
    ])
  }
  /// An expectation's `source`: not empty, nor only spaces (the decoder refuses both).
  static let source = obj([("type", str("string")), ("pattern", str("\\S"))])
  /// `schema` with the value the decoder takes when the key is absent.
  static func defaulting(_ value: JSONValue, _ schema: JSONValue) -> JSONValue {
    guard case .object(let pairs) = schema else { return schema }
    return obj(pairs + [("default", value)])
  }
  /// `schema` with `pairs` added (the rules between its keys).
  static func adding(_ pairs: [(String, JSONValue)], to schema: JSONValue) -> JSONValue {
    guard case .object(let own) = schema else { return schema }
    return obj(own + pairs)
  }
  static func array(of items: JSONValue, max: Int) -> JSONValue {
    obj([("type", str("array")), ("items", items), ("maxItems", .number(Double(max)))])
  }
  /// The kinds of an expectation, the first (a value) the default and each other told apart by its
  /// first required key (`order`, `called`, …), as `if`/`then`/`else` rather than `oneOf`: an error
  /// lands on the key of the kind the entry names.
  static func kinds(_ kinds: [JSONValue]) -> JSONValue {
    guard var result = kinds.first else { return obj([]) }
    for kind in kinds.dropFirst().reversed() {
      guard case .array(let required)? = kind["required"], let first = required.first else {
        continue
      }
      result = obj([
        ("if", obj([("required", .array([first]))])), ("then", kind), ("else", result),
      ])
    }
    return result
  }
  /// A step runs `during` a callback or `at` a time (one of them; `once` only with `during`) and
  /// either `set`s a property `to` a value or `do`es an action.
  static var stepRules: [(String, JSONValue)] {
    func oneOf(_ alternatives: [[String]]) -> JSONValue {
      obj([("oneOf", .array(alternatives.map { obj([("required", strings($0))]) }))])
    }
    return [
      ("allOf", .array([oneOf([["during"], ["at"]]), oneOf([["set", "to"], ["do"]])])),
      ("if", obj([("required", strings(["at"]))])),
      ("then", obj([("not", obj([("required", strings(["once"]))]))])),
    ]
  }
  static func numbers(_ count: Int) -> JSONValue {
    obj([
      ("type", str("array")), ("items", number), ("minItems", .number(Double(count))),
      ("maxItems", .number(Double(count))),
    ])
  }
  static func choice(_ names: [String]) -> JSONValue {
    obj([("type", str("string")), ("enum", strings(names))])
  }
  static func array(of items: JSONValue) -> JSONValue {
    obj([("type", str("array")), ("items", items)])
  }
  static func anyOf(_ schemas: [JSONValue]) -> JSONValue { obj([("anyOf", .array(schemas))]) }
  static let name = obj([
    ("type", str("string")), ("pattern", str("^[A-Za-z_][A-Za-z0-9_]{0,63}$")),
  ])
  static let edgeNames = ["all", "none", "top", "left", "bottom", "right"]

  /// An object of exactly `keys` (in that order), `required` among them.
  static func object(_ keys: [Key], required: [String] = [], description: String? = nil)
    -> JSONValue
  {
    var pairs: [(String, JSONValue)] = [("type", str("object"))]
    if let description { pairs.append(("description", str(description))) }
    pairs.append(("properties", obj(keys.map { ($0.name, with(description: $0.text, $0.schema)) })))
    if !required.isEmpty { pairs.append(("required", strings(required))) }
    pairs.append(("additionalProperties", .bool(false)))
    return obj(pairs)
  }

  /// `schema` with a `description` first (a `$ref` keeps its siblings in 2020-12).
  static func with(description: String, _ schema: JSONValue) -> JSONValue {
    guard case .object(let pairs) = schema else { return schema }
    return obj([("description", str(description))] + pairs.filter { $0.0 != "description" })
  }

  /// The entries for `names`, in the decoder's order; a name without an entry gets an empty schema
  /// and the text "(undocumented)", which a test refuses.
  static func keys(_ names: [String], from table: [Key]) -> [Key] {
    names.map { n in
      table.first { $0.name == n } ?? Key(name: n, schema: obj([]), text: "(undocumented)")
    }
  }

  // MARK: - Format 1

  static var os: JSONValue {
    var names: [String] = []
    for v in OSVersion.known {
      names.append(v.description)
      if v.minor == 0 {
        names.append(v.description.hasSuffix(".0") ? "\(v.major)" : "\(v.major).0")
      }
    }
    return choice(names)
  }

  static var device: JSONValue {
    obj([("type", str("string")), ("examples", strings(Device.allNames))])
  }

  static let topTable: [Key] = [
    Key(
      name: "$schema", schema: string,
      text:
        "The address of this schema, for editors: it names the file's format and plays no part in the run."
    ),
    Key(
      name: "insetsim", schema: obj([("const", .number(1))]),
      text: "The format version: 1 (one screen)."),
    Key(
      name: "name", schema: string,
      text: "The scenario's name in traces and reports (default: the file name)."),
    Key(name: "summary", schema: string, text: "One line saying what the scenario shows."),
    Key(
      name: "os", schema: os,
      text:
        "The iOS release, a string: \"6.0\" … \"26.1\" (`insetsim devices` shows which devices run it)."
    ),
    Key(
      name: "device", schema: device,
      text: "A device name from `insetsim devices`, or an alias (case-insensitive)."),
    Key(
      name: "orientation",
      schema: defaulting(str("portrait"), choice(Orientation.allCases.map(\.rawValue))),
      text:
        "The orientation at launch (default portrait). On iPhone, portraitUpsideDown needs a home button and a root controller whose supportedInterfaceOrientations lists it."
    ),
    Key(
      name: "statusBarHidden", schema: defaulting(.bool(false), boolean),
      text: "Whether the app hides the status bar (default false)."),
    Key(
      name: "requiresFullScreen", schema: defaulting(.bool(false), boolean),
      text:
        "Whether the app's Info.plist sets UIRequiresFullScreen (default false). On an iPad from iOS 9 the app then opts out of multitasking: its window stays full screen (no `window` mode, no `resizeWindow`) and UIKit asks its controllers' supportedInterfaceOrientations (`rotation.requiresFullScreen`); on iPhone, and on iPad before iOS 9, nothing reads it and the run notes so."
    ),
    Key(
      name: "supportedInterfaceOrientations",
      schema: array(of: choice(Orientation.allCases.map(\.rawValue))),
      text:
        "The orientations the app's Info.plist lists (UISupportedInterfaceOrientations, or UISupportedInterfaceOrientations~ipad for an iPad scenario; default: all four), each at most once. The window turns only to one of them, whatever its controllers support (`rotation.appOrientations`): the scenario's orientation must be one, and a rotation to another is refused with a note. A root, or a full-screen presented controller, with none in common with the list makes UIKit raise UIApplicationInvalidInterfaceOrientation (`rotation.noCommonOrientation`): an input error at launch, the run's end at a present. On an iPad from iOS 9, a list of fewer than four opts the app out of multitasking as `requiresFullScreen` does (`rotation.appOrientationsOptOut`)."
    ),
    Key(
      name: "designRequiresCompatibility", schema: defaulting(.bool(false), boolean),
      text:
        "Whether the app's Info.plist sets UIDesignRequiresCompatibility, or the app is built with an SDK before iOS 26 (default false). From iOS 26 the app then keeps the previous design: the 44-pt navigation bar at its iOS 18 place, the 56-pt sheet navigation bar, the 44-pt toolbar, the docked tab bar, iOS 18's sheet frames and detents, large titles and search bars (`design.compatibility`); its lifecycle (viewIsAppearing, updateProperties, trait tracking) and UIKit's bugs stay the running release's. Only from iOS 26; not with `tabBarMinimizeBehavior` or `bottomAccessory`, which only the new design has."
    ),
    Key(
      name: "window", schema: defaulting(str("fullScreen"), windowMode),
      text:
        "iPad: the window at launch: \"fullScreen\" (default), \"splitView 1/3\", \"splitView 1/2\", \"splitView 2/3\", \"slideOver\" (iOS 9–18), or {\"width\": W, \"height\": H} (iOS 16+)."
    ),
    Key(
      name: "tabBarController", schema: ref("tabBarController"),
      text: "A tab bar controller around the chain; absent: none."),
    Key(
      name: "navigationController", schema: ref("navigationController"),
      text: "A navigation controller around the controller; absent: none."),
    Key(
      name: "presentation",
      schema: defaulting(str("root"), choice(Presentation.allCases.map(\.rawValue))),
      text:
        "`root` (shown at launch) or `pushed` (a plain root controller first, then this one pushed)."
    ),
    Key(name: "controller", schema: ref("controller"), text: "The view controller and its views."),
    Key(
      name: "script", schema: array(of: ref("step"), max: ScenarioLimits.maxScriptSteps),
      text: "What the app's code does and when."),
    Key(
      name: "observe", schema: array(of: string, max: ScenarioLimits.maxObservations),
      text:
        "Points where every tracked value is snapshot: a callback, \"last CALLBACK\", \"t=SECONDS\"."
    ),
    Key(
      name: "expect", schema: array(of: ref("expectation"), max: ScenarioLimits.maxObservations),
      text: "Values the scenario is expected to show, each with its source."),
    Key(
      name: "uikitBugs", schema: defaulting(.bool(true), boolean),
      text:
        "Whether UIKit's own bugs of the release apply (default true; false, or --without-bugs, runs as if each were fixed: `insetsim rules bug`)."
    ),
    Key(
      name: "assumptions", schema: array(of: choice(ScenarioDecoder.assumableRules)),
      text:
        "Behaviours outside the model whose assumed values check accepts (rule ids, `insetsim rules outside`)."
    ),
  ]

  static let tabBarTable: [Key] = [
    Key(
      name: "translucent", schema: boolean,
      text: "The tab bar is translucent (default: true from iOS 7)."),
    Key(
      name: "tabBarHidden", schema: defaulting(.bool(false), boolean),
      text: "The tab bar view is hidden from the start."),
    Key(
      name: "bottomAccessory", schema: defaulting(.bool(false), boolean),
      text:
        "iOS 26+: a bottom accessory above the floating tab bar (56 pt of the bottom safe area)."),
    Key(
      name: "tabBarMinimizeBehavior",
      schema: defaulting(
        .string("automatic"), choice(TabBarMinimizeBehavior.allCases.map(\.rawValue))),
      text:
        "iOS 26+: whether the tab bar minimizes as the tab's content scroll view scrolls, iPhone only (default automatic: it does not)."
    ),
    Key(
      name: "mode", schema: defaulting(.string("automatic"), choice(["automatic", "tabBar"])),
      text:
        "iPadOS 18+: UITabBarController.mode (default automatic); tabs without a tab group show a tab bar in both automatic and tabBar (rule `tabBar.mode`); a sidebar (tabSidebar) is refused as input, for want of a rule."
    ),
    Key(
      name: "isTabBarHidden", schema: defaulting(.bool(false), boolean),
      text: "iOS 18+: the controller hides its active tab bar, out of the layout (default false)."),
  ]

  static let navigationTable: [Key] = [
    Key(
      name: "translucent", schema: boolean,
      text: "The navigation bar is translucent (default: true from iOS 7)."),
    Key(
      name: "navigationBarHidden", schema: defaulting(.bool(false), boolean),
      text: "The navigation bar is hidden (setNavigationBarHidden)."),
    Key(
      name: "prefersLargeTitles", schema: defaulting(.bool(false), boolean),
      text: "Large titles (iOS 11+)."),
    Key(
      name: "toolbarHidden", schema: defaulting(.bool(true), boolean),
      text: "The toolbar is hidden (default true)."),
    Key(name: "toolbarTranslucent", schema: boolean, text: "The toolbar is translucent."),
  ]

  static let controllerTable: [Key] = [
    Key(name: "name", schema: name, text: "The controller's name in traces (letters, digits, _)."),
    Key(
      name: "edgesForExtendedLayout",
      schema: anyOf([choice(edgeNames), array(of: choice(["top", "left", "bottom", "right"]))]),
      text: "iOS 7+: \"all\", \"none\", an edge, or a list of edges (default all)."),
    Key(
      name: "extendedLayoutIncludesOpaqueBars", schema: defaulting(.bool(false), boolean),
      text: "iOS 7+ (default false)."),
    Key(
      name: "automaticallyAdjustsScrollViewInsets", schema: defaulting(.bool(true), boolean),
      text: "iOS 7+ (default true; deprecated in iOS 11, still read by .automatic)."),
    Key(
      name: "hidesBottomBarWhenPushed", schema: defaulting(.bool(false), boolean),
      text: "Hide the tab bar while this controller is pushed."),
    Key(
      name: "additionalSafeAreaInsets", schema: numbers(4),
      text: "iOS 11+: [top, left, bottom, right]."),
    Key(
      name: "rootView", schema: anyOf([obj([("const", str("view"))]), ref("view")]),
      text:
        "\"view\" (a plain view; `subviews` go on it) or a view object (the controller's view is itself that view)."
    ),
    Key(
      name: "subviews", schema: array(of: ref("view")),
      text: "Views added to the plain root view in viewDidLoad, in this order."),
  ]

  static let viewTable: [Key] = [
    Key(name: "id", schema: name, text: "The view's name in traces, unique in the file."),
    Key(
      name: "type", schema: choice(ViewType.allCases.map(\.rawValue)),
      text:
        "view, scrollView, tableView, collectionView, textView, webView (UIWebView) or wkWebView."),
    Key(
      name: "frame", schema: anyOf([obj([("const", str("fill"))]), numbers(4)]),
      text: "\"fill\" (the controller view's bounds) or [x, y, width, height]."),
    Key(name: "hidden", schema: defaulting(.bool(false), boolean), text: "The view is hidden."),
    Key(name: "contentSize", schema: numbers(2), text: "Scroll views: [width, height]."),
    Key(
      name: "rows", schema: integer(0, ScenarioLimits.maxRows),
      text: "Tables: the number of rows."),
    Key(name: "rowHeight", schema: nonNegative, text: "Tables: each row's height."),
    Key(name: "tableHeaderHeight", schema: nonNegative, text: "Tables: the header view's height."),
    Key(name: "tableFooterHeight", schema: nonNegative, text: "Tables: the footer view's height."),
    Key(
      name: "contentInset", schema: numbers(4),
      text: "Scroll views: the app's contentInset, [top, left, bottom, right]."),
    Key(
      name: "contentInsetAdjustmentBehavior",
      schema: defaulting(str("automatic"), choice(AdjustmentBehavior.allCases.map(\.rawValue))),
      text: "Scroll views, iOS 11+ (default automatic)."),
    Key(
      name: "scrollEnabled", schema: defaulting(.bool(true), boolean),
      text: "Scroll views (default true)."),
    Key(
      name: "alwaysBounceVertical", schema: boolean,
      text: "Scroll views (default false; true for a tableView)."),
    Key(
      name: "alwaysBounceHorizontal", schema: defaulting(.bool(false), boolean),
      text: "Scroll views (default false)."),
    Key(
      name: "subviews", schema: array(of: ref("view")),
      text: "Views inside this one, in addSubview order."),
  ]

  static let stepTable: [Key] = [
    Key(
      name: "during", schema: string,
      text: "Run at the end of this callback's override (after super)."),
    Key(
      name: "at", schema: number(0, ScenarioLimits.horizonSeconds),
      text: "Run at this virtual time, in seconds."),
    Key(
      name: "async", schema: defaulting(.bool(false), boolean),
      text: "Defer to the next run-loop turn (DispatchQueue.main.async)."),
    Key(
      name: "once", schema: defaulting(.bool(false), boolean),
      text: "With `during`: only the first time the callback runs."),
    Key(
      name: "set", schema: string,
      text:
        "A property path to set: \"tabBar.hidden\", \"tableView.contentInset\", \"controller.KEY\"."
    ),
    Key(
      name: "to", schema: obj([]),
      text:
        "The value `set` writes, the orientation `rotate` turns to, the content offset a `scroll` drag ends at, or the window mode `resizeWindow` takes."
    ),
    Key(
      name: "do", schema: choice(ScenarioDecoder.actions),
      text: "An action: " + ScenarioDecoder.actions.joined(separator: ", ") + "."),
    Key(
      name: "hidden", schema: boolean,
      text: "setNavigationBarHidden / setToolbarHidden / setTabBarHidden: hide or show."),
    Key(
      name: "animated", schema: boolean,
      text:
        "setNavigationBarHidden / setToolbarHidden / setTabBarHidden: animated (default false)."),
    Key(
      name: "view", schema: anyOf([string, ref("view")]),
      text: "addSubview: a view object; removeFromSuperview and scroll: a view id."),
    Key(
      name: "index", schema: integer(0, ScenarioLimits.maxViews),
      text: "addSubview: the position among the parent's subviews."),
    Key(
      name: "parent", schema: string,
      text: "addSubview: the parent view's id (default the controller's view)."),
    Key(
      name: "predictive", schema: boolean,
      text:
        "showKeyboard, iOS 8+: whether the keyboard shows its predictive bar (default true; false for a field without autocorrection, or Predictive off)."
    ),
    Key(
      name: "kind", schema: choice(KeyboardKind.allCases.map(\.rawValue)),
      text:
        "showKeyboard: \"software\" (default); on iPad \"floating\" (iPadOS 13+: the floating keyboard, which UIKit reports as hidden) or \"hardware\" (iOS 9+: a hardware keyboard is attached, only the shortcut bar shows)."
    ),
  ]

  static let expectTable: [Key] = [
    Key(
      name: "at", schema: string,
      text: "The point: a callback, \"last CALLBACK\", \"OBJECT.CALLBACK\", \"t=SECONDS\"."),
    Key(
      name: "object", schema: string,
      text: "A view id, a bar, \"window\", the controller's name or \"controller\"."),
    Key(
      name: "property", schema: string,
      text: "A tracked property: contentInset, adjustedContentInset, safeAreaInsets, frame, …"),
    Key(
      name: "value", schema: obj([]),
      text:
        "The value observed: insets/rects as arrays, booleans, numbers, names. Lengths match within half a hundredth of a point (97.67 for UIKit's 97.66666666666667)."
    ),
    Key(
      name: "source", schema: source,
      text: "Where the value was published: seed file and section, or a URL."),
  ]

  // MARK: - Format 2 (apps)

  static let format2Top: [String] = [
    "$schema", "insetsim", "name", "summary", "os", "device", "orientation", "statusBarHidden",
    "requiresFullScreen", "supportedInterfaceOrientations", "designRequiresCompatibility", "window",
    "root", "controllers",
    "script", "observe", "expect", "assumptions", "uikitBugs",
  ]

  static var format2: JSONValue {
    var table = topTable.filter {
      $0.name != "insetsim" && $0.name != "expect" && $0.name != "script"
    }
    table.append(
      Key(
        name: "insetsim", schema: obj([("const", .number(2))]),
        text: "The format version: 2 (an app)."))
    table.append(
      Key(
        name: "root", schema: ref("root2"),
        text: "The window's root controller: a name or a container."))
    table.append(
      Key(
        name: "controllers",
        schema: obj([("type", str("object")), ("additionalProperties", ref("controller2"))]),
        text:
          "Every controller by name: the format-1 controller keys but name, and children, largeTitleDisplayMode, …"
      ))
    table.append(
      Key(
        name: "script", schema: array(of: ref("step2"), max: ScenarioLimits.maxScriptSteps),
        text: "Steps, with the flow actions of format 2."))
    table.append(
      Key(
        name: "expect",
        schema: array(of: ref("expectation2"), max: ScenarioLimits.maxObservations),
        text: "Value, order and called expectations."))
    return object(
      keys(format2Top, from: table), required: ["insetsim", "os", "device", "root", "controllers"])
  }

  static let appNavigationExtra: [Key] = [
    Key(
      name: "name", schema: name,
      text:
        "The navigation controller's name (default navigationController); with several, each one's bars are NAME.navigationBar and NAME.toolbar."
    ),
    Key(
      name: "stack", schema: array(of: string), text: "Controller names, bottom first (required)."),
  ]
  static let appTabBarExtra: [Key] = [
    Key(
      name: "tabs", schema: array(of: ref("root2")),
      text: "One controller name or {\"navigationController\": …} per tab (required)."),
    Key(
      name: "selected", schema: integer(0, 1_000),
      text: "The tab selected at launch (default 0)."),
  ]
  /// `splitViewController`'s keys, each column a controller name or a navigation controller
  /// (`column`).
  static func appSplitTable(column: JSONValue) -> [Key] {
    let columns = object(
      [
        Key(name: "primary", schema: column, text: "The primary column (required)."),
        Key(
          name: "supplementary", schema: column,
          text: "tripleColumn: the middle column (required there, refused elsewhere)."),
        Key(
          name: "secondary", schema: column,
          text: "The secondary column (required); where pushes go while the split view is expanded."
        ),
        Key(
          name: "compact", schema: column,
          text:
            "Column styles: what the collapsed split view shows (not wrapped); absent: the columns collapse onto the primary's stack."
        ),
      ], required: ["primary", "secondary"])
    return [
      Key(
        name: "style", schema: choice(SplitViewControllerSpec.Style.allCases.map(\.rawValue)),
        text:
          "doubleColumn or tripleColumn (iOS 14+: each column given as a controller is wrapped in a navigation controller named COLUMNNavigationController); absent or unspecified: the classic split view (iOS 8+)."
      ),
      Key(
        name: "columns", schema: columns,
        text:
          "The columns by name (required): primary, secondary, supplementary, compact; each a controller name or {\"navigationController\": …}."
      ),
      Key(
        name: "preferredDisplayMode", schema: choice(SplitDisplayMode.allCases.map(\.rawValue)),
        text: "UIKit's case names (default automatic)."),
      Key(
        name: "preferredPrimaryColumnWidth", schema: number(1, 2_000),
        text: "Points (default 320; 280 in a triple column)."),
      Key(
        name: "preferredSupplementaryColumnWidth", schema: number(1, 2_000),
        text: "Points (default 320; triple column only)."),
    ]
  }
  static let childTable: [Key] = [
    Key(name: "controller", schema: string, text: "The child controller's name (required)."),
    Key(
      name: "frame", schema: anyOf([obj([("const", str("fill"))]), numbers(4)]),
      text: "\"fill\" (default) or [x, y, width, height] in the container view."),
    Key(
      name: "in", schema: string,
      text:
        "The id of the parent's view that holds the child's view (default the parent's root view)."),
  ]
  static let appControllerExtra: [Key] = [
    Key(
      name: "registerForTraitChanges",
      schema: array(of: choice(TraitName.allCases.map(\.rawValue))),
      text:
        "iOS 17+: the traits of a handler the controller registers in viewDidLoad; the trace calls it `traitChangeHandler` when one of them changes (rule `traits.registerForTraitChanges`). Earlier releases note the key and call nothing."
    ),
    Key(
      name: "updateProperties", schema: boolean,
      text:
        "iOS 26+: the controller overrides `updateProperties()`, called before its first layout, after a size-class change and after a `{\"do\": \"setNeedsUpdateProperties\"}` step (rule `lifecycle.updateProperties`). Earlier releases note the key."
    ),
    Key(
      name: "children", schema: array(of: ref("child")),
      text: "Child controllers added in viewDidLoad, in order."),
    Key(
      name: "largeTitleDisplayMode", schema: choice(LargeTitleDisplayMode.allCases.map(\.rawValue)),
      text: "iOS 11+: the navigation item's mode (default automatic)."),
    Key(
      name: "contentScrollView", schema: anyOf([string, obj([("type", str("null"))])]),
      text:
        "iOS 15+: setContentScrollView(_:for: .top): the id of one of the controller's scroll views, which the navigation bar then observes (scroll edge appearance, large title); null: contentScrollView(for:) returns nil, so no scroll view moves the title."
    ),
    Key(
      name: "modalPresentationStyle", schema: choice(PresentationStyle.allCases.map(\.rawValue)),
      text: "The style a `present` step without `style` uses."),
    Key(
      name: "searchController",
      schema: obj([
        ("type", str("object")), ("properties", obj([("hidesSearchBarWhenScrolling", boolean)])),
        ("additionalProperties", .bool(false)),
      ]),
      text:
        "iOS 11–18: a search bar in the navigation item (`NAME.searchBar`); {\"hidesSearchBarWhenScrolling\": BOOL}, default true (hidden until a drag pulls it down)."
    ),
    Key(
      name: "supportedInterfaceOrientations",
      schema: array(of: choice(Orientation.allCases.map(\.rawValue))),
      text:
        "Orientation names; read on iPhone (and on iPad before iOS 9, or with `requiresFullScreen`) when this controller is the window's root (the scenario's orientation must be one of them) or a full-screen presented controller (a rotation to another is refused; a presentation from another stops the run with a note naming `outside.interfaceTurn`). Without it the iPhone default is all but portraitUpsideDown (`rotation.defaultMask`); an iPhone with Face ID never turns upside down (`rotation.faceIDUpsideDown`); from iOS 9 an iPad app supports multitasking and turns to every orientation, so the key is noted as never read (`rotation.iPadMultitasking`), unless the app sets `requiresFullScreen` (`rotation.requiresFullScreen`), when it is read as on iPhone."
    ),
    Key(
      name: "hostingController",
      schema: obj([
        ("type", str("object")),
        (
          "properties",
          obj([
            ("safeAreaRegions", array(of: choice(["container", "keyboard", "all"]))),
            (
              "sizingOptions",
              array(of: choice(["preferredContentSize", "intrinsicContentSize"]))
            ),
            ("idealSize", numbers(2)),
          ])
        ),
        ("additionalProperties", .bool(false)),
      ]),
      text:
        "iOS 13+: the controller hosts SwiftUI content; its view's `swiftUISafeAreaInsets` is the safe area the content lays out within. `safeAreaRegions` (iOS 16.4+): the regions it respects (default all). `sizingOptions` (iOS 16+): `preferredContentSize` puts `idealSize` ([W, H], the content's ideal size) in the controller's `preferredContentSize` when the content first lays out; `intrinsicContentSize` changes nothing the model tracks (no Auto Layout)."
    ),
    Key(
      name: "pageViewController",
      schema: obj([
        ("type", str("object")),
        (
          "properties",
          obj([
            ("pages", array(of: string)), ("transitionStyle", choice(["scroll", "pageCurl"])),
            ("spineLocation", choice(["min", "mid", "max"])), ("isDoubleSided", boolean),
          ])
        ),
        ("required", .array([str("pages")])), ("additionalProperties", .bool(false)),
      ]),
      text:
        "The controller is a page view controller: {\"pages\": [NAME, …]}, its data source's pages in order; it shows the first (two with the spine in the middle) from its viewDidLoad. `transitionStyle`: \"scroll\" (the default here; UIKit's init default is the curl) or \"pageCurl\"; for a curl `spineLocation` (\"min\" by default, \"mid\" shows two pages, an even number of them) and `isDoubleSided` (true only with \"mid\")."
    ),
  ]
  static let appStepExtra: [Key] = [
    Key(
      name: "controller", schema: string,
      text:
        "push, present, addChild, removeChild, setNeedsUpdateProperties: the controller's name; setPage, swipePage: the page view controller's."
    ),
    Key(
      name: "names", schema: array(of: string),
      text: "setViewControllers: controller names, bottom first."),
    Key(
      name: "style", schema: choice(PresentationStyle.allCases.map(\.rawValue)),
      text: "present: the style (default: the controller's modalPresentationStyle, else UIKit's)."),
    Key(
      name: "inNavigationController", schema: boolean,
      text: "present: in a navigation controller named NAME.navigationController."),
    Key(
      name: "detents",
      schema: array(
        of: anyOf([
          choice(SheetDetent.systemNames),
          object(
            [Key(name: "custom", schema: number, text: "The height the resolver returns.")],
            required: ["custom"]),
        ])),
      text:
        "present, iOS 15+: the sheet's detents (\"medium\", \"large\", or {\"custom\": HEIGHT} from iOS 16: the height its resolver returns); it opens at the smallest."
    ),
    Key(
      name: "prefersEdgeAttachedInCompactHeight", schema: boolean,
      text:
        "present, iOS 15+, iPhone: the sheet stays a sheet in compact height (landscape), attached to the bottom edge and as wide as the window's safe area, instead of going full screen."
    ),
    Key(
      name: "prefersGrabberVisible", schema: boolean,
      text:
        "present, iOS 15+, iPhone: the sheet shows its grabber (drawn over the content: no frame or safe area changes)."
    ),
    Key(
      name: "prefersScrollingExpandsWhenScrolledToEdge", schema: boolean,
      text:
        "present, iOS 15+, iPhone: whether a drag of a scroll view at its top expands the sheet to its next larger detent instead of scrolling (default true)."
    ),
    Key(
      name: "frame", schema: anyOf([obj([("const", str("fill"))]), numbers(4)]),
      text: "addChild: the child's frame."),
    Key(name: "in", schema: string, text: "addChild: the container view's id."),
    Key(name: "page", schema: string, text: "setPage: the page to show."),
    Key(
      name: "direction", schema: choice(["forward", "reverse"]),
      text: "swipePage: to the next page (forward) or the previous one (reverse)."),
    Key(
      name: "cancelled", schema: boolean,
      text:
        "swipePage, swipeBack: the user lets go early and the page or the top controller stays (default false)."
    ),
  ]
  static let appStepShared: [Key] = [
    Key(
      name: "do", schema: choice(ScenarioDecoder.actions + ScenarioDecoder.appActions),
      text: "An action: format 1's, or " + ScenarioDecoder.appActions.joined(separator: ", ") + "."),
    Key(
      name: "animated", schema: boolean,
      text:
        "push, pop, popToRoot, setViewControllers, present, dismiss (default true); setNavigationBarHidden / setToolbarHidden / setTabBarHidden (default false)."
    ),
    Key(
      name: "index", schema: obj([("type", str("integer")), ("minimum", .number(0))]),
      text: "selectTab: the tab; addSubview: the position among the parent's subviews."),
    Key(
      name: "parent", schema: string,
      text:
        "addChild: the parent controller's name; addSubview: the parent view's id (required in an app)."
    ),
  ]

  static var format2Defs: [(String, JSONValue)] {
    let nav = object(
      keys(ScenarioDecoder.navigationKeys, from: navigationTable) + appNavigationExtra,
      required: ["stack"])
    let tab = object(
      keys(ScenarioDecoder.tabBarKeys, from: tabBarTable) + appTabBarExtra, required: ["tabs"])
    let column = anyOf([
      string,
      object(
        [Key(name: "navigationController", schema: nav, text: "A navigation controller.")],
        required: ["navigationController"]),
    ])
    let split = object(appSplitTable(column: column), required: ["columns"])
    let root = anyOf([
      string,
      object(
        [Key(name: "navigationController", schema: nav, text: "A navigation controller.")],
        required: ["navigationController"]),
      object(
        [Key(name: "tabBarController", schema: tab, text: "A tab bar controller.")],
        required: ["tabBarController"]),
      object(
        [
          Key(
            name: "splitViewController", schema: split,
            text: "A column-style split view controller (iOS 14+), at the root only.")
        ], required: ["splitViewController"]),
    ])
    let controller2 = object(
      keys(ScenarioDecoder.controllerKeys.filter { $0 != "name" }, from: controllerTable)
        + appControllerExtra)
    let shared = Set(appStepShared.map(\.name))
    let step2 = adding(
      stepRules,
      to: object(
        keys(ScenarioDecoder.stepKeys.filter { !shared.contains($0) }, from: stepTable)
          + appStepShared + appStepExtra))
    let value = object(
      keys(ScenarioDecoder.expectKeys, from: expectTable), required: ScenarioDecoder.expectKeys)
    let order = object(
      [
        Key(
          name: "order", schema: array(of: string),
          text: "Callbacks or events that happen in this order."),
        Key(name: "source", schema: source, text: "Where the order was published."),
      ], required: ["order", "source"])
    let called = object(
      [
        Key(name: "called", schema: string, text: "A callback or event."),
        Key(
          name: "times", schema: integer(0, 1_000_000),
          text: "Exactly this many occurrences."),
        Key(
          name: "between", schema: array(of: string),
          text: "Two points, [FROM, TO]: count only the calls after FROM and before TO."),
        Key(name: "source", schema: source, text: "Where it was published."),
      ], required: ["called", "times", "source"])
    let stops = object(
      [
        Key(
          name: "stops", schema: choice(ScenarioDecoder.stoppingRules),
          text: "The run stops before its end at a note of this rule."),
        Key(name: "source", schema: source, text: "Why the run stops there."),
      ], required: ["stops", "source"])
    // A value that differs, or stays the same, between two points (as in format 1).
    let valueBetween = { (key: String, text: String) in
      object(
        [
          Key(name: key, schema: string, text: text),
          Key(name: "between", schema: array(of: string), text: "Two points, [FROM, TO]."),
          Key(name: "source", schema: source, text: "Where it was published."),
        ], required: [key, "between", "source"])
    }
    let changed = valueBetween(
      "changed", "OBJECT.PROPERTY: a tracked value that differs between the two points.")
    let unchanged = valueBetween(
      "unchanged", "OBJECT.PROPERTY: a tracked value that is the same at the two points.")
    return [
      ("root2", root), ("controller2", controller2),
      ("child", object(childTable, required: ["controller"])), ("step2", step2),
      ("expectation2", kinds([value, order, called, changed, unchanged, stops])),
    ]
  }

  // MARK: - The schema

  /// The whole schema: format 1 or format 2, told apart by `insetsim` (`if`/`then`/`else`).
  public static var json: JSONValue {
    let format1 = object(
      keys(["$schema"] + ScenarioDecoder.topKeys, from: topTable),
      required: ["insetsim", "os", "device", "controller"])
    let defs: [(String, JSONValue)] =
      [
        ("format1", format1),
        ("tabBarController", object(keys(ScenarioDecoder.tabBarKeys, from: tabBarTable))),
        (
          "navigationController",
          object(keys(ScenarioDecoder.navigationKeys, from: navigationTable))
        ),
        ("controller", object(keys(ScenarioDecoder.controllerKeys, from: controllerTable))),
        (
          "view", object(keys(ScenarioDecoder.viewKeys, from: viewTable), required: ["id", "type"])
        ),
        ("step", adding(stepRules, to: object(keys(ScenarioDecoder.stepKeys, from: stepTable)))),
        (
          "expectation",
          kinds([
            object(
              keys(ScenarioDecoder.expectKeys, from: expectTable),
              required: ScenarioDecoder.expectKeys),
            object(
              [
                Key(
                  name: "order", schema: array(of: string),
                  text:
                    "Callbacks that happen in this order (bare: the controller's; or OBJECT.callback)."
                ),
                Key(name: "source", schema: source, text: "Where the order was published."),
              ], required: ScenarioDecoder.orderKeys),
            object(
              [
                Key(
                  name: "called", schema: string,
                  text: "A callback (bare: the controller's; or OBJECT.callback)."),
                Key(
                  name: "times", schema: integer(0, 1_000_000),
                  text: "Exactly this many occurrences in the run."),
                Key(
                  name: "between", schema: array(of: string),
                  text: "Two points, [FROM, TO]: count only the calls after FROM and before TO."
                ),
                Key(name: "source", schema: source, text: "Where the count was published."),
              ], required: ScenarioDecoder.calledKeys),
            object(
              [
                Key(
                  name: "changed", schema: string,
                  text: "OBJECT.PROPERTY: a tracked value that differs between the two points."),
                Key(
                  name: "between", schema: array(of: string), text: "Two points, [FROM, TO]."),
                Key(name: "source", schema: source, text: "Where it was published."),
              ], required: ["changed", "between", "source"]),
            object(
              [
                Key(
                  name: "unchanged", schema: string,
                  text: "OBJECT.PROPERTY: a tracked value that is the same at the two points."),
                Key(
                  name: "between", schema: array(of: string), text: "Two points, [FROM, TO]."),
                Key(name: "source", schema: source, text: "Where it was published."),
              ], required: ["unchanged", "between", "source"]),
            object(
              [
                Key(
                  name: "stops", schema: choice(ScenarioDecoder.stoppingRules),
                  text:
                    "The run stops before its end at a note of this rule; without it, check fails a run that stops."
                ),
                Key(name: "source", schema: source, text: "Why the run stops there."),
              ], required: ScenarioDecoder.stopsKeys),
          ])
        ),
        ("format2", format2),
      ] + format2Defs
    return obj([
      ("$schema", str("https://json-schema.org/draft/2020-12/schema")),
      ("$id", str(id)),
      ("title", str("InsetSim scenario")),
      (
        "description",
        str(
          "A *.scenario.json file: format 1 (one screen) or format 2 (an app), told apart by `insetsim`. Generated by `insetsim schema`."
        )
      ),
      ("type", str("object")),
      ("properties", obj([("insetsim", obj([("enum", .array([.number(1), .number(2)]))]))])),
      ("required", strings(["insetsim"])),
      // Not `oneOf`: an error then lands on the key of the format the file names (`devcie`).
      (
        "if",
        obj([
          ("properties", obj([("insetsim", obj([("const", .number(2))]))])),
          ("required", strings(["insetsim"])),
        ])
      ),
      ("then", ref("format2")),
      ("else", ref("format1")),
      ("$defs", obj(defs)),
    ])
  }

  // MARK: - The key reference

  /// The key reference (docs/reference/keys.md): one table per object of formats 1 and 2, each key
  /// with its type and text.
  public static var keyReference: String {
    let sections: [(String, [Key])] = [
      ("Top level", keys(["$schema"] + ScenarioDecoder.topKeys, from: topTable)),
      ("`tabBarController`", keys(ScenarioDecoder.tabBarKeys, from: tabBarTable)),
      ("`navigationController`", keys(ScenarioDecoder.navigationKeys, from: navigationTable)),
      ("`controller`", keys(ScenarioDecoder.controllerKeys, from: controllerTable)),
      (
        "Views (`subviews`, `rootView`, `addSubview`'s `view`)",
        keys(ScenarioDecoder.viewKeys, from: viewTable)
      ),
      ("`script` steps", keys(ScenarioDecoder.stepKeys, from: stepTable)),
      ("`expect` entries", keys(ScenarioDecoder.expectKeys, from: expectTable)),
      (
        "Format 2: top level (beside format 1's `name`, `summary`, `os`, `device`, `orientation`, `statusBarHidden`, `window`, `observe`)",
        [
          Key(name: "insetsim", schema: obj([("const", .number(2))]), text: "2: an app."),
          Key(
            name: "root", schema: ref("root2"),
            text:
              "The window's root: a controller name, {\"navigationController\": …}, {\"tabBarController\": …} or {\"splitViewController\": …}."
          ),
          Key(
            name: "controllers", schema: obj([("type", str("object"))]),
            text: "Every controller by name (unique; its name in traces)."),
          Key(
            name: "script", schema: array(of: ref("step2")), text: "Steps, with the flows below."),
          Key(
            name: "expect", schema: array(of: ref("expectation2")),
            text: "Value, `order` and `called` entries; callbacks are named NAME.callback."),
        ]
      ),
      ("Format 2: `navigationController` (format 1's keys, and)", appNavigationExtra),
      ("Format 2: `tabBarController` (format 1's keys, and)", appTabBarExtra),
      (
        "Format 2: `splitViewController` (at the root only)",
        appSplitTable(column: anyOf([string, ref("navigationController")]))
      ),
      (
        "Format 2: each of `controllers` (format 1's `controller` keys but `name`, and)",
        appControllerExtra
      ),
      ("Format 2: `children` entries", childTable),
      ("Format 2: flow steps (format 1's step keys, and)", appStepShared + appStepExtra),
    ]
    var out = ""
    for (title, rows) in sections {
      out += "\n**\(title)**\n\n| key | type | meaning |\n|---|---|---|\n"
      for k in rows { out += "| `\(k.name)` | \(typeName(k.schema)) | \(k.text) |\n" }
    }
    return out
  }

  /// A short type for the key reference: "boolean", "[4 numbers]", "one of …", "view", …
  static func typeName(_ schema: JSONValue) -> String {
    if let r = schema["$ref"], case .string(let s) = r {
      return s.replacing(text: "#/$defs/", with: "")
    }
    if let c = schema["const"] { return c.compactText }
    if case .array(let options)? = schema["anyOf"] {
      return options.map(typeName).joined(separator: " or ")
    }
    if case .array(let names)? = schema["enum"] {
      return names.count > 8 ? "string" : names.map(\.compactText).joined(separator: " \\| ")
    }
    guard case .string(let type)? = schema["type"] else { return "any" }
    if type == "array" {
      if case .number(let n)? = schema["minItems"], schema["maxItems"] == .number(n),
        let items = schema["items"]
      {
        return "[\(formatPoints(n)) \(typeName(items))s]"
      }
      return "[" + (schema["items"].map(typeName) ?? "any") + "]"
    }
    return type
  }
}
