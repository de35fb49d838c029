/// Modules of the toolchain and the Apple SDKs: always importable, never declared in a manifest.
enum SystemModules {
    static func contains(_ module: String) -> Bool {
        names.contains(module) || module.hasPrefix("_")
    }

    private static let names: Set<String> = [
        // The standard library and its companions.
        "Swift", "Distributed", "Observation", "RegexBuilder", "Synchronization", "Cxx", "CxxStdlib",
        // Foundation and its Linux parts.
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "Dispatch",
        // C libraries.
        "Glibc", "Musl", "Darwin", "WinSDK", "Android", "WASILibc", "ucrt",
        // Test frameworks.
        "Testing", "XCTest",
        // Apple SDK frameworks.
        "os", "OSLog", "Combine", "SwiftUI", "UIKit", "AppKit", "Security", "CryptoKit", "Network",
        "SwiftData", "CoreData", "CoreGraphics", "CoreLocation", "UserNotifications",
        "AuthenticationServices",
    ]
}
