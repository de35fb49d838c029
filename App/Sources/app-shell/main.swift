import AppShell
import Foundation
import Logging

// Logs go to standard error: standard output carries the shell's events.
LoggingSystem.bootstrap(StreamLogHandler.standardError)
exit(await AppShellProgram.run(arguments: Array(CommandLine.arguments.dropFirst())))
