import Combine
import SUICoordinator
import SwiftUI

final class SceneDelegate: NSObject, UIWindowSceneDelegate {
  var window: UIWindow?
  var mainCoordinator: BoardTabs?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    mainCoordinator = BoardTabs(currentPage: .board)
    window?.rootViewController = mainCoordinator?.root
    window?.makeKeyAndVisible()
    BaseCoordinator.mainCoordinator = mainCoordinator
    mainCoordinator?.start(animated: false)
  }
}

enum BoardPage: CaseIterable, TabbarPage {
  case board
  case saved

  func coordinator() -> Coordinator {
    switch self {
    case .board: return BoardCoordinator()
    case .saved: return SavedCoordinator()
    }
  }

  var title: String { self == .board ? "Board" : "Saved" }
  var icon: String { self == .board ? "square.grid.2x2" : "bookmark" }
  var position: Int { self == .board ? 0 : 1 }
}

final class BoardTabbarViewModel: ObservableObject {
  @Published var currentPage: BoardPage = .board
  var onCompose: (() -> Void)?
}

struct BoardTabbarView: View {
  @ObservedObject var viewModel: BoardTabbarViewModel

  var body: some View {
    HStack {
      Button("Board") { viewModel.currentPage = .board }
      Button {
        viewModel.onCompose?()
      } label: {
        Image(systemName: "plus.circle.fill")
      }
      Button("Saved") { viewModel.currentPage = .saved }
    }
  }
}

final class BoardTabs: TabbarCoordinator<BoardPage> {
  var cancellables = Set<AnyCancellable>()

  init(currentPage: BoardPage) {
    let viewModel = BoardTabbarViewModel()
    let view = BoardTabbarView(viewModel: viewModel)
    viewModel.currentPage = currentPage
    super.init(customView: view, pages: BoardPage.allCases, currentPage: currentPage)

    viewModel.$currentPage
      .sink { [weak self] page in self?.currentPage = page }
      .store(in: &cancellables)
    viewModel.onCompose = { [weak self] in self?.compose() }
  }

  private func compose() {
    // A tab bar of the older modules adds a coordinator it navigates to as a tab: the composer is presented over it.
    let composer = ComposerCoordinator()
    composer.forcePresentation(presentationStyle: .sheet, mainCoordinator: self)
  }
}
