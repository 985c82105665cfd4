import SwiftUI
import SUICoordinator

enum JournalRoute: RouteType {
  case feed
  case entry(String)
  case author(String)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .feed, .entry: .push
    case .author: .sheet
    }
  }

  @ViewBuilder
  var body: some View {
    switch self {
    case .feed: FeedView()
    case .entry(let id): EntryView(id: id)
    case .author(let id): AuthorView(id: id)
    }
  }
}

final class JournalCoordinator: Coordinator<JournalRoute> {
  override func start() async {
    await startFlow(route: .feed)
  }

  func openEntry(_ id: String) async { await navigate(toRoute: .entry(id)) }
  func openAuthor(_ id: String) async { await navigate(toRoute: .author(id)) }
}

struct FeedView: View {
  @StateObject private var viewModel = ViewModel()
  @EnvironmentObject var coordinator: JournalCoordinator

  var body: some View {
    Button("Entry") { viewModel.open(with: coordinator) }
  }
}

struct EntryView: View {
  let id: String
  @StateObject private var viewModel: ViewModel
  @EnvironmentObject var coordinator: JournalCoordinator

  init(id: String) {
    self.id = id
    _viewModel = StateObject(wrappedValue: ViewModel())
  }

  var body: some View {
    Button("Author") { viewModel.open(with: coordinator) }
  }

  final class ViewModel: ObservableObject {
    func open(with coordinator: JournalCoordinator) {
      Task { await coordinator.openAuthor("a1") }
    }
  }
}

struct AuthorView: View {
  let id: String
  var body: some View { Text(id) }
}

extension FeedView {
  final class ViewModel: ObservableObject {
    func open(with coordinator: JournalCoordinator) {
      Task { await coordinator.openEntry("e1") }
    }
  }
}
