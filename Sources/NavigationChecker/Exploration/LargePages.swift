#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Zeroed memory for the state store's large, randomly read blocks. On Linux, blocks of 2 MiB and
/// more are mapped on their own and offered to transparent huge pages, so that a random probe of a
/// table larger than the caches misses the TLB far less often; pages stay untouched (and not
/// resident) until written, as with `calloc`.
enum LargePages {
  private static let hugePage = 2 << 20

  /// `byteCount` zeroed bytes, to be given back with `release(_:byteCount:)`.
  static func allocateZeroed(byteCount: Int) -> UnsafeMutableRawPointer {
    #if os(Linux)
      if byteCount >= hugePage {
        let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        if let mapped, mapped != MAP_FAILED {
          _ = madvise(mapped, byteCount, MADV_HUGEPAGE)
          return mapped
        }
      }
    #endif
    guard let raw = calloc(byteCount, 1) else { fatalError("cannot allocate \(byteCount) bytes for the state store") }
    return raw
  }

  /// Gives back a block from `allocateZeroed(byteCount:)`.
  static func release(_ block: UnsafeMutableRawPointer, byteCount: Int) {
    #if os(Linux)
      if byteCount >= hugePage {
        munmap(block, byteCount)
        return
      }
    #endif
    free(block)
  }
}
