import AppShell

print(stateName(.loading))
