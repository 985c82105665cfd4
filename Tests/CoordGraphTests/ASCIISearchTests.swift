import SourceIndex
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

  /// Whether a name starts with a capital or a small letter, as `Character` tells it, non-ASCII letters included.
  @Test func namesStartWithTheCaseCharacterSays() {
    for name in ["Cart", "cart", "Écran", "écran", "_cart", "3D", "", "Z", "a", "Ωmega", "ωmega", "🙂"] {
      #expect(name.startsUppercase == (name.first?.isUppercase == true), "\(name)")
      #expect(name.startsLowercase == (name.first?.isLowercase == true), "\(name)")
      let tail = ("x" + name).dropFirst()
      #expect(tail.startsUppercase == (tail.first?.isUppercase == true), "\(name)")
    }
  }
}
