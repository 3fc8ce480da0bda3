import InsetSimSupport
import InsetSimTrace
import InsetSimTraceFormat

/// A streamed run's entries on their way to the sink: handed on once final, and set aside on disk
/// while a
/// "last" snapshot that a later occurrence may still drop holds them back, so that memory stays
/// flat in the run's length whatever its observation points.
extension TraceWriter {
  /// Whether the entries in memory are enough to hand on (or set aside): a streamed run checks at
  /// every callback (see `Simulation.checkTraceSize()`).
  var holdsAChunk: Bool {
    entries.count >= Simulation.streamChunk || heldSnapshotValues >= Simulation.streamSnapshotValues
  }

  /// Hands the entries before `limit` (a run's entry number) to ``sink``, without the dropped ones
  /// and numbered in order, and forgets them: those set aside first, read back in order, then those
  /// in memory. A streamed run keeps only what may still change (the entries from the first "last"
  /// snapshot that a later occurrence may drop).
  mutating func flush(before limit: Int) {
    guard let sink, spillFailure == nil else { return }
    let limit = min(limit, count)
    if let spill, handedOn < min(limit, base) {
      do {
        try readBack(from: spill, before: min(limit, base), to: sink)
      } catch {
        spillFailure = error
        return
      }
    }
    let k = limit - base
    guard k > 0 else { return }
    for j in 0..<k {
      heldSnapshotValues -= entries[j].values?.items.count ?? 0
      if !dropped.isEmpty, dropped.remove(base + j) != nil { continue }
      entries[j].seq = emitted
      emitted += 1
      sink(entries[j])
    }
    entries.removeSubrange(0..<k)
    base += k
    handedOn = base
  }

  /// Hands on the entries set aside, up to `limit`; starts the file over once all are read.
  private mutating func readBack(
    from spill: SpillFile, before limit: Int, to sink: (TraceEntry) -> Void
  ) throws(InputError) {
    var reader = spillReader ?? TraceLineReader()
    spillReader = nil
    defer { spillReader = reader }
    while handedOn < limit {
      let index = handedOn
      handedOn += 1
      guard let line = try spill.nextLine() else { throw ended(spill) }
      // A dropped entry is passed over (its line is empty when it was dropped before it was set
      // aside).
      if !dropped.isEmpty, dropped.remove(index) != nil { continue }
      var e = try reader.entry(line, number: index, file: spill.directory)
      e.seq = emitted
      emitted += 1
      sink(e)
    }
    if handedOn == base { spill.reclaim() }
  }

  private func ended(_ spill: SpillFile) -> InputError {
    InputError(
      file: spill.directory, problem: "a temporary file ended before the entries set aside in it",
      expected: "a temporary folder ($TMPDIR, or /tmp) that nothing else cleans up during a run")
  }

  /// Sets the entries in memory aside on disk, one trace line each (an empty line for a dropped
  /// one), when they wait for a "last" snapshot to be settled. When no temporary file can be made
  /// or written they stay in memory, as before there was a file.
  mutating func setAside() {
    guard sink != nil, spillFailure == nil, !spillRefused, !entries.isEmpty else { return }
    if spill == nil {
      do { spill = try SpillFile(in: spillDirectory) } catch {
        spillRefused = true
        return
      }
    }
    guard let spill else { return }
    let mark = spill.size
    var out = JSONTextBuffer(capacity: Self.spillBlock + 4_096)
    do {
      for j in entries.indices {
        if dropped.isEmpty || !dropped.contains(base + j) {
          TraceFile.appendLine(entries[j], to: &out)
        } else {
          out.append(byte: 0x0A)
        }
        if out.count >= Self.spillBlock || j == entries.count - 1 {
          try spill.append(out)
          out.removeAll()
        }
      }
    } catch {
      spill.discard(from: mark)
      spillRefused = true
      return
    }
    base += entries.count
    entries.removeAll(keepingCapacity: true)
    heldSnapshotValues = 0
  }

  /// Bytes written to the temporary file at a time.
  static let spillBlock = 1 << 16
}
