/// A quick first test of whether a set of names may hold a name, asked before the set itself on paths that test every
/// call's member (`AppTypes.declaresFunction(named:)`): a name whose length, first and last bytes no name of the set
/// shares is told absent by one bit, where the set would hash it (about three hundred instructions). A name it lets
/// through may still be absent.
struct NameFilter: Sendable {
  private var bits = [UInt64](repeating: 0, count: Self.words)

  private static let words = 256

  /// A filter that lets through every name in `names`.
  init<Names: Sequence>(_ names: Names) where Names.Element == String {
    for name in names {
      let slot = Self.slot(name)
      bits[slot >> 6] |= 1 << UInt64(slot & 63)
    }
  }

  /// Whether the set may hold `name`.
  func mayContain(_ name: String) -> Bool {
    let slot = Self.slot(name)
    return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
  }

  /// The bit of a name: from its UTF-8 length and its first and last bytes.
  private static func slot(_ name: String) -> Int {
    name.withUTF8Bytes { bytes -> Int in
      guard let first = bytes.first, let last = bytes.last else { return 0 }
      let mixed = (bytes.count &* 0x9E37) ^ (Int(first) &* 0x85EB) ^ (Int(last) &* 0xC2B2_AE35)
      return (mixed ^ (mixed >> 13)) & (words * 64 - 1)
    }
  }
}
