import NavigationModel
import SourceIndex

/// A SwiftUI screen's dismiss action handed to a helper it makes, which calls it: the idiom of a UIKit controller
/// wrapped for SwiftUI, whose `Coordinator` (the controller's delegate) closes the screen when the controller is done.
/// `makeCoordinator() -> Coordinator { Coordinator(dismiss: dismiss) }` and then `dismiss()` in
/// `mailComposeController(_:didFinishWith:error:)`; `Coordinator(self)` or `Coordinator(parent: self)` and then
/// `parent.dismiss()`, or `parent.presentationMode.wrappedValue.dismiss()` for the older presentation mode. Or handed
/// to the screen's model by assignment: `.onAppear { model.dismiss = dismiss }`, then `dismiss?()` in `save()`.
extension ScreenNavigation {
  /// The closes that the helpers of `screen` make with the dismiss action it hands them (`dismissActions`: its
  /// `@Environment(\.dismiss)` properties; `presentationModes`: its `@Environment(\.presentationMode)` ones). Each
  /// reads as written in the screen's function that makes the helper (`makeCoordinator()`): the helper's code runs
  /// while the screen is shown. A helper that is handed nothing (one that keeps a `DismissAction?` that nothing
  /// sets) closes nothing.
  static func handedCloses(
    in screen: AppType, dismissActions: Set<String>, presentationModes: Set<String>, types: AppTypes,
    resolver: TypeResolver
  ) -> [ScreenNavigation] {
    guard !dismissActions.isEmpty || !presentationModes.isEmpty else { return [] }
    var found: [ScreenNavigation] = []
    var read: Set<String> = []
    for function in screen.functions {
      found += assignedCloses(
        in: function, of: screen, dismissActions: dismissActions, presentationModes: presentationModes, types: types,
        resolver: resolver)
      for call in function.calls {
        guard let written = call.writtenTypeName,
          let handed = handedValues(by: call, dismissActions: dismissActions, presentationModes: presentationModes),
          let helper = types.type(named: types.declaredName(written, inside: screen.name)),
          helper.name != screen.name, read.insert(helper.name).inserted
        else { continue }
        let holders = Holders(of: helper, handed: handed, screen: screen.name, types: types)
        guard !holders.isEmpty else { continue }
        for helperFunction in helper.functions {
          for close in helperFunction.calls
          where holders.closes(close, dismissActions: dismissActions, presentationModes: presentationModes) {
            let context = CodeContext(typeName: screen.name, function: function).at(call.location)
            found.append(ScreenNavigation(effect: .close, call: close, context: context, shown: nil))
          }
        }
      }
    }
    return found
  }

  /// The closes that a model of `screen` makes with the dismiss action (or presentation mode) that `function` assigns to
  /// its property (`model.dismiss = dismiss`): calls of that property in the model's code (`dismiss?()`,
  /// `presentation?.wrappedValue.dismiss()`), read as written where the screen assigns it.
  private static func assignedCloses(
    in function: FunctionItem, of screen: AppType, dismissActions: Set<String>, presentationModes: Set<String>,
    types: AppTypes, resolver: TypeResolver
  ) -> [ScreenNavigation] {
    var found: [ScreenNavigation] = []
    for assignment in function.assignments {
      guard case .reference(let chain) = assignment.value else { continue }
      let value = chain.first == .name("self") ? chain.dropFirst() : chain[...]
      var target = assignment.target
      if target.first == .name("self") { target.removeFirst() }
      guard value.count == 1, let handed = value.first?.name, target.count == 2,
        let holder = target[0].name, let property = target[1].name,
        dismissActions.contains(handed) || presentationModes.contains(handed),
        let held = screen.property(named: holder),
        let model = resolver.propertyType(held, owner: screen.name).flatMap(types.type(named:))
      else { continue }
      var holders = Holders()
      if dismissActions.contains(handed) { holders.actions = [property] } else { holders.modes = [property] }
      for modelFunction in model.functions {
        for close in modelFunction.calls
        where holders.closes(close, dismissActions: dismissActions, presentationModes: presentationModes) {
          let context = CodeContext(typeName: screen.name, function: function).at(assignment.location)
          found.append(ScreenNavigation(effect: .close, call: close, context: context, shown: nil))
        }
      }
    }
    return found
  }

  /// What a call that makes a helper hands it: the screen itself (`self`), and its dismiss action or presentation mode
  /// (by name, `dismiss` or `self.dismiss`). Nil where it hands neither.
  private static func handedValues(
    by call: CallItem, dismissActions: Set<String>, presentationModes: Set<String>
  ) -> (screen: Bool, action: Bool)? {
    var handed = (screen: false, action: false)
    for argument in call.arguments {
      guard case .reference(let chain) = argument.value else { continue }
      if chain == [.name("self")] {
        handed.screen = true
        continue
      }
      let steps = chain.first == .name("self") ? chain.dropFirst() : chain[...]
      guard steps.count == 1, let name = steps.first?.name else { continue }
      if dismissActions.contains(name) || presentationModes.contains(name) { handed.action = true }
    }
    return handed.screen || handed.action ? handed : nil
  }

  /// The stored properties of a helper that hold what its screen hands it.
  private struct Holders {
    /// Those of the screen's type (`let parent: DocumentScanner`).
    var screens: Set<String> = []
    /// Those of SwiftUI's `DismissAction`.
    var actions: Set<String> = []
    /// Those of `Binding<PresentationMode>`.
    var modes: Set<String> = []

    var isEmpty: Bool { screens.isEmpty && actions.isEmpty && modes.isEmpty }

    /// None yet.
    init() {}

    init(of helper: AppType, handed: (screen: Bool, action: Bool), screen: String, types: AppTypes) {
      for property in helper.properties where !property.isStatic && !property.isComputed {
        guard let type = property.type else { continue }
        if handed.screen, types.declaredName(type.name, inside: helper.name) == screen {
          screens.insert(property.name)
        } else if handed.action, type.name == "DismissAction" {
          actions.insert(property.name)
        } else if handed.action, type.name == "Binding", type.arguments.first?.name == "PresentationMode" {
          modes.insert(property.name)
        }
      }
    }

    /// Whether a call of the helper's code closes its screen: `dismiss()` or `dismiss.callAsFunction()` of a held
    /// action, `mode.wrappedValue.dismiss()` of a held mode, and the same of the screen's own through a held screen
    /// (`parent.dismiss()`, `parent.presentationMode.wrappedValue.dismiss()`).
    func closes(_ call: CallItem, dismissActions: Set<String>, presentationModes: Set<String>) -> Bool {
      var chain = call.receiver
      if chain.first == .name("self") { chain.removeFirst() }
      if call.member == "callAsFunction" {
        return Self.runsAction(chain.map(\.name), held: actions, screens: screens, of: dismissActions)
      }
      if call.member == "dismiss", chain.last == .name("wrappedValue") {
        return Self.runsAction(chain.dropLast().map(\.name), held: modes, screens: screens, of: presentationModes)
      }
      return Self.runsAction(chain.map(\.name) + [call.member], held: actions, screens: screens, of: dismissActions)
    }

    /// Whether `names` reach an action: a held one (`[dismiss]`), or one of the screen's through a held screen
    /// (`[parent, dismiss]`).
    private static func runsAction(
      _ names: [String?], held: Set<String>, screens: Set<String>, of screensOwn: Set<String>
    ) -> Bool {
      switch names.count {
      case 1: return names[0].map(held.contains) ?? false
      case 2:
        guard let holder = names[0], let action = names[1] else { return false }
        return screens.contains(holder) && screensOwn.contains(action)
      default: return false
      }
    }
  }
}
