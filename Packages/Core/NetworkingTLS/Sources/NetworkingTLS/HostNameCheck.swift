import NIOCore
import NIOSSL
import NIOTLS

/// Holds a finished handshake until the certificate is known to name the host as the URL writes it.
///
/// swift-nio-ssl takes a certificate when one of its names is the address connected to, whatever
/// name was asked for, so a certificate naming only `127.0.0.1` passed for `https://localhost`.
/// Here a host name must be among the certificate's DNS names; an address is left to swift-nio-ssl,
/// which compares it with the address connected to, the one the URL writes.
final class HostNameCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    /// What the handshake fails with when the certificate does not name the host.
    struct Mismatch: Error {}

    private let hostName: [UInt8]

    init(hostName: String) {
        var name = Array(hostName.lowercased().utf8)
        if name.last == UInt8(ascii: ".") { name.removeLast() }
        self.hostName = name
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard case .handshakeCompleted = event as? TLSUserEvent else {
            return context.fireUserInboundEventTriggered(event)
        }
        let certificate = try? context.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self)
            .peerCertificate
        guard let certificate, names(certificate) else {
            context.fireErrorCaught(Mismatch())
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// Whether a DNS name of `certificate` is the host; one with no alternative names at all was
    /// matched by its common name already, as swift-nio-ssl does.
    private func names(_ certificate: NIOSSLCertificate) -> Bool {
        let names = certificate._subjectAlternativeNames()
        guard names.startIndex != names.endIndex else { return true }
        return names.contains { name in
            name.nameType == .dnsName && matches(Array(name.contents).map { Self.lowercased($0) })
        }
    }

    /// The name matches whole, or as a wildcard (`*.example.com`) standing for one leftmost label.
    private func matches(_ name: [UInt8]) -> Bool {
        guard name.starts(with: Array("*.".utf8)) else { return name == hostName }
        guard let dot = hostName.firstIndex(of: UInt8(ascii: ".")), dot > 0 else { return false }
        return Array(hostName[dot...]) == Array(name.dropFirst())
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }
}
