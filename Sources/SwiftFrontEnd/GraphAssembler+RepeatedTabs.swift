import NavigationModel

/// A tab bar whose tabs show one coordinator type more than once (`CatalogueCoordinator<Book>` and
/// `CatalogueCoordinator<Film>`, or `FeedCoordinator(kind: .latest)` and `FeedCoordinator(kind: .popular)`): each tab
/// is an instance of its own, so the second and later are read as copies of the coordinator under names of their own
/// (`CatalogueCoordinator_2`), with its routes and actions. The model names tabs by type, and two tabs of one name would
/// be one tab written twice.
extension GraphAssembler {
  /// The coordinators with a copy for each repeated tab, the tab bars naming the copies, `home` with the copies' routes
  /// where it has the original's, and a note per copy.
  static func copyingRepeatedTabs(_ coordinators: [Coordinator], home: [NameReference])
    -> (coordinators: [Coordinator], home: [NameReference], notes: [ReadingNote])
  {
    guard coordinators.contains(where: { $0.kind == .tabs && Set($0.tabs.map(\.name)).count < $0.tabs.count }) else {
      return (coordinators, home, [])
    }
    var result = coordinators
    var home = home
    var notes: [ReadingNote] = []
    var taken = Set(coordinators.map(\.name))
    let byName = Dictionary(coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for index in coordinators.indices where coordinators[index].kind == .tabs {
      var seen: Set<String> = []
      for position in coordinators[index].tabs.indices {
        let tab = coordinators[index].tabs[position]
        guard !seen.insert(tab.name).inserted, var copy = byName[tab.name] else { continue }
        var number = 2
        while taken.contains("\(tab.name)_\(number)") { number += 1 }
        copy.name = "\(tab.name)_\(number)"
        taken.insert(copy.name)
        result[index].tabs[position].name = copy.name
        result.append(copy)
        home += home.filter { $0.name.hasPrefix(tab.name + ".") }.map { original in
          NameReference(copy.name + original.name.dropFirst(tab.name.count), at: original.location)
        }
        notes.append(
          ReadingNote(
            location: tab.location,
            message:
              "\(coordinators[index].name) shows \(tab.name) in more than one tab: this tab's is read as a copy of it, "
              + "\(copy.name), with the same routes and actions (a tab is an instance of its own)"))
      }
    }
    home.sort { $0.name < $1.name }
    return (result, home, notes)
  }
}
