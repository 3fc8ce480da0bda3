import Testing

@testable import InsetSimBench

/// The self costs of a callgrind output file, on a file written by hand in the format of
/// valgrind's manual ("Callgrind Format Specification": `fn=(id) name` names a function once,
/// `(id)` after; the line after `calls=` is the call's inclusive cost).
@Suite struct CallgrindProfileTests {
  static let file = """
    # callgrind format
    events: Ir
    fl=(1) app.swift
    fn=(1) main
    5 10
    cfn=(2) swift_retain
    calls=1 0
    6 100
    +1 5
    fl=(2) runtime
    fn=(2)
    1 30
    fn=(3) swift_release'2
    * 20
    fn=(1)
    -3 7
    summary: 72
    """

  @Test func selfCostsLeaveOutCallsAndJoinRecursion() {
    let profile = CallgrindProfile(text: Self.file)
    #expect(profile.selfCost["main"] == 22)
    #expect(profile.selfCost["swift_retain"] == 30)
    #expect(profile.selfCost["swift_release"] == 20)
    #expect(profile.total == 72)
    #expect(profile.heapAndReferenceCounting == 50)
  }

  @Test func heapFunctionsAreTheRuntimesAndMallocs() {
    #expect(CallgrindProfile.isHeapOrReferenceCounting("_int_free"))
    #expect(
      CallgrindProfile.isHeapOrReferenceCounting(
        "bool swift::RefCounts<swift::RefCountBitsT<(swift::RefCountInlinedness)1> >::doDecrementSlow"
      ))
    #expect(!CallgrindProfile.isHeapOrReferenceCounting("$s14InsetSimEngine11TraceWriterV5write"))
  }
}
