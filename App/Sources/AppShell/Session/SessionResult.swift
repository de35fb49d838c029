/// How one session ended, for `run` to report: its status, and why it did not pass.
struct SessionResult: Equatable {
    let status: ShellExitStatus
    /// Why it did not pass, in one line; nil when it passed.
    let failure: String?
    /// False when it was refused before anything ran.
    let started: Bool
}
