import UIKCoordinator
import UIKit
import WebKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let main = ArchiveTabs()

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: scene)
    window?.rootViewController = main.root
    window?.makeKeyAndVisible()
    main.start()
  }
}

enum ArchivePage: TabbarPage, CaseIterable {
  case news
  case help

  func coordinator() -> Coordinator {
    switch self {
    case .news: return NewsCoordinator()
    case .help: return HelpCoordinator()
    }
  }

  var title: String { self == .news ? "News" : "Help" }
  var icon: String { self == .news ? "newspaper" : "questionmark" }
  var position: Int { self == .news ? 0 : 1 }
}

final class ArchiveTabs: TabbarCoordinator<ArchivePage> {
  init() {
    super.init(pages: ArchivePage.allCases, currentPage: .news)
  }
}

/// What a web page asks of whichever flow shows it.
protocol WebRouting: AnyObject {
  func closeWeb()
  func follow(_ link: URL)
}

/// A web page, shown by several flows.
final class WebViewController: UIViewController, WKNavigationDelegate {
  private let url: URL
  private weak var router: WebRouting?

  init(url: URL, router: WebRouting) {
    self.url = url
    self.router = router
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("no storyboards") }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
  }

  @objc private func closeTapped() { router?.closeWeb() }

  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
  ) {
    guard navigationAction.navigationType == .linkActivated, let link = navigationAction.request.url else {
      decisionHandler(.allow)
      return
    }
    decisionHandler(.cancel)
    router?.follow(link)
  }
}
