import NavigationModel
import SourceIndex

/// A navigation call that a screen makes by itself, through UIKit or SwiftUI rather than through its
/// coordinator:
/// - on a view controller: `dismiss(animated:)` (also on `navigationController` or
///   `presentingViewController`), `navigationController?.popViewController(animated:)`,
///   `navigationController?.popToRootViewController(animated:)`,
///   `navigationController?.pushViewController(vc, animated:)`, `show(vc, sender:)` and
///   `present(vc, animated:)`;
/// - on a SwiftUI view: `dismiss()` of `@Environment(\.dismiss) var dismiss`, and
///   `presentationMode.wrappedValue.dismiss()` of `@Environment(\.presentationMode)`, which pop a pushed
///   view and dismiss a presented one.
///
/// A method the app declares itself under that name (in the type or a superclass) is the app's, and is
/// read through the call graph instead.
struct ScreenNavigation: Sendable {
  /// What the call does.
  enum Effect: Sendable, Equatable {
    case dismiss
    case pop
    case popToRoot
    /// SwiftUI's dismiss action: `pop` where the view is pushed, `dismiss` where it is presented.
    case close
    /// Shows the screen its first argument builds: `push` or `present`.
    case show(ActionKind)
  }

  var effect: Effect
  /// The call, for its place, its closures and its enclosing cases.
  var call: CallItem
  /// Where it is written.
  var context: CodeContext

  /// The shown value, for `show`.
  var shown: ExpressionShape? { call.arguments.first?.value }

  /// The action, for every effect but `show`: SwiftUI's dismiss is a `pop` marked inferred until the
  /// route's style says otherwise.
  var action: Action? {
    let location = call.location
    switch effect {
    case .dismiss: return Action(.dismiss, location: location)
    case .pop: return Action(.pop, location: location)
    case .popToRoot: return Action(.popToRoot, location: location)
    case .close: return Action(.pop, confidence: .inferred, location: location)
    case .show: return nil
    }
  }

  /// The site of this call on a coordinator that shows the screen.
  func site(_ action: Action, by coordinator: String) -> ActionSite {
    ActionSite(
      action: action, coordinator: coordinator, context: context, closureHosts: call.closureHosts,
      closureTargets: call.closureTargets, casePatterns: call.casePatterns)
  }

  /// For each app type, the coordinators with a route it belongs to (sorted), from route ids
  /// (`Coordinator.route`) and their types.
  static func owners(of routeTypes: [String: Set<String>]) -> [String: [String]] {
    var owners: [String: Set<String>] = [:]
    for (id, typeNames) in routeTypes {
      guard let dot = id.lastIndex(of: ".") else { continue }
      let coordinator = String(id[..<dot])
      for typeName in typeNames { owners[typeName, default: []].insert(coordinator) }
    }
    return owners.mapValues { $0.sorted() }
  }

  /// Every such call in a type's code; none for a type that is neither a view controller nor a view
  /// holding SwiftUI's dismiss action.
  static func calls(in type: AppType, types: AppTypes) -> [ScreenNavigation] {
    let isController = isViewController(type, types: types)
    let dismissActions = environmentNames(in: type, keyPath: "dismiss")
    let presentationModes = environmentNames(in: type, keyPath: "presentationMode")
    guard isController || !dismissActions.isEmpty || !presentationModes.isEmpty else { return [] }
    var found: [ScreenNavigation] = []
    for function in type.functions {
      let context = CodeContext(typeName: type.name, function: function)
      for call in function.calls {
        var receiver = call.receiver
        if receiver.first == .name("self") { receiver.removeFirst() }
        let effect: Effect?
        if receiver.isEmpty, dismissActions.contains(call.member) {
          effect = .close
        } else if call.member == "dismiss", receiver.count == 2, receiver.last == .name("wrappedValue"),
          let mode = receiver.first?.name, presentationModes.contains(mode)
        {
          effect = .close
        } else if isController, !types.declaresFunction(call.member, in: type.name) {
          effect = controllerEffect(of: call, receiver: receiver)
        } else {
          effect = nil
        }
        if let effect { found.append(ScreenNavigation(effect: effect, call: call, context: context)) }
      }
    }
    return found
  }

  /// What a view controller's own UIKit call does (`receiver` without a leading `self`).
  private static func controllerEffect(of call: CallItem, receiver: [ChainStep]) -> Effect? {
    let onNavigation = receiver == [.name("navigationController")]
    let labels = call.arguments.map(\.label)
    switch call.member {
    case "dismiss":
      guard receiver.isEmpty || onNavigation || receiver == [.name("presentingViewController")] else { return nil }
      return .dismiss
    case "popViewController": return onNavigation ? .pop : nil
    case "popToRootViewController": return onNavigation ? .popToRoot : nil
    case "pushViewController":
      return onNavigation && labels.first == .some(nil) ? .show(.push) : nil
    case "show":
      return receiver.isEmpty && labels == [nil, "sender"] ? .show(.push) : nil
    case "present":
      guard receiver.isEmpty || onNavigation, labels.first == .some(nil), labels.contains("animated") else {
        return nil
      }
      return .show(.present)
    default: return nil
    }
  }

  /// Whether a type is a UIKit view controller: its class lineage ends in a UIKit controller class
  /// (`UIViewController`, `UITableViewController`, `UIHostingController`, ...).
  static func isViewController(_ type: AppType, types: AppTypes) -> Bool {
    guard type.declaration.kind == "class" else { return false }
    let root = types.lineage(of: type.name).last ?? type
    guard let superclass = root.inheritance.first?.name, types.type(named: superclass) == nil else { return false }
    return superclass.hasPrefix("UI") && superclass.hasSuffix("Controller")
  }

  /// The properties that read an environment value by key path: `@Environment(\.dismiss) var dismiss`.
  private static func environmentNames(in type: AppType, keyPath name: String) -> Set<String> {
    var names: Set<String> = []
    for property in type.properties {
      for attribute in property.attributes where attribute.name == "Environment" {
        if case .keyPath(nil, let components)? = attribute.arguments.first?.value, components == [name] {
          names.insert(property.name)
        }
      }
    }
    return names
  }
}
