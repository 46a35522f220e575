import Testing

@testable import LiveryCore

@Suite("SHA-256")
struct SHA256Tests {
    /// FIPS 180-4 / NIST example messages, and messages at the padding boundaries (55, 56 and
    /// 64 bytes: one block, the length spilling into a second block, exactly one block of data).
    static let vectors: [(message: String, digest: String)] = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
        (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (String(repeating: "a", count: 56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (String(repeating: "a", count: 1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
    ]

    @Test("digests match the published vectors and the padding boundaries", arguments: vectors)
    func knownVectors(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest, "message of \(message.utf8.count) bytes")
    }

    @Test("the million-a NIST vector")
    func millionA() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: 0x61, count: 10_000)
        for _ in 0..<100 { hasher.update(chunk) }
        let hex = hasher.finalize().map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        #expect(hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("feeding input in pieces gives the digest of the whole")
    func incremental() {
        let message = Array("The quick brown fox jumps over the lazy dog, twice over the sixty-four byte line".utf8)
        for split in [0, 1, 63, 64, 65, message.count] {
            var hasher = SHA256()
            hasher.update(message[..<split])
            hasher.update(message[split...])
            #expect(hasher.finalize() == SHA256.digest(message), "split at \(split)")
        }
    }

    @Test("finalizing does not consume the hasher")
    func finalizeIsPure() {
        var hasher = SHA256()
        hasher.update(Array("ab".utf8))
        _ = hasher.finalize()
        hasher.update(Array("c".utf8))
        #expect(hasher.finalize() == SHA256.digest(Array("abc".utf8)))
    }
}
