import SwiftFrontEnd
import Testing

extension ALCoordinatorDialectTests {
  @Test func testCodeAfterAContinuationRunsWhereItIsResumed() throws {
    let app = try load("testCodeAfterAContinuationRunsWhereItIsResumed", entry: "StallCoordinator")
    // `await withCheckedContinuation { continuation in Task { await navigate(toRoute: .picker(...)) } }` runs its
    // closure at once: the picker is presented where `pickStall()` is asked, the stalls; and the code after it waits
    // for the continuation to be resumed, after the task: the `dismiss` takes the picker away and the push after it
    // runs on the stalls (the same in a task, after a throwing continuation: `checkOut()`'s dismiss takes the
    // confirmation away, and the cover after it goes up over the stalls). Before, the presents were inferred on every
    // route and the dismisses read as the stalls'; with the continuation's closure read as run at once but its task
    // as run after the code around it, the picker went up over the detail pushed after it.
    #expect(
      describe(app.graph) == [
        "StallCoordinator stack start stalls @31:1",
        "  stalls @5:8",
        "    present picker @39:20",
        "    push detail @42:11",
        "    present confirm @48:22",
        "    cover done @51:28",
        "  picker @6:8",
        "    dismiss @41:18",
        "  detail @7:8",
        "  confirm @8:8",
        "    dismiss @50:20",
        "  done @9:8",
      ])
    #expect(app.inferredTriggers.isEmpty)
  }
}
