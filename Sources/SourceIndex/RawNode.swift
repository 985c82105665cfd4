@_spi(RawSyntax) import SwiftSyntax

/// A node of swift-syntax's raw tree (an SPI of the exact version the package pins) with where it
/// starts in its file. The index reads every node this way: a typed `Syntax` node is allocated in
/// an arena with its parent and position, and making them cost as much as the parse; a raw node is a
/// pointer, and its children's places are sums of their byte lengths.
struct RawNode {
  let raw: RawSyntax
  /// Where the node starts in the file, its leading trivia included.
  let offset: Int

  var kind: SyntaxKind { raw.kind }

  /// Where the node's text starts, after its leading trivia.
  var start: Int { offset + raw.leadingTriviaByteLength }

  /// Where the node's text ends, before its trailing trivia.
  var end: Int { offset + raw.byteLength - raw.trailingTriviaByteLength }

  /// The node as a typed raw node, if it is of that kind.
  func `as`<Node: RawSyntaxNodeProtocol>(_ type: Node.Type) -> Node? { Node(raw) }

  /// A child given by one of a typed raw node's properties, with its place.
  func child(_ node: some RawSyntaxNodeProtocol) -> RawNode { child(raw: node.raw) }

  /// A child given as a raw node of any kind (`#if` clauses' elements), with its place.
  func child(raw node: RawSyntax) -> RawNode {
    guard let layout = raw.layoutView else { return RawNode(raw: node, offset: offset) }
    let id = node.id
    var place = offset
    for candidate in layout.children {
      guard let candidate else { continue }
      if candidate.id == id { break }
      place += candidate.byteLength
    }
    return RawNode(raw: node, offset: place)
  }

  /// An optional child given by one of a typed raw node's properties, with its place.
  @_disfavoredOverload
  func child(_ node: (some RawSyntaxNodeProtocol)?) -> RawNode? {
    node.map { child($0) }
  }

  /// The children that are present, in order, with their places (the elements of a collection).
  var children: Children { Children(parent: self) }

  /// The elements of a collection with the elements of its `#if` blocks in place of the blocks: every
  /// clause's, whatever its condition (a `case .debugMenu:` arm under `#if DEBUG` is read, as the
  /// declarations under `#if` are).
  var elementsThroughCompilationConditions: [RawNode] {
    var elements: [RawNode] = []
    for element in children {
      guard let block = element.as(RawIfConfigDeclSyntax.self) else {
        elements.append(element)
        continue
      }
      for clause in element.child(block.clauses).children {
        guard let inner = clause.as(RawIfConfigClauseSyntax.self)?.elements else { continue }
        elements += clause.child(raw: inner).elementsThroughCompilationConditions
      }
    }
    return elements
  }

  /// The children of a node, each with its place.
  struct Children: Sequence {
    let parent: RawNode

    var count: Int { parent.raw.layoutView?.children.lazy.filter { $0 != nil }.count ?? 0 }

    var first: RawNode? {
      var iterator = makeIterator()
      return iterator.next()
    }

    /// The last child (its place is found by walking the ones before it).
    var last: RawNode? {
      var last: RawNode?
      for child in self { last = child }
      return last
    }

    func makeIterator() -> Iterator {
      Iterator(layout: parent.raw.layoutView?.children, place: parent.offset)
    }

    struct Iterator: IteratorProtocol {
      let layout: RawSyntaxBuffer?
      var position = 0
      var place: Int

      init(layout: RawSyntaxBuffer?, place: Int) {
        self.layout = layout
        self.place = place
      }

      mutating func next() -> RawNode? {
        guard let layout else { return nil }
        while position < layout.count {
          let candidate = layout[position]
          position += 1
          guard let candidate else { continue }
          defer { place += candidate.byteLength }
          return RawNode(raw: candidate, offset: place)
        }
        return nil
      }
    }
  }
}
