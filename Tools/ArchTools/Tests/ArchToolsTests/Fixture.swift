import Foundation

/// The fixture trees under `Tests/Fixtures`: tiny repos with real `Package.swift` files.
enum Fixture {
    static func root(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)", isDirectory: true)
    }
}
