#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every state found so far, packed: bytes in fixed-size chunks (never moved once written), and
/// an open-addressing hash set of state indexes. Index order is discovery order, which is breadth-first
/// order, so the store is also the explorer's queue; each state keeps the state it was first reached
/// from, for shortest traces (the step itself is found again by expanding that state).
struct StateStore: ~Copyable {
  private static let chunkBits: UInt32 = 22
  private static let chunkSize = 1 << chunkBits
  /// Offsets are 32 bits (`chunk << chunkBits | offset`): at most this many chunks, 4 GiB of states.
  private static let maximumChunks = 1 << (32 - Int(chunkBits))
  /// The chunks this store may allocate: `maximumChunks`, or fewer when given a smaller byte limit.
  private let chunkLimit: Int

  /// Whether a state could not be stored because the store holds all it can address (or the state
  /// alone is larger than a chunk): exploration stops there, as at the state bound.
  private(set) var isFull = false

  private var chunks: [UnsafeMutablePointer<UInt8>] = []
  /// Bytes used in the last chunk, and its size: the first chunk is small when its first state is
  /// (a small design pays for little memory), every other chunk is `chunkSize`.
  private var used = 0
  private var lastChunkSize = 0
  private static let firstChunkSize = 1 << 18
  private var firstChunkIsSmall = false
  /// Where each state's bytes start: chunk << chunkBits | offset; a varint length precedes the bytes.
  private var offsets: LargeColumn<UInt32>
  /// The state each was first reached from (breadth-first parent); the initial state is its own.
  private(set) var parents: ParentColumn
  /// Slots: 0 empty, else `fingerprint << indexBits | (index + 1)`; the fingerprint (the hash's top
  /// bits that the index leaves free) spares most probes a read of the state's bytes.
  private var table: UnsafeMutablePointer<UInt32>
  private var tableCount: Int
  private var mask: Int
  private let indexBits: UInt32
  private let indexMask: UInt32

  init(expectedStates: Int, byteLimit: Int = Int(UInt32.max)) {
    chunkLimit = max(1, min(Self.maximumChunks, byteLimit / Self.chunkSize))
    var bits: UInt32 = 1
    while (1 << bits) <= expectedStates + 1 { bits += 1 }
    indexBits = min(bits, 32)
    indexMask = indexBits == 32 ? .max : (1 << indexBits) - 1
    // Reserving is virtual memory only: pages are resident once written, and growth never copies.
    let reserve = min(expectedStates, 1 << 28)
    offsets = LargeColumn(capacity: reserve)
    parents = ParentColumn(capacity: reserve)
    // Sized for the state bound, so the table never rehashes below it; `calloc` hands large blocks
    // out as zero pages that become resident only once touched, so a small design pays little.
    var capacity = 1024
    while capacity < min(reserve + reserve / 4 + 1, 1 << 28) { capacity <<= 1 }
    table = Self.zeroedTable(capacity)
    tableCount = capacity
    mask = capacity - 1
  }

  private static func zeroedTable(_ capacity: Int) -> UnsafeMutablePointer<UInt32> {
    LargePages.allocateZeroed(byteCount: capacity * MemoryLayout<UInt32>.stride).bindMemory(
      to: UInt32.self, capacity: capacity)
  }

  deinit {
    LargePages.release(table, byteCount: tableCount * MemoryLayout<UInt32>.stride)
    for (number, chunk) in chunks.enumerated() {
      LargePages.release(chunk, byteCount: number == 0 && firstChunkIsSmall ? Self.firstChunkSize : Self.chunkSize)
    }
  }

  var count: Int { offsets.count }

  /// The state that first reached a state (the initial state's is itself).
  func parent(of index: Int) -> Int { Int(parents.parent(of: index)) }

  /// Bytes held: state bytes, per-state arrays and the hash table.
  var memoryFootprint: Int {
    chunks.count * Self.chunkSize - (firstChunkIsSmall ? Self.chunkSize - Self.firstChunkSize : 0) + count * 4
      + parents.memoryFootprint + tableCount * 4
  }

  /// The state's bytes, for reading while the store is not changed.
  @inline(__always)
  func bytes(of index: Int) -> UnsafeBufferPointer<UInt8> {
    let offset = offsets[index]
    let base = chunks[Int(offset >> Self.chunkBits)] + Int(offset & UInt32(Self.chunkSize - 1))
    var cursor = 0
    let length = Int(Varint.read(base, at: &cursor))
    return UnsafeBufferPointer(start: base + cursor, count: length)
  }

  /// The index of the state with these bytes, if stored.
  func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int) -> Int? {
    let print = fingerprint(hash)
    var slot = hash & mask
    while true {
      let entry = table[slot]
      if entry == 0 { return nil }
      if entry & ~indexMask == print, equal(Int(entry & indexMask) - 1, bytes) { return Int(entry & indexMask) - 1 }
      slot = (slot + 1) & mask
    }
  }

  /// Where a probe for `hash` reads first, for a prefetch.
  @inline(__always)
  func slotAddress(hash: Int) -> UnsafeRawPointer { UnsafeRawPointer(table + (hash & mask)) }

  /// The stored state a probe for `hash` compares first, if its slot's fingerprint matches (-1 if not).
  @inline(__always)
  func firstCandidate(hash: Int) -> Int {
    let entry = table[hash & mask]
    return entry != 0 && entry & ~indexMask == fingerprint(hash) ? Int(entry & indexMask) - 1 : -1
  }

  /// Where the offset of a stored state is kept, for a prefetch.
  @inline(__always)
  func offsetAddress(of index: Int) -> UnsafeRawPointer {
    UnsafeRawPointer(offsets.base + index)
  }

  /// Where a stored state's bytes start, for a prefetch.
  @inline(__always)
  func bytesAddress(of index: Int) -> UnsafeRawPointer {
    let offset = offsets[index]
    return UnsafeRawPointer(chunks[Int(offset >> Self.chunkBits)] + Int(offset & UInt32(Self.chunkSize - 1)))
  }

  @inline(__always)
  private func fingerprint(_ hash: Int) -> UInt32 {
    indexBits == 32 ? 0 : UInt32(truncatingIfNeeded: UInt64(bitPattern: Int64(hash)) >> 40) << indexBits
  }

  /// Stores the state unless present; returns its index and whether it is new. Returns nil when it is
  /// new but `limit` states are stored already.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int, parent: UInt32, limit: Int)
    -> (index: Int, isNew: Bool)?
  {
    let print = fingerprint(hash)
    var slot = hash & mask
    while true {
      let entry = table[slot]
      if entry == 0 { break }
      if entry & ~indexMask == print, equal(Int(entry & indexMask) - 1, bytes) {
        return (Int(entry & indexMask) - 1, false)
      }
      slot = (slot + 1) & mask
    }
    guard count < limit else { return nil }
    guard fits(bytes.count) else {
      isFull = true
      return nil
    }
    let index = count
    append(bytes)
    parents.append(parent)
    table[slot] = print | UInt32(index + 1)
    if count * 5 > tableCount * 4 { grow() }
    return (index, true)
  }

  @inline(__always)
  private func equal(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let stored = self.bytes(of: index)
    guard stored.count == bytes.count else { return false }
    return ShortBytes.equal(bytes.baseAddress!, stored.baseAddress!, count: bytes.count)
  }

  /// Whether a state of `length` bytes can still be stored and addressed.
  private func fits(_ length: Int) -> Bool {
    let needed = length + 5
    guard needed < Self.chunkSize else { return false }
    return used + needed <= lastChunkSize || chunks.count < chunkLimit
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    let needed = bytes.count + 5
    if used + needed > lastChunkSize {
      let size = chunks.isEmpty && needed <= Self.firstChunkSize ? Self.firstChunkSize : Self.chunkSize
      if chunks.isEmpty { firstChunkIsSmall = size == Self.firstChunkSize }
      chunks.append(LargePages.allocateZeroed(byteCount: size).bindMemory(to: UInt8.self, capacity: size))
      used = 0
      lastChunkSize = size
    }
    offsets.append(UInt32(chunks.count - 1) << Self.chunkBits | UInt32(used))
    let base = chunks[chunks.count - 1] + used
    let cursor = Varint.write(UInt32(bytes.count), to: base)
    (base + cursor).update(from: bytes.baseAddress!, count: bytes.count)
    used += cursor + bytes.count
  }

  private mutating func grow() {
    let capacity = tableCount * 2
    let grown = Self.zeroedTable(capacity)
    let newMask = capacity - 1
    for index in 0..<count {
      let hash = Self.hash(bytes(of: index))
      var slot = hash & newMask
      while grown[slot] != 0 { slot = (slot + 1) & newMask }
      grown[slot] = fingerprint(hash) | UInt32(index + 1)
    }
    LargePages.release(table, byteCount: tableCount * MemoryLayout<UInt32>.stride)
    table = grown
    tableCount = capacity
    mask = newMask
  }

  /// A fast 64-bit hash of a short byte string: two lanes of multiply-xorshift mixing over
  /// 16 bytes at a time (independent multiplications overlap), the last partial word read as one
  /// overlapping load from the end, no loop over single bytes unless the string is under 8 bytes.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let count = bytes.count
    var first: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
    var second: UInt64 = 0xD6E8_FEB8_6659_FD93
    let raw = UnsafeRawPointer(bytes.baseAddress!)
    var index = 0
    while index + 16 <= count {
      first = (first ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      second = (second ^ raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
      first ^= first >> 32
      second ^= second >> 29
      index += 16
    }
    if index + 8 <= count {
      first = (first ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      first ^= first >> 32
      index += 8
    }
    var tail: UInt64 = 0
    let remaining = count - index
    if remaining > 0 {
      if count >= 8 {
        // The last 8 bytes, of which the first `8 - remaining` were hashed already.
        tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) >> UInt64(8 * (8 - remaining))
      } else {
        for offset in 0..<remaining { tail |= UInt64(bytes[index + offset]) << UInt64(8 * offset) }
      }
    }
    var hash = (first ^ tail ^ (second &* 0x9E37_79B9_7F4A_7C15)) &* 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 29
    return Int(truncatingIfNeeded: hash)
  }
}
