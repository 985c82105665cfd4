/// A growable buffer of plain values for the explorer's hot loop: no copy-on-write, no uniqueness
/// checks, no allocation once grown. Noncopyable, so that exactly one owner frees it.
struct FlatBuffer<Element: BitwiseCopyable>: ~Copyable {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 64) {
    self.capacity = max(capacity, 8)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  @inline(__always)
  subscript(index: Int) -> Element {
    get { base[index] }
    set { base[index] = newValue }
  }

  var isEmpty: Bool { count == 0 }

  /// Makes room for `needed` elements in all.
  @inline(__always)
  mutating func reserve(_ needed: Int) {
    guard needed > capacity else { return }
    var grown = capacity * 2
    while grown < needed { grown *= 2 }
    let bigger = UnsafeMutablePointer<Element>.allocate(capacity: grown)
    bigger.update(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity = grown
  }

  @inline(__always)
  mutating func append(_ value: Element) {
    if count == capacity { reserve(count + 1) }
    base[count] = value
    count += 1
  }

  /// Appends the elements in `other`.
  mutating func append(_ other: UnsafeBufferPointer<Element>) {
    reserve(count + other.count)
    (base + count).update(from: other.baseAddress!, count: other.count)
    count += other.count
  }

  mutating func append(contentsOf other: borrowing FlatBuffer<Element>) {
    reserve(count + other.count)
    (base + count).update(from: other.base, count: other.count)
    count += other.count
  }

  /// Makes this buffer a copy of `other`.
  mutating func copy(from other: borrowing FlatBuffer<Element>) {
    count = 0
    append(contentsOf: other)
  }

  /// Grows the buffer by `added` elements left for the caller to write, and returns where they go.
  @inline(__always)
  mutating func appendUninitialized(_ added: Int) -> UnsafeMutablePointer<Element> {
    reserve(count + added)
    let start = base + count
    count += added
    return start
  }

  mutating func removeAll() { count = 0 }

  /// Drops every element from `index` on.
  mutating func truncate(at index: Int) { count = min(count, index) }

  mutating func removeSubrange(_ range: Range<Int>) {
    (base + range.lowerBound).update(from: base + range.upperBound, count: count - range.upperBound)
    count -= range.count
  }

  /// Replaces `range` with the whole of `replacement`.
  mutating func replaceSubrange(_ range: Range<Int>, with replacement: borrowing FlatBuffer<Element>) {
    let delta = replacement.count - range.count
    reserve(count + max(delta, 0))
    (base + range.upperBound + delta).update(from: base + range.upperBound, count: count - range.upperBound)
    (base + range.lowerBound).update(from: replacement.base, count: replacement.count)
    count += delta
  }

  /// The buffer's elements, valid until it next changes.
  var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }
}

/// Tokens, instance tables and other integers of working states.
typealias Int32Buffer = FlatBuffer<Int32>

extension FlatBuffer where Element == Int32 {
  @inline(__always)
  mutating func append(_ first: Int32, _ second: Int32) {
    if count + 2 > capacity { reserve(count + 2) }
    base[count] = first
    base[count + 1] = second
    count += 2
  }

  @inline(__always)
  mutating func append(_ first: Int32, _ second: Int32, _ third: Int32, _ fourth: Int32) {
    if count + 4 > capacity { reserve(count + 4) }
    base[count] = first
    base[count + 1] = second
    base[count + 2] = third
    base[count + 3] = fourth
    count += 4
  }

  /// Inserts two elements before `index`.
  mutating func insert(_ first: Int32, _ second: Int32, at index: Int) {
    reserve(count + 2)
    (base + index + 2).update(from: base + index, count: count - index)
    base[index] = first
    base[index + 1] = second
    count += 2
  }

  func firstIndex(of value: Int32) -> Int? {
    for index in 0..<count where base[index] == value { return index }
    return nil
  }
}

/// Packed states being encoded or patched.
typealias ByteBuffer = FlatBuffer<UInt8>

extension FlatBuffer where Element == UInt8 {
  /// Appends a LEB128 varint; the caller has reserved room (5 bytes per value at most).
  @inline(__always)
  mutating func appendByteOrVarint(_ value: UInt32) {
    count += Varint.write(value, to: base + count)
  }

  var bytes: UnsafeBufferPointer<UInt8> { elements }

  /// Appends `source` with the byte at `patch` set to `value`, and one byte inserted before
  /// `insertAt` or the byte at `remove` taken out: a successor patched from its parent's bytes.
  /// `patch` lies before `insertAt` and `remove`.
  @inline(__always)
  mutating func appendPatched(
    from source: UnsafeBufferPointer<UInt8>, patch: Int, value: UInt8, insertAt: Int = -1, insert: UInt8 = 0,
    remove: Int = -1
  ) {
    reserve(count + source.count + 1)
    let from = source.baseAddress!
    let target = base + count
    if insertAt >= 0 {
      ShortBytes.copy(to: target, from: from, count: insertAt)
      target[insertAt] = insert
      ShortBytes.copy(to: target + insertAt + 1, from: from + insertAt, count: source.count - insertAt)
      count += source.count + 1
    } else if remove >= 0 {
      ShortBytes.copy(to: target, from: from, count: remove)
      ShortBytes.copy(to: target + remove, from: from + remove + 1, count: source.count - remove - 1)
      count += source.count - 1
    } else {
      ShortBytes.copy(to: target, from: from, count: source.count)
      count += source.count
    }
    target[patch] = value
  }
}

/// Comparisons and copies of packed states, which are a few dozen bytes: a word at a time and
/// inline, where a call into the C library costs more than the work at this size.
enum ShortBytes {
  /// Copies `count` bytes from `source` to `target`; the two do not overlap.
  @inline(__always)
  static func copy(to target: UnsafeMutablePointer<UInt8>, from source: UnsafePointer<UInt8>, count: Int) {
    let to = UnsafeMutableRawPointer(target)
    let from = UnsafeRawPointer(source)
    guard count >= 8 else {
      for offset in 0..<count { target[offset] = source[offset] }
      return
    }
    var offset = 0
    while offset + 8 <= count {
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    if offset < count {
      // The last 8 bytes, some of them copied already.
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8, as: UInt64.self)
    }
  }

  /// Whether the `count` bytes at `first` and at `second` are the same.
  @inline(__always)
  static func equal(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
    let one = UnsafeRawPointer(first)
    let other = UnsafeRawPointer(second)
    var offset = 0
    while offset + 8 <= count {
      guard
        one.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == other.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    guard offset < count else { return true }
    if count >= 8 {
      // The last 8 bytes, some of them compared already.
      return one.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        == other.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
    while offset < count {
      guard first[offset] == second[offset] else { return false }
      offset += 1
    }
    return true
  }
}
