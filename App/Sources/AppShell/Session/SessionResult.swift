/// How one session ended, for `run` to report: its status, and why it did not pass.
struct SessionResult: Equatable {
    let status: ShellExitStatus
    let failure: String?
    let started: Bool
}
