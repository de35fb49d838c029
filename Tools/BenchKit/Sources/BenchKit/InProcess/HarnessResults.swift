import Foundation

/// The medians the benchmark harness (ordo-one's `benchmark`) exported as percentile tables
/// (`--format histogramPercentiles`): one `.tsv` per benchmark and metric, whose row `50` is the
/// median, already divided by the benchmark's scaling factor (nanoseconds per operation).
struct HarnessResults {
    private let medians: [String: Double]

    /// Reads every `*.histogram.percentiles.tsv` in `folder`.
    init(folder: URL) throws {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var medians: [String: Double] = [:]
        for file in files where file.hasSuffix(".histogram.percentiles.tsv") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            medians[file] = Self.median(inPercentileTable: text)
        }
        self.medians = medians
    }

    init(medians: [String: Double]) {
        self.medians = medians
    }

    /// Medians measured without the harness, by benchmark name, looked up as the harness's are.
    init(measured: [String: Double]) {
        self.init(medians: Dictionary(uniqueKeysWithValues: measured.map { (".\($0.key).wall", $0.value) }))
    }

    /// The median wall-clock time, in nanoseconds per operation, of the benchmark named `name`.
    func medianNanoseconds(of name: String) throws -> Double {
        let matches = medians.filter { $0.key.contains(".\(name).") && $0.key.contains("wall") }
        guard matches.count == 1, let value = matches.first?.value else {
            throw BenchError("the harness exported no single wall-clock result for \(name)")
        }
        return value
    }

    /// The value on row `50` of a percentile table (`Percentile<TAB>metric`, then `N<TAB>value`).
    static func median(inPercentileTable text: String) -> Double? {
        for line in text.split(separator: "\n") {
            let cells = line.split(separator: "\t")
            if cells.count == 2, cells[0] == "50" { return Double(cells[1]) }
        }
        return nil
    }
}
