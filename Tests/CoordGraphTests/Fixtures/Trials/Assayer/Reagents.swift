import SUICoordinator
import SwiftUI

enum ReagentRoute: RouteType {
  case shelf
  case reagent(Reagent)

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .shelf: ShelfView()
    case .reagent(let reagent): ReagentView(reagent: reagent)
    }
  }
}

/// A flow that hands the reagent the user picks (or nil) back to whoever started it, once it is gone.
@Coordinator(ReagentRoute.self)
final class ReagentPickerCoordinator {
  private let onFinish: (Reagent?) -> Void

  init(onFinish: @escaping (Reagent?) -> Void) {
    self.onFinish = onFinish
  }

  func start() async {
    await startFlow(route: .shelf)
  }

  func inspect(_ reagent: Reagent) async {
    await navigate(toRoute: .reagent(reagent))
  }

  func finish(choosing reagent: Reagent?) async {
    await finishFlow(animated: true)
    onFinish(reagent)
  }
}

struct ShelfView: View {
  @Environment(\.coordinator) private var coordinator
  private var picker: ReagentPickerCoordinator? { coordinator as? ReagentPickerCoordinator }

  var body: some View {
    List([Reagent(name: "Aqua regia"), Reagent(name: "Borax")], id: \.self) { reagent in
      Button(reagent.name) { Task { await picker?.inspect(reagent) } }
    }
    .toolbar {
      Button("Cancel") { Task { await picker?.finish(choosing: nil) } }
    }
  }
}

struct ReagentView: View {
  let reagent: Reagent
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Use \(reagent.name)") {
      Task { await (coordinator as? ReagentPickerCoordinator)?.finish(choosing: reagent) }
    }
  }
}
