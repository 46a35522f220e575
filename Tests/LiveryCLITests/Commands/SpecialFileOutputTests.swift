import Foundation
import LiveryTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output path that is a device, a pipe or a link to one is refused: the atomic rename
/// every single-file output ends with would replace it with a regular file (as root, an
/// `-o /dev/null` would have destroyed the device node).
@Suite("output onto a device or pipe")
struct SpecialFileOutputTests {
    @Test(arguments: ["fifo", "link to a fifo"])
    func previewOntoAPipeIsRefusedAndThePipeStays(kind: String) throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let fifo = folder.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        var target = fifo
        if kind == "link to a fifo" {
            target = folder.path + "/link"
            try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: fifo)
        }
        let (status, io) = livery("preview", TestPaths.exampleResolver, "-o", target)
        #expect(status == 1, "\(io.standardError)")
        #expect(io.standardError.contains("\(target): is a device, pipe or socket, not a file"), "\(io.standardError)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
        if kind == "link to a fifo" {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: target) == fifo, "the link stays")
        }
    }

    @Test func aRegularFileIsStillReplaced() throws {
        let folder = try TemporaryFolder("cli")
        defer { folder.remove() }
        let path = folder.path + "/preview.html"
        try "old".write(toFile: path, atomically: true, encoding: .utf8)
        let (status, io) = livery("preview", TestPaths.exampleResolver, "-o", path)
        #expect(status == 0, "\(io.standardError)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<!"))
    }
}
