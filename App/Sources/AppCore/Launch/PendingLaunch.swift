/// A launch whose work is done, waiting for the launch screen's minimum time to pass.
struct PendingLaunch {
    var destination: LaunchDestination
    let deadline: Deadline
    /// Waits out the minimum in real time; nil when it had already passed.
    let timer: Task<Void, Never>?
}
