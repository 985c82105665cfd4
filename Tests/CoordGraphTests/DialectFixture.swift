import Foundation
import NavigationModel
import SourceIndex
import SwiftFrontEnd

/// Dialect fixtures: one Swift file per idiom under `Fixtures/`, read as an app, described line by line.
enum DialectFixture {
  static func load(_ name: String, entry: String? = nil) throws -> SwiftApp {
    let path = packageRoot.appendingPathComponent("Tests/CoordGraphTests/Fixtures/\(name).swift").path
    switch SwiftAppLoader.load(files: [path], source: path, entry: entry) {
    case .success(let app): return app
    case .failure(let error): throw error
    }
  }

  /// A fixture app of several files, in a folder (for idioms that need a project's layout).
  static func loadFolder(_ name: String, entry: String? = nil) throws -> SwiftApp {
    let path = packageRoot.appendingPathComponent("Tests/CoordGraphTests/Fixtures/\(name)").path
    switch SwiftAppLoader.load(files: SwiftFileFinder().files(in: [path]), source: path, entry: entry) {
    case .success(let app): return app
    case .failure(let error): throw error
    }
  }

  /// One line per coordinator, route and action: `ShopCoordinator stack start catalog @31:1`.
  static func describe(_ graph: NavigationGraph) -> [String] {
    func at(_ location: SourceLocation) -> String { "@\(location.line):\(location.column ?? 0)" }
    var lines: [String] = []
    for coordinator in graph.coordinators {
      var head = "\(coordinator.name) \(coordinator.kind.rawValue) start \(coordinator.start.name)"
      if !coordinator.tabs.isEmpty { head += " tabs \(coordinator.tabs.map(\.name).joined(separator: ","))" }
      lines.append("\(head) \(at(coordinator.location))")
      for route in coordinator.routes {
        lines.append("  \(route.name) \(at(route.location))")
        for action in route.actions {
          let inferred = action.confidence == .inferred ? " inferred" : ""
          lines.append("    \(action.summary)\(inferred) \(at(action.location))")
        }
      }
      for handler in coordinator.handlers {
        lines.append("  on \(handler.event): \(handler.action.summary) \(at(handler.location))")
      }
    }
    return lines
  }

  /// `line:column message` for each reading note.
  static func describe(_ notes: [ReadingNote]) -> [String] {
    notes.map { "\($0.location.line):\($0.location.column ?? 0) \($0.message)" }
  }

  /// `url -> target: step in Coordinator, ...` for each deep link.
  static func describe(_ links: [DeepLink]) -> [String] {
    links.map { link in
      "\(link.url) -> \(link.target.name): "
        + (link.steps ?? []).map {
          "\($0.action.summary)\($0.ifAny ? " if any" : "") in \($0.coordinator?.name ?? "-")"
        }
        .joined(separator: ", ") + (link.onlyWith.map { " (only with \($0.name))" } ?? "")
    }
  }
}
