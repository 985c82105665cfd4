/// A synthetic app in the ALCoordinator / SUICoordinator dialect, for the front end's benchmark: each
/// file holds a route enum, its coordinator, a view model and four views (about 150 lines); file 0 also
/// holds the `@main` App. Flow i presents flow i + 1 as a sheet.
enum SyntheticApp {
  static func file(_ index: Int, of count: Int) -> String {
    let next = (index + 1) % count
    var text = """
      import SUICoordinator
      import SwiftUI

      """
    if index == 0 {
      text += """
        @main
        struct BenchmarkApp: App {
          @StateObject private var coordinator = Flow0Coordinator()
          var body: some Scene { WindowGroup { coordinator.getView() } }
        }

        """
    }
    text += "\nenum Flow\(index)Route: RouteType {"
    for route in 0..<8 { text += "\n  case screen\(route)(id: String, model: Flow\(index)ViewModel)" }
    text += """

        var presentationStyle: TransitionPresentationStyle {
          switch self {
          case .screen0, .screen1, .screen2: return .push
          case .screen3: return .sheet
          case .screen4: return .fullScreenCover
          case .screen5: return .detents([.medium])
          default: return .push
          }
        }

        @ViewBuilder
        var body: some View {
          switch self {
      """
    for route in 0..<8 {
      text += "\n    case .screen\(route)(let id, let model): Flow\(index)View\(route % 4)(id: id, model: model)"
    }
    text += """

          }
        }
      }

      final class Flow\(index)Coordinator: Coordinator<Flow\(index)Route> {
        override func start() async {
          await startFlow(route: .screen0(id: "start", model: Flow\(index)ViewModel(coordinator: self)))
        }

      """
    for route in 1..<8 {
      text += """
          func show\(route)(id: String) async {
            await navigate(toRoute: .screen\(route)(id: id, model: Flow\(index)ViewModel(coordinator: self)))
          }

        """
    }
    text += """
        func back() async { await router.pop() }
        func close() async { await router.dismiss() }

        func openNext() async {
          let next = Flow\(next)Coordinator()
          await navigate(to: next, presentationStyle: .sheet)
        }
      }

      @MainActor final class Flow\(index)ViewModel: ObservableObject {
        @Published var title = "Flow \(index)"
        private weak var coordinator: Flow\(index)Coordinator?

        init(coordinator: Flow\(index)Coordinator) { self.coordinator = coordinator }

        func next(_ step: Int) async {
          switch step {
          case 1: await coordinator?.show1(id: title)
          case 2: await coordinator?.show2(id: title)
          case 3: await coordinator?.show3(id: title)
          default: await coordinator?.openNext()
          }
        }

        func close() async { await coordinator?.close() }
        func back() async { await coordinator?.back() }
      }

      """
    for view in 0..<4 {
      text += """

        struct Flow\(index)View\(view): View {
          let id: String
          @ObservedObject var model: Flow\(index)ViewModel

          var body: some View {
            VStack(spacing: 12) {
              Text(model.title).font(.headline)
              Button("Next") { Task { await model.next(\(view + 1)) } }
              Button("Back") { Task { await model.back() } }
              Button("Close") { Task { await model.close() } }
            }
            .padding()
          }
        }

        """
    }
    return text
  }
}
