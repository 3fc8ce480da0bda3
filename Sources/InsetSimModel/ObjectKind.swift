import InsetSimSupport

/// The role of a simulated object; traces name objects by role.
public enum ObjectKind: String, Sendable, CaseIterable {
  case window, statusBar, tabBarController, tabBar, navigationController, navigationBar, toolbar
  case controller
  case view
  /// The software keyboard (created by the first showKeyboard).
  case keyboard
  /// A controller's search bar in its navigation item (`NAME.searchBar`).
  case searchBar
  /// A column-style split view controller (iOS 14+) at an app's root.
  case splitViewController

  /// The properties a snapshot records for an object of this kind (before era filtering).
  public func tracked(viewType: ViewType?) -> [Property] {
    Self.trackedLists[trackedList(viewType: viewType)]
  }

  /// The properties a snapshot records for an object of this kind on a release of `era`:
  /// ``tracked(viewType:)`` without those that do not exist there (the era's table, filtered once).
  public func tracked(viewType: ViewType?, in era: Era) -> [Property] {
    let table = Self.trackedTable(in: era)
    return Array(table.properties[table.ranges[trackedList(viewType: viewType)]])
  }

  /// Every kind's list for an era in one flat list, and where each list lies in it, by
  /// ``trackedList(viewType:)``: a snapshot reads an object's properties as a range of one list (no
  /// list retained and released per object).
  package struct TrackedTable: Sendable {
    package let properties: [Property]
    package let ranges: [Range<Int>]

    init(_ lists: [[Property]]) {
      var properties: [Property] = []
      var ranges: [Range<Int>] = []
      for list in lists {
        ranges.append(properties.count..<properties.count + list.count)
        properties.append(contentsOf: list)
      }
      self.properties = properties
      self.ranges = ranges
    }
  }

  /// Every kind's list for `era`, without the properties that do not exist there, as one flat
  /// table: what a snapshot reads once for all its objects.
  package static func trackedTable(in era: Era) -> TrackedTable {
    trackedTableByEra[era == .ios6 ? 0 : era == .legacy ? 1 : 2]
  }

  /// ``trackedLists`` filtered for each era (iOS 6, legacy, safe area).
  static let trackedTableByEra: [TrackedTable] = [Era.ios6, .legacy, .safeArea].map { era in
    TrackedTable(trackedLists.map { $0.filter { $0.exists(in: era) } })
  }

  /// Which of ``trackedLists`` an object of this kind records.
  package func trackedList(viewType: ViewType?) -> Int {
    switch self {
    case .window: 0
    case .statusBar: 1
    case .tabBarController: 2
    case .tabBar, .navigationBar, .toolbar: 3
    case .navigationController: 4
    case .controller: 5
    case .view: viewType?.isScrollView == true ? 6 : 7
    case .keyboard, .searchBar: 8
    case .splitViewController: 9
    }
  }

  /// Every list a kind records, by the index ``trackedList(viewType:)`` gives.
  static let trackedLists: [[Property]] = [
    windowTracked, statusBarTracked, [], barTracked, navigationControllerTracked, controllerTracked,
    scrollViewTracked,
    viewTracked, frameTracked, splitTracked,
  ]

  // The lists are built once: a snapshot reads them for every object.
  static let windowTracked: [Property] = [
    .bounds, .safeAreaInsets, .orientation, .horizontalSizeClass, .verticalSizeClass,
  ]
  static let statusBarTracked: [Property] = [.frame, .hidden]
  static let frameTracked: [Property] = [.frame]
  static let splitTracked: [Property] = [
    .preferredDisplayMode, .displayMode, .isCollapsed, .primaryColumnWidth,
    .supplementaryColumnWidth,
  ]
  static let barTracked: [Property] = [.frame, .hidden, .translucent]
  static let navigationControllerTracked: [Property] = [
    .navigationBarHidden, .toolbarHidden, .prefersLargeTitles,
  ]
  static let controllerTracked: [Property] = [
    .edgesForExtendedLayout, .extendedLayoutIncludesOpaqueBars,
    .automaticallyAdjustsScrollViewInsets,
    .hidesBottomBarWhenPushed, .additionalSafeAreaInsets, .topLayoutGuideLength,
    .bottomLayoutGuideLength,
    .isMovingToParent, .isMovingFromParent, .isBeingPresented, .isBeingDismissed,
    .keyboardLayoutGuideFrame,
    .largeTitleDisplayMode, .modalPresentationStyle, .prefersStatusBarHidden, .preferredContentSize,
  ]
  static let viewTracked: [Property] = [.frame, .hidden, .safeAreaInsets, .swiftUISafeAreaInsets]
  static let scrollViewTracked: [Property] = [
    .frame, .hidden, .safeAreaInsets, .contentSize, .contentInset, .adjustedContentInset,
    .contentOffset,
    .scrollIndicatorInsets, .contentInsetAdjustmentBehavior, .scrollEnabled, .alwaysBounceVertical,
    .alwaysBounceHorizontal,
  ]

  /// The properties a script may set on an object of this kind.
  public func settable(viewType: ViewType?) -> [Property] {
    switch self {
    case .window, .tabBarController, .keyboard, .searchBar: []
    case .splitViewController: [.preferredDisplayMode]
    case .statusBar: [.hidden]
    case .tabBar, .navigationBar, .toolbar: [.hidden, .translucent]
    case .navigationController: [.navigationBarHidden, .toolbarHidden, .prefersLargeTitles]
    case .controller:
      [
        .edgesForExtendedLayout, .extendedLayoutIncludesOpaqueBars,
        .automaticallyAdjustsScrollViewInsets,
        .hidesBottomBarWhenPushed, .additionalSafeAreaInsets, .largeTitleDisplayMode,
        .modalPresentationStyle,
        .prefersStatusBarHidden,
      ]
    case .view:
      if viewType?.isScrollView == true {
        [
          .frame, .hidden, .contentSize, .contentInset, .contentOffset, .scrollIndicatorInsets,
          .contentInsetAdjustmentBehavior, .scrollEnabled, .alwaysBounceVertical,
          .alwaysBounceHorizontal,
        ]
      } else {
        [.frame, .hidden]
      }
    }
  }
}

/// The JSON shape a property's value takes.
public enum ValueShape: String, Sendable {
  case bool, number, insets, rect, size, point, edges, behavior, orientation, sizeClass,
    displayMode, largeTitleMode, presentationStyle

  public var expectation: String {
    switch self {
    case .bool: "true or false"
    case .number: "a number"
    case .insets: "an array of 4 numbers [top, left, bottom, right]"
    case .rect: "an array of 4 numbers [x, y, width, height]"
    case .size: "an array of 2 numbers [width, height]"
    case .point: "an array of 2 numbers [x, y]"
    case .edges: "\"all\", \"none\", or edge names such as \"top,bottom\""
    case .behavior: "one of " + AdjustmentBehavior.allCases.map(\.rawValue).joined(separator: ", ")
    case .orientation: "one of " + Orientation.allCases.map(\.rawValue).joined(separator: ", ")
    case .sizeClass: "compact or regular"
    case .displayMode:
      "one of "
        + SplitDisplayMode.allCases.filter { $0 != .automatic }.map(\.rawValue).joined(
          separator: ", ")
    case .largeTitleMode:
      "one of " + LargeTitleDisplayMode.allCases.map(\.rawValue).joined(separator: ", ")
    case .presentationStyle:
      "one of " + PresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")
    }
  }
}

extension Property {
  public var shape: ValueShape {
    switch self {
    case .frame, .bounds, .keyboardLayoutGuideFrame: .rect
    case .hidden, .scrollEnabled, .alwaysBounceVertical, .alwaysBounceHorizontal, .translucent,
      .navigationBarHidden, .toolbarHidden, .prefersLargeTitles, .extendedLayoutIncludesOpaqueBars,
      .automaticallyAdjustsScrollViewInsets, .hidesBottomBarWhenPushed, .bottomBarHiddenByPush,
      .isMovingToParent,
      .isMovingFromParent, .isBeingPresented, .isBeingDismissed, .isCollapsed:
      .bool
    case .safeAreaInsets, .contentInset, .adjustedContentInset, .scrollIndicatorInsets,
      .additionalSafeAreaInsets,
      .appliedInsetAdjustment, .swiftUISafeAreaInsets:
      .insets
    case .contentSize, .preferredContentSize: .size
    case .contentOffset: .point
    case .contentInsetAdjustmentBehavior: .behavior
    case .edgesForExtendedLayout: .edges
    case .topLayoutGuideLength, .bottomLayoutGuideLength, .keyboardInset, .primaryColumnWidth,
      .supplementaryColumnWidth:
      .number
    case .orientation: .orientation
    case .horizontalSizeClass, .verticalSizeClass: .sizeClass
    case .displayMode, .preferredDisplayMode: .displayMode
    case .largeTitleDisplayMode: .largeTitleMode
    case .modalPresentationStyle: .presentationStyle
    case .prefersStatusBarHidden: .bool
    }
  }
}
