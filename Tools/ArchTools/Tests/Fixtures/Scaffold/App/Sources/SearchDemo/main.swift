print("search")
