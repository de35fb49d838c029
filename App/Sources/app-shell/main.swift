import AppShell
import Foundation
import Logging

// Logs go to standard error: standard output carries the shell's events. Warnings and worse by
// default, so a narrated run stays readable; APP_SHELL_LOG_LEVEL=info (or debug) shows more.
let level =
    ProcessInfo.processInfo.environment["APP_SHELL_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:))
    ?? .warning
exit(await AppShellProgram.run(logLevel: level))
