/// The naive explorer's state: plain recursive values, compared with `==` (no packing, no interning).
indirect enum NaiveContent: Hashable {
  case stack([NaiveEntry])
  case tabs(owner: Int, selected: Int, tabs: [NaiveContent])
  case slot(owner: Int, content: NaiveContent)
  case screen(route: String, owner: Int)
}

struct NaiveEntry: Hashable {
  var route: String
  var owner: Int
}

struct NaiveLayer: Hashable {
  var style: String  // window, sheet, cover
  var content: NaiveContent
}

struct NaiveState: Hashable {
  var layers: [NaiveLayer]
  /// Instance -> coordinator type name.
  var types: [Int: String]
  /// Instance -> parent instance.
  var parents: [Int: Int]

  /// A fresh instance number.
  mutating func newInstance(_ type: String, parent: Int?) -> Int {
    let id = (types.keys.max() ?? -1) + 1
    types[id] = type
    if let parent { parents[id] = parent }
    return id
  }

  /// Owners in pre-order, layers bottom-up, with repeats.
  var ownersInOrder: [Int] {
    func owners(_ content: NaiveContent) -> [Int] {
      switch content {
      case .stack(let entries): return entries.map(\.owner)
      case .tabs(let owner, _, let tabs): return [owner] + tabs.flatMap(owners)
      case .slot(let owner, let content): return [owner] + owners(content)
      case .screen(_, let owner): return [owner]
      }
    }
    return layers.flatMap { owners($0.content) }
  }

  /// Drops instances that own nothing (what they started moves up), and renumbers the rest by first
  /// appearance: two states equal up to renaming of instances become equal.
  func canonical() -> NaiveState {
    var order: [Int] = []
    for owner in ownersInOrder where !order.contains(owner) { order.append(owner) }
    var rename: [Int: Int] = [:]
    for (new, old) in order.enumerated() { rename[old] = new }
    func map(_ content: NaiveContent) -> NaiveContent {
      switch content {
      case .stack(let entries): return .stack(entries.map { NaiveEntry(route: $0.route, owner: rename[$0.owner]!) })
      case .tabs(let owner, let selected, let tabs):
        return .tabs(owner: rename[owner]!, selected: selected, tabs: tabs.map(map))
      case .slot(let owner, let content): return .slot(owner: rename[owner]!, content: map(content))
      case .screen(let route, let owner): return .screen(route: route, owner: rename[owner]!)
      }
    }
    var result = NaiveState(
      layers: layers.map { NaiveLayer(style: $0.style, content: map($0.content)) }, types: [:], parents: [:])
    for old in order {
      result.types[rename[old]!] = types[old]
      var parent = parents[old]
      while let candidate = parent, rename[candidate] == nil { parent = parents[candidate] }
      if let parent { result.parents[rename[old]!] = rename[parent]! }
    }
    return result
  }

  /// The visible screen: route, owner, and whether it sits in a stack (with that stack's size).
  var visible: (route: String, owner: Int, stackSize: Int?) {
    var content = layers.last!.content
    while true {
      switch content {
      case .stack(let entries): return (entries.last!.route, entries.last!.owner, entries.count)
      case .tabs(_, let selected, let tabs): content = tabs[selected]
      case .slot(_, let inner): content = inner
      case .screen(let route, let owner): return (route, owner, nil)
      }
    }
  }

  /// The chain from an instance up: itself, its parent, ...
  func chain(from instance: Int) -> [Int] {
    var result = [instance]
    while let parent = parents[result.last!] { result.append(parent) }
    return result
  }
}
