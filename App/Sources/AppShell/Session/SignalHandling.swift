#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct SignalHandling {
    var numbers: () -> AsyncStream<Int32>
    var exitAtOnce: @Sendable (ShellExitStatus) -> Void
    var bound = Duration.seconds(2)
    var clock: any Clock<Duration> = ContinuousClock()

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

    @MainActor
    func run(
        mode: @escaping @MainActor () async -> Result<ShellExitStatus, ShellError>,
        interrupt: (@MainActor () -> Void)?,
        terminate: @escaping @MainActor () async -> Void,
        keepsData: Bool = true,
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
            // The cancelled line gets half the bound to wind down, so that what it tracks is flushed too.
            if case .stopped = ending { await Self.awaitEnd(of: modeTask, within: bound / 2, on: clock) }
            await terminate()
            input.yield(.terminated)
        }
        let timer = Task { [clock, bound] in
            guard case .stopped = ending, (try? await clock.sleep(for: bound)) != nil else { return }
            input.yield(.outOfTime)
        }
        defer { timer.cancel() }
        return await termination(from: &pending, after: ending, keepsData: keepsData, writeError: writeError)
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

    @MainActor
    private func termination(
        from pending: inout AsyncStream<Input>.Iterator, after ending: ModeEnding, keepsData: Bool,
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
                let unsent =
                    keepsData
                    ? "unsent analytics stay queued for the next run"
                    : "unsent analytics go with the run's temporary data directory"
                writeError(
                    "app-shell: stopped by \(Self.name(signal)); the app did not finish terminating within"
                        + " \(bound), so \(unsent)")
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

    static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGHUP: "SIGHUP"
        case SIGINT: "SIGINT"
        case SIGQUIT: "SIGQUIT"
        default: "SIGTERM"
        }
    }
}
