/// Packs canonical states into bytes and back (LEB128 varints; almost every value takes one byte).
///
/// Layout: the layer count; each layer's style and content; then, for each instance in canonical
/// order, `type * 2 + flag` and, when the flag is set, `parent + 1`. The flag is clear when the
/// parent is the instance's structural parent: the owner of the stack entry below its first entry,
/// or of the tab bar or slot around it (the usual case), so most instances take one byte.
/// Content: a stack is `count * 4` then per entry `route * 4` (owned as the entry below), `route * 4
/// + 1` (owned by a new instance: the next canonical number) or `route * 4 + 2, owner`; a tab bar
/// `1 + count * 4, selected, owner`; a slot `2, owner`; a screen `3, route, owner`. Instances first
/// appear in this order, so the canonical numbering is implied.
struct StateCodec: ~Copyable {
  /// Where the last decoded state's stacks sit in its bytes: token index of the stack, byte offset of
  /// its header, byte offset just past its last entry (for patching successors byte-wise).
  private(set) var stackPlaces = Int32Buffer(capacity: 24)
  /// Where the last decoded state's tab bars keep their selected tab: token index, byte offset; in
  /// token order.
  private(set) var tabPlaces = Int32Buffer(capacity: 8)
  /// The token index of the last decoded state's top layer (its style token).
  private(set) var topLayer = 0
  private var structural = Int32Buffer(capacity: 32)
  private var containerOwners = Int32Buffer(capacity: 16)
  private var containerRemaining = Int32Buffer(capacity: 16)

  init() {}

  @inline(__always)
  private mutating func enterNode() -> Int32 {
    var top = containerOwners.count - 1
    guard top >= 0 else { return -1 }
    containerRemaining[top] -= 1
    let enclosing = containerOwners[top]
    while top >= 0 && containerRemaining[top] == 0 {
      containerOwners.truncate(at: top)
      containerRemaining.truncate(at: top)
      top -= 1
    }
    return enclosing
  }

  @inline(__always)
  private mutating func openContainer(_ owner: Int32, children: Int32) {
    guard children > 0 else { return }
    containerOwners.append(owner)
    containerRemaining.append(children)
  }

  @inline(__always)
  private mutating func meet(_ owner: Int32, structuralParent: Int32) {
    if Int(owner) == structural.count { structural.append(structuralParent) }
  }

  /// Appends the packed form of a canonical state to `bytes`.
  mutating func encode(_ state: borrowing WorkingState, appendingTo bytes: inout ByteBuffer) {
    bytes.reserve(bytes.count + state.tokens.count * 5 + state.types.count * 10 + 8)
    let tokens = state.tokens.base
    let tokenCount = state.tokens.count
    let instances = state.types.count
    // Structural parents, found at each instance's first appearance (instances are canonical: the
    // n-th new owner met is instance n).
    structural.removeAll()
    containerOwners.removeAll()
    containerRemaining.removeAll()
    var layers = 0
    var index = 0
    while index < tokenCount {
      layers += 1
      index = skipLayer(tokens, index + 1)
    }
    bytes.appendByteOrVarint(UInt32(layers))
    index = 0
    while index < tokenCount {
      if containerOwners.isEmpty {
        bytes.appendByteOrVarint(UInt32(tokens[index]))  // the layer's style
        index += 1
      }
      let enclosing = enterNode()
      switch tokens[index] {
      case ContentKind.stack:
        let count = Int(tokens[index + 1])
        bytes.appendByteOrVarint(UInt32(count) << 2)
        var below = enclosing
        for entry in 0..<count {
          let route = UInt32(tokens[index + 2 + 2 * entry])
          let owner = tokens[index + 3 + 2 * entry]
          if entry > 0 && owner == below {
            bytes.appendByteOrVarint(route << 2)
          } else if Int(owner) == structural.count {
            bytes.appendByteOrVarint(route << 2 | 1)
          } else {
            bytes.appendByteOrVarint(route << 2 | 2)
            bytes.appendByteOrVarint(UInt32(owner))
          }
          meet(owner, structuralParent: below)
          below = owner
        }
        index += 2 + 2 * count
      case ContentKind.tabs:
        let count = Int(tokens[index + 3])
        bytes.appendByteOrVarint(1 | UInt32(count) << 2)
        bytes.appendByteOrVarint(UInt32(tokens[index + 2]))
        bytes.appendByteOrVarint(UInt32(tokens[index + 1]))
        meet(tokens[index + 1], structuralParent: enclosing)
        openContainer(tokens[index + 1], children: Int32(count))
        index += 4
      case ContentKind.slot:
        bytes.appendByteOrVarint(2)
        bytes.appendByteOrVarint(UInt32(tokens[index + 1]))
        meet(tokens[index + 1], structuralParent: enclosing)
        openContainer(tokens[index + 1], children: 1)
        index += 2
      default:
        bytes.appendByteOrVarint(3)
        bytes.appendByteOrVarint(UInt32(tokens[index + 1]))
        bytes.appendByteOrVarint(UInt32(tokens[index + 2]))
        meet(tokens[index + 2], structuralParent: enclosing)
        index += 3
      }
    }
    for instance in 0..<instances {
      let parent = state.parents[instance]
      let type = UInt32(state.types[instance]) << 1
      if instance < structural.count && parent == structural[instance] {
        bytes.appendByteOrVarint(type)
      } else {
        bytes.appendByteOrVarint(type | 1)
        bytes.appendByteOrVarint(UInt32(parent + 1))
      }
    }
  }

  private func skipLayer(_ tokens: UnsafeMutablePointer<Int32>, _ index: Int) -> Int {
    switch tokens[index] {
    case ContentKind.stack: return index + 2 + 2 * Int(tokens[index + 1])
    case ContentKind.tabs:
      var next = index + 4
      for _ in 0..<Int(tokens[index + 3]) { next = skipLayer(tokens, next) }
      return next
    case ContentKind.slot: return skipLayer(tokens, index + 2)
    default: return index + 3
    }
  }

  mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>, into state: inout WorkingState) {
    var reader = VarintReader(bytes.baseAddress!)
    structural.removeAll()
    containerOwners.removeAll()
    containerRemaining.removeAll()
    stackPlaces.removeAll()
    tabPlaces.removeAll()
    // Each byte decodes to at most two tokens (a stack's header, an entry), and to at most one
    // instance: room for all is made at once, the tokens are written in place, and the buffers are
    // cut to what was written.
    state.tokens.removeAll()
    let tokens = state.tokens.appendUninitialized(bytes.count * 2 + 8)
    var written = 0
    let layers = Int(reader.next())
    var decodedLayers = 0
    while decodedLayers < layers || !containerOwners.isEmpty {
      if containerOwners.isEmpty {
        topLayer = written
        tokens[written] = reader.next()
        written += 1
        decodedLayers += 1
      }
      let enclosing = enterNode()
      let headerOffset = reader.cursor
      let header = reader.next()
      switch header & 3 {
      case ContentKind.stack:
        let count = Int(header >> 2)
        stackPlaces.append(Int32(written))
        stackPlaces.append(Int32(headerOffset))
        tokens[written] = ContentKind.stack
        tokens[written + 1] = Int32(count)
        let entries = tokens + written + 2
        written += 2 + 2 * count
        var below = enclosing
        var entry = 0
        while entry < count {
          // The usual entry: one byte, a small route owned as the entry below (already met).
          let byte = reader.base[reader.cursor]
          if byte & 0x83 == 0 {
            entries[2 * entry] = Int32(byte >> 2)
            entries[2 * entry + 1] = below
            reader.cursor += 1
            entry += 1
            continue
          }
          let code = reader.next()
          let owner: Int32
          switch code & 3 {
          case 0: owner = below
          case 1: owner = Int32(structural.count)
          default: owner = reader.next()
          }
          entries[2 * entry] = code >> 2
          entries[2 * entry + 1] = owner
          meet(owner, structuralParent: below)
          below = owner
          entry += 1
        }
        stackPlaces.append(Int32(reader.cursor))
      case ContentKind.tabs:
        let count = header >> 2
        tabPlaces.append(Int32(written))
        tabPlaces.append(Int32(reader.cursor))
        let selected = reader.next()
        let owner = reader.next()
        tokens[written] = ContentKind.tabs
        tokens[written + 1] = owner
        tokens[written + 2] = selected
        tokens[written + 3] = count
        written += 4
        meet(owner, structuralParent: enclosing)
        openContainer(owner, children: count)
      case ContentKind.slot:
        let owner = reader.next()
        tokens[written] = ContentKind.slot
        tokens[written + 1] = owner
        written += 2
        meet(owner, structuralParent: enclosing)
        openContainer(owner, children: 1)
      default:
        let route = reader.next()
        let owner = reader.next()
        tokens[written] = ContentKind.screen
        tokens[written + 1] = route
        tokens[written + 2] = owner
        written += 3
        meet(owner, structuralParent: enclosing)
      }
    }
    state.tokens.truncate(at: written)
    let instances = structural.count
    state.types.removeAll()
    state.parents.removeAll()
    let types = state.types.appendUninitialized(instances)
    let parents = state.parents.appendUninitialized(instances)
    for instance in 0..<instances {
      let code = reader.next()
      types[instance] = code >> 1
      parents[instance] = code & 1 == 0 ? structural[instance] : reader.next() - 1
    }
  }
}

/// Reads LEB128 varints from packed bytes.
private struct VarintReader {
  let base: UnsafePointer<UInt8>
  var cursor = 0

  init(_ base: UnsafePointer<UInt8>) { self.base = base }

  @inline(__always)
  mutating func next() -> Int32 { Int32(bitPattern: Varint.read(base, at: &cursor)) }
}
