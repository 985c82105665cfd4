@_spi(RawSyntax) import SwiftSyntax

extension String {
  /// A name as the code means it: an identifier's text without the backticks that let it be a keyword (`` `default` ``
  /// is the case `default`, as `.default` names it).
  @inline(__always) init(identifier text: SwiftSyntax.SyntaxText) {
    let backtick = UInt8(ascii: "`")
    // Asked of every name the index keeps: the first byte tells most.
    guard text.count > 1, let base = text.baseAddress, base[0] == backtick, base[text.count - 1] == backtick else {
      self.init(syntaxText: text)
      return
    }
    self.init(syntaxText: SwiftSyntax.SyntaxText(baseAddress: base + 1, count: text.count - 2))
  }
}
