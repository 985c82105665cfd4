import SUICoordinator
import SwiftUI

enum MissionRoute: NavigationRoute {
  case list(onPick: (Int) -> Void)
  case briefing(Int, onClose: () -> Void)
  case checklist(onDone: () -> Void)

  var transition: NavigationTransitionStyle {
    switch self {
    case .list, .checklist: return .push
    case .briefing: return .modalFullscreen
    }
  }

  func view() -> any View {
    switch self {
    case .list(let onPick): return MissionListView(onPick: onPick)
    case .briefing(let id, let onClose): return BriefingView(id: id, onClose: onClose)
    case .checklist(let onDone): return ChecklistView(onDone: onDone).navigationTitle("Checklist")
    }
  }
}

final class MissionCoordinator: NavigationCoordinator<MissionRoute> {
  override func start(animated: Bool = true) {
    router.startFlow(route: .list(onPick: { [weak self] id in self?.showBriefing(id) }), animated: animated)
  }

  private func showBriefing(_ id: Int) {
    router.navigate(to: .briefing(id, onClose: { [weak self] in self?.showChecklist() }))
  }

  private func showChecklist() {
    router.dismiss()
    let route = MissionRoute.checklist(onDone: { [weak self] in self?.router.popToRoot() })
    router.navigate(to: route)
  }
}

struct MissionListView: View {
  let onPick: (Int) -> Void
  var body: some View {
    List(0..<5, id: \.self) { id in
      Button("Mission \(id)") { onPick(id) }
    }
  }
}

struct BriefingView: View {
  let id: Int
  let onClose: () -> Void
  var body: some View { Button("Close", action: onClose) }
}

struct ChecklistView: View {
  let onDone: () -> Void
  var body: some View { Button("Done", action: onDone) }
}
