// The views the article's snippets name but do not show, so the snippets compile: each is as
// small as a view can be. Not part of the article.
#if os(Linux)
    import AppCore
    import FeatureKit
    import Models

    struct LaunchScreen: View {
        var body: some View { Text("Welcome back") }
    }

    struct SignInScreen: View {
        let model: AppModel
        var body: some View { Text("Sign in") }
    }

    struct OnboardingScreen: View {
        let model: AppModel
        let step: OnboardingStep
        var body: some View { Text(step.rawValue) }
    }

    struct ErrorScreen: View {
        let model: AppModel
        let error: AppError
        var body: some View { Text(error.rawValue) }
    }

    struct FeatureScreen: View {
        let content: AnyFeatureContent?
        var body: some View { Text(content?.screen.title ?? "") }
    }

    struct RouteScreen: View {
        let window: WindowModel
        let route: AnyFeatureRoute
        var body: some View { Text(route.description) }
    }
#endif
