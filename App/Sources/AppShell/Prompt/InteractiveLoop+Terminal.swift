import Design

extension InteractiveLoop {
    /// On a terminal in text mode: the banner, then the app launched and its first screen shown.
    func greet() async {
        guard terminal.inputIsTerminal, !options.json, let start else { return }
        for line in PromptText.banner(dataDirectory: start.dataDirectory, backend: start.backend) {
            terminal.writePrompt(TextRenderer.terminalSafeLine(line) + "\n")
        }
        do {
            try await runner.host.launchBeforeFirstCommand()
        } catch {
            writeError("the app could not start: \(error)")
        }
    }

    func read(from editor: TerminalPrompt, whenReady readiness: AsyncStream<Void>) async {
        if let start { editor.useHistory(in: start.dataDirectory) }
        reading: for await _ in readiness {
            let app = runner.host.snapshot
            let assistant = ShellLineAssistant(
                windowIDs: app.windows.map(\.description), screenIDs: runner.host.focusedScreenIDs)
            switch await editor.read(
                prompt: PromptText.prompt(windows: app.windows, focused: app.focusedWindow),
                assistant: assistant)
            {
            case .line(let text): input.yield(.line(.text(text)))
            case .arguments(let arguments): input.yield(.arguments(arguments))
            case .tooLong: input.yield(.line(.tooLong))
            case .dropped: input.yield(.line(.text("")))
            case .interrupted:
                input.yield(.interrupt)
                break reading
            case .end: break reading
            }
        }
        input.yield(.end)
    }
}
