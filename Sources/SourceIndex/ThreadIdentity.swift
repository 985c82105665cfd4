#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Which thread is running: the threads that index files are told apart, so that each file's index is
/// freed on the thread that allocated it (see `ParallelRelease`).
public struct ThreadIdentity: Hashable, Sendable {
  private let value: UInt

  /// The calling thread.
  public static var current: ThreadIdentity {
    #if canImport(Glibc)
      ThreadIdentity(value: UInt(pthread_self()))  // glibc's `pthread_t` is an integer
    #else
      ThreadIdentity(value: UInt(bitPattern: pthread_self()))  // Darwin's and musl's are pointers
    #endif
  }
}
