#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Temporary output files to remove when SIGINT, SIGTERM or SIGHUP ends the process, so that an
/// interrupted `--out` leaves nothing behind. The paths are kept as C strings in a fixed table
/// allocated up front; the handler only reads that table, calls `unlink` (async-signal-safe) and
/// re-raises the signal with its default action, so the process still ends as the signal says.
///
///     let slot = TemporaryFiles.register("/tmp/.rows.csv.tmp-42")
///     …
///     TemporaryFiles.unregister(slot)
package enum TemporaryFiles {
  /// How many temporary files can be registered at once; past that a file is still written, only
  /// not removed on a signal.
  static let capacity = 64

  nonisolated(unsafe) static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let t = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    t.initialize(repeating: nil, count: capacity)
    return t
  }()
  /// Guards the table's writers (the handler never takes it).
  static let lock = Condition()
  nonisolated(unsafe) static var installed = false

  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Registers `path` for removal on a signal; returns its slot for ``unregister(_:)`` (nil when
  /// full).
  package static func register(_ path: String) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    if !installed {
      installed = true
      _ = table  // allocated before any handler can read it
      // A signal the process ignores (SIGHUP under nohup) stays ignored: the handler would make it
      // end the run.
      for s in signals {
        let previous = signal(s, handler)
        if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
          signal(s, SIG_IGN)
        }
      }
    }
    for i in 0..<capacity where table[i] == nil {
      // The copy is never freed: a handler running on another thread may still be reading it.
      table[i] = strdup(path)
      return i
    }
    return nil
  }

  /// The file was renamed into place or removed: a signal no longer removes it.
  package static func unregister(_ slot: Int?) {
    guard let slot else { return }
    lock.lock()
    table[slot] = nil
    lock.unlock()
  }

  /// Async-signal-safe: reads the table, unlinks, restores the default action and re-raises.
  static let handler: @convention(c) (Int32) -> Void = { sig in
    for i in 0..<64 {  // capacity, as a literal: nothing lazy runs in the handler
      if let path = TemporaryFiles.table[i] { unlink(path) }
    }
    signal(sig, SIG_DFL)
    raise(sig)
  }
}
