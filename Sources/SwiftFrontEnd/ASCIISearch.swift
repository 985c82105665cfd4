import SourceIndex

extension StringProtocol {
  /// The first index of an ASCII character (`.`, `(`) in a name, searched as bytes: `Character` search
  /// breaks graphemes at every step, and names are looked up on hot paths.
  func firstIndex(ofASCII character: Unicode.Scalar) -> Index? {
    utf8.firstIndex(of: UInt8(ascii: character))
  }

  /// The last index of an ASCII character in a name, searched as bytes (see `firstIndex(ofASCII:)`).
  func lastIndex(ofASCII character: Unicode.Scalar) -> Index? {
    withUTF8Bytes { $0.lastIndex(of: UInt8(ascii: character)) }.map { utf8.index(utf8.startIndex, offsetBy: $0) }
  }
}

extension StringProtocol {
  /// Whether a name ends with an ASCII suffix (`View`, `Controller`), compared as bytes: `hasSuffix` compares grapheme
  /// clusters, thousands of instructions a call, and some names are asked of every type an app writes.
  func hasASCIISuffix(_ suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    return withUTF8Bytes { bytes in
      guard bytes.count >= count else { return false }
      let start = bytes.count - count
      // From the last byte back: most names end otherwise, told at the first comparison.
      return suffix.withUTF8Buffer { tail in
        tail.indices.reversed().allSatisfy { bytes[start + $0] == tail[$0] }
      }
    }
  }
}
