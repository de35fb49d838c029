import AppShell

var shell = Shell()
print(shell)
