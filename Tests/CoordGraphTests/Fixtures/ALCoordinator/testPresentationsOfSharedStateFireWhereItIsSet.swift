import SUICoordinator
import SwiftUI

/// The app's own presentation state: any screen sets it, the root view presents it.
@Observable final class SheetRouter {
  var sheet: ShelfSheet?
  var showsSettings = false
}

enum ShelfSheet: Identifiable {
  case share(String)
  case report

  var id: String {
    switch self {
    case .share(let title): "share-\(title)"
    case .report: "report"
    }
  }
}

enum ShelfRoute: RouteType {
  case shelf
  case book(String)

  var presentationStyle: TransitionPresentationStyle { .push }

  @ViewBuilder var body: some View {
    switch self {
    case .shelf: ShelfView()
    case .book(let title): BookView(title: title)
    }
  }
}

@Coordinator(ShelfRoute.self)
final class ShelfCoordinator {
  func start() async { await startFlow(route: .shelf) }
  func open(_ title: String) async { await navigate(toRoute: .book(title)) }
}

struct ShelfView: View {
  @EnvironmentObject var coordinator: ShelfCoordinator
  @Environment(SheetRouter.self) private var sheets

  var body: some View {
    @Bindable var sheets = sheets
    List(["Dune"], id: \.self) { title in
      Button(title) { Task { await coordinator.open(title) } }
    }
    .toolbar { Button("Report") { sheets.sheet = .report } }
    .fullScreenCover(isPresented: $sheets.showsSettings) { SettingsView() }
    .sheet(item: $sheets.sheet) { sheet in
      switch sheet {
      case .share(let title): ShareSheet(title: title)
      case .report: ReportView()
      }
    }
  }
}

struct BookView: View {
  @Environment(SheetRouter.self) private var sheets
  let title: String

  var body: some View {
    Button("Share") { sheets.sheet = .share(title) }
    Button("Settings") { sheets.showsSettings = true }
  }
}

struct ShareSheet: View {
  let title: String
  var body: some View { Text(title) }
}

struct ReportView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Send") { dismiss() } }
}

struct SettingsView: View {
  @Environment(SheetRouter.self) private var sheets
  var body: some View { Button("Done") { sheets.showsSettings = false } }
}
