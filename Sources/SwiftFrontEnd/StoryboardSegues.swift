import Foundation
import NavigationModel

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The segues of an app's Interface Builder storyboards: navigation that coordgraph does not read (it reads Swift), told
/// to the user so that a route such a segue reaches is not taken at its word as unreachable or a dead end. The
/// containment a storyboard draws as segues (a navigation controller's root, `relationship`; a container's child,
/// `embed`) is no navigation and is not counted.
public enum StoryboardSegues {
  /// One note per storyboard among `paths` that holds navigation segues, at its first; none for a storyboard that
  /// holds none (a launch screen) or that does not parse as XML.
  public static func notes(for paths: [String]) -> [ReadingNote] {
    paths.compactMap { path in
      guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else { return nil }
      let reader = SegueReader()
      parser.delegate = reader
      guard parser.parse(), let first = reader.firstLine else { return nil }
      let kinds = reader.kinds.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
      let count = reader.kinds.values.reduce(0, +)
      return ReadingNote(
        location: SourceLocation(file: path, line: first, column: column(ofSegueOn: first, in: path)),
        message:
          "this storyboard holds \(count) segue\(count == 1 ? "" : "s") (\(kinds)) that coordgraph does not read: it "
          + "reads navigation from Swift only, so the screens and transitions of segues are not in the model, and a "
          + "route that only a segue leaves or reaches may be reported as a dead end or unreachable")
    }
  }

  /// Where the first segue element written on `line` of the storyboard at `path` starts (the parser tells the line an
  /// element is on, not where it starts), in UTF-8 bytes as Swift locations are; nil when it is not found there.
  private static func column(ofSegueOn line: Int, in path: String) -> Int? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    let text = Array(lines[line - 1])
    let tag = Array("<segue".utf8)
    guard text.count >= tag.count else { return nil }
    return (0...(text.count - tag.count)).first { Array(text[$0..<$0 + tag.count]) == tag }.map { $0 + 1 }
  }

  /// Reads the kinds of a storyboard's segues, and where the first is.
  private final class SegueReader: NSObject, XMLParserDelegate {
    /// Containment, not navigation.
    static let containment: Set<String> = ["relationship", "embed"]
    var kinds: [String: Int] = [:]
    var firstLine: Int?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      guard elementName == "segue" else { return }
      let kind = attributes["kind"] ?? "custom"
      guard !Self.containment.contains(kind) else { return }
      kinds[kind, default: 0] += 1
      if firstLine == nil { firstLine = parser.lineNumber }
    }
  }
}
