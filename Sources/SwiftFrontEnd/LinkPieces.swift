import NavigationModel
import SourceIndex

/// The pieces of a handler's code that run steps, grouped into its links. A piece is a call or an assignment written
/// in the handler: it belongs to the links its URL test names (`case "berth":`, `if url.host == "ticket"`), or to none.
/// A piece that no test names runs for every link when it is written outside the tests that name them
/// (`router.dismiss()` before `switch url.host()`): it is each link's step too, in its place. One written in a side of
/// such a test that names no link (`default:`, the `else` of `if url.host == "ticket"`) runs for the other URLs:
/// the link named after the handler.
struct LinkPieces {
  struct Piece {
    var location: SourceLocation
    /// The links its test names; empty where it names none.
    var urls: [String]
    var steps: [ChosenStep]
    /// The sides of the `if` chains and `switch`es it is written in (`CallItem.branches`).
    var branches: [Int]
    /// The handler it is written in, where one function holds several (`.onOpenURL { ... }` and
    /// `.onContinueUserActivity(...) { ... }` in one `body`): pieces of two handlers are never one link's.
    var handler = ""
  }

  /// A link's steps, in source order, each with where its piece is written and whether the link shares it with the
  /// others.
  struct Grouped {
    var url: String
    var steps: [ChosenStep] = []
    var locations: [SourceLocation] = []
    var shared: [Bool] = []
  }

  var pieces: [Piece] = []

  /// Each link's steps, the links in the order their own first pieces are written; `handlerName` names, for each
  /// handler (`Piece.handler`), the link of its pieces that no test names (`Dock.open`). Only where no piece is named
  /// do the unnamed ones make that link alone; where some are, it is made only by pieces in a side that names no link,
  /// with the shared ones.
  func grouped(handlerName: (String) -> String) -> [Grouped] {
    var handlers: [String] = []
    for piece in pieces where !handlers.contains(piece.handler) { handlers.append(piece.handler) }
    return handlers.flatMap { handler in
      LinkPieces(pieces: pieces.filter { $0.handler == handler }).groupedInOneHandler(
        handlerName: handlerName(handler))
    }
  }

  /// `grouped(handlerName:)` for pieces of one handler.
  private func groupedInOneHandler(handlerName: String) -> [Grouped] {
    let sorted = pieces.sorted { $0.location < $1.location }
    let shared = sharedPieces(sorted)
    var order: [String] = []
    var links: [String: Grouped] = [:]
    for (position, piece) in sorted.enumerated() where !shared[position] {
      for url in piece.urls.isEmpty ? [handlerName] : piece.urls {
        if links[url] == nil {
          order.append(url)
          links[url] = Grouped(url: url)
        }
      }
    }
    for url in order {
      for (position, piece) in sorted.enumerated()
      where shared[position] || (piece.urls.isEmpty ? url == handlerName : piece.urls.contains(url)) {
        links[url]!.steps += piece.steps
        links[url]!.locations += repeatElement(piece.location, count: piece.steps.count)
        links[url]!.shared += repeatElement(shared[position], count: piece.steps.count)
      }
    }
    return order.map { links[$0]! }
  }

  /// Whether each piece runs for every link: it names none, some piece names one, and it is written on no side of an
  /// `if` chain or `switch` other than a named piece's side of it, nor where a named piece is (the other side of a
  /// choice, `Page(rawValue: url.host() ?? "") ?? .calls`).
  private func sharedPieces(_ sorted: [Piece]) -> [Bool] {
    var namedSides: [Int: Set<Int>] = [:]
    var namedPlaces: Set<SourceLocation> = []
    for piece in sorted where !piece.urls.isEmpty {
      namedPlaces.insert(piece.location)
      for branch in piece.branches {
        let (chain, side) = CallItem.chainAndSide(ofBranch: branch)
        namedSides[chain, default: []].insert(side)
      }
    }
    guard sorted.contains(where: { !$0.urls.isEmpty }) else { return sorted.map { _ in false } }
    return sorted.map { piece in
      piece.urls.isEmpty && !namedPlaces.contains(piece.location)
        && !piece.branches.contains { branch in
          let (chain, side) = CallItem.chainAndSide(ofBranch: branch)
          return namedSides[chain]?.contains { $0 != side } ?? false
        }
    }
  }
}
