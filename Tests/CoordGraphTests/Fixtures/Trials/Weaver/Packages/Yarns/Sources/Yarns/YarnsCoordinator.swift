import SUICoordinator
import SwiftUI

public enum YarnsRoute: RouteType {
  case list
  case detail(String)

  public var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder public var body: some View {
    switch self {
    case .list: ListView()
    case .detail(let name): DetailView(name: name)
    }
  }
}

public final class YarnsCoordinator: Coordinator<YarnsRoute> {
  override public func start() async { await startFlow(route: .list) }

  func show(_ name: String) async { await navigate(toRoute: .detail(name)) }
}

struct ListView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    List(["Wool", "Linen"], id: \.self) { name in
      Button(name) { Task { await (coordinator as? YarnsCoordinator)?.show(name) } }
    }
  }
}

struct DetailView: View {
  let name: String
  var body: some View { Text(name) }
}

public enum YarnPickerRoute: RouteType {
  case choose

  public var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder public var body: some View {
    switch self {
    case .choose: ChooseYarnView()
    }
  }
}

public final class YarnPickerCoordinator: Coordinator<YarnPickerRoute> {
  let onPick: (String) -> Void

  public init(onPick: @escaping (String) -> Void) {
    self.onPick = onPick
    super.init()
  }

  override public func start() async { await startFlow(route: .choose) }
}

struct ChooseYarnView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    ForEach(["Wool", "Linen"], id: \.self) { name in
      Button(name) { (coordinator as? YarnPickerCoordinator)?.onPick(name) }
    }
  }
}
