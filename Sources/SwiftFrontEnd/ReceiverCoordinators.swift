import SourceIndex

extension AppTypes {
  /// The declared coordinators a type name stands for: itself, every one that conforms to the
  /// protocol it names, or every one that derives from the app's base class it names (a generic
  /// `class Flow<Route: RouteType>: Coordinator<Route>`, whose code runs in each of its subclasses).
  func coordinators<Declared>(named typeName: String, in declared: [String: Declared]) -> [Declared] {
    let resolved = type(named: typeName)?.name ?? typeName
    if let coordinator = declared[resolved] { return [coordinator] }
    switch type(named: resolved)?.declaration.kind {
    case "protocol": return conformerNames(of: resolved).compactMap { declared[$0] }
    case "class": return subclassNames(of: resolved).compactMap { declared[$0] }
    default: return []
    }
  }

  /// The declared coordinators a library call drives: those its receiver's type stands for, leaving
  /// out any that declares a method of that name itself whose parameters take the call's arguments
  /// (then the call is the app's, not the library's: `show(.book)` is the library's beside the app's
  /// `show(page:)`), unless the call was made on the coordinator's router (`throughRouter`: then it is
  /// the library's whatever the coordinator declares, as in `func popToRoot() { router.popToRoot() }`).
  /// A protocol's requirement is no method of the app's: the library's class meets it (`protocol Presenting {
  /// func navigate(to coordinator: AnyCoordinatorType, presentationStyle: ...) async }`, asked so that an extension of
  /// the protocol can call it).
  func coordinators<Declared>(
    receiving call: CallItem, receiver: [ChainStep], throughRouter: Bool = false, in context: CodeContext,
    resolver: TypeResolver, declared: [String: Declared], name: (Declared) -> String
  ) -> [Declared] {
    if receiver == [.name(".")]
      || resolver.hasNeverSetProperties && resolver.neverSet.holdsNothing(receiver, in: context)
    {
      return []
    }
    guard let typeName = resolver.type(of: receiver, in: context) else { return [] }
    return coordinators(named: typeName, in: declared).filter { coordinator in
      throughRouter || !declaresFunction(call.member, in: name(coordinator))
        || !functions(call.member, of: name(coordinator)).contains {
          !$0.traits.contains(.requirement) && $0.takes(call)
        }
    }
  }
}
