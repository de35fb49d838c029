enum AppCore {}
