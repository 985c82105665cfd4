import Core
import SUICoordinator
import SwiftUI

public enum LoomsRoute: RouteType {
  case list
  case detail(String)
  case warp(String)

  public var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .list, .detail: .push
    case .warp: .sheet
    }
  }

  @ViewBuilder public var body: some View {
    switch self {
    case .list: ListView()
    case .detail(let id): DetailView(id: id)
    case .warp(let id): WarpView(id: id)
    }
  }
}

public final class LoomsCoordinator: Coordinator<LoomsRoute> {
  private let yarnPicker: YarnPicking

  public init(yarnPicker: YarnPicking) {
    self.yarnPicker = yarnPicker
    super.init()
  }

  override public func start() async { await startFlow(route: .list) }

  public func showLoom(_ id: String) async {
    await popToRoot()
    await navigate(toRoute: .detail(id))
  }

  func showWarp(_ id: String) async { await navigate(toRoute: .warp(id)) }

  func pickYarn() async {
    let picker = yarnPicker.makePicker(onPick: { [weak self] _ in
      Task { await self?.router.dismiss() }
    })
    await navigate(to: picker, presentationStyle: .sheet)
  }
}

struct ListView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    List(["L1", "L2"], id: \.self) { id in
      Button(id) { Task { await (coordinator as? LoomsCoordinator)?.showLoom(id) } }
    }
  }
}

struct DetailView: View {
  let id: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Button("Warp") { Task { await (coordinator as? LoomsCoordinator)?.showWarp(id) } }
      Button("Yarn") { Task { await (coordinator as? LoomsCoordinator)?.pickYarn() } }
    }
  }
}

struct WarpView: View {
  let id: String
  @Environment(\.dismiss) private var dismiss

  var body: some View { Button("Close") { dismiss() } }
}
