import SUICoordinator
import SwiftUI

@main
struct AlmanacApp: App {
  @State private var almanac = AlmanacCoordinator()

  var body: some Scene {
    WindowGroup { almanac.getView() }
  }
}

enum AlmanacRoute: RouteType, Hashable {
  case today
  case day(offset: Int = 0)
  case moon(phase: String)
  #if os(iOS)
    case widgetSetup
  #endif
  @available(iOS 18, *)
  case controlCentre

  var presentationStyle: TransitionPresentationStyle { Self.style(for: self) }

  private static func style(for route: AlmanacRoute) -> TransitionPresentationStyle {
    switch route {
    case .today, .day: return .push
    case .moon: return .detents([.medium, .large])
    #if os(iOS)
      case .widgetSetup: return .fullScreenCover
    #endif
    case .controlCentre: return .sheet
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .today: TodayView()
    case .day(let offset): DayView(offset: offset)
    case .moon(let phase): MoonView(phase: phase)
    #if os(iOS)
      case .widgetSetup: WidgetSetupView()
    #endif
    case .controlCentre: ControlCentreView()
    }
  }
}

@Coordinator(AlmanacRoute.self)
final class AlmanacCoordinator {
  func start() async { await startFlow(route: .today) }

  func showDay(_ offset: Int) async { await navigate(toRoute: .day(offset: offset)) }
  func showMoon(_ phase: String) async { await navigate(toRoute: .moon(phase: phase)) }

  func setUpWidget() async {
    #if os(iOS)
      await navigate(toRoute: .widgetSetup)
    #endif
  }

  func setUpControl() async {
    if #available(iOS 18, *) {
      await navigate(toRoute: .controlCentre)
    } else {
      await setUpWidget()
    }
  }
}

struct TodayView: View {
  @Environment(\.coordinator) private var coordinator
  private var almanac: AlmanacCoordinator? { coordinator as? AlmanacCoordinator }

  var body: some View {
    List {
      Button("Tomorrow") { Task { await almanac?.showDay(1) } }
      Button("Moon") { Task { await almanac?.showMoon("waxing") } }
      Button("Add a control") { Task { await almanac?.setUpControl() } }
    }
  }
}

struct DayView: View {
  let offset: Int
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Next day") { Task { await (coordinator as? AlmanacCoordinator)?.showDay(offset + 1) } }
  }
}

struct MoonView: View {
  let phase: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}

struct WidgetSetupView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Done") { Task { await coordinator?.close() } }
  }
}

struct ControlCentreView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
  }
}
