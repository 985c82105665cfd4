import SUICoordinator
import SwiftUI

enum GardenRoute: RouteType {
  case beds
  case planner

  var presentationStyle: TransitionPresentationStyle { .push }

  var body: some View {
    switch self {
    case .beds: BedsView()
    case .planner: PlannerView()
    }
  }
}

final class GardenCoordinator: Coordinator<GardenRoute> {
  override func start() async { await startFlow(route: .beds) }
  func plan() async { await navigate(toRoute: .planner) }
}

struct BedsView: View {
  @EnvironmentObject var coordinator: GardenCoordinator
  @State private var showFilters = false
  @State private var photo: Photo?
  @State private var showTips = false
  var body: some View {
    List {
      Button("Filters") { showFilters = true }
      NavigationLink(destination: BedView()) { Text("Bed") }
      NavigationLink {
        AboutView()
      } label: {
        Text("About")
      }
    }
    .sheet(isPresented: $showFilters) { FiltersView() }
    .sheet(isPresented: $showFilters) { ShareLink(item: "garden") }
    .sheet(isPresented: $showTips) { NavigationStack { TipsView() } }
    .fullScreenCover(item: $photo) { photo in PhotoView(photo: photo) }
  }
}

struct Photo: Identifiable { let id: Int }

struct FiltersView: View {
  @EnvironmentObject var coordinator: GardenCoordinator
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Plan") { Task { await coordinator.plan() } }
    Button("Done") { dismiss() }
  }
}

struct TipsView: View {
  var body: some View { Text("Tips") }
}

struct PhotoView: View {
  let photo: Photo
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

struct BedView: View {
  var body: some View { Text("Bed") }
}

struct AboutView: View {
  var body: some View { Text("About") }
}

struct PlannerView: View {
  var body: some View { NavigationLink(value: 1) { BedRow() } }
}

struct BedRow: View {
  var body: some View { Text("Bed") }
}

extension BedsView {
  /// What sets the tips and the photo, so that their presentations show.
  func present(tips: Bool, photo: Photo?) {
    showTips = tips
    self.photo = photo
  }
}
