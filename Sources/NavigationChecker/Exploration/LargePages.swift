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
        // Mapped with a huge page to spare, then trimmed so that the block starts on a huge page.
        let mapped = mmap(nil, byteCount + hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        if let mapped, mapped != MAP_FAILED {
          let address = UInt(bitPattern: mapped)
          let aligned = (address + UInt(hugePage) - 1) & ~UInt(hugePage - 1)
          let head = Int(aligned - address)
          if head > 0 { munmap(mapped, head) }
          if hugePage - head > 0 { munmap(mapped + head + byteCount, hugePage - head) }
          let block = mapped + head
          _ = madvise(block, byteCount, MADV_HUGEPAGE)
          return block
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

/// A growable column of plain values on `LargePages`, for the state store's per-state arrays that
/// are read at random: no copy-on-write, no uniqueness checks, huge pages where the system has them.
struct LargeColumn<Element: BitwiseCopyable>: ~Copyable {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 1024)
    base = LargePages.allocateZeroed(byteCount: self.capacity * MemoryLayout<Element>.stride).bindMemory(
      to: Element.self, capacity: self.capacity)
  }

  deinit { LargePages.release(base, byteCount: capacity * MemoryLayout<Element>.stride) }

  @inline(__always)
  subscript(index: Int) -> Element { base[index] }

  @inline(__always)
  mutating func append(_ value: Element) {
    if count == capacity { grow() }
    base[count] = value
    count += 1
  }

  private mutating func grow() {
    let grown = capacity * 2
    let bigger = LargePages.allocateZeroed(byteCount: grown * MemoryLayout<Element>.stride).bindMemory(
      to: Element.self, capacity: grown)
    bigger.update(from: base, count: count)
    LargePages.release(base, byteCount: capacity * MemoryLayout<Element>.stride)
    base = bigger
    capacity = grown
  }
}
