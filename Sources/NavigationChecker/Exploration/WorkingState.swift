/// Content node kinds in a state's token sequence.
///
/// A state is a sequence of layers, bottom to top; each layer is `style, content`; content is one of
///   stack:  `0, n, route0, owner0, route1, owner1, ...` (bottom entry first)
///   tabs:   `1, owner, selected, n, content0, content1, ...`
///   slot:   `2, owner, content`
///   screen: `3, route, owner`
/// Owners are coordinator instances, indexes into the instance table (type and parent).
enum ContentKind {
  static let stack: Int32 = 0
  static let tabs: Int32 = 1
  static let slot: Int32 = 2
  static let screen: Int32 = 3
}

/// How a layer was presented.
enum LayerStyle {
  static let window: Int32 = 0
  static let sheet: Int32 = 1
  static let cover: Int32 = 2
}

/// A navigation state being read or changed: flat buffers, reused between states to avoid allocation.
struct WorkingState: ~Copyable {
  /// Layers' tokens, bottom layer first.
  var tokens = Int32Buffer(capacity: 128)
  /// Each instance's coordinator type.
  var types = Int32Buffer(capacity: 32)
  /// Each instance's parent instance, -1 for none.
  var parents = Int32Buffer(capacity: 32)

  init() {}

  mutating func copy(from other: borrowing WorkingState) {
    tokens.copy(from: other.tokens)
    types.copy(from: other.types)
    parents.copy(from: other.parents)
  }

  /// A new instance of `type` whose parent is `parent`.
  mutating func newInstance(type: Int32, parent: Int32) -> Int32 {
    types.append(type)
    parents.append(parent)
    return Int32(types.count - 1)
  }

  /// The index just past the content that starts at `index`.
  func contentEnd(_ index: Int) -> Int {
    switch tokens[index] {
    case ContentKind.stack:
      return index + 2 + 2 * Int(tokens[index + 1])
    case ContentKind.tabs:
      var next = index + 4
      for _ in 0..<Int(tokens[index + 3]) { next = contentEnd(next) }
      return next
    case ContentKind.slot:
      return contentEnd(index + 2)
    default:
      return index + 3
    }
  }

  /// The start index of the `child`-th content of the tab bar at `index`.
  func tabContent(_ index: Int, child: Int) -> Int {
    var next = index + 4
    for _ in 0..<child { next = contentEnd(next) }
    return next
  }

  /// Start indexes of every layer (the style token), bottom first.
  /// The index of the top layer's style token.
  var topLayerStart: Int {
    var index = 0
    var top = 0
    while index < tokens.count {
      top = index
      index = contentEnd(index + 1)
    }
    return top
  }

  var layerCount: Int {
    var index = 0
    var count = 0
    while index < tokens.count {
      count += 1
      index = contentEnd(index + 1)
    }
    return count
  }
}

/// Where the user's eyes are: the visible content and screen of the top layer.
struct VisibleScreen {
  /// The visible content's index: a stack or a screen.
  var content: Int
  /// Whether it is a stack.
  var isStack: Bool
  /// The visible route.
  var route: Int32
  /// The instance that owns the visible entry or screen.
  var owner: Int32
  /// The top layer's style token index.
  var layer: Int
}

extension WorkingState {
  /// Descends from the top layer to the visible content; the tab bars passed are collected.
  /// `topLayer` is the top layer's style token index, when known.
  func visible(tabBars: inout Int32Buffer, topLayer: Int? = nil) -> VisibleScreen {
    tabBars.removeAll()
    let layer = topLayer ?? topLayerStart
    var index = layer + 1
    while true {
      switch tokens[index] {
      case ContentKind.stack:
        let top = index + 2 + 2 * (Int(tokens[index + 1]) - 1)
        return VisibleScreen(content: index, isStack: true, route: tokens[top], owner: tokens[top + 1], layer: layer)
      case ContentKind.tabs:
        tabBars.append(Int32(index))
        index = tabContent(index, child: Int(tokens[index + 2]))
      case ContentKind.slot:
        index += 2
      default:
        return VisibleScreen(
          content: index, isStack: false, route: tokens[index + 1], owner: tokens[index + 2], layer: layer)
      }
    }
  }

  /// The visible route alone.
  var visibleRoute: Int32 {
    var index = topLayerStart + 1
    while true {
      switch tokens[index] {
      case ContentKind.stack: return tokens[index + 2 * Int(tokens[index + 1])]
      case ContentKind.tabs: index = tabContent(index, child: Int(tokens[index + 2]))
      case ContentKind.slot: index += 2
      default: return tokens[index + 1]
      }
    }
  }
}
