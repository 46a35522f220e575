import Foundation

/// Debian's nginx serving a folder on a free loopback port, with a generated configuration:
/// everything (pid, logs, temp folders) under its own temporary prefix, `daemon off`, so the
/// test owns the process and stops it.
///
/// nginx answers `If-None-Match` with 304 for static files on its own; these tests rely on it.
public final class NginxServer {
    /// Where the tests look for nginx; `.ci/run` installs Debian's `nginx` package when missing.
    public static let candidates = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"]

    /// The loopback port it listens on.
    public let port: UInt16
    /// Its prefix: configuration, pid, logs.
    public let prefix: TemporaryFolder
    private let exit: ChildExit

    /// `http://127.0.0.1:<port>/`.
    public var baseURL: URL { URL(fileURLWithPath: "/").loopback(port: port) }
    /// What nginx logged of each request so far.
    public var accessLog: String { (try? String(contentsOf: prefix.url("access.log"), encoding: .utf8)) ?? "" }

    /// Starts nginx serving `root`; fails (never skips) when nginx is not installed.
    ///
    /// - Parameter types: The body of nginx's `types` block and its `default_type`: `.json`
    ///   is `application/json` unless a test serves it as a server without MIME types would.
    public init(
        root: URL, types: String = "application/json json; text/plain txt;",
        defaultType: String = "application/octet-stream"
    )
        throws
    {
        guard let binary = Self.candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw LoopbackError(
                "nginx is not installed (looked in \(Self.candidates.joined(separator: ", "))): "
                    + "the remote-theme tests need Debian's nginx package; `.ci/run` installs it (apt-get install nginx-light or nginx)"
            )
        }
        prefix = try TemporaryFolder("nginx")
        var lastError = ""
        for _ in 0..<3 {
            let port = try LoopbackPort.free()
            let conf = Self.configuration(
                root: root.standardizedFileURL.path, prefix: prefix.url.path, port: port, types: types,
                defaultType: defaultType)
            try Data(conf.utf8).write(to: prefix.url("nginx.conf"))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = [
                "-p", prefix.url.path + "/", "-c", prefix.url("nginx.conf").path, "-e", prefix.url("error.log").path,
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let exit = try ChildExit.start(process)
            if LoopbackPort.wait(upTo: 10, until: { LoopbackPort.accepts(port) || exit.hasExited }), !exit.hasExited {
                self.port = port
                self.exit = exit
                return
            }
            exit.stop()
            lastError = (try? String(contentsOf: prefix.url("error.log"), encoding: .utf8)) ?? "no error log"
        }
        prefix.remove()
        throw LoopbackError("nginx did not start: \(lastError)")
    }

    /// Stops nginx and removes its prefix.
    public func stop() {
        exit.stop()
        prefix.remove()
    }

    private static func configuration(
        root: String, prefix: String, port: UInt16, types: String, defaultType: String
    )
        -> String
    {
        let user = getuid() == 0 ? "user root root;\n" : ""
        return """
            \(user)daemon off;
            master_process on;
            worker_processes 1;
            pid \(prefix)/nginx.pid;
            error_log \(prefix)/error.log warn;
            events { worker_connections 64; }
            http {
                types { \(types) }
                default_type \(defaultType);
                access_log \(prefix)/access.log;
                client_body_temp_path \(prefix)/client_body;
                proxy_temp_path \(prefix)/proxy;
                fastcgi_temp_path \(prefix)/fastcgi;
                uwsgi_temp_path \(prefix)/uwsgi;
                scgi_temp_path \(prefix)/scgi;
                sendfile off;
                etag on;
                server {
                    listen 127.0.0.1:\(port);
                    root \(root);
                    location / { }
                }
            }

            """
    }
}
