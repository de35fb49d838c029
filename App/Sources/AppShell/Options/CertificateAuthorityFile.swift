import AppCore
import Foundation
import Networking

/// The file `--ca-file` names: the PEM certificate of a private certificate authority.
enum CertificateAuthorityFile {
    static let byteLimit = 1 << 20

    static func read(_ path: String) throws(ShellError) -> CertificateAuthorities {
        let authorities: CertificateAuthorities
        do {
            authorities = CertificateAuthorities(pem: Array(try contents(of: path)))
            _ = try PlatformTransport.make(trusting: authorities)
        } catch let error as ShellError {
            throw ShellError("--ca-file \(path): \(error.message)")
        } catch let error as CertificateAuthorities.Unusable {
            throw ShellError("--ca-file \(path): \(error.reason)")
        } catch {
            throw ShellError("--ca-file \(path): it cannot be read")
        }
        return authorities
    }

    private static func contents(of path: String) throws(ShellError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ShellError("no such file")
        }
        guard !isDirectory.boolValue else { throw ShellError("it is a directory") }
        guard FileManager.default.isReadableFile(atPath: path), let handle = FileHandle(forReadingAtPath: path)
        else { throw ShellError("permission denied") }
        defer { try? handle.close() }
        let data: Data?
        do {
            data = try handle.read(upToCount: byteLimit + 1)
        } catch {
            throw ShellError("it cannot be read")
        }
        guard let data, !data.isEmpty else { throw ShellError("it is empty") }
        guard data.count <= byteLimit else { throw ShellError("it is larger than 1 MiB") }
        return data
    }
}
