import Testing

/// Yields until `condition` holds, for a test that acts while work it started is still under way
/// (a request the backend holds on a clock nobody moves); records an issue if it never does.
@MainActor
func waitUntil(
    _ condition: () async -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) async {
    for _ in 0..<100_000 {
        if await condition() { return }
        await Task.yield()
    }
    Issue.record("waited in vain", sourceLocation: sourceLocation)
}
