import ArgumentParser
import NavigationModel

/// The exploration bounds a command accepts; each overrides the design's `bounds:`.
struct BoundOptions: ParsableArguments {
  @Option(help: "Most entries in one stack (default \(Bounds.defaultStack), or the design's bounds.stack).")
  var maxDepth: Int?

  @Option(help: "Most layers, counting the window (default \(Bounds.defaultLayers), or the design's bounds.layers).")
  var maxLayers: Int?

  @Option(help: "Most states explored (default \(Bounds.defaultStates), or the design's bounds.states).")
  var maxStates: Int?

  func validate() throws {
    for (name, value) in [("--max-depth", maxDepth), ("--max-layers", maxLayers), ("--max-states", maxStates)] {
      if let value, value < 1 { throw ValidationError("\(name) must be at least 1 (given \(value))") }
    }
  }

  var bounds: Bounds { Bounds(stack: maxDepth, layers: maxLayers, states: maxStates) }
}
