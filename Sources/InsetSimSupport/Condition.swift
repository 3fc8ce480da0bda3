#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutex with condition variables to wait on under it, on POSIX threads (Foundation's
/// `NSCondition`, which the tool does not load: see ``FileSystem``). Several conditions let each
/// kind of waiter be woken alone.
package final class Condition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let conditions: UnsafeMutablePointer<pthread_cond_t>
  private let count: Int

  /// A mutex with `count` condition variables, numbered from 0.
  package init(count: Int = 1) {
    self.count = max(1, count)
    conditions = .allocate(capacity: self.count)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    for i in 0..<self.count {
      (conditions + i).initialize(to: pthread_cond_t())
      pthread_cond_init(conditions + i, nil)
    }
  }

  deinit {
    for i in 0..<count { pthread_cond_destroy(conditions + i) }
    pthread_mutex_destroy(mutex)
    conditions.deallocate()
    mutex.deallocate()
  }

  package func lock() { pthread_mutex_lock(mutex) }
  package func unlock() { pthread_mutex_unlock(mutex) }
  /// Waits until condition `i` is signalled, the lock held before and after.
  package func wait(_ i: Int = 0) { pthread_cond_wait(conditions + i, mutex) }
  /// Wakes one waiter of condition `i`.
  package func signal(_ i: Int = 0) { pthread_cond_signal(conditions + i) }
  /// Wakes every waiter of condition `i`.
  package func broadcast(_ i: Int = 0) { pthread_cond_broadcast(conditions + i) }
}
