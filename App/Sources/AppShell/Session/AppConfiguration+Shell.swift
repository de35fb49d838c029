import AppCore
import Foundation
import Logging

extension AppConfiguration {
    static func shell(
        options: ShellOptions, dataDirectory: URL, apiBaseURL: URL, clocks: ShellClocks,
        requestTimeout: Duration = .seconds(30), logger: Logger, tracer: ShellTracer
    ) -> AppConfiguration {
        AppConfiguration(
            dataDirectory: dataDirectory,
            apiBaseURL: apiBaseURL,
            certificateAuthorities: options.certificateAuthorities,
            minimumLaunchDuration: options.minimumLaunchDuration,
            timerClock: clocks.timer,
            networkClock: clocks.network,
            requestTimeout: requestTimeout,
            logger: logger,
            tracer: tracer
        )
    }
}
