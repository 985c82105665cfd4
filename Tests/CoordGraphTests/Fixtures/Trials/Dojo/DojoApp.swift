import SUICoordinator
import SwiftUI

@main
struct DojoApp: App {
  @State private var root = DojoCoordinator()

  var body: some Scene {
    WindowGroup {
      root.getView()
        .onOpenURL { url in
          guard url.host() == "class", let id = Int(url.lastPathComponent) else { return }
          Task { await root.openClass(id) }
        }
    }
  }
}

enum DojoRoute: RouteType {
  case timetable
  case classDetail(id: Int)
  case booking(id: Int)
  case belt(level: Int)

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .timetable, .classDetail, .belt: .push
    case .booking: .sheet
    }
  }

  var body: some View {
    switch self {
    case .timetable: TimetableView()
    case .classDetail(let id): ClassView(id: id)
    case .booking(let id): BookingView(id: id)
    case .belt(let level): BeltView(level: level)
    }
  }
}

@Coordinator(DojoRoute.self)
final class DojoCoordinator {
  func start() async { await startFlow(route: .timetable) }

  func openClass(_ id: Int) async {
    await router.popToRoot()
    await navigate(toRoute: .classDetail(id: id))
  }

  func book(_ id: Int) async { await navigate(toRoute: .booking(id: id)) }

  func booked() async {
    await close()
    await navigate(toRoute: .belt(level: 1))
  }

  func promote(from level: Int) async {
    guard level < 3 else {
      await router.popToRoot()
      return
    }
    await navigate(toRoute: .belt(level: level + 1))
  }
}

struct TimetableView: View {
  @Environment(\.coordinator) private var coordinator
  private var dojo: DojoCoordinator? { coordinator as? DojoCoordinator }

  var body: some View {
    List(1...3, id: \.self) { id in
      Button("Class \(id)") { Task { await dojo?.openClass(id) } }
    }
  }
}

struct ClassView: View {
  let id: Int
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Book") { Task { await (coordinator as? DojoCoordinator)?.book(id) } }
  }
}

struct BookingView: View {
  let id: Int
  @Environment(\.coordinator) private var coordinator
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Button("Confirm") { Task { await (coordinator as? DojoCoordinator)?.booked() } }
      Button("Not now") { dismiss() }
    }
  }
}

struct BeltView: View {
  let level: Int
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Grade up") { Task { await (coordinator as? DojoCoordinator)?.promote(from: level) } }
  }
}
