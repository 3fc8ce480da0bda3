import Testing

@testable import InsetSimEngine

/// `IDSet` keeps ids as bits; a `Set` of the same ids, given the same insertions and removals, is
/// what it must agree with (membership, what insert and remove report, emptiness), its members
/// read in increasing order.
@Suite struct IDSetTests {
  @Test func agreesWithASetAcrossTheFirstWordAndBeyond() {
    var bits = IDSet<Int>()
    var set = Set<Int>()
    #expect(bits.isEmpty)
    // Ids in the first word, at its edges, and in later words (a word skipped between them).
    let ids = [0, 1, 63, 64, 65, 127, 200, 5, 130]
    for id in ids {
      #expect(bits.insert(id).inserted == set.insert(id).inserted)
      #expect(bits.insert(id).inserted == false)
    }
    for id in 0..<260 { #expect(bits.contains(id) == set.contains(id)) }
    #expect(Array(bits) == set.sorted())
    #expect(bits.min() == set.min())
    for id in [63, 200, 7, 0] { #expect(bits.remove(id) == set.remove(id)) }
    #expect(Array(bits) == set.sorted())
    for id in set { bits.remove(id) }
    #expect(bits.isEmpty)
    #expect(Array(bits).isEmpty)
  }

  @Test func holdsControllers() {
    var bits: IDSet<ControllerID> = [ControllerID(3)]
    bits.insert(ControllerID(70))
    #expect(bits.contains(ControllerID(3)) && bits.contains(ControllerID(70)))
    #expect(!bits.contains(ControllerID(4)))
    #expect(bits.map(\.index) == [3, 70])
  }
}
