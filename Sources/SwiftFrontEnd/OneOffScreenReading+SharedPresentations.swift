import NavigationModel
import SourceIndex

/// Presentations bound to a property of an object that screens share (the app's own presentation state: `@Observable
/// final class SheetRouter { var sheet: ShelfSheet? }`): the view that holds the modifier (`.sheet(item:
/// $sheets.sheet) { ... }` at the root of a stack) presents whenever the property is set, and another screen sets it
/// (`sheets.sheet = .share(title)` in a pushed screen): SwiftUI then presents over that screen. Such a presentation
/// fires where the property is set, arm by case (`.share` shows what the content's `case .share:` builds), rather than
/// from the routes of the view that holds the modifier, where nothing asks for it.
extension OneOffScreenReading {
  /// `navigation` (the screens' own navigation calls, by type position) with each presentation bound to a shared
  /// object's property moved to the screens that set the property (`screens`: the types that belong to routes); kept
  /// where it is too where the holding view sets it itself, or where code that is no screen's does (a model's method,
  /// whose callers the reading does not follow from here).
  func redirectingSharedPresentations(_ navigation: [[ScreenNavigation]], screens: () -> Set<String>)
    -> [[ScreenNavigation]]
  {
    var shared: [SharedProperty: [(type: Int, entry: Int)]] = [:]
    for position in navigation.indices {
      for (index, entry) in navigation[position].enumerated() {
        guard case .show = entry.effect, let property = sharedProperty(of: entry, in: types.all[position]) else {
          continue
        }
        shared[property, default: []].append((position, index))
      }
    }
    guard !shared.isEmpty else { return navigation }
    let screenTypes = screens()
    var result = navigation
    var removed: [Int: Set<Int>] = [:]
    for (property, entries) in shared.sorted(by: { $0.key < $1.key }) {
      let (setters, closes) = settings(of: property)
      let holders = Set(entries.map(\.type))
      let elsewhere = setters.filter { !holders.contains($0.type) && screenTypes.contains(types.all[$0.type].name) }
      guard !elsewhere.isEmpty else { continue }
      // Set by the holding view itself, or by code that is no screen's: those stay on the holding view's routes.
      let staying = setters.filter { holders.contains($0.type) || !screenTypes.contains(types.all[$0.type].name) }
      for (position, index) in entries {
        var entry = navigation[position][index]
        // The shown screen's own code that sets the property back (`sheets.showsSettings = false`) closes it.
        entry.closes += closes.filter { builds(entry, types.all[$0.type].name) }.map { close in
          ScreenNavigation.BindingClose(
            place: SettingBack(
              location: close.assignment.location, closureHosts: close.assignment.closureHosts,
              casePatterns: close.assignment.casePatterns, branches: close.assignment.branches),
            shownCode: (types.all[close.type].name, close.function), arm: nil)
        }
        result[position][index] = entry
        for setter in elsewhere where entry.shows(setter.caseName) {
          var moved = entry
          moved.call = entry.call.placed(at: setter.assignment)
          moved.context = CodeContext(typeName: types.all[setter.type].name, function: setter.function)
            .at(setter.assignment.location)
          result[setter.type].append(moved)
        }
        if !staying.contains(where: { entry.shows($0.caseName) }) { removed[position, default: []].insert(index) }
      }
    }
    for (position, indexes) in removed {
      result[position] = result[position].enumerated().filter { !indexes.contains($0.offset) }.map(\.element)
    }
    return result
  }

  /// Whether a show's screen (the first type its content builds, as written there) is the app type named `typeName`.
  private func builds(_ entry: ScreenNavigation, _ typeName: String) -> Bool {
    guard case .built(let names)? = entry.shown, let first = names.first else { return false }
    return types.declaredName(first, inside: entry.context.typeName) == typeName
  }

  /// The property of a shared object that a presentation's binding names (`$sheets.sheet`: `sheet` of the
  /// `SheetRouter` that the view's `sheets` holds), when that object is a class of the app.
  private func sharedProperty(of entry: ScreenNavigation, in type: AppType) -> SharedProperty? {
    guard let (_, place) = ScreenNavigation.presentationBinding(of: entry.call), place.count == 2,
      let holder = place[0].name, let name = place[1].name, let property = type.property(named: holder),
      let holderType = resolver.propertyType(property, owner: type.name),
      let object = types.type(named: holderType), object.declaration.kind == "class"
    else { return nil }
    return SharedProperty(typeName: object.name, name: name)
  }

  /// The places in the app's code that set a shared property to show something (a case, `true`, a value), each with the
  /// case it sets, if one; and those that set it back (`nil`, `false`).
  private func settings(of property: SharedProperty) -> (settings: [Setting], back: [Setting]) {
    var found: [Setting] = []
    var back: [Setting] = []
    for position in types.all.indices {
      let type = types.all[position]
      for function in type.functions {
        for assignment in function.assignments {
          var target = assignment.target
          if target.first == .name("self") { target.removeFirst() }
          guard target.count == 2, target[1] == .name(property.name) else { continue }
          let context = CodeContext(typeName: type.name, function: function).at(assignment.location)
          guard resolver.type(of: [target[0]], in: context) == property.typeName else { continue }
          let setting = Setting(type: position, function: function, assignment: assignment, caseName: nil)
          switch assignment.value {
          case .boolean(false), .nilLiteral: back.append(setting)
          case .other: continue
          case .implicitMember(let name, _):
            found.append(Setting(type: position, function: function, assignment: assignment, caseName: name))
          default: found.append(setting)
          }
        }
      }
    }
    return (found, back)
  }
}

/// A property of a class of the app, by the class's name.
private struct SharedProperty: Hashable, Comparable {
  var typeName: String
  var name: String

  static func < (left: Self, right: Self) -> Bool { (left.typeName, left.name) < (right.typeName, right.name) }
}

/// An assignment that sets a shared property.
private struct Setting {
  var type: Int
  var function: FunctionItem
  var assignment: AssignmentItem
  var caseName: String?
}

extension ScreenNavigation {
  /// Whether this show is of what the content builds for the case `caseName` (`case .share(let title): ShareSheet(title:
  /// title)` for `.share`): any where no case is known, or where the content has no arms.
  fileprivate func shows(_ caseName: String?) -> Bool {
    guard let caseName, !arms.isEmpty else { return true }
    return arms.contains { arm in
      guard let first = arm.patterns.first else { return true }
      if case .implicitMember(let name, _) = first { return name == caseName }
      return true
    }
  }
}
