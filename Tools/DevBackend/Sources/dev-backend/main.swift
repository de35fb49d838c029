import DevBackend

print(SeedAccounts.alice)
