import Foundation
import Testing

/// Segues in an app's storyboards, which a reading of Swift cannot see: the user is told where they are.
@Suite struct StoryboardSeguesTests {
  static let app = "Tests/CoordGraphTests/Fixtures/Storyboards/Kiosk"

  @Test func aStoryboardWithSeguesIsNotedAtItsFirst() throws {
    let run = try runCoordgraph(["check", Self.app])
    // The welcome screen's segues (a show and a form sheet) are not read: the dead end the check reports there is
    // what the note explains. The navigation controller's root and the container's child are containment, not
    // navigation; the launch screen holds no segue, and a file that is no XML is passed over.
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("KioskCoordinator.welcome is a dead end"))
    let notes = run.standardError.split(separator: "\n").map(String.init).filter { $0.contains(".storyboard") }
    let expected: String =
      "\(Self.app)/Main.storyboard:25:37: note: this storyboard holds 2 segues (1 presentation, 1 show) that "
      + "coordgraph does not read: it reads navigation from Swift only, so the screens and transitions of segues "
      + "are not in the model, and a route that only a segue leaves or reaches may be reported as a dead end or "
      + "unreachable"
    #expect(notes == [expected])
  }

  @Test func theNoteIsInTheJSONReport() throws {
    let run = try runCoordgraph(["check", "--format", "json", Self.app])
    let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let notes = report?["notes"] as? [[String: Any]] ?? []
    let locations: [[String: Any]] = notes.compactMap { $0["location"] as? [String: Any] }.filter { location in
      let file = location["file"] as? String ?? ""
      return file.hasSuffix(".storyboard")
    }
    #expect(locations.count == 1)
    #expect(locations.first?["file"] as? String == "\(Self.app)/Main.storyboard")
    #expect(locations.first?["line"] as? Int == 25)
    #expect(locations.first?["column"] as? Int == 37)
  }

  @Test func excludedStoryboardsAreNotRead() throws {
    let run = try runCoordgraph(["check", "--exclude", "*.storyboard", Self.app])
    #expect(!run.standardError.contains(".storyboard"))
  }
}
