import SUICoordinator
import SwiftUI

enum ScheduleRoute: RouteType {
  case week
  case day(Date)
  case reminders
  case tips

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .week, .day: .push
    case .reminders, .tips: .sheet
    }
  }

  var body: some View {
    switch self {
    case .week: WeekView(model: WeekModel())
    case .day(let date): DayView(date: date)
    case .reminders: RemindersView()
    case .tips: Text("Water in the morning")
    }
  }
}

@Coordinator(ScheduleRoute.self)
final class ScheduleCoordinator {
  private var remindersOn = false

  static func make(remindersOn: Bool) -> ScheduleCoordinator {
    let coordinator = ScheduleCoordinator()
    coordinator.remindersOn = remindersOn
    return coordinator
  }

  func start() async {
    switch (remindersOn, Preferences.standard.hasSeenTips) {
    case (true, _):
      await startFlow(route: .week)
    case (false, true):
      await startFlow(route: .week)
      await navigate(toRoute: .reminders)
    case (false, false):
      await startFlow(route: .week)
      await navigate(toRoute: .tips)
    }
  }

  func show(_ date: Date) async { await navigate(toRoute: .day(date)) }
  func remindersSet() async { await close() }
}

@Observable
final class WeekModel {
  @ObservationIgnored weak var coordinator: ScheduleCoordinator?

  var selected: Date? {
    didSet {
      guard let selected, let coordinator else { return }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
        Task { await coordinator.show(selected) }
      }
    }
  }
}

struct WeekView: View {
  @Environment(\.coordinator) private var coordinator
  @State var model: WeekModel

  var body: some View {
    Button("Today") { model.selected = .now }
      .onAppear { model.coordinator = coordinator as? ScheduleCoordinator }
  }
}

struct DayView: View {
  let date: Date
  var body: some View { Text(date, style: .date) }
}

struct RemindersView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Toggle("Remind me", isOn: .constant(true))
      .onChange(of: true) {
        Task { await (coordinator as? ScheduleCoordinator)?.remindersSet() }
      }
  }
}
