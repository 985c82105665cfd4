import SwiftUI

/// Pro features: a view that needs them shows the paywall, over itself, when it is tapped and the user is not pro.
struct RequiresPro: ViewModifier {
  @EnvironmentObject var coordinator: VaultCoordinator
  @AppStorage("isPro") private var isPro = false

  func body(content: Content) -> some View {
    content.onTapGesture {
      guard !isPro else { return }
      Task { await coordinator.showPaywall() }
    }
  }
}

extension View {
  func requiresPro() -> some View { modifier(RequiresPro()) }
}

struct ItemsView: View {
  @EnvironmentObject var coordinator: VaultCoordinator
  @State private var query = ""
  private let names = ["Bank", "Mail", "Wi-Fi"]

  var body: some View {
    List(names, id: \.self) { name in
      Button(name) { Task { await coordinator.open(name) } }
    }
    .searchable(text: $query)
    .onSubmit(of: .search) { Task { await coordinator.search(query) } }
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Add") { Task { await coordinator.addItem() } }
      }
    }
  }
}

struct ItemView: View {
  let name: String

  var body: some View {
    VStack {
      Text(name)
      Text("Password history").requiresPro()
    }
  }
}

struct SearchResultsView: View {
  @EnvironmentObject var coordinator: VaultCoordinator
  let query: String

  var body: some View {
    List(["Bank"], id: \.self) { name in
      Button(name) { Task { await coordinator.open(name) } }
    }
  }
}

struct NewItemView: View {
  @EnvironmentObject var coordinator: VaultCoordinator

  var body: some View {
    Form {
      Text("Attachments").requiresPro()
    }
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { Task { await coordinator.closeSheet() } }
      }
    }
  }
}

struct PaywallView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Not now") { dismiss() }
  }
}

struct LockView: View {
  @EnvironmentObject var coordinator: VaultCoordinator

  var body: some View {
    Button("Unlock with Face ID") { Task { await coordinator.unlocked() } }
  }
}
