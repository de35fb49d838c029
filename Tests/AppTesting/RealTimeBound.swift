import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// For a test whose outcome races a real-time bound (a termination's 2 s, a request's 30 s
    /// timeout, a 60 s backend latency): skipped under a sanitizer, whose run `Tools/test-all`
    /// marks with `SANITIZER`, since ten times slower beside a parallel suite it would measure the
    /// machine, not the code. The plain run keeps it.
    public static var realTimeBound: Self {
        .disabled(
            if: ProcessInfo.processInfo.environment["SANITIZER"] != nil,
            "it races a real-time bound, which a sanitizer's slowdown would miss")
    }
}
