import SUICoordinator
import SwiftUI

@main
struct ReadingApp: App {
  @StateObject private var coordinator = LibraryCoordinator()
  @StateObject private var presenter = Presenter()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .environmentObject(presenter)
    }
  }
}

/// What any screen may put up over the app: one alert-like sheet at a time, and the sign-in cover.
final class Presenter: ObservableObject {
  enum Sheet: Identifiable {
    case loanDetails(Int)
    case renewalFailed
    case feedback

    var id: String { String(describing: self) }
  }

  @Published var sheet: Sheet?
  @Published var needsSignIn = false
}

enum LibraryRoute: RouteType {
  case catalogue
  case loans
  case loan(Int)

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .catalogue: CatalogueView()
    case .loans: LoansView()
    case .loan(let id): LoanView(id: id)
    }
  }
}

@Coordinator(LibraryRoute.self)
final class LibraryCoordinator {
  func start() async { await startFlow(route: .catalogue) }
  func showLoans() async { await navigate(toRoute: .loans) }
  func showLoan(_ id: Int) async { await navigate(toRoute: .loan(id)) }
}

/// The stack's root: it holds what the presenter puts up.
struct CatalogueView: View {
  @EnvironmentObject var coordinator: LibraryCoordinator
  @EnvironmentObject var presenter: Presenter

  var body: some View {
    List {
      Button("My loans") { Task { await coordinator.showLoans() } }
      Button("Send feedback") { presenter.sheet = .feedback }
    }
    .sheet(item: $presenter.sheet) { sheet in
      switch sheet {
      case .loanDetails(let id): LoanDetailsSheet(id: id)
      case .renewalFailed: RenewalFailedSheet()
      case .feedback: FeedbackSheet()
      }
    }
    .fullScreenCover(isPresented: $presenter.needsSignIn) { SignInView() }
  }
}

struct LoansView: View {
  @EnvironmentObject var coordinator: LibraryCoordinator
  @EnvironmentObject var presenter: Presenter

  var body: some View {
    List([1, 2], id: \.self) { id in
      Button("Loan \(id)") { Task { await coordinator.showLoan(id) } }
        .contextMenu { Button("Details") { presenter.sheet = .loanDetails(id) } }
    }
  }
}

struct LoanView: View {
  @EnvironmentObject var presenter: Presenter
  let id: Int
  @State private var signedIn = false

  var body: some View {
    Button("Renew") {
      if signedIn {
        presenter.sheet = .renewalFailed
      } else {
        presenter.needsSignIn = true
      }
    }
  }
}

struct LoanDetailsSheet: View {
  let id: Int
  var body: some View { Text("Loan \(id)") }
}

struct RenewalFailedSheet: View {
  @EnvironmentObject var presenter: Presenter
  var body: some View { Button("OK") { presenter.sheet = nil } }
}

struct FeedbackSheet: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Send") { dismiss() } }
}

struct SignInView: View {
  @EnvironmentObject var presenter: Presenter
  var body: some View { Button("Sign in") { presenter.needsSignIn = false } }
}
