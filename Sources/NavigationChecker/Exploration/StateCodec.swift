/// Packs canonical states into bytes and back: LEB128 varints, most tokens take one byte.
///
/// Layout: instance count; per instance its type and parent + 1; then the layers' tokens. Within a
/// stack, an entry owned by the same instance as the entry below it stores its owner as 0, any other
/// owner as owner + 1, so the usual stack costs one byte per entry.
enum StateCodec {
  static func encode(_ state: WorkingState, into bytes: inout [UInt8]) {
    bytes.removeAll(keepingCapacity: true)
    append(UInt32(state.types.count), to: &bytes)
    for index in state.types.indices {
      append(UInt32(state.types[index]), to: &bytes)
      append(UInt32(state.parents[index] + 1), to: &bytes)
    }
    var index = 0
    var pending = 0
    let tokens = state.tokens
    while index < tokens.count {
      if pending == 0 {
        append(UInt32(tokens[index]), to: &bytes)
        index += 1
        pending = 1
        continue
      }
      pending -= 1
      let kind = tokens[index]
      switch kind {
      case ContentKind.stack:
        let count = Int(tokens[index + 1])
        append(UInt32(kind), to: &bytes)
        append(UInt32(count), to: &bytes)
        var previousOwner: Int32 = -1
        for entry in 0..<count {
          let route = tokens[index + 2 + 2 * entry]
          let owner = tokens[index + 3 + 2 * entry]
          append(UInt32(route), to: &bytes)
          append(owner == previousOwner ? 0 : UInt32(owner + 1), to: &bytes)
          previousOwner = owner
        }
        index += 2 + 2 * count
      case ContentKind.tabs:
        for offset in 0..<4 { append(UInt32(tokens[index + offset]), to: &bytes) }
        pending += Int(tokens[index + 3])
        index += 4
      case ContentKind.slot:
        append(UInt32(kind), to: &bytes)
        append(UInt32(tokens[index + 1]), to: &bytes)
        pending += 1
        index += 2
      default:
        for offset in 0..<3 { append(UInt32(tokens[index + offset]), to: &bytes) }
        index += 3
      }
    }
  }

  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into state: inout WorkingState) {
    var cursor = 0
    func next() -> Int32 {
      var value: UInt32 = 0
      var shift: UInt32 = 0
      while true {
        let byte = bytes[cursor]
        cursor += 1
        value |= UInt32(byte & 0x7F) << shift
        if byte < 0x80 { return Int32(bitPattern: value) }
        shift += 7
      }
    }
    state.types.removeAll(keepingCapacity: true)
    state.parents.removeAll(keepingCapacity: true)
    state.tokens.removeAll(keepingCapacity: true)
    let instances = Int(next())
    for _ in 0..<instances {
      state.types.append(next())
      state.parents.append(next() - 1)
    }
    var pending = 0
    while cursor < bytes.count {
      if pending == 0 {
        state.tokens.append(next())
        pending = 1
        continue
      }
      pending -= 1
      let kind = next()
      state.tokens.append(kind)
      switch kind {
      case ContentKind.stack:
        let count = next()
        state.tokens.append(count)
        var previousOwner: Int32 = -1
        for _ in 0..<Int(count) {
          state.tokens.append(next())
          let code = next()
          let owner = code == 0 ? previousOwner : code - 1
          state.tokens.append(owner)
          previousOwner = owner
        }
      case ContentKind.tabs:
        state.tokens.append(next())
        state.tokens.append(next())
        let count = next()
        state.tokens.append(count)
        pending += Int(count)
      case ContentKind.slot:
        state.tokens.append(next())
        pending += 1
      default:
        state.tokens.append(next())
        state.tokens.append(next())
      }
    }
  }

  @inline(__always)
  static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }
}
