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
///   view and dismiss a presented one; the modifiers `.sheet { V() }`, `.popover { V() }`,
///   `.fullScreenCover { V() }` and Jumper's `.presentUIKit(style:isPresented:) { V() }` (unless the app declares a
///   `presentUIKit` of its own), `NavigationLink(destination: V())` / `NavigationLink { V() } label:`, and
///   `.navigationDestination(for:) { x in V(x) }` / `.navigationDestination(isPresented:) { V() }` (where a
///   `NavigationLink(value:)` leads: the link itself shows nothing of its own).
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
    /// The coordinator's finish, asked of the coordinator that shows the screen.
    case finish
    /// Shows a screen (`push`, `present` or `cover`): the one passed, or the one a content closure builds
    /// (`shown`).
    case show(ActionKind)
  }

  /// What a `show` shows.
  enum Shown: Sendable {
    /// The value passed: `present(vc, animated:)`, `NavigationLink(destination: V())`.
    case value(ExpressionShape)
    /// The types that a content closure builds, in source order: `.sheet(isPresented: $x) { V() }`.
    case built([String])
  }

  var effect: Effect
  /// The call, for its place, its closures and its enclosing cases.
  var call: CallItem
  /// Where it is written.
  var context: CodeContext
  /// What it shows, for `show`.
  var shown: Shown?
  /// For a `show` by a presentation given a binding: the places that set the binding back, closing what
  /// it shows.
  var closes: [BindingClose] = []
  /// For a `show` of one of several screens a content closure builds, the arms of the content that build it (none:
  /// every arm, or no arms).
  var arms: [ContentArm] = []

  /// The action that SwiftUI's presentation modifiers and links are (it runs for every call of every screen: the
  /// member's length is tested before any name is compared, and no dictionary hashes it).
  private static func presentation(_ member: String) -> ActionKind? {
    guard presentationMembers.contains(member) else { return nil }
    return switch member {
    case "sheet", "popover", "presentUIKit": .present
    case "fullScreenCover": .cover
    case "NavigationLink", "navigationDestination": .push
    default: nil
    }
  }

  /// The action, for every effect but `show`: SwiftUI's dismiss is a `pop` marked inferred until the
  /// route's style says otherwise.
  var action: Action? {
    let location = call.location
    switch effect {
    case .dismiss: return Action(.dismiss, location: location)
    case .pop: return Action(.pop, location: location)
    case .popToRoot: return Action(.popToRoot, location: location)
    case .close: return Action(.pop, confidence: .inferred, location: location)
    case .finish: return Action(.finish, location: location)
    case .show: return nil
    }
  }

  /// The site of this call on a coordinator that shows the screen.
  func site(_ action: Action, by coordinator: String) -> ActionSite {
    ActionSite(action: action, coordinator: coordinator, context: context, takenBy: call, isScreensOwn: true)
  }

  /// For each of these app types, the coordinators with a route it belongs to, from route ids
  /// (`Coordinator.route`) and their types.
  static func owners(of routeTypes: [String: Set<String>], among typeNames: [String: Int]) -> [String: Set<String>] {
    var owners: [String: Set<String>] = [:]
    for (id, types) in routeTypes {
      guard let dot = id.lastIndex(ofASCII: ".") else { continue }
      for typeName in types where typeNames[typeName] != nil {
        owners[typeName, default: []].insert(String(id[..<dot]))
      }
    }
    return owners
  }

  /// The types that navigate by themselves (`navigation`: the calls of each of `types`, in order), each with
  /// its position.
  static func navigatingTypes(_ navigation: [[ScreenNavigation]], in types: AppTypes) -> [String: Int] {
    var navigating: [String: Int] = [:]
    for (index, calls) in navigation.enumerated() where !calls.isEmpty { navigating[types.all[index].name] = index }
    return navigating
  }

  /// Every such call in a type's code.
  static func calls(in type: AppType, types: AppTypes, resolver: TypeResolver) -> [ScreenNavigation] {
    // Screens are classes and structs (an enum's or a protocol's code shows no screen of its own).
    guard type.declaration.kind == "class" || type.declaration.kind == "struct" else { return [] }
    let dismissActions = environmentNames(in: type, keyPath: "dismiss")
    let presentationModes = environmentNames(in: type, keyPath: "presentationMode")
    var isController: Bool?
    var found: [ScreenNavigation] = []
    // Presentations whose `@State` binding nothing sets show nothing (`neverPresented(in:)`, noted by the dialects).
    let neverShown = Set(neverPresented(in: type).map(\.call.location))
    for function in type.functions {
      let calls = function.calls
      for index in calls.indices {
        let call = calls[index]
        let member = call.member
        // Names first (this runs for every call of every screen): most calls are none of these.
        let modifier = presentation(member)
        let isDismissAction = !dismissActions.isEmpty && dismissActions.contains(member)
        if !dismissActions.isEmpty, !isDismissAction, let close = dismissByMethod(call, among: dismissActions) {
          let context = CodeContext(typeName: type.name, function: function).at(close.location)
          found.append(ScreenNavigation(effect: .close, call: close, context: context, shown: nil))
          continue
        }
        guard modifier != nil || isDismissAction || isControllerMember(member) else { continue }
        if modifier != nil, !neverShown.isEmpty, neverShown.contains(call.location) { continue }
        var receiver = call.receiver
        if receiver.first == .name("self") { receiver.removeFirst() }
        let effect: Effect?
        var shown: [Shown] = []
        // For each content shown, the arms of the content closure that build it (none: every arm).
        var shownArms: [[ContentArm]] = []
        if let modifier, !types.declaresFunction(member, in: type.name),
          // Jumper's `presentUIKit`, not one the app declares in an extension (`extension View`) under that name.
          member != "presentUIKit" || types.libraryExtensions(declaring: member, calledOn: call.receiver).isEmpty,
          // `NavigationLink(value:) { Row() }`: the closure is the label; it leads to a `navigationDestination`.
          !call.arguments.contains(where: { $0.label == "value" })
        {
          // A link's `destination:` is a view; a `navigationDestination`'s is its content closure.
          let destination =
            member == "NavigationLink" ? call.arguments.first { $0.label == "destination" }?.value : nil
          if let destination {
            shown = [.value(destination)]
          } else {
            let alternatives = contentAlternatives(of: index, in: calls, of: type, types: types)
            shown = alternatives.map { .built($0.types) }
            shownArms = alternatives.map(\.arms)
          }
          effect = .show(Self.presentationKind(modifier, of: call))
        } else if receiver.isEmpty, isDismissAction {
          effect = .close
        } else if member == "dismiss", receiver.count == 2, receiver.last == .name("wrappedValue"),
          let mode = receiver.first?.name, presentationModes.contains(mode)
        {
          effect = .close
        } else if isControllerMember(member) {
          let controller = isController ?? isViewController(type, types: types)
          isController = controller
          guard controller, !types.declaresFunction(member, in: type.name) else { continue }
          effect = controllerEffect(of: call, receiver: receiver)
          shown = call.arguments.first.map { [.value($0.value)] } ?? []
        } else {
          effect = nil
        }
        guard let effect else { continue }
        let context = CodeContext(typeName: type.name, function: function).at(call.location)
        let closes =
          modifier == nil ? [] : bindingCloses(of: index, in: calls, function: function, of: type, types: types)
        guard !shown.isEmpty else {
          found.append(ScreenNavigation(effect: effect, call: call, context: context, shown: nil))
          continue
        }
        for (position, shown) in shown.enumerated() {
          // A close written in an arm of the content closes what that arm shows.
          let arms = position < shownArms.count ? shownArms[position] : []
          let own = closes.filter { close in close.arm.map { arms.isEmpty || arms.contains($0) } ?? true }
          found.append(
            ScreenNavigation(effect: effect, call: call, context: context, shown: shown, closes: own, arms: arms))
        }
      }
    }
    if !dismissActions.isEmpty || !presentationModes.isEmpty {
      found += handedCloses(
        in: type, dismissActions: dismissActions, presentationModes: presentationModes, types: types,
        resolver: resolver)
    }
    return found
  }

  /// The names of UIKit's navigation methods that a view controller calls on itself.
  private static func isControllerMember(_ member: String) -> Bool { controllerMembers.contains(member) }

  /// The members `presentation(_:)` reads.
  static let presentationMembers: NameList = [
    "sheet", "popover", "fullScreenCover", "NavigationLink", "navigationDestination", "presentUIKit",
  ]

  /// Jumper's `presentUIKit(style:isPresented:content:)` presents its content as UIKit does, in the style given: full
  /// screen (`style: .fullScreen`) covers; any other, or none, is a sheet.
  private static func presentationKind(_ modifier: ActionKind, of call: CallItem) -> ActionKind {
    guard call.member == "presentUIKit", let style = call.arguments.first(where: { $0.label == "style" })?.value,
      PresentationStyle.kind(of: style)?.kind == .cover
    else { return modifier }
    return .cover
  }

  /// A view controller's own navigation calls.
  private static let controllerMembers: NameList = [
    "dismiss", "popViewController", "popToRootViewController", "pushViewController", "show", "present",
  ]

  /// The types that the content closure of the modifier or link at `index` builds (`SettingsView` in
  /// `.sheet(isPresented: $x) { SettingsView() }`): the type constructions in closures given to it, after
  /// its name and before the next call of the same name at its level (`.sheet { A() }.sheet { B() }`). One
  /// list per screen it may show: constructions in different arms of a `switch` (or `if case`) there are
  /// different screens (`.sheet(item: $sheet) { item in switch item { case .eggs: EggsView() case .notes:
  /// NotesView() } }`), each with what is built outside the arms. A closure that builds nothing itself shows
  /// what its value or a method of the view builds (`ScreenNavigation+ItemContent`).
  private static func contentAlternatives(of index: Int, in calls: [CallItem], of type: AppType, types: AppTypes)
    -> [(types: [String], arms: [ContentArm])]
  {
    let call = calls[index]
    let inContent = contentClosure(of: index, in: calls)
    var built: [(type: String, arm: ContentArm)] = []
    var methods: [String] = []
    for inner in calls[(index + 1)...] {
      guard inContent(inner.closureHosts, inner.location) else { continue }
      let onSelf = inner.receiver.isEmpty || inner.receiver == [.name("self")]
      if let written = inner.writtenTypeName {
        built.append((written, ContentArm(inner.casePatterns, inner.branches, in: call)))
      } else if onSelf, inner.member.startsLowercase {
        methods.append(inner.member)
      }
    }
    let lists =
      built.isEmpty
      ? indirectContent(of: call, methods: methods, in: type, types: types).map { (types: $0, arm: ContentArm?.none) }
      : alternatives(built)
    // Arms that build the same screen show it once.
    var merged: [(types: [String], arms: [ContentArm])] = []
    for (types, arm) in lists {
      if let known = merged.firstIndex(where: { $0.types == types }) {
        if let arm { merged[known].arms.append(arm) }
      } else {
        merged.append((types, arm.map { [$0] } ?? []))
      }
    }
    return merged
  }

  /// Whether code (by its enclosing closures' hosts and its place) sits in the closures given to
  /// `calls[index]`: those passed to a call of its name, after it and before the next such call at its depth.
  static func contentClosure(of index: Int, in calls: [CallItem]) -> ([String], SourceLocation) -> Bool {
    let call = calls[index]
    let depth = call.closureHosts.count
    let end = calls.lazy.filter { other in
      other.member == call.member && other.closureHosts.count == depth && other.location > call.location
    }.map(\.location).min()
    return { hosts, location in
      hosts.count > depth && hosts[depth] == call.member && location > call.location
        && end.map { location < $0 } ?? true
    }
  }

  /// Types built in arms (of the `switch` cases and the outermost `if` around each) as one list per arm,
  /// each with the types built outside the arms and its arm; as one list, in source order and of no arm,
  /// when there are not two arms.
  static func alternatives(_ built: [(type: String, arm: ContentArm)]) -> [(types: [String], arm: ContentArm?)] {
    var shared: [String] = []
    var arms: [ContentArm] = []
    var armTypes: [[String]] = []
    for (type, arm) in built {
      if arm.isEmpty {
        shared.append(type)
      } else if let known = arms.firstIndex(of: arm) {
        armTypes[known].append(type)
      } else {
        arms.append(arm)
        armTypes.append([type])
      }
    }
    guard armTypes.count > 1 else { return [(built.map(\.type), nil)] }
    return zip(armTypes, arms).map { ($0 + shared, $1) }
  }

  /// Where in a content closure a type is built: the patterns of the `switch` cases around it, and the
  /// branch of the outermost `if` around it (its body or its `else`), each counted from the closure.
  struct ContentArm: Equatable, Sendable {
    var patterns: ArraySlice<ExpressionShape>
    var branch: Int?

    init(patterns: ArraySlice<ExpressionShape>, branch: Int?) {
      self.patterns = patterns
      self.branch = branch
    }

    /// The arm of code with these case patterns and branches, in the content closure of `call`.
    init(_ patterns: [ExpressionShape], _ branches: [Int], in call: CallItem) {
      self.init(
        patterns: patterns.dropFirst(call.casePatterns.count), branch: branches.dropFirst(call.branches.count).first)
    }

    var isEmpty: Bool { patterns.isEmpty && branch == nil }
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

  /// SwiftUI's dismiss action called by its method: `dismiss.callAsFunction()`, read as `dismiss()`, or passed as an
  /// argument, `Button("Back", action: dismiss.callAsFunction)`, read as `dismiss()` in a closure given to the call.
  private static func dismissByMethod(_ call: CallItem, among dismissActions: Set<String>) -> CallItem? {
    func action(_ chain: [ChainStep]) -> String? {
      let steps = chain.first == .name("self") ? chain.dropFirst() : chain[...]
      guard steps.count == 1, let name = steps.first?.name, dismissActions.contains(name) else { return nil }
      return name
    }
    if call.member == "callAsFunction" {
      return action(call.receiver).map { call.running($0, on: [], with: []) }
    }
    for argument in call.arguments {
      guard case .reference(let chain) = argument.value, chain.last == .name("callAsFunction"),
        let name = action(chain.dropLast())
      else { continue }
      return call.runningInClosure(name, on: [], labels: call.closureLabels(then: argument.label))
    }
    return nil
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
