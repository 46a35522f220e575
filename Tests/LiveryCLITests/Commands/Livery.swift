import LiveryCLI

/// Runs `livery` in-process on `arguments` with `input` as standard input.
func livery(_ arguments: String..., input: String = "") -> (status: Int32, io: CapturedIO) {
    var io = CapturedIO(standardInput: input)
    let status = LiveryCLI.main(arguments, io: &io)
    return (status, io)
}

/// Runs `livery` in-process on an argument list built by the test.
func livery(_ arguments: [String], input: String = "") -> (status: Int32, io: CapturedIO) {
    var io = CapturedIO(standardInput: input)
    let status = LiveryCLI.main(arguments, io: &io)
    return (status, io)
}
