import AppCore
import Foundation
import Networking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
        // Non-blocking, so a FIFO is refused below instead of holding the start-up until a writer comes.
        let descriptor = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: throw ShellError("no such file")
            case EACCES: throw ShellError("permission denied")
            default: throw ShellError("it cannot be read (\(String(cString: strerror(errno))))")
            }
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ShellError("it cannot be read") }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw ShellError("it is a directory")
        default: throw ShellError("it is not a regular file (a FIFO, a device or a socket)")
        }
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
