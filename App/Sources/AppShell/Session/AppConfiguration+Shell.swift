import AppCore
import Foundation
import Logging

extension AppConfiguration {
    /// The app as the shell runs it: files in `dataDirectory`, the backend at `apiBaseURL` (trusting
    /// `--ca-file`'s authorities too), the mode's clocks and launch-screen minimum, and the shell's
    /// tracer.
    static func shell(
        options: ShellOptions, dataDirectory: URL, apiBaseURL: URL, clocks: ShellClocks, logger: Logger,
        tracer: ShellTracer
    ) -> AppConfiguration {
        AppConfiguration(
            dataDirectory: dataDirectory,
            apiBaseURL: apiBaseURL,
            certificateAuthorities: options.certificateAuthorities,
            minimumLaunchDuration: options.minimumLaunchDuration,
            timerClock: clocks.timer,
            networkClock: clocks.network,
            logger: logger,
            tracer: tracer
        )
    }
}
