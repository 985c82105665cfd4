import SourceIndex

/// Swift's async streams, read as subjects that give nothing at once: a `for await` loop over an app type's stored
/// `AsyncStream` (`let flowers: AsyncStream<Flower>`, `let (flowers, flowerSink) = AsyncStream.makeStream(of:
/// Flower.self)`) runs where a value is yielded to a continuation of the type that feeds it (`flowerSink.yield(.roses)`).
extension SubjectEvents {
  /// Swift's async streams: what `yield(_:)` on one of their continuations delivers to the `for await` loops over them
  /// (the value's type is the first generic argument, as for a subject).
  static let streamTypes: Set<String> = ["AsyncStream", "AsyncThrowingStream"]

  /// The type of a stored property, as written or, for a stream or its continuation made by `makeStream`, as
  /// `madeStreamPart(_:)` reads it.
  static func writtenOrMadeType(_ property: PropertyItem) -> TypeReference? {
    property.type ?? madeStreamPart(property)
  }

  /// The type of a property declared by `let (events, continuation) = AsyncStream.makeStream(of: Event.self)` (also
  /// `AsyncStream<Event>.makeStream()`, an `AsyncThrowingStream`'s): the stream (`AsyncStream<Event>`) first, its
  /// continuation (`AsyncStream.Continuation<Event>`, as `AsyncStream<Event>.Continuation` is read) second; nil for
  /// any other property.
  static func madeStreamPart(_ property: PropertyItem) -> TypeReference? {
    guard let position = property.tuplePosition, position < 2,
      case .call(let chain, let arguments)? = property.value, chain.count == 2, chain[1] == .name("makeStream")
    else { return nil }
    var stream: TypeReference
    switch chain[0] {
    case .name(let name): stream = TypeReference(name: name)
    case .specialized(let type): stream = type
    default: return nil
    }
    guard streamTypes.contains(stream.name) else { return nil }
    if stream.arguments.isEmpty, case .reference(let element)? = arguments.first(where: { $0.label == "of" })?.value,
      element.count >= 2, element.last == .name("self")
    {
      stream.arguments = [TypeReference(name: element.dropLast().compactMap(\.name).joined(separator: "."))]
    }
    if position == 1 { stream.name += ".Continuation" }
    return stream
  }

  /// The streams of an app type that a call yields a value to (`continuation.yield(.bread)`, `self.continuation?
  /// .yield(.bread)`, `model.continuation.yield(.bread)`), with their owner: the owner's stream properties whose
  /// element type is the continuation's (`AsyncStream<E>.Continuation`), or all of them where it is not written. Nil
  /// for any other call.
  static func yieldedStreams(
    by call: CallItem, in context: CodeContext, types: AppTypes, resolver: TypeResolver
  ) -> (owner: String, streams: [String])? {
    guard call.member == "yield",
      let (owner, property) = holder(ofPropertyNamedBy: call.receiver[...], in: context, resolver: resolver),
      let declared = types.property(property, of: owner), let continuation = writtenOrMadeType(declared),
      continuation.name.hasSuffix(continuationSuffix)
    else { return nil }
    var streams: [String] = []
    for type in types.lineage(of: owner) {
      for declared in type.properties {
        guard let held = subject(declared), feeds(continuation, held) else { continue }
        streams.append(declared.name)
      }
    }
    return streams.isEmpty ? nil : (owner, streams)
  }

  /// What a `yield` call gives the loops over its stream: its argument (`yield(.bread)`), the value of a success
  /// (`yield(with: .success(.bread))`), nil for a value the reading cannot tell (`yield(with: result)`); `delivers` is
  /// false for a failure (`yield(with: .failure(error))`: the loop throws, its body does not run).
  static func yielded(by call: CallItem) -> (delivers: Bool, value: ExpressionShape?) {
    guard let first = call.arguments.first else { return (true, nil) }
    guard first.label == "with" else { return (true, first.value) }
    switch first.value {
    case .implicitMember("success", let arguments?): return (true, arguments.first?.value)
    case .implicitMember("failure", _): return (false, nil)
    default: return (true, nil)
    }
  }

  /// The continuations of `owner` (stored properties, its superclasses' too) that feed its stream `stream`.
  static func continuations(feeding stream: TypeReference, of owner: String, types: AppTypes) -> Set<String> {
    var names: Set<String> = []
    for type in types.lineage(of: owner) {
      for declared in type.properties {
        guard let continuation = writtenOrMadeType(declared), feeds(continuation, stream) else { continue }
        names.insert(declared.name)
      }
    }
    return names
  }

  private static let continuationSuffix = ".Continuation"

  /// Whether values yielded to a continuation of this type go to a stream of that one: `AsyncStream<E>.Continuation`
  /// feeds `AsyncStream<E>`, and a continuation or stream whose element is not written any of its kind.
  private static func feeds(_ continuation: TypeReference, _ stream: TypeReference) -> Bool {
    guard streamTypes.contains(stream.name), continuation.name == stream.name + continuationSuffix else { return false }
    guard let element = continuation.arguments.first?.name, let streamElement = stream.arguments.first?.name else {
      return true
    }
    return element == streamElement
  }
}
