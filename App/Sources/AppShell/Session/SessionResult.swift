/// How one session ended, for `run` to report: its status, and why it did not pass.
struct SessionResult: Equatable {
    let status: ShellExitStatus
    /// One line saying why it did not pass (the failed `expect`, the reason it could not go on, the
    /// signal); nil when it passed. Variables' values are masked.
    let failure: String?
    /// Whether its script started: false when it was refused before anything ran.
    let started: Bool
}
