import Services

/// Each service error a request of the feature can meet, and the message the user sees for it.
let serviceErrorMessages: [(ServiceError, String)] = [
    (.offline, "You appear to be offline. Check your connection and try again."),
    (.timeout, "The server is taking too long to respond. Please try again."),
    (.server(status: 500), "Something went wrong on our side. Please try again later."),
    (.server(status: 429), "Too many requests. Please wait a moment and try again."),
    (.maintenance, "The service is down for maintenance. Please try again later."),
    (.sessionExpired, "Your session has expired. Please sign in again."),
    (.notFound, "This can't be found. It may have been deleted."),
    (.unexpected("keyNotFound id at /v1/collections"), "Something went wrong. Please try again."),
]
