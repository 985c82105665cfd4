import NavigationModel
import SourceIndex

/// Every type of the app by name, with extensions merged, for lookups across files. (A class: every
/// reader, resolver and parallel worker holds it, and a copy is then one reference rather than one per
/// table; its tables are written only while it is made, so it is shared across threads read-only. Hence
/// `@exclusivity(unchecked)` on each: no read can overlap a write, and Swift's run-time check of every read of a
/// class's `var` took about 3% of the dialect stage, most of it in `lookup(_:)`.)
public final class AppTypes: @unchecked Sendable {
  /// Types in path and declaration order.
  @exclusivity(unchecked) public private(set) var all: [AppType] = []
  /// Extensions of types that the app does not declare (`extension View`, `extension UIViewController`),
  /// one per extended type, in path order: their methods are the app's code, called on values of
  /// library types (`.composeButton(coordinator)` on a SwiftUI view). Not in `all`.
  @exclusivity(unchecked) public private(set) var libraryExtensions: [AppType] = []
  /// For each method name of `libraryExtensions`, the indices of those that declare it.
  @exclusivity(unchecked) var libraryExtensionsByFunction: [String: [Int]] = [:]
  /// The index in `libraryExtensions` of the app's free functions (`TypeItem.freeFunctionsName`), if it has any.
  private(set) var freeFunctions: Int?
  /// Types declared again in another file of the same module (two targets of an Xcode project, say), each
  /// with where the declaration that is read is: only the first is read.
  @exclusivity(unchecked) public private(set) var redeclared: [(declaration: TypeItem, first: SourceLocation)] = []
  @exclusivity(unchecked) private var byName: [String: Int] = [:]
  @exclusivity(unchecked) private var byShortName: [String: Int] = [:]
  /// A first test of both tables, for the library's names asked about (`Task`, `Button`, `String`); none until the
  /// tables are complete.
  @exclusivity(unchecked) private var typeNameFilter: NameFilter?
  /// Each type's lineage (itself and the superclasses the app declares), as indices into `all`.
  @exclusivity(unchecked) var lineages: [[Int]] = []
  /// The names of the functions each type's lineage declares.
  @exclusivity(unchecked) private(set) var functionNames: [Set<String>] = []
  /// The names of the functions any type declares.
  @exclusivity(unchecked) private var allFunctionNames: Set<String> = []
  /// A first test of `allFunctionNames`, for the members of every call.
  @exclusivity(unchecked) private var functionNameFilter = NameFilter([])
  /// For each type, the names that several of its own functions share (overloads: `scene(_:willConnectTo:options:)`
  /// and `scene(_:openURLContexts:)`); usually empty.
  @exclusivity(unchecked) private(set) var overloadedNames: [Set<String>] = []
  /// For each type, what the call graph asks of its overloads, read once (`OverloadFacts`).
  @exclusivity(unchecked) private(set) var overloadFacts: [OverloadFacts] = []
  /// The selector parameter of every overload of every type (nil for one with none), by the function's identity:
  /// `OverloadFacts.selectors` of all the types.
  @exclusivity(unchecked) private(set) var overloadSelectors: [ObjectIdentifier: EnumParameterCases.Selector?] = [:]
  /// For each name of an enum case that carries a closure (`case list(onPick: (Int) -> Void)`): its enum
  /// and the app type that the enum's `switch self` builds for it (`MissionListView(onPick: onPick)`).
  @exclusivity(unchecked) private var closureCases: [String: [(enumName: String, screen: String)]] = [:]
  /// The short names of the types nested in another (`ViewModel` for `ProfileView.ViewModel`): only those
  /// are looked up in scopes, so that most names cost one set lookup and build no string.
  @exclusivity(unchecked) private var nestedShortNames: Set<String> = []
  /// The short names of the aliases of app types (`typealias Node = CartViewController`): two type names whose short
  /// names differ name one type only if one of them is such an alias.
  @exclusivity(unchecked) private(set) var aliasShortNames: Set<String> = []
  /// The names overloaded in some type (a quick test before the type is looked up).
  @exclusivity(unchecked) private(set) var overloadedAnywhere: Set<String> = []
  /// For each protocol, the types that conform to it (indices into `all`).
  @exclusivity(unchecked) var conformersByProtocol: [Int: [Int]] = [:]
  /// The short names of the app's protocols that two or more of its types conform to (`ProtocolHolder`): a first test,
  /// empty in most apps.
  @exclusivity(unchecked) private(set) var sharedProtocolShortNames: Set<String> = []
  /// For each type that conforms to protocols of the app (directly, through a superclass or through
  /// protocols that refine them), those protocols in declaration order: where the methods of protocol
  /// extensions come from.
  @exclusivity(unchecked) var protocolsByType: [Int: [Int]] = [:]
  /// For each class that others derive from (by index), those that derive from it, in declaration order.
  @exclusivity(unchecked) private(set) var subclassesByClass: [Int: [Int]] = [:]
  /// The names that types of several modules share (`Route` in the packages `Feed` and `Profile`); each
  /// such type goes by its module's name and its own (`Feed.Route`). Usually empty.
  @exclusivity(unchecked) private var sharedAcrossModules: Set<String> = []
  /// Each type's module (`Feed` for a file under `Sources/Feed/`), or "" (indices as `all`).
  @exclusivity(unchecked) private var modules: [String] = []
  /// The modules the app's files import that are none of its own (`SwiftUI`, `SUICoordinator`): a name
  /// qualified by one of them (`SUICoordinator.Coordinator`) is no type of the app's.
  @exclusivity(unchecked) private var libraryModules: Set<String> = []
  /// Every module some file imports (a library re-exported by a file of the app, `@_exported import
  /// SUICoordinator`, included).
  @exclusivity(unchecked) public private(set) var importedModules: Set<String> = []
  /// The names of the generic parameters that some type constrains to an app type (a quick test).
  @exclusivity(unchecked) private var constrainedGenericNames: Set<String> = []
  /// The app's aliases of function types (`typealias Handler = () -> Void`), by name (qualified by the types
  /// they are declared in), with what they name.
  @exclusivity(unchecked) private(set) var functionAliases: [String: TypeReference] = [:]
  /// The names of the `@Published` properties of the app's types (a quick test).
  @exclusivity(unchecked) private(set) var publishedNames: Set<String> = []
  /// The names of the properties whose setting runs code (`PropertyItem.runsCodeWhenSet`: observers, a `set`), of
  /// every type: an assignment to another name runs none.
  @exclusivity(unchecked) private(set) var setterNames: Set<String> = []
  /// The names of the generic parameters of classes that the app subclasses (a quick test).
  @exclusivity(unchecked) private(set) var superclassGenericNames: Set<String> = []
  /// The cases the app's stored properties typed by its enums may hold (`option.route`).
  @exclusivity(unchecked) private(set) var propertyCases = PropertyCases.none
  /// For each generic type of the app, the arguments the app writes for each of its generic parameters in the types of
  /// stored properties and parameters (`Router<ZooRoute>` in `@EnvironmentObject var router: Router<ZooRoute>`), by
  /// position, as written.
  @exclusivity(unchecked) private(set) var genericArguments: [String: [Set<String>]] = [:]
  /// The coordinator library's base classes and protocols (`libraryBases`' names and what they are): the only types
  /// not the app's that an app type may inherit while the library calls none of its methods but those it overrides.
  @exclusivity(unchecked) private(set) var libraryTypeNames: Set<String> = []
  /// The environment values the coordinator libraries declare, by key, each with its type (the dialects'
  /// `environmentValues`): a view's `@Environment(\.coordinator)`, where the app declares no such key, holds the
  /// library's.
  public let libraryEnvironment: [String: String]
  /// The classes made for the coordinator library's base classes that the app extends (`AppTypes.coordinatorBases`:
  /// `Coordinator` and `TabCoordinator` for `extension CoordinatorType { ... }`), by name: each holds a copy of the
  /// same extensions' code.
  @exclusivity(unchecked) private(set) var madeCoordinatorBases: [String] = []
  /// The paths of the files read as the app's code, in path order.
  @exclusivity(unchecked) private(set) var filePaths: [String] = []

  /// Merges the index's declarations and extensions; each type's lineage and function names are
  /// found on `threads` threads (all the cores when nil); `libraryBases`: the dialects' `coordinatorBaseTypes`;
  /// `libraryEnvironment`: their `environmentValues`.
  public init(
    index: SourceIndex, threads: Int? = nil, libraryBases: [String: Set<String>] = [:],
    libraryEnvironment: [String: String] = [:]
  ) {
    self.libraryEnvironment = libraryEnvironment
    libraryTypeNames = libraryBases.reduce(into: Set(libraryBases.keys)) { $0.formUnion($1.value) }
    filePaths = index.files.map(\.path)
    var declarations: [Declaration] = []
    // By position here and below: a loop over the files would copy each (its path and every list it holds).
    let files = index.files.indices
    let count = files.reduce(0) { $0 + index.files[$1].types.count }
    declarations.reserveCapacity(count)
    byName.reserveCapacity(count)
    byShortName.reserveCapacity(count)
    let fileFacts = Parallel.map(count: index.files.count, threads: threads) {
      (module: Self.module(ofPath: index.files[$0].path), previews: NonAppCode.previewProviders(in: index.files[$0]))
    }
    let fileModules = fileFacts.map(\.module)
    importedModules = Set(files.lazy.flatMap { index.files[$0].imports })
    libraryModules = importedModules.subtracting(fileModules)
    sharedAcrossModules = Self.namesSharedAcrossModules(index.files, modules: fileModules)
    for fileIndex in files {
      let (module, previews) = fileFacts[fileIndex]
      let imports = index.files[fileIndex].imports
      // Each type is copied only into its `AppType` (`Declaration`).
      for position in index.files[fileIndex].types.indices {
        var name = index.files[fileIndex].types[position].name
        if !previews.isEmpty, NonAppCode.isPreviewCode(name, providers: previews) { continue }
        if !module.isEmpty, sharedAcrossModules.contains(name) { name = "\(module).\(name)" }
        if let first = byName[name] {
          let read = declarations[first].location(in: index)
          if read.file != index.files[fileIndex].types[position].location.file {
            var item = index.files[fileIndex].types[position]
            item.name = name
            redeclared.append((item, read))
          }
          continue
        }
        byName[name] = declarations.count
        let short = Self.shortName(name)
        if byShortName[short] == nil { byShortName[short] = declarations.count }
        if short.utf8.count != name.utf8.count { nestedShortNames.insert(short) }
        declarations.append(Declaration(file: fileIndex, position: position, name: name, imports: imports))
        modules.append(module)
      }
    }
    // Protocol compositions the app writes are protocols of their own, each standing for its parts' conformers.
    let compositions = Self.compositions(in: index, threads: threads).filter { byName[$0.name] == nil }
    let compositionPositions = declarations.count..<declarations.count + compositions.count
    for item in compositions {
      byName[item.name] = declarations.count
      declarations.append(Declaration(made: item, imports: []))
      modules.append("")
    }
    let aliases = Self.resolve(index.files.flatMap(\.typeAliases)) { [self] name, scope in
      lookup(scope.isEmpty ? name : nestedName(name, inside: scope) ?? name)
    }
    for (name, position) in aliases.appTypes where byName[name] == nil {
      byName[name] = position
      let short = Self.shortName(name)
      aliasShortNames.insert(short)
      if byShortName[short] == nil { byShortName[short] = position }
      if short.utf8.count != name.utf8.count { nestedShortNames.insert(short) }
    }
    functionAliases = aliases.others.filter { Self.isFunctionType($0.value.name) }
    let bases = Self.extendedBases(
      libraryBases, index, declarations.lazy.map { $0.inheritance(in: index) }, aliases: aliases.others)
    for base in Self.coordinatorBases(
      bases.filter { byName[$0.key] == nil }, index: index, isDeclared: { lookup($0, inModule: $1) != nil },
      modules: fileModules)
    {
      (byName[base.item.name], byShortName[base.item.name]) = (declarations.count, declarations.count)
      madeCoordinatorBases.append(base.item.name)
      declarations.append(Declaration(made: base.item, imports: base.imports))
      modules.append(base.module)
    }
    typeNameFilter = NameFilter([byName.keys, byShortName.keys].joined())
    let declared = declarations
    var merged = Parallel.map(count: declared.count, threads: threads) {
      (
        inheritance: Self.throughAliases(declared[$0].inheritance(in: index), others: aliases.others),
        properties: declared[$0].properties(in: index), functions: declared[$0].functions(in: index)
      )
    }
    var unmatched: [TypeItem] = []
    for fileIndex in files {
      let module = fileModules[fileIndex]
      let extensions = index.files[fileIndex].extensions
      for extensionIndex in extensions.indices {
        guard let position = lookup(extensions[extensionIndex].name, inModule: module) else {
          let item = extensions[extensionIndex]
          if !item.functions.isEmpty || !item.properties.isEmpty { unmatched.append(item) }
          continue
        }
        merged[position].inheritance += Self.throughAliases(
          extensions[extensionIndex].inheritance, others: aliases.others)
        merged[position].properties += extensions[extensionIndex].properties
        merged[position].functions += extensions[extensionIndex].functions
      }
    }
    let extended = merged
    all = Parallel.map(count: declared.count, threads: threads) { position in
      AppType(
        declaration: declared[position].item(in: index), inheritance: extended[position].inheritance,
        properties: extended[position].properties, functions: extended[position].functions,
        imports: declared[position].imports)
    }
    (libraryExtensions, libraryExtensionsByFunction) = Self.libraryExtensions(unmatched)
    freeFunctions = libraryExtensions.firstIndex { $0.name == TypeItem.freeFunctionsName }
    lineages = Parallel.map(count: all.count, threads: threads) { self.computeLineage($0) }
    let lineages = self.lineages
    let all = self.all
    protocolsByType = Self.protocols(of: all, lineages: lineages, threads: threads) { self.lookup($0, from: $1) }
    conformersByProtocol = Self.conformers(of: all, protocolsByType: protocolsByType)
    for position in compositionPositions {
      conformersByProtocol[position] = Self.compositionConformers(position, of: all, conformers: conformersByProtocol) {
        lookup($0)
      }
    }
    for (position, conformers) in conformersByProtocol
    where conformers.count > 1 && all[position].declaration.kind == "protocol" {
      sharedProtocolShortNames.insert(Self.shortName(all[position].name))
    }
    let protocolsByType = self.protocolsByType
    functionNames = Parallel.map(count: all.count, threads: threads) { index in
      Set((lineages[index] + (protocolsByType[index] ?? [])).flatMap { all[$0].functions.map(\.name) })
    }
    // Two halves of the types on their own (in parallel), then one union: names repeat across types.
    let halves = Parallel.map(count: 2, threads: threads) { half in
      var names: Set<String> = []
      for index in stride(from: half, to: all.count, by: 2) { names.formUnion(all[index].functions.lazy.map(\.name)) }
      return names
    }
    allFunctionNames = halves[0].union(halves[1]).union(libraryExtensions.lazy.flatMap { $0.functions.map(\.name) })
    functionNameFilter = NameFilter(allFunctionNames)
    overloadedNames = Parallel.map(count: all.count, threads: threads) { Self.overloadedNames(of: all[$0]) }
    overloadedAnywhere = overloadedNames.reduce(into: []) { $0.formUnion($1) }
    let helperArms = self.helperArms(in: all)
    let cases = Parallel.map(count: all.count, threads: threads) {
      self.closureCases(of: all[$0], helperArms: helperArms)
    }
    for list in cases {
      for (caseName, screen) in list { closureCases[caseName, default: []].append(screen) }
    }
    for (index, lineage) in lineages.enumerated() {
      for ancestor in lineage.dropFirst() {
        subclassesByClass[ancestor, default: []].append(index)
        superclassGenericNames.formUnion(all[ancestor].declaration.genericParameters)
      }
    }
    constrainedGenericNames = Self.constrainedGenericNames(of: all) { lookup($0) != nil }
    genericArguments = Self.genericArguments(writtenIn: all, threads: threads)
    let observed = Parallel.map(count: all.count, threads: threads) {
      let type = all[$0]
      return (
        observed: type.properties.filter { self.observes($0, of: type) }.map(\.name),
        setters: type.properties.filter(\.runsCodeWhenSet).map(\.name)
      )
    }
    for names in observed {
      publishedNames.formUnion(names.observed)
      setterNames.formUnion(names.setters)
    }
    propertyCases = PropertyCases(types: self, threads: threads)
    // Last: a selector is read with every other table.
    overloadFacts = Parallel.map(count: all.count, threads: threads) { self.overloadFacts(of: $0) }
    for facts in overloadFacts where !facts.selectors.isEmpty {
      overloadSelectors.merge(facts.selectors) { first, _ in first }
    }
  }

  /// The index of a type that declares several functions of a name (overloads), if it does.
  func indexDeclaringOverloads(of name: String, in typeName: String) -> Int? {
    guard isOverloaded(name), let index = lookup(typeName), overloadedNames[index].contains(name) else { return nil }
    return index
  }

  /// The app type that runs a closure given to an enum case (`.briefing(id, onClose: { ... })`, or
  /// `Route.briefing(...)` with the enum named): the one that the case's enum builds for it, passing
  /// its closure on. Where several enums have a closure case of that name and the enum is not named, the one nested in
  /// the type the code is written in (`writtenIn`: `GardenCoordinator.Route` for `.item(onUse: { ... })` in
  /// `GardenCoordinator`, beside `ShedCoordinator.Route.item`). Nil for a case of no closure, or when that does not
  /// tell one enum.
  func screen(runningClosuresOf caseName: String, in enumName: String?, writtenIn: String) -> String? {
    guard !closureCases.isEmpty, let candidates = closureCases[caseName] else { return nil }
    if let enumName {
      guard let declared = declaredName(of: enumName)?.name else { return nil }
      return candidates.first { $0.enumName == declared }?.screen
    }
    if candidates.count == 1 { return candidates[0].screen }
    let nested = candidates.filter {
      $0.enumName.hasPrefix(writtenIn) && $0.enumName.dropFirst(writtenIn.count).first == "."
    }
    return nested.count == 1 ? nested[0].screen : nil
  }

  private func isOverloaded(_ name: String) -> Bool {
    !overloadedAnywhere.isEmpty && overloadedAnywhere.contains(name)
  }

  private func computeLineage(_ start: Int) -> [Int] {
    var result: [Int] = []
    var next: Int? = start
    while let current = next, !result.contains(current) {
      result.append(current)
      next = all[current].inheritance.first.flatMap { lookup($0.name, from: current) }
      if let candidate = next, all[candidate].declaration.kind != "class" { next = nil }
    }
    return result
  }

  /// Whether the type or one of its superclasses declares a function with this name.
  public func declaresFunction(_ name: String, in typeName: String) -> Bool {
    lookup(typeName).map { functionNames[$0].contains(name) } ?? false
  }

  /// Whether some type of the app has this short name (`Row` for `Row` and `Feed.Row`): one lookup.
  func declaresType(shortNamed name: String) -> Bool { byShortName[name] != nil }

  /// Whether some type of the app declares a function with this name.
  public func declaresFunction(named name: String) -> Bool {
    functionNameFilter.mayContain(name) && allFunctionNames.contains(name)
  }

  /// A qualified name's last component (`Route` for `Account.Route`).
  static func shortName(_ name: String) -> String {
    name.lastIndex(ofASCII: ".").map { String(name[name.utf8.index(after: $0)...]) } ?? name
  }

  func lookup(_ name: String) -> Int? {
    // A name neither table holds (most are the library's) is told so without hashing it.
    let mayBeKnown = typeNameFilter?.mayContain(name) ?? true
    if mayBeKnown, let found = byName[name] { return found }
    guard let dot = name.lastIndex(ofASCII: ".") else { return mayBeKnown ? byShortName[name] : nil }
    if let first = name.firstIndex(ofASCII: "."), libraryModules.contains(String(name[..<first])),
      byShortName[String(name[..<first])] == nil
    {
      return nil
    }
    return byShortName[String(name[name.utf8.index(after: dot)...])]
  }

  /// A name as written in a module's code: its own module's type first, when several modules declare one.
  private func lookup(_ name: String, inModule module: String) -> Int? {
    if !module.isEmpty, sharedAcrossModules.contains(name), let found = byName["\(module).\(name)"] { return found }
    return lookup(name)
  }

  /// A name as written in the code of the type at `scope` (an index into `all`).
  private func lookup(_ name: String, from scope: Int) -> Int? {
    sharedAcrossModules.isEmpty ? lookup(name) : lookup(name, inModule: modules[scope])
  }

  /// The declared name and whether it is a protocol, of the type with this name (without copying the
  /// type: for hot loops).
  func declaredName(of name: String) -> (name: String, isProtocol: Bool)? {
    lookup(name).map { (all[$0].declaration.name, all[$0].declaration.kind == "protocol") }
  }

  /// The type with this name (qualified or as written inside its namespace).
  public func type(named name: String) -> AppType? { lookup(name).map { all[$0] } }

  /// The type a name written inside `scope` means: a type nested in the scope or in a scope around it
  /// first (`Route` in `AccountCoordinator` is `AccountCoordinator.Route` when there is one), else the
  /// type with this name.
  public func type(named name: String, inside scope: String) -> AppType? {
    type(named: nestedName(name, inside: scope) ?? name)
  }

  /// The qualified name of the type nested in `scope`, or in a scope around it, that a name written
  /// inside `scope` means (`ViewModel` inside `ProfileView` is `ProfileView.ViewModel`); nil when none is
  /// in reach (the name then means a top-level type, or a library's).
  public func nestedName(_ name: String, inside scope: String) -> String? {
    var outer = nestedShortNames.contains(name) ? Substring(scope) : ""
    while !outer.isEmpty {
      let candidate = "\(outer).\(name)"
      if byName[candidate] != nil { return candidate }
      outer = outer.lastIndex(ofASCII: ".").map { outer[..<$0] } ?? ""
    }
    // A name that several modules declare means the scope's own module's type.
    guard !sharedAcrossModules.isEmpty, sharedAcrossModules.contains(name), let index = lookup(scope) else {
      return nil
    }
    let candidate = "\(modules[index]).\(name)"
    return byName[candidate] != nil ? candidate : nil
  }

  /// The declared name of the type a name written inside `scope` means (see `nestedName(_:inside:)`), or
  /// the name as written when the app declares no such type.
  public func declaredName(_ name: String, inside scope: String) -> String {
    nestedName(name, inside: scope) ?? type(named: name)?.name ?? name
  }

  /// The app type that a generic parameter of `scope` is constrained to (`PondNavigating` for `Navigator`
  /// in `struct Links<Navigator: PondNavigating>`), if `name` is one.
  func genericConstraint(_ name: String, of scope: String) -> String? {
    guard !constrainedGenericNames.isEmpty, constrainedGenericNames.contains(name), let index = lookup(scope),
      let position = all[index].declaration.genericParameters.firstIndex(of: name)
    else { return nil }
    return all[index].declaration.genericConstraints[position].flatMap { lookup($0.name) != nil ? $0.name : nil }
  }

  /// Whether `name` is a generic parameter of the type `typeName` (`R` in `class Flow<R: RouteType>`).
  func isGenericParameter(_ name: String, of typeName: String) -> Bool {
    lookup(typeName).map { all[$0].declaration.genericParameters.contains(name) } ?? false
  }
}
