import Design

@MainActor
struct SignInView {
    let controller: SignInController

    var screen: Screen {
        Screen(
            name: "sign-in",
            title: "Sign in",
            sections: [
                Screen.Section(rows: [.value(label: "Email", value: controller.email.isEmpty ? "-" : controller.email)]),
                Screen.Section(title: "New here?", rows: [.text("Create an account to get started.")]),
            ],
            actions: [
                Screen.Action(.login, title: "Sign in"),
                Screen.Action(.signup, title: "Create an account"),
            ],
            banner: controller.submitting.errorMessage.map(Screen.Banner.error)
        )
    }
}
