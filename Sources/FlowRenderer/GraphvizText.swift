/// Text as Graphviz reads attribute values: it interprets backslash sequences (`\N`, `\n`, ...) in
/// labels, tooltips, URLs and ids, so a backslash is doubled and a line break becomes `\n`. Both our
/// DOT writer and the in-process renderer hand values over in this form, so both draw the same text.
enum GraphvizText {
  static func value(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": break
      default: result.append(character)
      }
    }
    return result
  }
}
