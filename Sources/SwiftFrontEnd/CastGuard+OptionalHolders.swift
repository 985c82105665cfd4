import NavigationModel
import SourceIndex

/// An optional stored property that holds a coordinator guards code reached through it as a conditional cast does:
/// `tabs?.currentPage = .review` and `tabs?.openLesson(id)` after `private var tabs: StudyTabs?` run only where the
/// property holds a coordinator, which the app sets as it makes that coordinator (`self.tabs = tabs` before
/// `navigate(to: tabs)`), and do nothing elsewhere. In a deep link, the app ignores the URL where no such coordinator
/// runs (`DeepLink.onlyWith`).
extension CastGuard {
  /// A type's optional stored properties that hold a coordinator: each property's name and the coordinator it holds.
  /// (A list, not a dictionary: most types have none, the rest one or two, and a name is then compared, not hashed.)
  typealias Holders = [(property: String, coordinator: String)]

  /// The coordinators (among `coordinators`) that a type's optional stored properties hold; empty for most types, and
  /// for a screen (a UIKit view controller, a SwiftUI view): a screen is up only while a coordinator shows it, and the
  /// `weak var coordinator: FlowCoordinator?` it is given guards no link (only what outlives screens handles links: the
  /// app's delegates, coordinators, routers). Leaving screens out also spares their every call the lookup.
  static func optionalHolders(of type: AppType?, coordinators: Set<String>, types: AppTypes) -> Holders {
    // (Most types have no optional property, and most that do are screens: both told before any name is looked up.)
    guard let type, type.properties.contains(where: \.isOptional), !isScreenByName(type) else { return [] }
    var holders: Holders = []
    for property in type.properties where property.isOptional && !property.isStatic && !property.isComputed {
      guard let held = property.type?.name, coordinators.contains(held) else { continue }
      holders.append((property.name, held))
    }
    guard !holders.isEmpty, !ScreenNavigation.isViewController(type, types: types) else { return [] }
    return holders
  }

  /// Whether a type is a SwiftUI view or subclasses one of UIKit's view controllers, told by the names it inherits
  /// (a controller whose superclass is the app's is told by its lineage, after).
  private static func isScreenByName(_ type: AppType) -> Bool {
    if let superclass = type.inheritance.first?.name, superclass.hasPrefix("UI"), superclass.hasSuffix("Controller") {
      return true
    }
    return type.inheritance.contains { $0.name == "View" || $0.name == "SwiftUI.View" }
  }

  /// The coordinator a property of `holders` holds, by the property's name.
  private static func held(by name: String, in holders: Holders) -> String? {
    holders.first { $0.property == name }?.coordinator
  }

  /// The coordinator an optional stored property at the start of `receiver` holds (`tabs` in `tabs?.currentPage`, or in
  /// `self.tabs?.openLesson(id)`), also through a binding that unwraps it (`guard let tabs else { return }`); nil where
  /// a parameter or another local of that name hides the property (`let tabs = HomeTabs()`, declared before `place`,
  /// where the receiver is written), and for any other receiver. (Locals do not record the `switch` arm they sit in: one
  /// declared in an earlier arm hides the property too, which leaves a link unguarded rather than guarding one wrongly.)
  static func holder(
    starting receiver: [ChainStep], in context: CodeContext, holders: Holders, at place: SourceLocation?
  ) -> String? {
    guard !holders.isEmpty else { return nil }
    let ownStep = receiver.first == .name("self")
    guard case .name(let name)? = ownStep ? receiver.dropFirst().first : receiver.first,
      let held = held(by: name, in: holders)
    else { return nil }
    if ownStep { return held }
    if context.function?.parameters.contains(where: { $0.name == name }) == true { return nil }
    let local =
      place.map { place in
        context.function?.locals.last {
          $0.name == name && $0.location < place && CodeContext.isInScope($0, at: place)
        }
      } ?? context.local(named: name)
    if let local {
      guard case .reference(let chain)? = local.value,
        chain == [.name(name)] || chain == [.name("self"), .name(name)]
      else { return nil }
    }
    return held
  }

  /// Whether `receiver` may start with one of `holders` (`holder(starting:in:holders:)`), told without looking anything
  /// up.
  static func mayStartWithHolder(_ receiver: [ChainStep], holders: Holders) -> Bool {
    guard !holders.isEmpty, let first = receiver.first else { return false }
    if first == .name("self"), receiver.count > 1, case .name(let name) = receiver[1] {
      return held(by: name, in: holders) != nil
    }
    if case .name(let name) = first { return held(by: name, in: holders) != nil }
    return false
  }
}
