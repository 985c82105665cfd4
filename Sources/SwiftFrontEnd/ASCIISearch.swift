extension StringProtocol {
  /// The first index of an ASCII character (`.`, `(`) in a name, searched as bytes: `Character` search
  /// breaks graphemes at every step, and names are looked up on hot paths.
  func firstIndex(ofASCII character: Unicode.Scalar) -> Index? {
    utf8.firstIndex(of: UInt8(ascii: character))
  }

  /// The last index of an ASCII character in a name, searched as bytes (see `firstIndex(ofASCII:)`).
  func lastIndex(ofASCII character: Unicode.Scalar) -> Index? where UTF8View: BidirectionalCollection {
    let byte = UInt8(ascii: character)
    // Over the contiguous bytes when the string has them (a native string does): stepping back through the view's
    // indices costs about ten times as much.
    if let offset = utf8.withContiguousStorageIfAvailable({ $0.lastIndex(of: byte) }) {
      return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }
    return utf8.lastIndex(of: byte)
  }
}
