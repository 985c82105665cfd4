import CMemoryHints

/// A successor waiting to be stored: where its bytes are in the queue, what reached it, its hash,
/// and the stored state its probe will compare first (-1: none, or not looked up yet).
struct QueuedSuccessor {
  var offset: Int32
  var length: Int32
  var label: UInt32
  /// The action whose location a cut at the state bound reports (-1: none).
  var location: Int32
  var parent: UInt32
  var candidate: Int32
  var hash: Int
}

/// Successors between being found and being stored, in the order found. Storing one probes the hash
/// set: a slot, then (when its fingerprint matches) the offset of a stored state, then that state's
/// bytes: three reads that each depend on the one before, and that miss the caches once the store
/// outgrows them. The queue asks for each read one `advance` before it is needed (the slot when a
/// successor is queued, the offset at the next advance, the bytes at the one after), so that the
/// misses of many successors overlap with each other and with expanding states.
struct SuccessorQueue: ~Copyable {
  /// The queued successors' packed bytes, one after another.
  private(set) var bytes = ByteBuffer(capacity: 8192)
  private(set) var entries = FlatBuffer<QueuedSuccessor>(capacity: 512)
  /// Entries before `start` are stored; they are dropped in bulk, once enough have gathered.
  private(set) var start = 0
  /// Entries before `fetched`: the bytes of their candidate have been asked for.
  private var fetched = 0
  /// Entries before `probed`: their slot has been read and their candidate's offset asked for.
  private var probed = 0

  init() {}

  var isEmpty: Bool { start == entries.count }
  var pending: Int { entries.count - start }

  /// Queues the successor whose bytes were appended to `bytes` from `offset` on.
  @inline(__always)
  mutating func enqueue(from offset: Int, label: UInt32, location: Int32, parent: UInt32, store: borrowing StateStore) {
    let length = bytes.count - offset
    let hash = StateStore.hash(UnsafeBufferPointer(start: bytes.base + offset, count: length))
    coordgraph_prefetch(store.slotAddress(hash: hash))
    entries.append(
      QueuedSuccessor(
        offset: Int32(offset), length: Int32(length), label: label, location: location, parent: parent,
        candidate: -1, hash: hash))
  }

  /// Appends `source` with one byte patched and one inserted or removed (`ByteBuffer.appendPatched`).
  @inline(__always)
  mutating func appendPatched(
    from source: UnsafeBufferPointer<UInt8>, patch: Int, value: UInt8, insertAt: Int = -1, insert: UInt8 = 0,
    remove: Int = -1
  ) {
    bytes.appendPatched(from: source, patch: patch, value: value, insertAt: insertAt, insert: insert, remove: remove)
  }

  /// Takes back bytes appended from `offset` on that are not to be queued.
  mutating func dropBytes(from offset: Int) { bytes.truncate(at: offset) }

  /// Appends the packed form of a canonical state.
  mutating func appendEncoded(_ state: borrowing WorkingState, codec: inout StateCodec) {
    codec.encode(state, appendingTo: &bytes)
  }

  /// Moves every entry one stage on and returns the range of entries now ready to store, in order
  /// (those whose candidate's bytes were asked for at an earlier advance). The caller stores them
  /// and then calls `markStored(upTo:)`.
  mutating func advance(store: borrowing StateStore) -> Range<Int> {
    let ready = start..<fetched
    for position in fetched..<probed {
      let candidate = entries[position].candidate
      if candidate >= 0 { coordgraph_prefetch(store.bytesAddress(of: Int(candidate))) }
    }
    fetched = probed
    for position in probed..<entries.count {
      let candidate = store.firstCandidate(hash: entries[position].hash)
      entries[position].candidate = Int32(candidate)
      if candidate >= 0 { coordgraph_prefetch(store.offsetAddress(of: candidate)) }
    }
    probed = entries.count
    return ready
  }

  /// The bytes of a queued successor, valid until the queue next changes.
  @inline(__always)
  func successor(_ entry: QueuedSuccessor) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes.base + Int(entry.offset), count: Int(entry.length))
  }

  /// Notes that the entries before `end` are stored; drops them once enough have gathered.
  mutating func markStored(upTo end: Int) {
    start = end
    if start == entries.count {
      entries.removeAll()
      bytes.removeAll()
      (start, fetched, probed) = (0, 0, 0)
    } else if start >= 1024 {
      let firstByte = Int(entries[start].offset)
      entries.removeSubrange(0..<start)
      bytes.removeSubrange(0..<firstByte)
      for position in 0..<entries.count { entries[position].offset -= Int32(firstByte) }
      (fetched, probed) = (fetched - start, probed - start)
      start = 0
    }
  }
}
