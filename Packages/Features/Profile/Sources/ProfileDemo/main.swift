import ProfileFeature

print(ProfileRoute.own.url)
