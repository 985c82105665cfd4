import SUICoordinator
import SwiftUI

struct MapScreen: View {
  @Environment(\.coordinator) private var coordinator
  @State private var showingMenu = false

  private var routing: FleetRouting? { coordinator as? FleetRouting }

  var body: some View {
    VStack {
      Button("Truck 7") { Task { await routing?.go(to: .vehicle(7)) } }
      Button("Menu") { showingMenu = true }
    }
    .confirmationDialog("Menu", isPresented: $showingMenu) {
      Button("Report") { Task { await routing?.go(to: .report) } }
      Button("Driver") { Task { await routing?.go(to: .driver(1)) } }
    }
  }
}

struct VehicleScreen: View {
  let id: Int
  let onRetire: () -> Void
  @State private var confirming = false

  var body: some View {
    Button("Retire") { confirming = true }
      .alert("Retire vehicle?", isPresented: $confirming) {
        Button("Retire", role: .destructive) { onRetire() }
        Button("Cancel", role: .cancel) {}
      }
  }
}

struct ReportScreen: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Done") { dismiss() }
  }
}

struct ExpiredScreen: View {
  @Environment(\.coordinator) private var coordinator
  var body: some View {
    Button("Sign in again") { Task { await (coordinator as? FleetRouting)?.signOut() } }
  }
}
