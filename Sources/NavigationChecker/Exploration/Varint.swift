/// LEB128 varints, as packed states and their stored lengths use them: seven bits a byte, low bits
/// first, the top bit set on every byte but the last. Almost every value takes one byte, so both
/// directions try that first.
enum Varint {
  /// Writes `value` at `target` (room for 5 bytes) and returns how many bytes it took.
  @inline(__always)
  static func write(_ value: UInt32, to target: UnsafeMutablePointer<UInt8>) -> Int {
    if value < 0x80 {
      target[0] = UInt8(truncatingIfNeeded: value)
      return 1
    }
    var value = value
    var written = 0
    while value >= 0x80 {
      target[written] = UInt8(truncatingIfNeeded: value) | 0x80
      value >>= 7
      written += 1
    }
    target[written] = UInt8(value)
    return written + 1
  }

  /// Reads the value at `source + cursor` and moves `cursor` past it.
  @inline(__always)
  static func read(_ source: UnsafePointer<UInt8>, at cursor: inout Int) -> UInt32 {
    let first = source[cursor]
    cursor += 1
    if first < 0x80 { return UInt32(first) }
    var value = UInt32(first & 0x7F)
    var shift: UInt32 = 7
    while true {
      let byte = source[cursor]
      cursor += 1
      value |= UInt32(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }
}
