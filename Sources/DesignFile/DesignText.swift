import NavigationModel

/// Checks the raw bytes of a design file before any YAML is parsed: empty, binary, not UTF-8.
enum DesignText {
  /// Decodes `bytes` as UTF-8 text (a byte-order mark is dropped), or says where it stops being text.
  static func decode(_ bytes: [UInt8], path: String) -> Result<String, DesignProblem> {
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    if let nul = body.firstIndex(of: 0) {
      let place = position(of: nul, in: body, path: path)
      return .failure(
        DesignProblem(
          location: place,
          message: "expected a YAML or JSON design file, found binary data (a NUL byte; UTF-16 text is not supported)"))
    }
    if let invalid = firstInvalidUTF8Offset(body) {
      return .failure(
        DesignProblem(
          location: position(of: invalid, in: body, path: path),
          message: "expected UTF-8 text, found the byte 0x\(String(body[invalid], radix: 16, uppercase: true))"
            + " that is not UTF-8 (save the file as UTF-8)"))
    }
    return .success(String(decoding: body, as: UTF8.self))
  }

  /// The index of the first byte that does not decode as UTF-8, if any.
  private static func firstInvalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = bytes.startIndex
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The 1-based line and column (counted in Unicode scalars) of the byte at `index`.
  private static func position(of index: Int, in bytes: ArraySlice<UInt8>, path: String) -> SourceLocation {
    var line = 1
    var lineStart = bytes.startIndex
    for i in bytes.startIndex..<index where bytes[i] == UInt8(ascii: "\n") {
      line += 1
      lineStart = i + 1
    }
    let prefix = bytes[lineStart..<index]
    let column = String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
    return SourceLocation(file: path, line: line, column: column)
  }
}
