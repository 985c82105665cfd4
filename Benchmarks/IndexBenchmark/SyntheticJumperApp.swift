/// A synthetic app in the Jumper dialect, for the front end's benchmark: each file holds a navigation
/// coordinator with eight screen routes (factories building view controllers), a route to the next
/// flow's coordinator, and the view controllers that drive it (about 150 lines); file 0 also holds the
/// root coordinator and the SceneDelegate with a deep link.
enum SyntheticJumperApp {
  static func file(_ index: Int, of count: Int) -> String {
    let next = (index + 1) % count
    var text = """
      import Jumper
      import UIKit

      """
    if index == 0 {
      text += """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          let app = BenchmarkRoot()
          func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { app.open(URLContexts.first?.url) }
        }

        final class BenchmarkRoot: RootCoordinable {
          var navigation: RootNavigation<BenchmarkRoot> = .init(initial: \\.flow)
          @Route var flow = firstFlow
          func firstFlow() -> Flow0Coordinator { Flow0Coordinator() }
          func open(_ url: URL?) {
            switch url?.host {
            case "flow": hasRoot(\\.flow)?.push(\\.screen1, input: "link").present(\\.next)
            default: break
            }
          }
        }

        """
    }
    text += """

      final class Flow\(index)Coordinator: NavigationCoordinable {
        var navigation: Navigation<Flow\(index)Coordinator> = .init(initial: \\.screen0)

      """
    for route in 0..<8 { text += "  @Route var screen\(route) = screen\(route)Factory\n" }
    text += "  @Route var next = nextFlow\n\n"
    for route in 0..<8 {
      text += """
          func screen\(route)Factory(id: String) -> ScreenView {
            let controller = Flow\(index)ViewController\(route % 5)(id: id)
            controller.coordinator = self
            return controller
          }

        """
    }
    text += """
        func nextFlow() -> Flow\(next)Coordinator { Flow\(next)Coordinator() }
      }

      """
    for view in 0..<5 {
      text += """

        final class Flow\(index)ViewController\(view): UIViewController {
          weak var coordinator: Flow\(index)Coordinator?
          private let id: String

          init(id: String) {
            self.id = id
            super.init(nibName: nil, bundle: nil)
          }

          required init?(coder: NSCoder) { nil }

          @objc private func nextTapped() { coordinator?.push(\\.screen\(view % 7 + 1), input: id) }
          @objc private func moreTapped() { coordinator?.present(\\.screen\((view + 4) % 8), input: id, animated: true) }
          @objc private func flowTapped() { coordinator?.present(\\.next) }
          @objc private func backTapped() { coordinator?.pop() }
          @objc private func closeTapped() { coordinator?.dismiss() }
        }

        """
    }
    return text
  }
}
