import Design

/// A summary screen: who the user is, in a few lines, and what can be done here.
@MainActor
struct __NAME__View {
    let controller: __NAME__Controller
    /// Whether the screen sits above the root of its stack, so `back` is offered.
    let isPushed: Bool

    var screen: Screen {
        Screen(
            name: controller.route.screenName,
            title: controller.profile?.displayName ?? "__TITLE__",
            sections: rows.isEmpty ? [] : [Screen.Section(rows: rows)],
            actions: isPushed ? [showFullProfile, goBack] : [openSummary, showFullProfile],
            banner: controller.loading.errorMessage.map(Screen.Banner.error)
        )
    }

    private var showFullProfile: Screen.Action {
        Screen.Action(.__CAMEL__FullProfile, title: "See the full profile")
    }

    private var openSummary: Screen.Action {
        Screen.Action(
            command: "open app://__SLUG__/USER_ID",
            title: "Show someone's summary")
    }

    private var goBack: Screen.Action {
        Screen.Action(.back, title: "Go back")
    }

    private var rows: [Screen.Row] {
        guard let profile = controller.profile else {
            return controller.loading.isRunning ? [.loading] : []
        }
        return [
            .value(label: "Name", value: profile.displayName),
            .value(label: "Bio", value: profile.bio.isEmpty ? "—" : profile.bio),
            .value(label: "Posts", value: String(profile.postCount)),
            .value(label: "Visibility", value: profile.isPrivate ? "Private" : "Public"),
        ]
    }
}
