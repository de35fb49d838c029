struct SessionResult: Equatable {
    let status: ShellExitStatus
    let failure: String?
    let started: Bool
}
