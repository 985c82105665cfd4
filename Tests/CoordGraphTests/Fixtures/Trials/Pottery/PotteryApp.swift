import SUICoordinator
import SwiftUI

@main
struct PotteryApp: App {
  private let coordinator = StudioCoordinator(services: .live)

  var body: some Scene {
    WindowGroup {
      coordinator.getView()
    }
  }
}

struct Services {
  static let live = Services()
  var isMember: Bool { false }
}

enum StudioRoute: RouteType {
  case classes(onPick: (String) -> Void, onMembership: () -> Void)
  case classDetail(name: String, onBook: () -> Void)
  case booked(name: String)
  case membership(onJoin: () -> Void, onClose: () -> Void)
  case kilnCam

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .membership: .fullScreenCover
    case .kilnCam: .sheet
    default: .push
    }
  }

  var body: some View { StudioScreens.view(for: self) }
}

enum StudioScreens {
  @ViewBuilder @MainActor
  static func view(for route: StudioRoute) -> some View {
    switch route {
    case .classes(let onPick, let onMembership): ClassesView(onPick: onPick, onMembership: onMembership)
    case .classDetail(let name, let onBook): ClassDetailView(name: name, onBook: onBook)
    case .booked(let name): BookedView(name: name)
    case .membership(let onJoin, let onClose): MembershipView(onJoin: onJoin, onClose: onClose)
    case .kilnCam: Text("Live from the kiln")
    }
  }
}

final class StudioCoordinator: Coordinator<StudioRoute> {
  let services: Services

  init(services: Services) {
    self.services = services
    super.init()
  }

  override func start() async {
    await startFlow(
      route: .classes(
        onPick: { [weak self] name in Task { await self?.showClass(name) } },
        onMembership: { [weak self] in Task { await self?.showMembership() } }))
  }

  private func showClass(_ name: String) async {
    await navigate(
      toRoute: .classDetail(
        name: name,
        onBook: { [weak self] in
          Task { await self?.book(name) }
        }))
  }

  private func book(_ name: String) async {
    if services.isMember {
      await navigate(toRoute: .booked(name: name))
    } else {
      await showMembership()
    }
  }

  private func showMembership() async {
    await navigate(
      toRoute: .membership(
        onJoin: { [weak self] in Task { await self?.router.dismiss() } },
        onClose: { [weak self] in Task { await self?.router.dismiss() } }))
  }
}

struct ClassesView: View {
  let onPick: (String) -> Void
  let onMembership: () -> Void

  var body: some View {
    List(["Wheel", "Glazing"], id: \.self) { name in
      Button(name) { onPick(name) }
    }
    .toolbar { Button("Membership", action: onMembership) }
  }
}

struct ClassDetailView: View {
  let name: String
  let onBook: () -> Void

  var body: some View {
    Button("Book \(name)", action: onBook)
  }
}

struct BookedView: View {
  let name: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Back to classes") { Task { await coordinator?.router.popToRoot() } }
  }
}

struct MembershipView: View {
  let onJoin: () -> Void
  let onClose: () -> Void

  var body: some View {
    VStack {
      Button("Join", action: onJoin)
      Button("Not now", action: onClose)
    }
  }
}
