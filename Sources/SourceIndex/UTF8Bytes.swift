extension StringProtocol {
  /// Calls `body` with the text's UTF-8 bytes, in place when the string holds them contiguously (a native string
  /// does), else copied. For names and written types read on hot paths: walking a `String.UTF8View` byte by byte
  /// through its indices or iterator costs several to ten times as much as walking a buffer. (`@inlinable`: called from
  /// the front end's module, unspecialised, it cost 4% of the dialect stage's instructions.)
  @inlinable public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
  }
}

extension StringProtocol {
  /// Whether the text starts with an uppercase letter (`Cart`, `Écran`), as `first?.isUppercase` says, without making a
  /// `Character` of an ASCII first byte (which costs hundreds of instructions: names are tested on hot paths).
  @inlinable public var startsUppercase: Bool {
    guard let byte = utf8.first else { return false }
    return byte < 0x80 ? (byte &- UInt8(ascii: "A")) < 26 : first?.isUppercase == true
  }

  /// Whether the text starts with a lowercase letter (`cart`, `écran`), as `first?.isLowercase` says, without making a
  /// `Character` of an ASCII first byte.
  @inlinable public var startsLowercase: Bool {
    guard let byte = utf8.first else { return false }
    return byte < 0x80 ? (byte &- UInt8(ascii: "a")) < 26 : first?.isLowercase == true
  }
}
