import InsetSim

/// The standard engine workload: 1,000 processes of 12 steps each, every step waiting a fixed delay
/// and then appending one inset record. One round is one fresh simulation from t = 0 (12,000
/// records); equal times run first-in first-out. The checksum over a round's records proves two
/// programs did the same work.
package enum StandardWorkload {
  package static let processes = 1_000
  package static let steps = 12
  package static let recordsPerRound = processes * steps
  /// The checksum every correct round produces.
  package static let expectedChecksum: UInt64 = 0x5ed5_3456_b38a_4b03

  static let base: [Double] = [0.5, 1, 2, 0.75, 4, 1.5, 16, 0.5, 8, 1, 3, 0.25]

  /// delay(p, s) = base[s] + ((7p + 13s) mod 17) × 0.25 s, in microseconds, indexed p × steps + s.
  /// Every delay is a multiple of 0.25 s, so microseconds are exact.
  package static let delayMicroseconds: [Int64] = (0..<processes * steps).map { i in
    let p = i / steps
    let s = i % steps
    return Int64(base[s] * 1_000_000) + Int64((7 * p + 13 * s) % 17) * 250_000
  }

  /// One step's record: the time, the process, the step and an inset derived from them.
  package struct Record: Equatable, Sendable {
    package var time: Double
    package var pid: Int32
    package var step: Int32
    package var inset: EdgeInsets

    @inlinable
    package init(time: Double, pid: Int32, step: Int32) {
      self.time = time
      self.pid = pid
      self.step = step
      inset = EdgeInsets(
        top: time * 0.5, left: Double(pid), bottom: Double(step) + 0.25, right: time + 1)
    }
  }

  /// FNV-1a over 64-bit words: per record the time's bit pattern, pid, step, then top, left,
  /// bottom, right; then the record count.
  package static func checksum(_ records: some Collection<Record>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ w: UInt64) { h = (h ^ w) &* 0x0000_0100_0000_01b3 }
    for r in records {
      mix(r.time.bitPattern)
      mix(UInt64(r.pid))
      mix(UInt64(r.step))
      mix(r.inset.top.bitPattern)
      mix(r.inset.left.bitPattern)
      mix(r.inset.bottom.bitPattern)
      mix(r.inset.right.bitPattern)
    }
    mix(UInt64(records.count))
    return h
  }
}
