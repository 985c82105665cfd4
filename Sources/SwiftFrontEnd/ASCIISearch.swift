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
