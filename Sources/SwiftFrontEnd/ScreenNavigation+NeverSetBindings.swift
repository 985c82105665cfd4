import NavigationModel
import SourceIndex

/// A presentation bound to a view's own private `@State` that no code of the view sets to present
/// (`.sheet(isPresented: $showsHelp) { HelpView() }` where nothing sets `showsHelp` but to `false`): what it presents
/// never shows. A private `@State` property can be set only by the view's own code, or through its binding
/// (`$showsHelp`) or its storage (`_showsHelp`) handed on; any of those counts as setting it. (One that is not private
/// may be given by a construction of the view, `HomeView(showsHelp: true)`, and is not read so.)
extension ScreenNavigation {
  /// The presentation calls of a type whose binding no code sets, each with the property it binds.
  static func neverPresented(in type: AppType) -> [(call: CallItem, property: PropertyItem)] {
    let isUnsetState = { (property: PropertyItem) in
      !property.isStatic && property.traits.contains(.filePrivate)
        && property.attributes.contains { $0.name == "State" }
        && (property.value == nil || property.value == .boolean(false) || property.value == .nilLiteral)
    }
    // Most types have no such state: told without building a list (this runs twice for every screen type).
    guard type.properties.contains(where: isUnsetState) else { return [] }
    let states = type.properties.filter(isUnsetState)
    // The presentations bound to one of them first: most views have none, and their code is not read again.
    var bound: [(call: CallItem, property: PropertyItem)] = []
    for function in type.functions {
      for call in function.calls where presentationMembers.contains(call.member) {
        guard let binding = presentationBinding(of: call)?.place, binding.count == 1, let name = binding[0].name,
          let property = states.first(where: { $0.name == name })
        else { continue }
        bound.append((call, property))
      }
    }
    guard !bound.isEmpty else { return [] }
    var set: Set<String> = []
    for function in type.functions {
      for call in function.calls {
        // `$showsHelp` or `_showsHelp` handed on anywhere but to a presentation (`Toggle(isOn: $showsHelp)`,
        // `HelpButton(isPresented: $showsHelp)`), or `showsHelp.toggle()`.
        let presents = presentationMembers.contains(call.member)
        for argument in call.arguments where !presents || (argument.label != "isPresented" && argument.label != "item")
        {
          set.formUnion(handedOn(argument.value))
        }
        if call.member == "toggle", let name = ownName(call.receiver) { set.insert(name) }
      }
      for assignment in function.assignments {
        guard let name = ownName(assignment.target) ?? storageName(assignment.target) else { continue }
        switch assignment.value {
        case .boolean(false), .nilLiteral: continue
        default: set.insert(name)
        }
      }
    }
    return bound.filter { !set.contains($0.property.name) }
  }

  /// A note for each presentation of a type that `neverPresented(in:)` finds.
  static func neverPresentedNotes(in type: AppType) -> [ReadingNote] {
    neverPresented(in: type).map { neverPresentedNote($0.call, property: $0.property, in: type) }
  }

  /// A note for a presentation `neverPresented(in:)` found.
  private static func neverPresentedNote(_ call: CallItem, property: PropertyItem, in type: AppType) -> ReadingNote {
    ReadingNote(
      location: call.location,
      message: "\(type.name).\(property.name) is never set to present (no code of the view sets it but to "
        + "`\(property.value == .nilLiteral ? "nil" : "false")`, toggles it or hands on `$\(property.name)`), so this "
        + "`\(call.member)` never shows what it presents: it is left out")
  }

  /// The property a chain names on the view itself: `showsHelp` or `self.showsHelp`.
  private static func ownName(_ chain: [ChainStep]) -> String? {
    let steps = chain.first == .name("self") ? chain.dropFirst() : chain[...]
    guard steps.count == 1 else { return nil }
    return steps.first?.name
  }

  /// The property whose storage a chain names (`_showsHelp`).
  private static func storageName(_ chain: [ChainStep]) -> String? {
    guard let name = ownName(chain), name.hasPrefix("_"), name.count > 1 else { return nil }
    return String(name.dropFirst())
  }

  /// The properties whose binding or storage a value hands on (`$showsHelp`, `_showsHelp`, also inside a call or
  /// a closure's value the index keeps).
  private static func handedOn(_ value: ExpressionShape) -> [String] {
    var names: [String] = []
    RouteTypes.visit(value) { part in
      guard case .reference(let chain) = part, let first = chain.first?.name, first.count > 1,
        first.hasPrefix("$") || first.hasPrefix("_")
      else { return }
      names.append(String(first.dropFirst()))
    }
    return names
  }
}
