import SwiftUI

struct InboxView: View {
  @EnvironmentObject var coordinator: InboxCoordinator
  private let threadIDs = ["a1", "b2"]

  var body: some View {
    List(threadIDs, id: \.self) { id in
      Button(id) { Task { await coordinator.openThread(id: id) } }
    }
    .toolbar {
      Menu("More") {
        ForEach(MenuItem.allCases, id: \.self) { item in
          Button(String(describing: item)) {
            Task { await coordinator.menuActions[item]?() }
          }
        }
      }
    }
  }
}

struct ThreadView: View {
  @EnvironmentObject var coordinator: InboxCoordinator
  let thread: MessageThread
  private let attachments: [Attachment] = [.photo("p"), .video("v"), .file(name: "f", size: 1)]

  var body: some View {
    List(attachments, id: \.self) { attachment in
      Button("Open") { Task { await coordinator.open(attachment) } }
    }
  }
}

struct PreviewView: View {
  @EnvironmentObject var coordinator: InboxCoordinator
  let attachment: Attachment

  var body: some View {
    Button("Close") { Task { await coordinator.close() } }
  }
}

struct UpgradeView: View {
  @EnvironmentObject var coordinator: InboxCoordinator

  var body: some View {
    Button("Not now") { Task { await coordinator.close() } }
  }
}

struct ComposeView: View {
  @EnvironmentObject var coordinator: InboxCoordinator

  var body: some View {
    Button("Send") { Task { await coordinator.close() } }
  }
}
