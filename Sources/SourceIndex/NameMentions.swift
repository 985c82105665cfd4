import Foundation
@_spi(RawSyntax) import SwiftSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which of some names a set of Swift files mentions anywhere but where a function or a property of that name is
/// declared: a call, a reference passed as a value (`Button(action: model.save)`), `#selector(close)`, a key path
/// (`\.inbox`), an argument label. Asked of the few functions whose navigation nothing seems to run, to tell code
/// nothing calls from code called in a way the reading does not follow: a name mentioned anywhere may be called there.
///
/// Each file is read again. A file where the name is written as a whole word no more often than the file declares it
/// does not mention it (a declaration writes its name once); another is looked at by SwiftParser's own lexer, so that
/// names in comments and strings are no mentions.
public enum NameMentions {
  /// A file to look at, with how many functions (or computed properties) of each name its index declares, and the
  /// places (line, column) of names that are no mentions however they are written (a call that never runs: one through
  /// a property nothing sets).
  public struct File: Sendable {
    public var path: String
    public var declared: [String: Int]
    public var skipped: [String: Set<Place>]

    /// A file at `path` whose index declares `declared` functions of each name, and whose names at `skipped` are no
    /// mentions.
    public init(path: String, declared: [String: Int], skipped: [String: Set<Place>] = [:]) {
      self.path = path
      self.declared = declared
      self.skipped = skipped
    }
  }

  /// A line and a column (of UTF-8 bytes), from 1.
  public struct Place: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// The names among `names` that some file mentions; a file that cannot be read mentions them all. `typeMembers`: the
  /// names among them of static functions, which an implicit member expression may call (`.make()`). `enumCases`: the
  /// names among them of the app's enums' cases, by enum name, which `Enum.name` names rather than a function. `threads`:
  /// the threads the files are read on (all the cores when nil).
  public static func mentioned(
    _ names: Set<String>, in files: [File], typeMembers: Set<String> = [], enumCases: [String: Set<String>] = [:],
    threads: Int? = nil
  ) -> Set<String> {
    FileScan.names(in: files.map(\.path), threads: threads, unreadable: names) { index, bytes, found in
      let left = names.subtracting(found)
      guard !left.isEmpty else { return [] }
      let file = files[index]
      return mentions(
        of: left, in: bytes, declared: file.declared, skipped: file.skipped, typeMembers: typeMembers,
        enumCases: enumCases)
    }
  }

  /// The names among `names` that the bytes of one file mention, where it declares `declared` of each and writes
  /// those at `skipped` in code that never runs.
  static func mentions(
    of names: Set<String>, in bytes: UnsafeBufferPointer<UInt8>, declared: [String: Int] = [:],
    skipped: [String: Set<Place>] = [:], typeMembers: Set<String> = [], enumCases: [String: Set<String>] = [:]
  ) -> Set<String> {
    let written = names.filter {
      wholeWords(Array($0.utf8), in: bytes) > declared[$0, default: 0] + (skipped[$0]?.count ?? 0)
    }
    guard !written.isEmpty else { return [] }
    var found: Set<String> = []
    var reading = MentionReading(typeMembers: typeMembers, enumCases: enumCases)
    // Lines are counted only in a file that has places to skip (a few, if any).
    let lines = skipped.isEmpty ? nil : SourceText(String(decoding: bytes, as: UTF8.self))
    ParserGuard.forEachToken(in: bytes) { kind, text, offset in
      guard let name = reading.mention(kind, text), written.contains(name) else { return }
      if let places = skipped[name], let place = lines?.lineAndColumn(of: offset),
        places.contains(Place(line: place.line, column: place.column))
      {
        return
      }
      found.insert(name)
    }
    return found
  }

  /// How often `bytes` hold `word` with no letter, digit or `_` on either side. The C library's `memchr` looks for the
  /// word's rarest-looking byte (a digit or a capital where it has one: `4` in `show4`, `S` in `showSettings`).
  static func wholeWords(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    func isIdentifierByte(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (byte &- UInt8(ascii: "0")) < 10 || ((byte | 0x20) &- UInt8(ascii: "a")) < 26
    }
    guard let base = bytes.baseAddress, !word.isEmpty, word.count <= bytes.count else { return 0 }
    let key =
      word.lastIndex { ($0 &- UInt8(ascii: "0")) < 10 } ?? word.lastIndex { ($0 &- UInt8(ascii: "A")) < 26 }
      ?? word.count - 1
    var count = 0
    var from = key  // where the key byte of the next candidate may be
    let end = bytes.count - (word.count - key)  // the last place the key byte may be
    while from <= end {
      guard let found = memchr(base + from, Int32(word[key]), end - from + 1) else { break }
      let keyAt = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      from = keyAt + 1
      let hit = keyAt - key
      guard bytes[hit..<hit + word.count].elementsEqual(word) else { continue }
      if hit > 0 && isIdentifierByte(bytes[hit - 1]) { continue }
      if hit + word.count < bytes.count && isIdentifierByte(bytes[hit + word.count]) { continue }
      count += 1
    }
    return count
  }
}
