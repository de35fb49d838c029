import AppShell
