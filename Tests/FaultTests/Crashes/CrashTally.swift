/// What the crash test saw over all its runs, for the summary line and the docs' figures.
struct CrashTally: CustomStringConvertible {
    /// Runs killed with SIGKILL.
    var kills = 0
    /// Runs that ended before their kill moment came.
    var completed = 0
    /// Events that had reached the outbox or the backend when a run was killed.
    var storedAtKill = 0
    /// Of those, events still in the outbox at the kill, delivered by the relaunch.
    var deliveredAfterRelaunch = 0
    /// Kills that left a restoration under way, whose scene storage the relaunch moved aside.
    var restorationsSkipped = 0
    /// Temporary files of interrupted writes found after a kill.
    var leftovers = 0

    var description: String {
        "\(kills) kills (\(completed) runs ended first), \(storedAtKill) events stored at the kills, "
            + "\(deliveredAfterRelaunch) of them delivered by the relaunch, "
            + "\(restorationsSkipped) restorations skipped, \(leftovers) interrupted writes left behind"
    }
}
