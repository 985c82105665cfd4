import SUICoordinator
import SwiftUI

enum KiteRoute: RouteType {
  case kites

  var presentationStyle: TransitionPresentationStyle { .push }
  var body: some View { KitesView() }
}

final class KiteCoordinator: Coordinator<KiteRoute> {
  override func start() async { await startFlow(route: .kites) }
}

struct Spool: Identifiable {
  let id: Int
}

struct KitesView: View {
  @State private var showsEditor = false
  @State private var showsFilter = false
  @State private var showsHelp = false
  @State private var showsWind = false
  @State private var spool: Spool?
  @StateObject private var model = KiteModel()

  var body: some View {
    List {
      Button("New") { showsEditor = true }
      Button("Filter") { showsFilter = true }
      Button("Help") { showsHelp = true }
      Button("Wind") { showsWind = true }
      Button("Spool") { spool = Spool(id: 1) }
      Button("Tips") { model.showsTips = true }
    }
    .toolbar { Button("Reset") { showsHelp = false } }
    .sheet(isPresented: $showsEditor) {
      EditorView(onDone: { showsEditor = false })
    }
    .sheet(isPresented: $showsFilter) {
      FilterView(isPresented: $showsFilter, strict: $showsWind)
    }
    .fullScreenCover(isPresented: $showsHelp) {
      HelpView()
        .overlay { Button("Close") { showsHelp = false } }
    }
    .fullScreenCover(item: $spool) { spool in
      SpoolView(id: spool.id, close: { self.spool = nil })
    }
    .navigationDestination(isPresented: $showsWind) {
      WindView(shown: $showsWind)
    }
    .sheet(isPresented: $model.showsTips) {
      TipsView(onClose: { model.showsTips = false })
    }
    .sheet(isPresented: $model.showsGuide) {
      GuideView().overlay { Button("Hide") { model.showsGuide.toggle() } }
    }
    .fullScreenCover(isPresented: $model.showsMap) {
      MapView(isShown: $model.showsMap)
    }
  }
}

final class KiteModel: ObservableObject {
  @Published var showsTips = false
  @Published var showsGuide = false
  @Published var showsMap = false
}

struct TipsView: View {
  let onClose: () -> Void
  var body: some View { Button("Got it") { onClose() } }
}

struct EditorView: View {
  let onDone: () -> Void
  var body: some View { Button("Save") { onDone() } }
}

struct FilterView: View {
  @Binding var isPresented: Bool
  @Binding var strict: Bool
  var body: some View {
    Toggle("Strict", isOn: $strict)
    Button("Apply") { isPresented = false }
  }
}

struct HelpView: View {
  var body: some View { Text("Help") }
}

struct SpoolView: View {
  let id: Int
  let close: () -> Void
  var body: some View { Button("Done") { close() } }
}

struct WindView: View {
  @Binding var shown: Bool
  var body: some View { Button("Back") { shown = false } }
}

struct GuideView: View {
  var body: some View { Text("Guide") }
}

struct MapView: View {
  @Binding var isShown: Bool
  var body: some View { Button("Done") { isShown.toggle() } }
  func keepShown() { isShown = true }
}
