import Testing

@testable import InsetSim
@testable import InsetSimBench
@testable import InsetSimEngine
@testable import InsetSimLint
@testable import InsetSimMatrix
@testable import InsetSimModel
@testable import InsetSimRender
@testable import InsetSimRules
@testable import InsetSimSupport
@testable import InsetSimTrace

/// The standard workload of ../shared/bench/WORKLOAD.md: the engine and the bare heap must do the
/// same work, which the published checksum 5ed53456b38a4b03 proves.
@Suite struct StandardWorkloadTests {
  @Test func engineRoundMatchesThePublishedChecksum() {
    var engine = EngineWorkload()
    #expect(engine.runRound() == 12_000)
    #expect(StandardWorkload.checksum(engine.records) == 0x5ed5_3456_b38a_4b03)
    // A second round starts again from t = 0 and does the same work.
    engine.runRound()
    #expect(StandardWorkload.checksum(engine.records) == 0x5ed5_3456_b38a_4b03)
  }

  @Test func bareHeapRoundMatchesThePublishedChecksum() {
    var heap = BareHeapWorkload()
    #expect(heap.runRound() == 12_000)
    #expect(StandardWorkload.checksum(heap.records) == 0x5ed5_3456_b38a_4b03)
  }

  /// delay(p, 0) = 0.5 + ((7p) mod 17) × 0.25: the earliest steps are at 0.5 s for p ≡ 0 (mod 17),
  /// and equal times run in the order they were scheduled (pid order at t = 0).
  @Test func equalTimesRunFirstInFirstOut() {
    var engine = EngineWorkload()
    engine.runRound()
    let first = engine.records.prefix(3)
    #expect(first.map(\.time) == [0.5, 0.5, 0.5])
    #expect(first.map(\.pid) == [0, 17, 34])
    #expect(first.map(\.step) == [0, 0, 0])
    #expect(first.first?.inset == EdgeInsets(top: 0.25, left: 0, bottom: 0.25, right: 1.5))
  }

  @Test func delaysFollowTheFormula() {
    // p = 1, s = 6: 16 + ((7 + 78) mod 17) × 0.25 = 16 + 0 = 16 s; p = 2, s = 1: 1 + ((14 + 13) mod
    // 17) × 0.25 = 3.5 s.
    #expect(StandardWorkload.delayMicroseconds[1 * 12 + 6] == 16_000_000)
    #expect(StandardWorkload.delayMicroseconds[2 * 12 + 1] == 3_500_000)
  }
}
