import NavigationModel
import SourceIndex

/// Functions that nothing in the app runs: no call of the app's reaches them, nothing names them (no reference, no
/// `#selector`, no key path: `NameMentions`), and nothing outside the app's Swift code can call them. Navigation that
/// only they lead to never happens; without this reading it would fire from every route of its coordinator, marked
/// inferred, as code whose callers the reading cannot follow does (or, in a screen's model, from the model's routes),
/// and a coordinator's dead `showSettings()` would hide that nothing shows its route (and draw a push of it from every
/// screen, itself included).
///
/// Outside callers are assumed wherever they may be: a function that overrides (a superclass's code calls it), one
/// another module may call (`public`, `open`, in a `public` extension), one the Objective-C runtime may call by
/// selector (`@objc`, `@IBAction`, `dynamic`, in an `@objcMembers` class), `init`, `start`, `main` and `callAsFunction`,
/// and any function of a type that conforms to or inherits a type of neither the app nor the coordinator library,
/// except protocols that make the system call none of a type's methods (`Hashable`, `ObservableObject`): a delegate's
/// method (`presentationControllerDidDismiss(_:)`) is called by UIKit, whose code is not read. A `private` or
/// `fileprivate` function meets no such requirement (one of a type itself private to its file may), so its type's
/// ancestry does not matter: a view controller's private helper that nothing calls never runs.
struct UncalledFunctions {
  let types: AppTypes
  /// The threads the app's files are read again on (all the cores when nil).
  let threads: Int?
  /// The properties nothing sets: a call through one names no function (it runs nowhere).
  var neverSet = NeverSetProperties.none

  /// The protocols and classes, not the app's, whose conformers' methods no code outside the app calls by name.
  static let quietTypes: Set<String> = [
    "AnyObject", "NSObject", "ObservableObject", "Observable", "Identifiable", "Hashable", "Equatable", "Comparable",
    "Sendable", "Codable", "Encodable", "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible",
    "CaseIterable", "Error", "LocalizedError", "RawRepresentable",
  ]

  /// For each function of the call graph (by number), whether no call of the app's reaches it (but its own) and only
  /// the app's Swift code can call it: it then never runs unless the app names it (`neverRun(_:)`).
  func mayNeverRun(in graph: CallGraph) -> [Bool] {
    // Each uncalled function's type (its index in `types.all`), or -1; then, for each of those types, whether it is
    // quiet, or else whether it may hide functions from conformances (it is not private to its file, and declares a
    // file-private function).
    let owners = Parallel.map(count: graph.functions.count, threads: threads) { function -> Int in
      guard !graph.calls(of: function).contains(where: { $0.caller != function }) else { return -1 }
      let typeName = graph.functions[function].typeName
      if types.freeFunctions != nil, typeName == TypeItem.freeFunctionsName { return Self.freeFunctions }
      return types.lookup(typeName) ?? -1
    }
    var asked = Array(repeating: false, count: types.all.count)
    for owner in owners where owner >= 0 { asked[owner] = true }
    let checked = asked.indices.filter { asked[$0] }
    let answers = Parallel.map(count: checked.count, threads: threads) { index -> Reach in
      let type = types.all[checked[index]]
      if onlyQuietOutsideTypes(type) { return .quiet }
      return mayHideFunctions(type) ? .hidesFilePrivate : .reached
    }
    var reach = Array(repeating: Reach.reached, count: types.all.count)
    for (type, answer) in zip(checked, answers) { reach[type] = answer }
    return Parallel.map(count: graph.functions.count, threads: threads) { [reach] function in
      // A free function has no type whose conformances the system could call it through.
      if owners[function] == Self.freeFunctions { return outsideCallers(graph.functions[function]) != nil }
      guard owners[function] >= 0 else { return false }
      switch reach[owners[function]] {
      case .quiet: return outsideCallers(graph.functions[function]) != nil
      case .hidesFilePrivate: return outsideCallers(graph.functions[function])?.contains(.filePrivate) ?? false
      case .reached: return false
      }
    }
  }

  /// The owner `mayNeverRun(in:)` gives a free function (`TypeItem.freeFunctionsName`), which no type holds.
  private static let freeFunctions = -2

  /// What of its types the system may call its functions through: none (its outside types are quiet), its functions
  /// that are not file-private, or any.
  private enum Reach {
    case quiet, hidesFilePrivate, reached
  }

  /// For each of `keys` (each one that `mayNeverRun(in:)` gives), whether the app's code does not name it.
  func neverRun(_ keys: [FunctionKey]) -> [Bool] {
    let baseNames = keys.map { String($0.baseName) }
    // How many of the functions each file declares: a file that writes their names no more often needs no lexer (one
    // that declares another of a name, uncounted, is read by the lexer). Overloads (`show(_:)`, `show(id:)`) count
    // their type's functions of that name once.
    // Each key's functions, and whether another key may name them too: only a type's overloads share a base name (and
    // free functions, which no type's table holds), so only those keys are counted once by name.
    let found = Parallel.map(count: keys.count, threads: threads) { index in
      keys[index].typeName == TypeItem.freeFunctionsName
        ? (functions: types.freeFunctions(named: baseNames[index]), mayRepeat: true)
        : (
          functions: types.type(named: keys[index].typeName)?.functions(named: baseNames[index]) ?? [],
          mayRepeat: types.indexDeclaringOverloads(of: baseNames[index], in: keys[index].typeName) != nil
        )
    }
    var counted: Set<FunctionKey> = []
    var declared: [String: [String: Int]] = [:]
    for index in found.indices where !found[index].functions.isEmpty {
      if found[index].mayRepeat,
        !counted.insert(FunctionKey(typeName: keys[index].typeName, function: baseNames[index])).inserted
      {
        continue
      }
      for function in found[index].functions {
        declared[function.location.file, default: [:]][function.name, default: 0] += 1
      }
    }
    let skipped = neverSet.skippedPlaces
    let files = types.filePaths.map {
      NameMentions.File(path: $0, declared: declared[$0] ?? [:], skipped: skipped[$0] ?? [:])
    }
    // `.make()` may call a static function where a value of its type is expected; an instance method, never.
    let typeMembers = Set(found.lazy.flatMap(\.functions).filter { $0.traits.contains(.typeMember) }.map(\.name))
    // `BookingRoute.confirm` names a case of the app's enum, not its coordinator's `confirm()`.
    let asked = Set(baseNames)
    var enumCases: [String: Set<String>] = [:]
    for type in types.all where type.declaration.kind == "enum" {
      for item in type.declaration.cases where asked.contains(item.name) {
        enumCases[AppTypes.shortName(type.name), default: []].insert(item.name)
      }
    }
    let mentioned = NameMentions.mentioned(
      asked, in: files, typeMembers: typeMembers, enumCases: enumCases, threads: threads)
    return baseNames.map { !mentioned.contains($0) }
  }

  /// The traits that every function of the key's name has (overloads), when nothing but the app's own Swift code
  /// and the system through a conformance of its type can call it (so that no call of it in the app, its type's
  /// conformances being quiet or it being file-private, means none at all); nil when something else may.
  private func outsideCallers(_ key: FunctionKey) -> FunctionTraits? {
    let name = String(key.baseName)
    // An operator (`==`) is no name a call writes.
    guard let first = name.utf8.first,
      first == UInt8(ascii: "_") || ((first | 0x20) &- UInt8(ascii: "a")) < 26 || first >= 0x80,
      !TriggerResolver.startFunctions.contains(name), name != "main", name != "callAsFunction"
    else { return nil }
    let functions = types.functions(name, ofTypeOrFree: key.typeName)
    let ignored: FunctionTraits = [.typeMember, .filePrivate]
    guard !functions.isEmpty, functions.allSatisfy({ $0.traits.subtracting(ignored).isEmpty }) else { return nil }
    return functions.reduce(ignored) { $0.intersection($1.traits) }
  }

  /// Whether the type declares a file-private function (that nothing else lets the system call, as `@objc` does) that
  /// meets no protocol requirement the system may call: neither the type nor a type around it is private to its file.
  private func mayHideFunctions(_ type: AppType) -> Bool {
    guard type.functions.contains(where: { $0.traits.subtracting(.typeMember) == .filePrivate }) else { return false }
    var name = Substring(type.name)
    while true {
      if types.type(named: String(name))?.declaration.isFilePrivate ?? false { return false }
      guard let dot = name.lastIndex(of: ".") else { return true }
      name = name[..<dot]
    }
  }

  /// Whether every type not the app's that the type (its superclasses, the app's protocols it conforms to) inherits is
  /// the coordinator library's or quiet.
  private func onlyQuietOutsideTypes(_ type: AppType) -> Bool {
    let typeName = type.name
    // Most types that fail inherit a type of the system's themselves (`View`, `UIViewController`): told at once.
    for inherited in type.inheritance
    where inherited.compositionParts.isEmpty && inherited.name.firstIndex(ofASCII: ".") == nil
      && types.type(named: inherited.name) == nil
      && !types.libraryTypeNames.contains(inherited.name) && !Self.quietTypes.contains(inherited.name)
      && types.nestedName(inherited.name, inside: typeName) == nil
    {
      return false
    }
    let lineage = types.lineage(of: typeName)
    guard !lineage.isEmpty else { return false }
    var pending = lineage
    var seen = Set(lineage.map(\.name))
    while let type = pending.popLast() {
      for inherited in type.inheritance {
        let parts = inherited.compositionParts
        for part in parts.isEmpty ? [inherited.name] : parts {
          if let declared = types.type(named: part, inside: type.name) ?? types.type(named: part) {
            if seen.insert(declared.name).inserted { pending.append(declared) }
            continue
          }
          let short = part.lastIndex(ofASCII: ".").map { String(part[part.index(after: $0)...]) } ?? part
          guard types.libraryTypeNames.contains(short) || Self.quietTypes.contains(short) else { return false }
        }
      }
    }
    return true
  }
}
