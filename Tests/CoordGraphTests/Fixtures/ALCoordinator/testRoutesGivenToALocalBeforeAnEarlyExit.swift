import SUICoordinator
import SwiftUI

enum QuayRoute: RouteType {
  case quay
  case berth
  case permit
  case harbor
  case tide
  case log
  case crane
  case manifest

  var presentationStyle: TransitionPresentationStyle {
    switch self {
    case .permit, .tide: .sheet
    default: .push
    }
  }

  @MainActor @ViewBuilder
  var body: some View {
    switch self {
    case .quay: QuayView()
    default: Text("Page")
    }
  }
}

enum QuayError: Error {
  case closed
}

final class QuayCoordinator: Coordinator<QuayRoute> {
  var hasPermit = false
  var isLow = false
  var isOpen = true
  var entries: [String] = []

  override func start() async {
    await startFlow(route: .quay)
  }

  func dock() async {
    var next = QuayRoute.berth
    guard hasPermit else {
      next = .permit
      await navigate(toRoute: next)
      return
    }
    await navigate(toRoute: next)
  }

  func sail() async {
    var next = QuayRoute.harbor
    if isLow {
      next = .tide
      await navigate(toRoute: next)
      return
    }
    await navigate(toRoute: next)
  }

  func load() async throws {
    var next = QuayRoute.crane
    if !isOpen {
      next = .manifest
      throw QuayError.closed
    }
    await navigate(toRoute: next)
  }

  func read() async {
    var next = QuayRoute.log
    entries.forEach { entry in
      if entry.isEmpty {
        next = .tide
        return
      }
    }
    await navigate(toRoute: next)
  }

  func moor(_ kind: Int) async {
    var next = QuayRoute.berth
    switch kind {
    case 0:
      next = .tide
      return
    default:
      next = .harbor
    }
    await navigate(toRoute: next)
  }

  func scan() async {
    var next = QuayRoute.log
    for entry in entries where entry.isEmpty {
      next = .crane
    }
    await navigate(toRoute: next)
  }

  func unload() async {
    var next = QuayRoute.manifest
    do {
      if !isOpen {
        next = .log
        throw QuayError.closed
      }
    } catch {}
    await navigate(toRoute: next)
  }
}

struct QuayView: View {
  @EnvironmentObject var coordinator: QuayCoordinator
  var body: some View {
    Button("Dock") { Task { await coordinator.dock() } }
    Button("Sail") { Task { await coordinator.sail() } }
    Button("Load") { Task { try? await coordinator.load() } }
    Button("Read") { Task { await coordinator.read() } }
    Button("Moor") { Task { await coordinator.moor(0) } }
    Button("Scan") { Task { await coordinator.scan() } }
    Button("Unload") { Task { await coordinator.unload() } }
  }
}
