import SUICoordinator
import SwiftUI

enum LibraryRoute: RouteType {
  case shelf

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { ShelfView() }
}

final class LibraryCoordinator: Coordinator<LibraryRoute> {
  override func start() async { await startFlow(route: .shelf) }

  func showTerms() async {
    await navigate(toRoute: DefaultRoute(presentationStyle: .sheet) { TermsView(model: TermsModel(coordinator: self)) })
  }
  func showReceipt() async {
    let route = DefaultRoute(presentationStyle: .fullScreenCover, content: { ReceiptView() })
    await navigate(toRoute: route)
  }
  func showAuthor() async {
    var author = AuthorCoordinator()
    await push(to: &author)
  }
  func showReader() async { await present(to: ReaderCoordinator(), presentationStyle: .fullScreenCover) }
  func showNotes() async { await navigate(to: ReaderCoordinator(), presentationStyle: .push) }
  func closeTerms() async { await router.dismiss() }
}

final class AuthorCoordinator: Coordinator<LibraryRoute> {
  override func start() async { await startFlow(route: .shelf) }
}

final class ReaderCoordinator: Coordinator<LibraryRoute> {
  override func start() async { await startFlow(route: .shelf) }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: LibraryCoordinator
  var body: some View {
    VStack {
      Button("Terms") { Task { await coordinator.showTerms() } }
      Button("Receipt") { Task { await coordinator.showReceipt() } }
      Button("Author") { Task { await coordinator.showAuthor() } }
      Button("Read") { Task { await coordinator.showReader() } }
      Button("Notes") { Task { await coordinator.showNotes() } }
    }
  }
}

final class TermsModel: ObservableObject {
  weak var coordinator: LibraryCoordinator?
  init(coordinator: LibraryCoordinator) { self.coordinator = coordinator }
  func agree() { Task { await coordinator?.closeTerms() } }
}

struct TermsView: View {
  @ObservedObject var model: TermsModel
  var body: some View { Button("Agree") { model.agree() } }
}

struct ReceiptView: View {
  var body: some View { Text("Thanks") }
}

extension LibraryCoordinator {
  func showNote() async { await router.present(ReceiptView(), presentationStyle: .fullScreenCover) }
}

extension TermsModel {
  func note() { Task { await coordinator?.showNote() } }
}

extension TermsView {
  var noteButton: some View { Button("Note", action: model.note) }
}
