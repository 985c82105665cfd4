import Yams

/// A string as a YAML scalar that reads back as the same string, as Yams' `String.represented()`
/// gives it, without its cost for the common case.
///
/// `represented()` runs every rule of Yams' default resolver (seven regular expressions) to see
/// whether the plain string would read back as a boolean, number, null, timestamp, merge or value,
/// and the emitter runs them again on an implicitly tagged scalar. A design file's strings are nearly
/// all names and `path:line:column` locations, and `extract` on a large app spent half its time
/// there. Only the bool and null words can match a string that starts with an ASCII letter, `_` or
/// `/` (every other rule's pattern starts with a digit, a sign, `.`, `~`, `<` or `=`), so such a
/// printable-ASCII string is tagged `str` directly; libyaml then picks the same style as before. Any
/// other string goes through `represented()`.
enum StringScalar {
  /// The words of Yams' default bool and null rules that start with a letter.
  private static let specialWords: Set<String> = [
    "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
    "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL",
  ]

  /// The scalar for `text`.
  static func scalar(_ text: String) -> Node.Scalar {
    isPlainString(text) ? Node.Scalar(text, Tag(.str)) : text.represented()
  }

  /// Whether the default resolver reads `text` as a string when written plain, by the rule above.
  /// (Printable ASCII only: a final line break lets the patterns' `$` match before it.)
  static func isPlainString(_ text: String) -> Bool {
    var bytes = text.utf8.makeIterator()
    guard let first = bytes.next(), isLetterOrUnderscore(first) || first == UInt8(ascii: "/") else { return false }
    while let byte = bytes.next() {
      guard byte >= 0x20 && byte < 0x7F else { return false }
    }
    return !specialWords.contains(text)
  }

  private static func isLetterOrUnderscore(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_")
  }
}
