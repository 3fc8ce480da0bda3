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
}
