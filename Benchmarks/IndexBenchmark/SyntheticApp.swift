/// A synthetic app in the ALCoordinator / SUICoordinator style, for the index benchmark: each file
/// holds a route enum, its coordinator, a view model and views, about 150 lines.
enum SyntheticApp {
  static func file(_ index: Int) -> String {
    let next = index + 1
    var text = """
      import SUICoordinator
      import SwiftUI

      enum Flow\(index)Route: RouteType {
      """
    for route in 0..<8 { text += "\n  case screen\(route)(id: String, animated: Bool)" }
    text += """

        var presentationStyle: TransitionPresentationStyle {
          switch self {
          case .screen0, .screen1, .screen2: return .push
          case .screen3: return .sheet
          case .screen4: return .fullScreenCover
          default: return .push
          }
        }

        @ViewBuilder
        var body: some View {
          switch self {
      """
    for route in 0..<8 {
      text += "\n    case .screen\(route)(let id, _): Screen\(route)View(id: id, model: .init(id: id))"
    }
    text += """

          }
        }
      }

      @Coordinator(Flow\(index)Route.self)
      final class Flow\(index)Coordinator: NavigationCoordinator<Flow\(index)Route> {
        weak var delegate: Flow\(index)Delegate?
        var children: [AnyObject] = []

        func start() async {
          await startFlow(route: .screen0(id: "start", animated: false))
        }

      """
    for route in 0..<8 {
      text += """
          func show\(route)(id: String) async {
            await router.navigate(toRoute: .screen\(route)(id: id, animated: true), presentationStyle: .push)
            Task { [weak self] in await self?.router.pop(animated: true) }
          }

        """
    }
    text += """
        func openNext() async {
          let next = Flow\(next)Coordinator(presentationStyle: .sheet)
          await navigate(to: next, presentationStyle: .sheet)
        }
      }

      final class Flow\(index)ViewModel: ObservableObject {
        @Published var title = "Flow \(index)"
        weak var coordinator: Flow\(index)Coordinator?

        func didTapNext() { Task { await coordinator?.show1(id: title) } }
        func didTapClose() { Task { await coordinator?.router.dismiss(animated: true) } }
      }

      """
    return text
  }
}
