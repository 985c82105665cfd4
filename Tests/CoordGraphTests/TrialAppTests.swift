import Foundation
import Testing

/// Small apps written here to try the Swift front end on code shaped like real apps (one folder each under
/// `Fixtures/Trials`). Each trial's reading, `extract`'s design file and its notes on standard error, is compared
/// byte for byte with a reviewed snapshot in `Snapshots/Trials`, so that a change in what the front end reads shows up
/// as a failing test with the difference. After reviewing an intended change, run `make trials` to rewrite the
/// snapshots and review their diff.
@Suite struct TrialAppTests {
  static let trialsFolder = packageRoot.appendingPathComponent("Tests/CoordGraphTests/Fixtures/Trials")
  static let snapshotsFolder = packageRoot.appendingPathComponent("Tests/CoordGraphTests/Snapshots/Trials")

  /// Every trial folder, sorted.
  static let trials: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: trialsFolder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }()

  static let recording = ProcessInfo.processInfo.environment["COORDGRAPH_RECORD_TRIALS"] == "1"

  @Test func everyTrialHasASnapshotAndEverySnapshotATrial() throws {
    #expect(Self.trials.count >= 9)
    // While `make trials` writes them, the snapshots of new trials are not there yet.
    guard !Self.recording else { return }
    let snapshots = try FileManager.default.contentsOfDirectory(atPath: Self.snapshotsFolder.path)
    let named = Set(snapshots.map { ($0 as NSString).deletingPathExtension })
    #expect(named == Set(Self.trials), "a trial without a snapshot, or a snapshot without a trial: run `make trials`")
  }

  @Test(arguments: trials) func readsAsItsSnapshotSays(trial: String) throws {
    let run = try runCoordgraph(["extract", trial], in: Self.trialsFolder)
    #expect(run.status == 0, "\(run.standardError)")
    try compare(run.standardOutput, with: "\(trial).yml")
    try compare(run.standardError, with: "\(trial).notes")
  }

  private func compare(_ output: String, with snapshot: String) throws {
    let url = Self.snapshotsFolder.appendingPathComponent(snapshot)
    if Self.recording {
      try FileManager.default.createDirectory(at: Self.snapshotsFolder, withIntermediateDirectories: true)
      try output.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? "(no snapshot \(snapshot))"
    let difference = firstDifference(output, expected)
    #expect(output == expected, "the reading differs from Snapshots/Trials/\(snapshot): \(difference)")
  }

  /// The first line where two texts differ, both sides, for the failure message.
  private func firstDifference(_ actual: String, _ expected: String) -> String {
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(got.count, want.count) {
      let left = index < got.count ? String(got[index]) : "(end)"
      let right = index < want.count ? String(want[index]) : "(end)"
      if left != right { return "line \(index + 1): got `\(left)`, snapshot has `\(right)`" }
    }
    return "no line differs"
  }
}
