import Analytics

// A helper for tests: tracks one event, then exits.
print(Analytics.self)
