import Observation
import SUICoordinator
import SwiftUI

@Observable
final class TapsModel {
  weak var coordinator: BreweryCoordinator?
  var beers: [String] = []

  func needsUpdate() async -> Bool {
    async let minimum = VersionService.minimumVersion()
    async let current = VersionService.currentVersion()
    return await current < minimum
  }

  func open(_ beer: String) {
    Task { await coordinator?.showBeer(beer) }
  }

  func scan() {
    Task { await coordinator?.scan() }
  }
}

enum VersionService {
  static func minimumVersion() async -> Int { 3 }
  static func currentVersion() async -> Int { 2 }
}

struct TapsView: View {
  @Environment(\.coordinator) private var coordinator
  @State private var model = TapsModel()

  var body: some View {
    List(model.beers, id: \.self) { beer in
      Button(beer) { model.open(beer) }
    }
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Scan", systemImage: "qrcode.viewfinder") { model.scan() }
      }
    }
    .onAppear { model.coordinator = coordinator as? BreweryCoordinator }
    .task {
      if await model.needsUpdate() {
        await (coordinator as? BreweryCoordinator)?.showUpdate()
      }
    }
    .refreshable { model.beers = [] }
  }
}

struct BeerView: View {
  let id: String
  @Environment(\.coordinator) private var coordinator
  private var brewery: BreweryCoordinator? { coordinator as? BreweryCoordinator }

  var body: some View {
    VStack {
      Text(id)
      Button("Tasting notes") { Task { await brewery?.showNotes(for: id) } }
      Button("Order") { Task { await brewery?.order(id) } }
    }
  }
}

struct TastingNotesView: View {
  let beer: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}

struct ScannerView: View {
  @Environment(\.coordinator) private var coordinator

  var body: some View {
    CodeScanner { result in
      Task { await (coordinator as? BreweryCoordinator)?.scanned(try? result.get()) }
    }
  }
}

struct CodeScanner: View {
  let completion: (Result<String, Error>) -> Void
  var body: some View { Color.black }
}

struct UpdateView: View {
  var body: some View { Link("Update", destination: URL(string: "https://apps.apple.com")!) }
}
