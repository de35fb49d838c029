import AppCore
import Design
import FeatureKit

enum CommandParser {
    static func command(from arguments: [String], backendAvailable: Bool) throws(CommandSyntaxError)
        -> ScriptCommand
    {
        if arguments.first == "backend", !backendAvailable {
            throw CommandSyntaxError("backend commands need the embedded backend, and --api-url was given")
        }
        return try ShellCommands.table.value(of: arguments)
    }
}
