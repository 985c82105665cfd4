import SUICoordinator
import SwiftUI

enum WrenRoute: RouteType {
  case feeders

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { FeedersView() }
}

final class WrenCoordinator: Coordinator<WrenRoute> {
  override func start() async { await startFlow(route: .feeders) }
}

struct FeedersView: View {
  @State private var showsSeeds = false
  @State private var showsLog = false
  @State private var isPro = false
  @State private var loading = false

  var body: some View {
    List {
      Button("Seeds") { showsSeeds = true }
      Button("Log") { showsLog = true }
    }
    .sheet(isPresented: $showsSeeds) {
      if isPro {
        SeedsView()
      } else {
        UpgradeView().toolbar { Button("Later") { showsSeeds = false } }
      }
    }
    .fullScreenCover(isPresented: $showsLog) {
      NavigationStack {
        if loading {
          ProgressView()
        } else if isPro {
          LogView()
        } else {
          LogPreviewView()
        }
      }
    }
  }
}

struct SeedsView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Done") { dismiss() } }
}

struct UpgradeView: View {
  var body: some View {
    NavigationLink("Plans") { PlansView() }
  }
}

struct PlansView: View {
  var body: some View { Text("Plans") }
}

struct LogView: View {
  var body: some View { Text("Log") }
}

struct LogPreviewView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}
