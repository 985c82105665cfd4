import SUICoordinator
import SwiftUI

typealias DeskFlow = Coordinator<DeskRoute>
typealias DeskRouting = DeskNavigating
typealias DeskNavigating = DeskCoordinator

enum DeskRoute: RouteType {
  case inbox
  case ticket
  case assign

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .inbox, .ticket: .push
    case .assign: .sheet
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .inbox: InboxView()
    case .ticket: TicketView()
    case .assign: AssignView()
    }
  }
}

final class DeskCoordinator: DeskFlow {
  override func start() async { await startFlow(route: .inbox) }
  func openTicket() async { await navigate(toRoute: .ticket) }
  func assign() async { await navigate(toRoute: .assign) }
  func closeSheet() async { await close() }
}

extension TicketView {
  typealias Model = TicketModel
}

final class TicketModel: ObservableObject {
  weak var coordinator: DeskCoordinator?
  func assign() async { await coordinator?.assign() }
}

struct InboxView: View {
  @EnvironmentObject var coordinator: DeskNavigating
  var body: some View { Button("Open") { Task { await coordinator.openTicket() } } }
}

struct TicketView: View {
  @StateObject var model = Model()
  var body: some View { Button("Assign") { Task { await model.assign() } } }
}

struct AssignView: View {
  @EnvironmentObject var coordinator: DeskRouting
  var body: some View { Button("Done") { Task { await coordinator.closeSheet() } } }
}

/// Another `Model`: inside `TicketView`, the name is the view's own alias.
struct Model {}

typealias Flow<R: RouteType> = Coordinator<R>

enum ArchiveRoute: RouteType {
  case shelf

  var presentationStyle: TransitionPresentationStyle { .push }

  @MainActor @ViewBuilder
  var body: some View { Text("Shelf") }
}

final class ArchiveCoordinator: Flow<ArchiveRoute> {
  override func start() async { await startFlow(route: .shelf) }
}

// The app gives each screen what it calls as it builds it (here in a global function, which the index does not read).
func wire(_ screen: TicketModel, _ value: DeskCoordinator) { screen.coordinator = value }
