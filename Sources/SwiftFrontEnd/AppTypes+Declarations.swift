import NavigationModel
import SourceIndex

extension AppTypes {
  /// Where the declaration of one of the app's types is read from while the tables are made: a type of the index, by
  /// position, or an item made here (a protocol composition, a coordinator base). A type of the index is copied once,
  /// into its `AppType`, on all the cores: a copy holds a dozen references, and copying each type into a list first
  /// retained and released them all on one core.
  struct Declaration {
    /// A type of the index: `index.files[file].types[position]`.
    var file = -1
    var position = -1
    /// A type made here, not in the index.
    var made: TypeItem?
    /// Its name as the tables know it (qualified by its module where types of several modules share it).
    var name: String
    /// The modules its file imports.
    var imports: [String]

    init(file: Int, position: Int, name: String, imports: [String]) {
      (self.file, self.position, self.name, self.imports) = (file, position, name, imports)
    }

    init(made: TypeItem, imports: [String]) {
      (self.made, self.name, self.imports) = (made, made.name, imports)
    }

    /// Where it is declared.
    func location(in index: SourceIndex) -> SourceLocation {
      made?.location ?? index.files[file].types[position].location
    }

    /// The types it inherits and conforms to, as written.
    func inheritance(in index: SourceIndex) -> [TypeReference] {
      made?.inheritance ?? index.files[file].types[position].inheritance
    }

    /// Its stored properties.
    func properties(in index: SourceIndex) -> [PropertyItem] {
      made?.properties ?? index.files[file].types[position].properties
    }

    /// Its functions.
    func functions(in index: SourceIndex) -> [FunctionItem] {
      made?.functions ?? index.files[file].types[position].functions
    }

    /// A copy of its item, under the name the tables know.
    func item(in index: SourceIndex) -> TypeItem {
      if let made { return made }
      var item = index.files[file].types[position]
      if item.name.utf8.count != name.utf8.count { item.name = name }
      return item
    }
  }
}
