import Foundation

/// Reads a script's text from a file, or from standard input for `-`.
enum ScriptSource {
    /// The script's text; throws a one-line reason when it cannot be read.
    static func read(path: String) throws(ShellError) -> String {
        let data: Data
        do {
            data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try contents(of: path)
        } catch {
            throw ShellError("cannot read the script \(path): \(error.message)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ShellError("cannot read the script \(path): it is not UTF-8 text")
        }
        return text
    }

    private static func contents(of path: String) throws(ShellError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ShellError("no such file")
        }
        guard !isDirectory.boolValue else { throw ShellError("it is a directory") }
        guard FileManager.default.isReadableFile(atPath: path) else { throw ShellError("permission denied") }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ShellError("it cannot be read")
        }
    }
}
