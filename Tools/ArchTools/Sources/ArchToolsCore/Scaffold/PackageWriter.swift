import Foundation

/// Writes a new package's files into a hidden folder beside the destination, then moves that
/// folder into place, so a failure leaves no half-written package behind.
enum PackageWriter {
    static func write(_ files: [FeatureTemplate.File], to folder: URL) throws {
        let staging = folder.deletingLastPathComponent()
            .appendingPathComponent(".\(folder.lastPathComponent)-\(UUID().uuidString)", isDirectory: true)
        do {
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            try FileManager.default.moveItem(at: staging, to: folder)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw ArchToolsError("\(folder.path): cannot be written (\(error.localizedDescription))")
        }
    }
}
