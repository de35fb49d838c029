import Analytics
