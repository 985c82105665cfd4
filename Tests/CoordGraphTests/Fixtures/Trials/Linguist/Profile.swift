import SUICoordinator
import SwiftUI

enum ReviewRoute: RouteType {
  case deck
  case card(word: String)

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .deck: DeckView()
    case .card(let word): CardView(word: word)
    }
  }
}

@MainActor
@Coordinator(ReviewRoute.self)
final class ReviewCoordinator {
  func start() async { await startFlow(route: .deck) }
  func flip(_ word: String) async { await navigate(toRoute: .card(word: word)) }
  func next() async { await router.pop() }
}

struct DeckView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Button("Flip") { Task { await (coordinator as? ReviewCoordinator)?.flip("Hund") } }
  }
}

struct CardView: View {
  let word: String
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Text(word)
      Button("Next") { Task { await (coordinator as? ReviewCoordinator)?.next() } }
    }
  }
}

enum ProfileRoute: RouteType {
  case overview
  case settings
  case language

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .settings: .sheet
    default: .push
    }
  }

  @ViewBuilder var body: some View {
    switch self {
    case .overview: ProfileOverviewView()
    case .settings: ProfileSettingsView()
    case .language: LanguagePickerView()
    }
  }
}

@MainActor
@Coordinator(ProfileRoute.self)
final class ProfileCoordinator {
  func start() async { await startFlow(route: .overview) }
  func settings() async { await navigate(toRoute: .settings) }
  func language() async { await navigate(toRoute: .language) }

  func signOut() async {
    await close()
    (parent as? StudyTabs)?.onSignOut()
  }
}

struct ProfileOverviewView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    VStack {
      Button("Settings") { Task { await (coordinator as? ProfileCoordinator)?.settings() } }
      Button("Practice words") { (coordinator?.parent as? StudyTabs)?.currentPage = .review }
    }
  }
}

struct ProfileSettingsView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    Form {
      Button("Language") { Task { await (coordinator as? ProfileCoordinator)?.language() } }
      Button("Sign out", role: .destructive) { Task { await (coordinator as? ProfileCoordinator)?.signOut() } }
    }
  }
}

struct LanguagePickerView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    List(["German", "Spanish"], id: \.self) { language in
      Button(language) {
        UserDefaults.standard.set(language, forKey: "language")
        dismiss()
      }
    }
  }
}
