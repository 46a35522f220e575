// LiveryCLI
