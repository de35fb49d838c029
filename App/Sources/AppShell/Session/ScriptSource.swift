import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

enum ScriptSource {
    static let byteLimit = 1 << 20
    static let byteLimitText = "\(byteLimit >> 20) MiB"

    static func read(path: String) throws(ShellError) -> String {
        let data: Data
        do {
            data = try path == "-" ? standardInput() : contents(of: file(at: path))
        } catch {
            throw ShellError("cannot read the script \(path): \(error.message)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ShellError("cannot read the script \(path): it is not UTF-8 text")
        }
        return text
    }

    private static func file(at path: String) throws(ShellError) -> FileHandle {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ShellError("no such file")
        }
        guard !isDirectory.boolValue else { throw ShellError("it is a directory") }
        guard FileManager.default.isReadableFile(atPath: path) else { throw ShellError("permission denied") }
        do {
            return try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw ShellError("it cannot be read")
        }
    }

    private static func standardInput() throws(ShellError) -> Data {
        var data = Data()
        while data.count <= byteLimit {
            let wanted = min(64 << 10, byteLimit + 1 - data.count)
            guard let chunk = DescriptorInput.bytes(upTo: wanted, from: STDIN_FILENO) else {
                throw ShellError("it cannot be read")
            }
            if chunk.isEmpty { return data }
            data += chunk
        }
        throw ShellError("it is larger than \(byteLimitText)")
    }

    private static func contents(of handle: FileHandle) throws(ShellError) -> Data {
        var data = Data()
        while data.count <= byteLimit {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: byteLimit + 1 - data.count)
            } catch {
                throw ShellError("it cannot be read")
            }
            guard let chunk, !chunk.isEmpty else { return data }
            data += chunk
        }
        throw ShellError("it is larger than \(byteLimitText)")
    }
}
