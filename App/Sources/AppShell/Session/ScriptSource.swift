import Foundation

/// Reads a script's text from a file, or from standard input for `-`.
enum ScriptSource {
    /// The script's text; throws a one-line reason when it cannot be read.
    static func read(path: String) throws(ShellError) -> String {
        let data: Data
        do {
            data =
                path == "-"
                ? FileHandle.standardInput.readDataToEndOfFile()
                : try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ShellError("cannot read the script \(path): \(Self.reason(error))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ShellError("cannot read the script \(path): it is not UTF-8 text")
        }
        return text
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
            return "no such file"
        }
        return nsError.localizedDescription
    }
}
