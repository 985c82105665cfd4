import UIKCoordinator
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var main: LocksmithTabs?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let main = LocksmithTabs()
    window.rootViewController = main.root
    window.makeKeyAndVisible()
    main.start()
    if !Preferences.shared.hasSeenIntro {
      OnboardingCoordinator().forcePresentation(presentationStyle: .fullScreen, mainCoordinator: main)
    }
    self.window = window
    self.main = main
  }

  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    guard let url = URLContexts.first?.url, url.host == "job", let number = Int(url.lastPathComponent) else { return }
    main?.openJob(number: number)
  }
}

final class Preferences {
  static let shared = Preferences()
  var hasSeenIntro = UserDefaults.standard.bool(forKey: "hasSeenIntro")
}

enum LocksmithPage: TabbarPage, CaseIterable {
  case jobs, keys, account

  func coordinator() -> Coordinator {
    switch self {
    case .jobs: return JobsCoordinator()
    case .keys: return KeysCoordinator()
    case .account: return AccountCoordinator()
    }
  }

  var title: String {
    switch self {
    case .jobs: return "Jobs"
    case .keys: return "Key blanks"
    case .account: return "Account"
    }
  }

  var icon: String {
    switch self {
    case .jobs: return "wrench"
    case .keys: return "key"
    case .account: return "person"
    }
  }

  var position: Int {
    switch self {
    case .jobs: return 0
    case .keys: return 1
    case .account: return 2
    }
  }
}

final class LocksmithTabs: TabbarCoordinator<LocksmithPage> {
  init() {
    super.init(pages: LocksmithPage.allCases, currentPage: .jobs)
  }

  /// A job opened from a link: the jobs tab, then the job.
  func openJob(number: Int) {
    setCurrentPage(.jobs)
    guard let jobs = getCoordinatorSelected() as? JobsCoordinator else { return }
    jobs.showJob(Job(number: number, address: ""))
  }
}
