print("livery-bench")
