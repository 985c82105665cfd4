import NavigationModel
import SourceIndex

/// Stored properties of the app's classes that nothing ever sets, and the calls made through them, which run nowhere:
/// `weak var coordinator: GymCoordinator?` in a screen whose factory forgot `controller.coordinator = self` makes its
/// `coordinator?.backToList()` do nothing, so the screen has no way back however the coordinator's code reads.
///
/// A property is read as never set when all of these hold, and else as set somewhere (the safe side):
/// - it is a stored `var` of a class of the app, written optional, without an initial value (or `nil`), not `lazy`,
///   `static`, `override`, `public`/`open`, `@objc`/`dynamic` (key-value coding may set those), with no attribute (a
///   property wrapper or macro sets its own storage), in a class with no attribute but those of
///   `quietTypeAttributes` (another macro may write an initialiser) that is not `Decodable` (a decoder sets every
///   stored property);
/// - no assignment the index reads sets it: one on `self` (or bare) in the class or a class it derives from, one on a
///   value whose type is the class or a subclass. An assignment on a value whose type the reading cannot tell, or
///   that is a protocol or no class of the app's (`$0.coordinator = self`, `(vc as? Coordinated)?.coordinator = self`),
///   may set the property of every class of that name;
/// - no file writes the name where the index saw no assignment (`NameWrites`: top-level code, a global function, a
///   closure a property's value is built with, `&x.coordinator`, a key path, a tuple assignment);
/// - some call is made through it (`coordinator?.x()`, `self.coordinator?.x()`, or through a local bound to it:
///   `guard let coordinator else { return }`), so that it matters.
public final class NeverSetProperties: Sendable {
  /// A property: the position in `AppTypes.all` of the class that declares it, and its name.
  struct Key: Hashable, Sendable {
    let type: Int
    let name: String
  }

  /// The attributes a class may have without anything else setting its properties.
  static let quietTypeAttributes: Set<String> = ["MainActor", "Observable", "available", "objc", "preconcurrency"]
  /// The modifiers and attributes that let code other than the app's Swift set a property.
  static let settableFromOutside: FunctionTraits = [
    .overrides, .visibleToOtherModules, .callableBySelector, .typeMember,
  ]
  /// How many locals deep a receiver is followed back to a property (`let c = coordinator` ... `c.x()`).
  static let depthLimit = 4

  private let types: AppTypes?
  /// The properties never set.
  private let unset: Set<Key>
  /// Their names.
  private let names: Set<String>
  /// The names of computed properties of classes that give one of them (`var job: JobCoordinator? { coordinator as?
  /// JobCoordinator }`): a call through one is made through the property it gives.
  private let forwarding: Set<String>
  /// The calls made through each, in the order of the types' functions.
  private let calls: [Key: [CallItem]]

  /// No property read as never set (for code that reads no app).
  public static let none = NeverSetProperties(types: nil, unset: [], calls: [:])

  private init(types: AppTypes?, unset: Set<Key>, calls: [Key: [CallItem]]) {
    self.types = types
    self.unset = unset
    let names = Set(unset.map(\.name))
    self.names = names
    self.forwarding = types.map { Self.forwarders(of: names, in: $0) } ?? []
    self.calls = calls
  }

  /// The names of the computed properties of the app's classes whose getter gives one of `names` (`coordinator`, or
  /// `coordinator as? JobCoordinator`, also on `self`).
  private static func forwarders(of names: Set<String>, in types: AppTypes) -> Set<String> {
    guard !names.isEmpty else { return [] }
    var found: Set<String> = []
    for type in types.all where type.declaration.kind == "class" {
      for property in type.properties where property.isComputed && !names.contains(property.name) {
        guard let getter = type.functions.first(where: { $0.name == property.name }),
          let given = given(by: getter), case .name(let name)? = given.last, names.contains(name)
        else { continue }
        found.insert(property.name)
      }
    }
    return found
  }

  /// The stored property a getter gives, as a chain (`[coordinator]`, `[self, coordinator]`), when it returns only that,
  /// perhaps cast.
  private static func given(by getter: FunctionItem) -> [ChainStep]? {
    guard getter.returns.count == 1 else { return nil }
    var value = getter.returns[0]
    if case .cast(let inner, _, _) = value { value = inner }
    guard case .reference(let chain) = value, chain.count == 1 || (chain.count == 2 && chain[0] == .name("self"))
    else { return nil }
    return chain
  }

  /// Reads the app's types for properties never set. `resolver` tells the types of the values assigned to; `threads`:
  /// the threads the work is spread over (all the cores when nil).
  public convenience init(types: AppTypes, resolver: TypeResolver, threads: Int?) {
    let candidates = Self.candidates(in: types)
    guard !candidates.isEmpty else {
      self.init(types: nil, unset: [], calls: [:])
      return
    }
    let (set, setAnywhere) = Self.assigned(
      Set(candidates.map(\.name)), types: types, resolver: resolver, threads: threads)
    let left = candidates.filter { !set.contains($0) && !setAnywhere.contains($0.name) }
    guard !left.isEmpty else {
      self.init(types: nil, unset: [], calls: [:])
      return
    }
    // The calls through those left, and of those, the ones whose names no file writes where the index did not look.
    let through = NeverSetProperties(types: types, unset: left, calls: [:]).callsThrough(threads: threads)
    let used = Set(through.keys)
    let unseen = NameWrites.writtenUnseen(
      Set(used.map(\.name)), in: Self.files(of: types, assigningTo: Set(used.map(\.name))), threads: threads)
    self.init(
      types: types, unset: used.filter { !unseen.contains($0.name) },
      calls: through.filter { !unseen.contains($0.key.name) })
  }

  /// Whether no property is read as never set (then no call needs `holdsNothing(_:in:)`).
  public var isEmpty: Bool { unset.isEmpty }

  /// Whether a call's receiver is, or starts with, a property never set (`coordinator` in `coordinator?.close()`, or
  /// in `coordinator?.router.pop()`), in the code of `context`: then the call runs nowhere.
  public func holdsNothing(_ receiver: [ChainStep], in context: CodeContext) -> Bool {
    guard !unset.isEmpty else { return false }
    return key(ofRoot: receiver, in: context, depth: 0).map(unset.contains) ?? false
  }

  /// A note at each property never set, naming the calls through it that run nowhere.
  public var notes: [ReadingNote] {
    guard let types else { return [] }
    return calls.compactMap { key, calls -> ReadingNote? in
      let owner = types.all[key.type]
      guard let property = owner.property(named: key.name) else { return nil }
      return ReadingNote(
        location: property.location,
        message:
          "\(owner.name).\(key.name) is never set (it has no initial value and no code of the app assigns it), so "
          + "the calls through it run nowhere and the navigation they lead to is left out: "
          + ReadingNote.listing(calls, place: \.location, what: Self.written, from: property.location.file))
    }
  }

  /// A call as a note names it: `coordinator.router.pop()`.
  private static func written(_ call: CallItem) -> String {
    (call.receiver.compactMap(\.name).filter { $0 != "self" } + [call.member]).joined(separator: ".") + "()"
  }

  /// The names of the members called through properties never set (`backToList` for `coordinator?.backToList()`).
  var calledMembers: Set<String> { Set(calls.values.joined().map(\.member)) }

  /// For each file, the places of the calls through properties never set, by the member called: names there are no
  /// mentions of a function (`NameMentions.File.skipped`).
  var skippedPlaces: [String: [String: Set<NameMentions.Place>]] {
    var places: [String: [String: Set<NameMentions.Place>]] = [:]
    for call in calls.values.joined() {
      let location = call.location
      places[location.file, default: [:]][call.member, default: []].insert(
        NameMentions.Place(line: location.line, column: location.column ?? 1))
    }
    return places
  }

  /// The property a receiver chain starts with, when it is a stored property of the context's class or one it derives
  /// from (bare or on `self`), or a local bound to such a property.
  private func key(ofRoot chain: [ChainStep], in context: CodeContext, depth: Int) -> Key? {
    guard depth < Self.depthLimit, let types, let first = chain.first else { return nil }
    let throughSelf = first == .name("self") && chain.count > 1
    guard case .name(let name) = throughSelf ? chain[1] : first else { return nil }
    if !throughSelf {
      if let local = context.local(named: name) {
        guard case .reference(let bound)? = local.value else { return nil }
        return key(ofRoot: bound, in: context.withoutLocal(name), depth: depth + 1)
      }
      if context.isParameter(name) { return nil }
    }
    if forwarding.contains(name), let getter = types.functions(name, of: context.typeName).first,
      let given = Self.given(by: getter)
    {
      // A computed property that gives a stored one (`job?.complete()` for `var job: JobCoordinator? { coordinator as?
      // JobCoordinator }`): the call is made through that one.
      return key(ofRoot: given + chain.dropFirst(throughSelf ? 2 : 1), in: context.withoutLocal(name), depth: depth + 1)
    }
    guard names.contains(name), let declaring = types.declaringClass(ofProperty: name, from: context.typeName)
    else { return nil }
    return Key(type: declaring, name: name)
  }

  /// The calls made through the properties, by property: in the code of the classes that declare them and of their
  /// subclasses.
  private func callsThrough(threads: Int?) -> [Key: [CallItem]] {
    guard let types else { return [:] }
    var declaring = [Bool](repeating: false, count: types.all.count)
    for key in unset { declaring[key.type] = true }
    let found = Parallel.map(count: types.all.count, threads: threads) { [declaring] index -> [(Key, CallItem)] in
      guard types.lineages[index].contains(where: { declaring[$0] }) else { return [] }
      let type = types.all[index]
      var found: [(Key, CallItem)] = []
      for function in type.functions {
        let context = CodeContext(typeName: type.name, function: function)
        for call in function.calls {
          guard let key = key(ofRoot: call.receiver, in: context.at(call.location), depth: 0), unset.contains(key)
          else { continue }
          found.append((key, call))
        }
      }
      return found
    }
    var calls: [Key: [CallItem]] = [:]
    for (key, call) in found.joined() { calls[key, default: []].append(call) }
    return calls
  }

  /// The stored properties that may never be set (the first test of the type's documentation).
  private static func candidates(in types: AppTypes) -> Set<Key> {
    var candidates: Set<Key> = []
    for (index, type) in types.all.enumerated() where type.declaration.kind == "class" {
      guard type.declaration.attributes.allSatisfy({ quietTypeAttributes.contains($0.name) }),
        !type.inheritance.contains(where: { $0.name == "Codable" || $0.name == "Decodable" })
      else { continue }
      for property in type.properties
      where property.isOptional && !property.isConstant && !property.isComputed && !property.isLazy
        && !property.isStatic && property.attributes.isEmpty && property.tuplePosition == nil
        && property.traits.isDisjoint(with: settableFromOutside)
        && (property.initializer == nil || property.initializer == "nil")
      {
        candidates.insert(Key(type: index, name: property.name))
      }
    }
    return candidates
  }

  /// The candidates that the index's assignments set, and the names that an assignment on a value of no known class
  /// may set anywhere.
  private static func assigned(
    _ names: Set<String>, types: AppTypes, resolver: TypeResolver, threads: Int?
  ) -> (set: Set<Key>, anywhere: Set<String>) {
    let count = types.all.count
    let found = Parallel.map(count: count + types.libraryExtensions.count, threads: threads) {
      index -> [(Int?, String)] in
      let type = index < count ? types.all[index] : types.libraryExtensions[index - count]
      var found: [(Int?, String)] = []
      for function in type.functions {
        for assignment in function.assignments {
          guard case .name(let name)? = assignment.target.last, names.contains(name) else { continue }
          let holder = assignment.target.dropLast()
          let owner =
            holder.isEmpty || holder == [.name("self")]
            ? type.name
            : resolver.type(
              of: Array(holder), in: CodeContext(typeName: type.name, function: function).at(assignment.location))
          found.append((owner.flatMap { types.declaringClass(ofProperty: name, from: $0) }, name))
        }
      }
      return found
    }
    var set: Set<Key> = []
    var anywhere: Set<String> = []
    for (declaring, name) in found.joined() {
      if let declaring { set.insert(Key(type: declaring, name: name)) } else { anywhere.insert(name) }
    }
    return (set, anywhere)
  }

  /// The app's files, each with how many of the index's assignments set each of `names` there (on any value).
  private static func files(of types: AppTypes, assigningTo names: Set<String>) -> [NameWrites.File] {
    var assigned: [String: [String: Int]] = [:]
    for type in [types.all, types.libraryExtensions].joined() {
      for function in type.functions {
        for assignment in function.assignments {
          guard case .name(let name)? = assignment.target.last, names.contains(name) else { continue }
          assigned[assignment.location.file, default: [:]][name, default: 0] += 1
        }
      }
    }
    return types.filePaths.map { NameWrites.File(path: $0, assigned: assigned[$0] ?? [:]) }
  }
}

extension AppTypes {
  /// The position in `all` of the class that declares a stored or computed property of this name for the class
  /// `typeName` (it or a superclass), or nil when `typeName` is no class of the app's or declares none.
  func declaringClass(ofProperty name: String, from typeName: String) -> Int? {
    guard let start = lookup(typeName), all[start].declaration.kind == "class" else { return nil }
    return lineages[start].first { all[$0].property(named: name) != nil }
  }
}
