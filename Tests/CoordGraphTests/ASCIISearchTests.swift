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

  /// Whether a name ends with an ASCII suffix, as `hasSuffix` tells it, non-ASCII text and substrings included.
  @Test func suffixesComparedAsBytes() {
    for name in [
      "UIViewController", "AnyView", "any View", "View", "iew", "", "Vue", "ÉcranView", "ViewÉ", "Controllers",
    ] {
      for suffix: StaticString in ["View", "Controller"] {
        let text = "\(suffix)"
        #expect(name.hasASCIISuffix(suffix) == name.hasSuffix(text), "\(name) \(text)")
        let tail = ("x" + name).dropFirst()
        #expect(tail.hasASCIISuffix(suffix) == tail.hasSuffix(text), "\(name) \(text)")
      }
    }
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

/// The fixed name lists and the name filter that hot paths test every call's member against.
@Suite struct NameListTests {
  @Test func aNameListHoldsItsNamesOnly() {
    let list: NameList = ["push", "pop", "present", "dismiss", "popToRootViewController", "Écran", ""]
    for name in ["push", "pop", "present", "dismiss", "popToRootViewController", "Écran", ""] {
      #expect(list.contains(name), "\(name)")
    }
    for name in ["pus", "pushh", "Push", "presenT", "padding", "popToRootViewControllers", "Ecran", " "] {
      #expect(!list.contains(name), "\(name)")
    }
  }

  @Test func aNameFilterLetsItsNamesThroughAndStopsMostOthers() {
    let names = ["show1", "openNext", "close", "back", "select", "showSettings", "body", "Écran"]
    let filter = NameFilter(names)
    for name in names { #expect(filter.mayContain(name), "\(name)") }
    let others = (0..<100).map { "member\($0)x" } + ["Text", "padding", "font", "navigationTitle", "frame"]
    let stopped = others.filter { !filter.mayContain($0) }
    #expect(stopped.count >= 95)
  }
}
