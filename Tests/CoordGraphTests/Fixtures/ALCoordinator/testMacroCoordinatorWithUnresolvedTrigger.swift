import SUICoordinator
import SwiftUI

enum NoteRoute: RouteType {
  case list
  case editor
  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list: .push
    case .editor: .sheet
    }
  }
  var body: some View {
    switch self {
    case .list: NoteListView()
    case .editor: NoteEditorView()
    }
  }
}

@Coordinator(NoteRoute.self)
final class NotesCoordinator {
  func start() async { await startFlow(route: .list) }

  // Called by a push-notification handler that no screen owns.
  func openEditor() async { await navigate(toRoute: .editor) }
}

struct NoteListView: View {
  var body: some View { Text("Notes") }
}

struct NoteEditorView: View {
  var body: some View { Text("Edit") }
}

// A notification received in the foreground: UIKit calls the delegate's method, no screen is behind it.
final class PushHandler: NSObject, UNUserNotificationCenterDelegate {
  weak var notes: NotesCoordinator?
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    await notes?.openEditor()
    return []
  }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: PushHandler, _ value: NotesCoordinator) { screen.notes = value }
