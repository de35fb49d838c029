extension AppCoordinator {
    /// Waits until the launch screen's minimum time has passed on the timer clock, then leaves
    /// it as `settle()` does. For a host on a real clock that runs a line only once the launch is
    /// over; on a manual clock it returns only once the clock has been moved that far. Returns
    /// early when the caller is cancelled, leaving the launch to its timer.
    public func waitOutLaunchScreen() async {
        guard let deadline = pendingLaunch?.deadline else { return }
        if !deadline.isDue {
            guard (try? await deadline.wait()) != nil else { return }
        }
        await settle()
    }
}
