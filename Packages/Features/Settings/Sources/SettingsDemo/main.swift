import SettingsFeature

print(SettingsRoute.root.url)
