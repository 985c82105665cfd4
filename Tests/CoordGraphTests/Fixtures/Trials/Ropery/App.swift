import SUICoordinator
import SwiftUI

@main
struct RoperyApp: App {
  @State private var coordinator = KnotsCoordinator()

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
        .onOpenURL { url in
          guard let knot = url.pathComponents.last else { return }
          Task { await coordinator.openKnot(knot) }
        }
    }
  }
}

enum KnotsRoute: RouteType {
  case catalogue
  case knot(String)
  case steps(String, step: Int)
  case practice(String)
  case share(String)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .practice: .fullScreenCover
    case .share: .detents([.medium, .large])
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .catalogue: CatalogueView()
    case .knot(let name): KnotView(name: name)
    case .steps(let name, let step): StepView(name: name, step: step)
    case .practice(let name): PracticeView(name: name)
    case .share(let name): ShareSheetView(name: name)
    }
  }
}

protocol KnotActions {
  func openKnot(_ name: String) async
  func nextStep(of name: String, after step: Int) async
  func practise(_ name: String) async
  func share(_ name: String) async
  func finishPractice() async
}

@Coordinator(KnotsRoute.self)
final class KnotsCoordinator: KnotActions {
  func start() async { await startFlow(route: .catalogue) }
  func openKnot(_ name: String) async { await navigate(toRoute: .knot(name)) }

  func nextStep(of name: String, after step: Int) async {
    if step < 3 {
      await navigate(toRoute: .steps(name, step: step + 1))
    } else {
      await router.popToRoot()
    }
  }

  func practise(_ name: String) async { await navigate(toRoute: .practice(name)) }
  func share(_ name: String) async { await navigate(toRoute: .share(name)) }
  func finishPractice() async { await router.dismiss() }
}

struct CatalogueView: View {
  @Environment(\.coordinator) private var coordinator
  private var actions: KnotActions? { coordinator as? KnotActions }

  var body: some View {
    List(["Bowline", "Clove hitch"], id: \.self) { name in
      Button(name) { Task { await actions?.openKnot(name) } }
    }
  }
}

struct KnotView: View {
  let name: String
  @Environment(\.coordinator) private var coordinator
  private var actions: KnotActions? { coordinator as? KnotActions }

  var body: some View {
    VStack {
      Button("Learn") { Task { await actions?.nextStep(of: name, after: 0) } }
      Button("Practise") { Task { await actions?.practise(name) } }
      ShareLink(item: name)
    }
    .contextMenu {
      Button("Share") { Task { await actions?.share(name) } }
    }
  }
}

struct StepView: View {
  let name: String
  let step: Int
  @Environment(\.coordinator) private var coordinator
  private var actions: KnotActions? { coordinator as? KnotActions }

  var body: some View {
    Button(step < 3 ? "Next" : "Done") { Task { await actions?.nextStep(of: name, after: step) } }
  }
}

struct PracticeView: View {
  let name: String
  @Environment(\.coordinator) private var coordinator
  private var actions: KnotActions? { coordinator as? KnotActions }

  var body: some View {
    Button("Finished") { Task { await actions?.finishPractice() } }
  }
}

struct ShareSheetView: View {
  let name: String

  var body: some View {
    Text("Share \(name)")
  }
}
