import Testing

@testable import SwiftFrontEnd

/// Names are searched for ASCII characters as bytes, in strings and in substrings of them, with non-ASCII text around.
@Suite struct ASCIISearchTests {
  @Test func firstAndLastIndicesOfAnASCIICharacter() {
    for name in ["Feed.Route", "Café.Menü.Row", "Route", ".", "a..b", "", "Ünïcode.Name"] {
      let first = name.firstIndex(ofASCII: ".")
      let last = name.lastIndex(ofASCII: ".")
      #expect(first == name.firstIndex(of: "."), "\(name)")
      #expect(last == name.lastIndex(of: "."), "\(name)")
      // A substring (its indices are the string's own).
      let tail = name.dropFirst()
      #expect(tail.lastIndex(ofASCII: ".") == tail.lastIndex(of: "."), "\(name)")
      #expect(tail.firstIndex(ofASCII: ".") == tail.firstIndex(of: "."), "\(name)")
    }
    let qualified = "Café.Menü.Row"
    #expect(qualified.lastIndex(ofASCII: ".").map { String(qualified[qualified.index(after: $0)...]) } == "Row")
  }
}
