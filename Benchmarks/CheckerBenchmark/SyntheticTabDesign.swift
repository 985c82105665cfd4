import NavigationModel

/// A synthetic app for the checker benchmark: a tab bar of `tabs` stacks, each with `routes` routes;
/// every route pushes the next two routes (so each tab holds any of 2^depth - 1 stacks), emits an
/// event its tab bar handles by selecting the next tab, and the stack bound is `depth`.
/// States: tabs x (2^depth - 1)^tabs.
struct SyntheticTabDesign {
  var tabs: Int
  var depth: Int
  var routes: Int

  var expectedStates: Int {
    tabs * Int(pow(Double((1 << depth) - 1), Double(tabs)))
  }

  func graph() -> NavigationGraph {
    let here = SourceLocation(file: "synthetic.yml", line: 1, column: 1)
    let tabNames = (0..<tabs).map { "Tab\($0)" }
    var coordinators = [
      Coordinator(
        name: "Main", kind: .tabs, start: NameReference(tabNames[0], at: here),
        tabs: tabNames.map { NameReference($0, at: here) },
        handlers: [
          EventHandler(
            event: "next", action: Action(.select, target: tabNames[1 % tabs], location: here), location: here)
        ],
        location: here)
    ]
    for name in tabNames {
      let routeList = (0..<routes).map { index in
        Route(
          name: "r\(index)",
          actions: [
            Action(.push, target: "r\((index + 1) % routes)", location: here),
            Action(.push, target: "r\((index + 2) % routes)", location: here),
            Action(.emit, target: "next", location: here),
          ], location: here)
      }
      coordinators.append(
        Coordinator(name: name, kind: .stack, start: NameReference("r0", at: here), routes: routeList, location: here))
    }
    return NavigationGraph(
      source: "synthetic.yml", entry: NameReference("Main", at: here),
      bounds: Bounds(stack: depth, layers: 2, states: expectedStates), coordinators: coordinators)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
