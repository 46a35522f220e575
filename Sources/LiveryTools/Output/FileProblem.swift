import Foundation

/// Says in words why a file operation failed, instead of Foundation's raw descriptions
/// ("The operation could not be completed. (NSCocoaErrorDomain error 512.)").
///
/// The file system is asked first — the path is a folder, or a parent of it is a file — then
/// the POSIX error under Foundation's, then Foundation's own code.
///
/// The result goes into a diagnostic that names `path` already, so it names only other paths:
///
/// ```swift
/// import Foundation
/// let error = CocoaError(.fileWriteUnknown)         // what a failed write threw
/// FileProblem.describe(error, at: "out")            // "cannot write: it is a folder"
/// FileProblem.describe(error, at: "notes.txt/a")    // "cannot write: notes.txt is a file, not a folder"
/// FileProblem.describe(error, at: "locked/a")       // "cannot write: permission denied"
/// ```
enum FileProblem {
    /// Why `path` could not be written (`action`: "cannot write", "cannot create the folder").
    static func describe(
        _ error: any Error, at path: String, action: String = "cannot write", isFolder: Bool = false
    ) -> String {
        if let shape = shapeProblem(at: path, expectingFolder: isFolder) { return "\(action): \(shape)" }
        let nsError = error as NSError
        let reason = posixReason(of: nsError) ?? cocoaReasons[nsError.code]
        return "\(action): \(reason ?? "the system refused (\(nsError.domain) \(nsError.code))")"
    }

    /// `path` is a folder where a file is expected, or one of its parents is a file.
    private static func shapeProblem(at path: String, expectingFolder: Bool) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue, !expectingFolder { return "it is a folder" }
            if !isFolder.boolValue, expectingFolder { return "it is a file, not a folder" }
        }
        var parent = (path as NSString).deletingLastPathComponent
        while !parent.isEmpty, parent != "/" {
            if FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : "\(parent) is a file, not a folder"
            }
            parent = (parent as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The POSIX error Foundation wraps, in the system's words (`permission denied`).
    private static func posixReason(of error: NSError) -> String? {
        let posix = error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
        guard let posix, posix.domain == NSPOSIXErrorDomain, posix.code > 0 else { return nil }
        return String(cString: strerror(Int32(posix.code))).lowercased()
    }

    /// Foundation's file-writing codes (`CocoaError.Code`), in words.
    private static let cocoaReasons: [Int: String] = [
        CocoaError.fileNoSuchFile.rawValue: "no such file or folder",
        CocoaError.fileWriteNoPermission.rawValue: "permission denied",
        CocoaError.fileWriteFileExists.rawValue: "a file with the same name is in the way",
        CocoaError.fileWriteOutOfSpace.rawValue: "no space left on the device",
        CocoaError.fileWriteVolumeReadOnly.rawValue: "the file system is read-only",
        CocoaError.fileWriteInvalidFileName.rawValue: "the name is not a valid file name",
        CocoaError.fileWriteInapplicableStringEncoding.rawValue: "the text cannot be encoded",
    ]
}
