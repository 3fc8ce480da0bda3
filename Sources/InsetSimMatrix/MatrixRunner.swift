import InsetSimEngine
import InsetSimModel
import InsetSimRules
import InsetSimSupport
import InsetSimTrace

/// Runs a sweep's combinations on several threads and hands their rows out in order, a chunk at a
/// time; workers stay at most `workers × chunksPerWorker` chunks ahead of the writer, so memory
/// holds that many chunks of rows however many combinations there are.
///
///     MatrixRunner(workers: 2).run(sweep, format: { table.row($0) }) { text in print(text, terminator: "") }
public struct MatrixRunner: Sendable {
  /// Threads that compute rows; 1 computes them on the calling thread.
  public var workers: Int
  /// Rows per unit of work, at most. Each chunk costs a claim, a hand-over and a wake-up of the
  /// writer, so chunks of 256 rows (about one 250th of a second of work) keep two workers 1.8 times
  /// as fast as one where chunks of 64 gave 1.7; a range too short to give every worker its window
  /// of chunks is cut into smaller ones, so that a few slow rows still run on every worker.
  public var chunkSize: Int
  /// Chunks per worker the workers may run ahead of the writer (the reorder window).
  public var chunksPerWorker: Int

  public init(workers: Int, chunkSize: Int = 256, chunksPerWorker: Int = 4) {
    self.workers = max(1, workers)
    self.chunkSize = max(1, chunkSize)
    self.chunksPerWorker = max(1, chunksPerWorker)
  }

  /// Computes rows `range` (all by default), formats each with `format` on the worker that computed
  /// it, and calls `write` with each chunk's text in row order. Returns the number of rows.
  @discardableResult
  public func run(
    _ sweep: Sweep, range: Range<Int>? = nil, format: @escaping @Sendable (MatrixRow) -> String,
    write: (String) -> Void
  ) -> Int {
    let range = range ?? 0..<sweep.count
    let chunkSize =
      workers == 1
      ? self.chunkSize : max(1, min(self.chunkSize, range.count / (workers * chunksPerWorker)))
    @Sendable func chunkText(_ rows: Range<Int>, of sweep: Sweep) -> String {
      var text = ""
      for i in rows { text += format(sweep.row(at: i)) }
      return text
    }
    if workers == 1 {
      var start = range.lowerBound
      while start < range.upperBound {
        let end = min(start + chunkSize, range.upperBound)
        write(chunkText(start..<end, of: sweep))
        start = end
      }
      return range.count
    }
    let chunks = (range.count + chunkSize - 1) / chunkSize
    let window = workers * chunksPerWorker
    let state = Pipeline(window: window)
    let copies = (0..<workers).map { _ in sweep.isolatedCopy() }
    let lower = range.lowerBound
    let upper = range.upperBound
    var started = 0
    for w in 0..<workers {
      let sweep = copies[w]
      // A worker the system refuses to start is one fewer.
      let ok = WorkerThread.detach {
        while let c = state.claim(below: chunks) {
          let start = lower + c * chunkSize
          state.finish(c, chunkText(start..<min(start + chunkSize, upper), of: sweep))
        }
      }
      if ok { started += 1 }
    }
    guard started > 0 else {
      // No thread at all: the rows are computed here, in order.
      return MatrixRunner(workers: 1, chunkSize: self.chunkSize).run(
        sweep, range: range, format: format, write: write)
    }
    for c in 0..<chunks { write(state.take(c)) }
    return range.count
  }
}

/// The workers' shared state: the next chunk to claim, and finished chunks waiting to be written in
/// order. A worker claims a chunk only while fewer than `window` chunks are ahead of the writer, so
/// memory holds at most `window` chunks of rows. The writer is woken only by the chunk it waits
/// for, and workers only when the window moves while one of them waits for it: a wake-up is a
/// switch of threads on a busy core.
final class Pipeline: @unchecked Sendable {
  private let condition = Condition(count: 2)
  private static let writer = 0, workers = 1
  private let window: Int
  private var next = 0
  private var written = 0
  private var done: [Int: String] = [:]
  /// The chunk the writer waits for, if it waits.
  private var awaited: Int?
  /// Workers waiting for the window to move.
  private var waitingWorkers = 0

  init(window: Int) { self.window = window }

  /// The next chunk to compute, or nil when all are claimed.
  func claim(below total: Int) -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while next < total && next >= written + window {
      waitingWorkers += 1
      condition.wait(Self.workers)
      waitingWorkers -= 1
    }
    guard next < total else { return nil }
    next += 1
    return next - 1
  }

  func finish(_ chunk: Int, _ text: String) {
    condition.lock()
    done[chunk] = text
    if awaited == chunk { condition.signal(Self.writer) }
    condition.unlock()
  }

  /// Waits for chunk `c` (the next to write) and hands it over.
  func take(_ c: Int) -> String {
    condition.lock()
    defer { condition.unlock() }
    while done[c] == nil {
      awaited = c
      condition.wait(Self.writer)
    }
    awaited = nil
    written = c + 1
    if waitingWorkers > 0 { condition.broadcast(Self.workers) }
    return done.removeValue(forKey: c) ?? ""
  }
}
