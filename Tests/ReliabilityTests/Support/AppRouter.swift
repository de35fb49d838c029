@testable import AppCore

/// The app's router, built from its features' registrations.
let appRouter = DeepLinkRouter(features: AppFeatures.all)
