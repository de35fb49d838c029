let misc = 1
