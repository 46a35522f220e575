// Stub of WebKit for the glue check (see GlueCheck/Package.swift): only the API LiveryWebKit and
// its tests use, each declaration naming its page in Apple's documentation and the first iOS
// version the page gives, with the SDK's availability and isolation. Members whose name starts
// with `_`, and declarations documented "Stub-only", are the stub's own: they stand in for the
// page (a script that runs, a message a page posts), which the stub does not have.
@_exported import UIKit
