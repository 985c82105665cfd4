import SUICoordinator
import SwiftUI

enum CrewRoute: RouteType {
  case roster

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { RosterView() }
}

final class CrewCoordinator: Coordinator<CrewRoute> {
  override func start() async { await startFlow(route: .roster) }
}

struct RosterView: View {
  @State private var showsLog = false

  var body: some View {
    List(0..<5, id: \.self) { id in
      NavigationLink(value: id) { Text("Member \(id)") }
    }
    .navigationDestination(for: Int.self) { id in
      MemberView(id: id)
    }
    .navigationDestination(isPresented: $showsLog, destination: {
      LogView()
    })
    .toolbar { Button("Log") { showsLog = true } }
  }
}

struct MemberView: View {
  let id: Int
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Back") { dismiss() } }
}

struct LogView: View {
  var body: some View { Text("Log") }
}
