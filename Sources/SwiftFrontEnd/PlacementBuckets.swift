/// Where each route's actions are among the placements: for route `n`, the (placement, entry) pairs
/// whose route is `n`, in placement order. Built from the route numbers alone, so that merging 160,000
/// placed actions copies integers, not actions.
struct PlacementBuckets: Sendable {
  private var starts: [Int]
  private var pairs: [(placement: Int, entry: Int)]

  /// The buckets of `placements` over routes numbered `0 ..< routeCount`.
  init(_ placements: [GraphAssembler.Placement], routeCount: Int) {
    var counts = [Int](repeating: 0, count: routeCount + 1)
    for placement in placements.indices {
      for entry in placements[placement].routes.indices { counts[placements[placement].routes[entry].0 + 1] += 1 }
    }
    for route in 0..<routeCount { counts[route + 1] += counts[route] }
    starts = counts
    var next = counts
    pairs = Array(repeating: (0, 0), count: counts[routeCount])
    for placement in placements.indices {
      for entry in placements[placement].routes.indices {
        let number = placements[placement].routes[entry].0
        pairs[next[number]] = (placement, entry)
        next[number] += 1
      }
    }
  }

  /// The (placement, entry) pairs of a route, in placement order.
  func entries(of route: Int) -> ArraySlice<(placement: Int, entry: Int)> { pairs[starts[route]..<starts[route + 1]] }
}
