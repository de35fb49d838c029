import Foundation

/// The machine a run was measured on, as the benchmarks page records it.
public struct MachineDescription: Sendable, Equatable {
    public var cpu: String
    public var cores: Int
    public var memoryGigabytes: Double
    public var operatingSystem: String
    public var swiftVersion: String
    /// The 1-, 5- and 15-minute load averages when the run started.
    public var loadAverages: [Double]

    /// Reads the machine this process runs on (Linux's `/proc` and `/etc/os-release`, and
    /// `swift --version`); a part it cannot read says "unknown".
    public static func current() -> MachineDescription {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let memInfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let osRelease = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        let swift = (try? CommandOutput.run("swift", ["--version"])) ?? ""
        return MachineDescription(
            cpu: field("model name", in: cpuInfo, separator: ":") ?? "unknown",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryGigabytes: (field("MemTotal", in: memInfo, separator: ":")
                .flatMap { Double($0.split(separator: " ").first ?? "") } ?? 0) / 1_048_576,
            operatingSystem: field("PRETTY_NAME", in: osRelease, separator: "=")?
                .trimmingCharacters(in: CharacterSet(charactersIn: "\"")) ?? "unknown",
            swiftVersion: swift.split(separator: "\n").first.map(String.init) ?? "unknown",
            loadAverages: currentLoadAverages()
        )
    }

    /// The load averages now: how busy the machine is with other work.
    public static func currentLoadAverages() -> [Double] {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).compactMap { Double($0) }
    }

    /// The value of the first `name<separator>value` line in `text`, trimmed.
    static func field(_ name: String, in text: String, separator: Character) -> String? {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: separator, maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}
