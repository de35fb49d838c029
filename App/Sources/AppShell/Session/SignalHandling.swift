#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the termination signals do to a session. While the mode runs, SIGTERM, SIGHUP, SIGQUIT
/// (and SIGINT in `run` and `demo`) stop it and start the clean termination, which may take at
/// most `bound` before the session ends anyway, with status 128 plus the signal's number (143,
/// 129, 131, 130). In interactive mode SIGINT goes to the prompt instead. Once the session is
/// terminating, for whatever reason, a signal exits at once.
struct SignalHandling {
    /// Starts catching the signals, once the mode is about to run, and gives their numbers as
    /// they arrive. (Before that there is nothing to terminate cleanly.)
    var numbers: () -> AsyncStream<Int32>
    /// Ends the process with the status at once, skipping the rest of the termination.
    var exitAtOnce: @Sendable (ShellExitStatus) -> Void
    /// How long the clean termination a signal starts may take.
    var bound = Duration.seconds(2)
    /// What the bound is measured on.
    var clock: any Clock<Duration> = ContinuousClock()

    /// No signals ever arrive: a session run in-process by a test.
    static var none: SignalHandling {
        SignalHandling(numbers: { AsyncStream { $0.finish() } }, exitAtOnce: { _ in })
    }

    private enum Input: Sendable {
        case signal(Int32)
        case modeEnded(Result<ShellExitStatus, ShellError>)
        case terminated
        case outOfTime
    }

    private enum ModeEnding {
        case finished(Result<ShellExitStatus, ShellError>)
        case stopped(by: Int32)

        var result: Result<ShellExitStatus, ShellError> {
            switch self {
            case .finished(let result): result
            case .stopped(let signal): .success(ShellExitStatus(signal: signal))
            }
        }
    }

    /// Runs `mode`, then `terminate`, and returns how the session ended: as the mode said, or
    /// as a signal did. `interrupt` takes SIGINT while the mode runs, when given.
    @MainActor
    func run(
        mode: @escaping @MainActor () async -> Result<ShellExitStatus, ShellError>,
        interrupt: (@MainActor () -> Void)?,
        terminate: @escaping @MainActor () async -> Void,
        writeError: (String) -> Void
    ) async -> Result<ShellExitStatus, ShellError> {
        let (inputs, input) = AsyncStream.makeStream(of: Input.self)
        let watcher = Task { [numbers = numbers()] in
            for await number in numbers { input.yield(.signal(number)) }
        }
        defer { watcher.cancel() }
        var pending = inputs.makeAsyncIterator()

        let modeTask = Task { input.yield(.modeEnded(await mode())) }
        let ending = await modeEnding(from: &pending, interrupt: interrupt)
        if case .stopped = ending { modeTask.cancel() }
        Task { [clock, bound] in
            // The cancelled line gets half the bound to wind down, so that what it tracks on the
            // way out is flushed too; a line that does not end by then is left behind.
            if case .stopped = ending { await Self.awaitEnd(of: modeTask, within: bound / 2, on: clock) }
            await terminate()
            input.yield(.terminated)
        }
        let timer = Task { [clock, bound] in
            guard case .stopped = ending, (try? await clock.sleep(for: bound)) != nil else { return }
            input.yield(.outOfTime)
        }
        defer { timer.cancel() }
        return await termination(from: &pending, after: ending, writeError: writeError)
    }

    @MainActor
    private func modeEnding(
        from pending: inout AsyncStream<Input>.Iterator, interrupt: (@MainActor () -> Void)?
    ) async -> ModeEnding {
        while let next = await pending.next(isolation: #isolation) {
            switch next {
            case .modeEnded(let result): return .finished(result)
            case .signal(SIGINT) where interrupt != nil: interrupt?()
            case .signal(let number): return .stopped(by: number)
            case .terminated, .outOfTime: continue
            }
        }
        return .finished(.success(.success))
    }

    /// Waits until the termination is done, has run out of the time a signal gives it, or is cut
    /// short by a signal; says so when a signal ends the session.
    @MainActor
    private func termination(
        from pending: inout AsyncStream<Input>.Iterator, after ending: ModeEnding,
        writeError: (String) -> Void
    ) async -> Result<ShellExitStatus, ShellError> {
        while let next = await pending.next(isolation: #isolation) {
            switch (next, ending) {
            case (.terminated, .finished(let result)):
                return result
            case (.terminated, .stopped(let signal)):
                writeError("app-shell: stopped by \(Self.name(signal))")
                return ending.result
            case (.outOfTime, .stopped(let signal)):
                writeError(
                    "app-shell: stopped by \(Self.name(signal)); the app did not finish terminating within \(bound), so unsent analytics stay queued for the next run"
                )
                return ending.result
            case (.signal(let number), _):
                writeError("app-shell: stopped at once by \(Self.name(number)) while terminating")
                let status = ShellExitStatus(signal: number)
                exitAtOnce(status)
                return .success(status)
            case (.modeEnded, _), (.outOfTime, .finished):
                continue
            }
        }
        return ending.result
    }

    /// Returns once `task` has ended or `limit` has passed on `clock`, whichever comes first.
    private static func awaitEnd<T>(
        of task: Task<T, Never>, within limit: Duration, on clock: any Clock<Duration>
    ) async {
        let (ends, end) = AsyncStream.makeStream(of: Void.self)
        let ended = Task {
            _ = await task.value
            end.yield()
        }
        let timeUp = Task {
            try? await clock.sleep(for: limit)
            end.yield()
        }
        for await _ in ends { break }
        ended.cancel()
        timeUp.cancel()
    }

    /// The signal's name, as the shell's lines say it.
    static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGHUP: "SIGHUP"
        case SIGINT: "SIGINT"
        case SIGQUIT: "SIGQUIT"
        default: "SIGTERM"
        }
    }
}
