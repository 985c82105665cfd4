import SUICoordinator
import SwiftUI

@main
struct GreenhouseApp: App {
  @State private var tabs = GreenhouseTabs()

  var body: some Scene {
    WindowGroup {
      tabs.getView()
    }
  }
}

enum GreenhousePage: TabPage, CaseIterable {
  case plants
  case schedule
  case settings

  var position: Int {
    switch self {
    case .plants: 0
    case .schedule: 1
    case .settings: 2
    }
  }

  var dataSource: some View {
    switch self {
    case .plants: Label("Plants", systemImage: "leaf")
    case .schedule: Label("Schedule", systemImage: "calendar")
    case .settings: Label("Settings", systemImage: "gear")
    }
  }

  func coordinator() -> AnyCoordinatorType {
    switch self {
    case .plants: PlantsCoordinator()
    case .schedule: ScheduleCoordinator.make(remindersOn: Preferences.standard.remindersOn)
    case .settings: SettingsCoordinator()
    }
  }
}

final class GreenhouseTabs: TabCoordinator<GreenhousePage> {
  init() {
    super.init(pages: GreenhousePage.allCases, currentPage: .plants)
  }
}

struct Preferences {
  static let standard = Preferences()
  var remindersOn: Bool { UserDefaults.standard.bool(forKey: "reminders") }
  var hasSeenTips: Bool { UserDefaults.standard.bool(forKey: "tips") }
}
