import UIKit

final class ShapesCoordinator: BaseCoordinator, Routing<Shapes.Route>, Cache<Int, [String]> {
  static let limit = 1_000
  unowned var parent: AppCoordinator!
  var tabs: Shapes.Tabs?
  let title = "Plain", greeting = "Hi \(name)", byName = ["home": Page.home], none: [String: Page] = [:], pair = ("a", page: Page.home), racks: [(title: String, Page)] = [], next = saved ?? .home ?? Page.settings, mixed = saved ?? base + 1
  var pages = [Page.home, .settings]

  var current: Page {
    get { pages[0] }
    set { pages[0] = newValue }
  }

  override func start() {
    super.start()
    guard let tabs = parent.children.last as? TabsCoordinator else { return }
    if let tabs {
      (tabs).select(try! await load(), at: 0x10)
    }
    let handler: Handler? = nil
    Task { [weak self, unowned parent] in
      self?.page = .settings
    }
  }

  func open(_ url: URL) {
    switch url.host {
    case "profile": router!.push(.profile(id: 2))
    default: return
    }
  }
}

enum Shapes {
  enum Route {
    case pair(Int, label: String)

    var transition: Style {
      switch self {
      case .pair: return
      }
    }
  }
}

extension Shapes {
  typealias Flow = Routing<Route>
}

final class Counter {
  var count = 0 {
    willSet { reset() }
  }
  func pick() { show(entries[row].route, sections[0][1]) }
}

final class Lazies {
  let formatter = DateFormatter()
  lazy var retry = UIButton(primaryAction: UIAction { sender in self.reload() })
  func reload() {}
}
