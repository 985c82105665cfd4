import SUICoordinator
import SwiftUI

enum StudyPage: TabPage, CaseIterable {
  case lessons, review, profile

  var position: Int {
    switch self {
    case .lessons: 0
    case .review: 1
    case .profile: 2
    }
  }

  var dataSource: StudyPageLabel { StudyPageLabel(page: self) }

  @MainActor func coordinator() -> AnyCoordinatorType {
    switch self {
    case .lessons: LessonsCoordinator()
    case .review: ReviewCoordinator()
    case .profile: ProfileCoordinator()
    }
  }
}

struct StudyPageLabel: View {
  let page: StudyPage

  var body: some View {
    switch page {
    case .lessons: Label("Lessons", systemImage: "book")
    case .review: Label("Review", systemImage: "rectangle.stack")
    case .profile: Label("Profile", systemImage: "person")
    }
  }
}

@MainActor
final class StudyTabs: TabCoordinator<StudyPage> {
  let onSignOut: () -> Void

  init(onSignOut: @escaping () -> Void) {
    self.onSignOut = onSignOut
    super.init(pages: StudyPage.allCases, currentPage: .lessons)
  }

  func openLesson(_ id: Int) async {
    currentPage = .lessons
    guard let lessons = getCoordinatorSelected() as? LessonsCoordinator else { return }
    await lessons.openLesson(id)
  }
}

protocol LessonsNavigating: AnyObject {
  func openLesson(_ id: Int) async
  func startQuiz(for lesson: Int) async
  func showGrammar(_ topic: String) async
}

enum LessonsRoute: RouteType {
  case list(LessonListModel)
  case lesson(LessonModel)
  case grammar(String)
  #if DEBUG
    case debugMenu
  #endif

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .grammar: .detents([.medium, .large])
    #if DEBUG
      case .debugMenu: .sheet
    #endif
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .list(let model): LessonListView(model: model)
    case .lesson(let model): LessonView(model: model)
    case .grammar(let topic): GrammarView(topic: topic)
    #if DEBUG
      case .debugMenu: DebugMenuView()
    #endif
    }
  }
}

@MainActor
@Coordinator(LessonsRoute.self)
final class LessonsCoordinator: LessonsNavigating {
  func start() async {
    await startFlow(route: .list(LessonListModel(navigator: self)))
  }

  func openLesson(_ id: Int) async {
    await navigate(toRoute: .lesson(LessonModel(id: id, navigator: self)))
  }

  func startQuiz(for lesson: Int) async {
    let quiz = QuizCoordinator(lesson: lesson) { [weak self] passed in
      guard passed else { return }
      Task { await self?.navigate(toRoute: .grammar("Lesson \(lesson) recap")) }
    }
    await navigate(to: quiz, presentationStyle: .fullScreenCover)
  }

  func showGrammar(_ topic: String) async {
    await navigate(toRoute: .grammar(topic))
  }

  #if DEBUG
    func showDebugMenu() async { await navigate(toRoute: .debugMenu) }
  #endif
}

@MainActor
final class LessonListModel: ObservableObject {
  weak var navigator: LessonsNavigating?
  @Published var lessons = [1, 2, 3]

  init(navigator: LessonsNavigating) { self.navigator = navigator }

  func select(_ id: Int) { Task { await navigator?.openLesson(id) } }
}

struct LessonListView: View {
  @ObservedObject var model: LessonListModel
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    List(model.lessons, id: \.self) { id in
      Button("Lesson \(id)") { model.select(id) }
    }
    #if DEBUG
      .toolbar {
        Button("Debug") { Task { await (coordinator as? LessonsCoordinator)?.showDebugMenu() } }
      }
    #endif
  }
}

@MainActor
final class LessonModel: ObservableObject {
  let id: Int
  weak var navigator: LessonsNavigating?

  init(id: Int, navigator: LessonsNavigating) {
    self.id = id
    self.navigator = navigator
  }

  func quiz() async { await navigator?.startQuiz(for: id) }
  func grammar() async { await navigator?.showGrammar("Lesson \(id) grammar") }
}

struct LessonView: View {
  @ObservedObject var model: LessonModel

  var body: some View {
    VStack {
      Button("Grammar") { Task { await model.grammar() } }
      Button("Quiz") { Task { await model.quiz() } }
    }
  }
}

struct GrammarView: View {
  let topic: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Text(topic)
        .toolbar { Button("Close") { dismiss() } }
    }
  }
}

struct DebugMenuView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Reset progress") {
      UserDefaults.standard.removeObject(forKey: "progress")
      Task { await coordinator?.close() }
    }
  }
}
