import Testing

@testable import InsetSimModel

/// Callbacks compare and hash by case (their place in the declaration), as their raw names would.
@Suite struct CallbackTests {
  @Test func eachCaseEqualsItselfAndNoOther() {
    for a in Callback.allCases {
      for b in Callback.allCases {
        #expect((a == b) == (a.rawValue == b.rawValue), "\(a) and \(b)")
      }
    }
  }

  @Test func aSetHoldsEveryCaseOnce() {
    let all = Set(Callback.allCases + Callback.allCases)
    #expect(all.count == Callback.allCases.count)
    #expect(Set(Callback.allCases.map(\.rawValue)).count == Callback.allCases.count)
    #expect(Callback(rawValue: "viewDidAppear") == .viewDidAppear)
  }

  /// A reference resolves the callback it names when made, and again when renamed; a name UIKit
  /// does not call on the simulated objects resolves to none.
  @Test func aReferenceResolvesItsCallbackWhenMadeAndRenamed() {
    var ref = CallbackRef(object: "tableView", "layoutSubviews")
    #expect(ref.callback == .layoutSubviews)
    ref.name = "viewSafeAreaInsetsDidChange"
    #expect(ref.callback == .viewSafeAreaInsetsDidChange)
    ref.name = "viewDidAppearr"
    #expect(ref.callback == nil)
    #expect(CallbackRef("viewDidAppear") == CallbackRef("viewDidAppear"))
    #expect(CallbackRef("viewDidAppear") != CallbackRef("viewWillAppear"))
  }
}
