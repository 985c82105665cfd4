import SUICoordinator
import SwiftUI

enum ShelfRoute: RouteType, Equatable {
  case shelf
  case about
  case help
  case book

  var presentationStyle: TransitionPresentationStyle {
    self == .about ? .fullScreenCover : Self.help == self ? .sheet : .push
  }

  var body: some View {
    switch self {
    case .shelf: ShelfView()
    default: Text("Shelf")
    }
  }
}

final class ShelfCoordinator: Coordinator<ShelfRoute> {
  override func start() async { await startFlow(route: .shelf) }
  func about() async { await navigate(toRoute: .about) }
  func help() async { await navigate(toRoute: .help) }
  func book() async { await navigate(toRoute: .book) }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: ShelfCoordinator
  var body: some View {
    Button("About") { Task { await coordinator.about() } }
    Button("Help") { Task { await coordinator.help() } }
    Button("Book") { Task { await coordinator.book() } }
  }
}

enum LoanRoute: NavigationRoute {
  case loans
  case renew
  case extend
  case fines
  case receipt
  case history

  var transition: NavigationTransitionStyle {
    if self == .renew || self == .extend { return .modal }
    return [.fines, .receipt].contains(self) ? .modalFullscreen : .push
  }

  func view() -> any View {
    switch self {
    case .loans: LoansView()
    default: Text("Loan")
    }
  }
}

final class LoanCoordinator: NavigationCoordinator<LoanRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .loans, animated: animated) }
  func renew() { router.navigate(to: .renew) }
  func extend() { router.navigate(to: .extend) }
  func fines() { router.navigate(to: .fines) }
  func receipt() { router.navigate(to: .receipt) }
  func history() { router.navigate(to: .history) }
}

struct LoansView: View {
  let coordinator: LoanCoordinator
  var body: some View {
    Button("Renew") { coordinator.renew() }
    Button("Extend") { coordinator.extend() }
    Button("Fines") { coordinator.fines() }
    Button("Receipt") { coordinator.receipt() }
    Button("History") { coordinator.history() }
  }
}

enum NoteRoute: RouteType, Equatable {
  case notes
  case note

  var presentationStyle: TransitionPresentationStyle {
    return self != .notes ? .sheet : .push
  }

  var body: some View {
    switch self {
    case .notes: NotesView()
    case .note: Text("Note")
    }
  }
}

final class NoteCoordinator: Coordinator<NoteRoute> {
  override func start() async { await startFlow(route: .notes) }
  func note() async { await navigate(toRoute: .note) }
}

struct NotesView: View {
  @EnvironmentObject var coordinator: NoteCoordinator
  var body: some View {
    Button("Note") { Task { await coordinator.note() } }
  }
}

enum SeatRoute: NavigationRoute {
  case seats
  case seat

  var transition: NavigationTransitionStyle { .push }

  func view() -> any View {
    switch self {
    case .seats: SeatsView()
    case .seat: Text("Seat")
    }
  }
}

final class SeatCoordinator: NavigationCoordinator<SeatRoute> {
  override func start(animated: Bool = true) { router.startFlow(route: .seats, animated: animated) }
  func seat(onPad: Bool) { router.navigate(to: .seat, transitionStyle: onPad ? .modal : .push) }
}

struct SeatsView: View {
  let coordinator: SeatCoordinator
  var body: some View {
    Button("Seat") { coordinator.seat(onPad: true) }
  }
}
