import NavigationModel
import SourceIndex

extension SwiftAppLoader {
  /// Whether a type starts an app: `@main` (or `@UIApplicationMain`) on a SwiftUI `App` or an app delegate. A
  /// widget bundle's or a command-line tool's `@main` starts none; scene delegates do not count, since one app
  /// may have several (a second window's, an external display's).
  private static func startsAnApp(_ type: TypeItem) -> Bool {
    type.attributes.contains { $0.name == "UIApplicationMain" }
      || (type.attributes.contains { $0.name == "main" }
        && type.inheritance.contains { $0.name == "App" || $0.name == "UIApplicationDelegate" })
  }

  /// A note at each app type after the first when the files read start several apps (a folder of a
  /// repository with several apps, or an app and its App Clip or watch app): they are read as one app, whose
  /// entry is one of theirs, so the others' screens are all reported unreachable.
  static func severalAppsNotes(_ index: SourceIndex) -> [ReadingNote] {
    var apps: [TypeItem] = []
    for file in index.files {
      for type in file.types where startsAnApp(type) { apps.append(type) }
    }
    guard let first = apps.first else { return [] }
    return apps.dropFirst().map { app in
      ReadingNote(
        location: app.location,
        message:
          "\(app.name) starts another app than \(first.name) at \(first.location): a folder, or the files given, are "
          + "read as one app, so the screens of all but the entry's app are reported unreachable; give each app's "
          + "folder on its own (several folders may be given: each is read as an app)")
    }
  }
}
