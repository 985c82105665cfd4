import SUICoordinator
import SwiftUI

enum KioskRoute: RouteType {
  case front
  case page(url: String, style: TransitionPresentationStyle)
  case item(id: Int, compact: Bool)
  case extras

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .front, .extras: .push
    case .page(_, let style): style
    case .item(_, let compact): compact ? .sheet : .push
    }
  }

  var body: some View {
    switch self {
    case .front: FrontView()
    case .page: PageView()
    case .item: ItemView()
    case .extras: ExtrasView()
    }
  }
}

final class KioskCoordinator: Coordinator<KioskRoute> {
  override func start() async { await startFlow(route: .front) }

  func help() async { await navigate(toRoute: .page(url: "help", style: .sheet)) }

  func terms() async { await navigate(toRoute: KioskRoute.page(url: "terms", style: .fullScreenCover)) }

  func peek(_ id: Int) async { await navigate(toRoute: .item(id: id, compact: true)) }

  func open(_ id: Int, compact: Bool = false) async { await navigate(toRoute: .item(id: id, compact: compact)) }
}

struct FrontView: View {
  @EnvironmentObject var coordinator: KioskCoordinator
  var body: some View {
    Button("Help") { Task { await coordinator.help() } }
    Button("Peek") { Task { await coordinator.peek(1) } }
  }
}

struct PageView: View {
  @EnvironmentObject var coordinator: KioskCoordinator
  var body: some View {
    Button("Terms") { Task { await coordinator.terms() } }
  }
}

struct ItemView: View {
  @EnvironmentObject var coordinator: KioskCoordinator
  var body: some View {
    Button("Open") { Task { await coordinator.open(2) } }
  }
}

struct ExtrasView: View {
  @EnvironmentObject var coordinator: KioskCoordinator
  var body: some View {
    Button("Open") { Task { await coordinator.open(3, compact: true) } }
    Button("Open") { Task { await coordinator.open(4) } }
  }
}
