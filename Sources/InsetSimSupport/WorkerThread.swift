#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A detached POSIX thread running one closure: the matrix's workers, without Foundation's `Thread`
/// (the
/// tool does not load Foundation: see ``FileSystem``).
package enum WorkerThread {
  /// Starts `body` on a new thread; false when the system refuses one (the caller then runs the
  /// work itself).
  @discardableResult
  package static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    guard pthread_create(&thread, nil, start, box) == 0 else {
      Unmanaged<Box>.fromOpaque(box).release()
      return false
    }
    #if canImport(Darwin)
      if let thread { pthread_detach(thread) }
    #else
      pthread_detach(thread)
    #endif
    return true
  }

  private final class Box {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  #if canImport(Darwin)
    private static let start: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? =
      { raw in
        Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
        return nil
      }
  #else
    private static let start:
      @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { raw in
        guard let raw else { return nil }
        Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
        return nil
      }
  #endif
}
