import NavigationModel
import SourceIndex

extension SwiftAppLoader {
  /// The types that start an app, by kind: `@main` (or `@UIApplicationMain`) on a SwiftUI `App` or an app
  /// delegate, and window scene delegates. An app has one of each at most; a widget bundle's or a
  /// command-line tool's `@main` starts no app.
  private static func appStarters(_ index: SourceIndex) -> [[TypeItem]] {
    var mains: [TypeItem] = []
    var sceneDelegates: [TypeItem] = []
    for file in index.files {
      for type in file.types {
        if type.attributes.contains(where: { $0.name == "UIApplicationMain" })
          || (type.attributes.contains { $0.name == "main" }
            && type.inheritance.contains { $0.name == "App" || $0.name == "UIApplicationDelegate" })
        {
          mains.append(type)
        }
        if type.inheritance.contains(where: { $0.name == "UIWindowSceneDelegate" }) { sceneDelegates.append(type) }
      }
    }
    return [mains, sceneDelegates]
  }

  /// A note at each app type after the first of its kind when the files read hold several apps (a folder
  /// of a repository with several apps, or an app and its App Clip): they are read as one app, whose entry
  /// is one of theirs, so the others' screens are all reported unreachable.
  static func severalAppsNotes(_ index: SourceIndex) -> [ReadingNote] {
    let starters = appStarters(index)
    var notes: [ReadingNote] = []
    for kind in starters where kind.count > 1 {
      for app in kind.dropFirst() {
        notes.append(
          ReadingNote(
            location: app.location,
            message:
              "\(app.name) starts another app than \(kind[0].name) at \(kind[0].location): a folder, or the files "
              + "given, are read as one app, so the screens of all but the entry's app are reported unreachable; "
              + "give each app's folder on its own (several folders may be given: each is read as an app)"))
      }
    }
    return notes
  }
}
