@_spi(RawSyntax) import SwiftSyntax

extension String {
  /// A name as the code means it: an identifier's text without the backticks that let it be a keyword (`` `default` ``
  /// is the case `default`, as `.default` names it).
  @inline(__always) init(identifier text: SwiftSyntax.SyntaxText) {
    let backtick = UInt8(ascii: "`")
    guard text.count > 1, text.first == backtick, text.last == backtick else {
      self.init(syntaxText: text)
      return
    }
    self.init(syntaxText: SwiftSyntax.SyntaxText(rebasing: text.dropFirst().dropLast()))
  }
}
