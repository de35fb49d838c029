import Foundation

/// How the feature shows when a post was published: the calendar day in UTC, the same on every machine.
enum PublishedDate {
    static func text(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }
}
