extension StringProtocol {
  /// Calls `body` with the text's UTF-8 bytes, in place when the string holds them contiguously (a native string
  /// does), else copied. For names and written types read on hot paths: walking a `String.UTF8View` byte by byte
  /// through its indices or iterator costs several to ten times as much as walking a buffer. (`@inlinable`: called from
  /// the front end's module, unspecialised, it cost 4% of the dialect stage's instructions.)
  @inlinable public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
  }
}
