extension Task where Success == Void, Failure == Never {
    /// Waits for the task to finish; cancelling the waiting caller cancels the task too, so a
    /// screen that goes away mid-request stops its work.
    func waitCancellingWithCaller() async {
        await withTaskCancellationHandler {
            await value
        } onCancel: {
            cancel()
        }
    }
}
