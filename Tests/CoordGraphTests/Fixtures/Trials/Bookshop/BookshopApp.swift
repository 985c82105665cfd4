import SUICoordinator
import SwiftUI

@main
struct BookshopApp: App {
  let main = BookshopTabs(currentPage: .books)

  var body: some Scene {
    WindowGroup { main.view }
  }
}

enum BookshopPage: TabbarPage, CaseIterable {
  case books
  case orders

  func coordinator() -> Coordinator {
    switch self {
    case .books: return BooksCoordinator()
    case .orders: return OrdersCoordinator()
    }
  }

  var title: String { self == .books ? "Books" : "Orders" }
  var icon: String { self == .books ? "book" : "shippingbox" }
  var position: Int { self == .books ? 0 : 1 }
}

final class BookshopTabs: TabbarCoordinator<BookshopPage> {
  init(currentPage: BookshopPage) {
    super.init(pages: BookshopPage.allCases, currentPage: currentPage)
  }
}

/// An action a screen reads from the environment, as SwiftUI's `openURL`.
struct OpenBasketAction {
  let handler: () -> Void
  func callAsFunction() { handler() }
}

private struct OpenBasketKey: EnvironmentKey {
  static let defaultValue = OpenBasketAction {}
}

extension EnvironmentValues {
  var openBasket: OpenBasketAction {
    get { self[OpenBasketKey.self] }
    set { self[OpenBasketKey.self] = newValue }
  }
}

/// An alert that offers to try again, for any screen that loads.
struct RetryAlert: ViewModifier {
  @Binding var failed: Bool
  let onRetry: () -> Void

  func body(content: Content) -> some View {
    content.alert("Could not load", isPresented: $failed) {
      Button("Try again") { onRetry() }
      Button("Cancel", role: .cancel) {}
    }
  }
}

extension View {
  func retryAlert(isPresented failed: Binding<Bool>, onRetry: @escaping () -> Void) -> some View {
    modifier(RetryAlert(failed: failed, onRetry: onRetry))
  }
}

/// A row of a list that does one thing when tapped.
struct ActionRow: View {
  let title: String
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      HStack {
        Text(title)
        Spacer()
        Image(systemName: "chevron.right")
      }
    }
  }
}
