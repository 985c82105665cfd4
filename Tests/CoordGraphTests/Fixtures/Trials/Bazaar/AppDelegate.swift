import UIKCoordinator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  private let bazaar = BazaarTabsCoordinator()

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = bazaar.root
    window?.makeKeyAndVisible()
    bazaar.start(animated: false)
    if ReleaseNotes.hasUnseen {
      bazaar.showReleaseNotes()
    }
    return true
  }
}

enum ReleaseNotes {
  static var hasUnseen: Bool { UserDefaults.standard.string(forKey: "seenVersion") != "3.0" }
}

enum BazaarPage: TabbarPage, CaseIterable {
  case stalls, basket

  var position: Int {
    switch self {
    case .stalls: return 0
    case .basket: return 1
    }
  }

  var title: String {
    switch self {
    case .stalls: return "Stalls"
    case .basket: return "Basket"
    }
  }

  var icon: UIImage { UIImage() }

  func coordinator() -> Coordinator {
    switch self {
    case .stalls: return StallsCoordinator()
    case .basket: return BasketCoordinator()
    }
  }
}

final class BazaarTabsCoordinator: TabbarCoordinator<BazaarPage> {
  init() {
    super.init(pages: BazaarPage.allCases, currentPage: .stalls)
  }

  func showReleaseNotes() {
    let notes = ReleaseNotesViewController()
    notes.onClose = { [weak notes] in notes?.dismiss(animated: true) }
    router.present(notes)
  }
}

final class ReleaseNotesViewController: UIViewController {
  var onClose: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .close, primaryAction: UIAction { [weak self] _ in self?.onClose?() })
  }
}
