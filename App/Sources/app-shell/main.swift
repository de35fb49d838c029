import AppShell
import Foundation
import Logging

// Logs go to standard error, warnings and worse unless APP_SHELL_LOG_LEVEL says otherwise.
let level =
    ProcessInfo.processInfo.environment["APP_SHELL_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:))
    ?? .warning
exit(await AppShellProgram.run(logLevel: level))
