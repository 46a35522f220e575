#!/usr/bin/env python3
"""A small HTTP server for Livery's remote-theme tests: serves a folder, with faults nginx
cannot produce injected per path.

    python3 fault_server.py --root SITE --plan PLAN.json [--lifetime 120] [--max-requests 400]

It listens on 127.0.0.1 on a free port and prints "PORT <n>" as its first line. Files are
served with a content-hash ETag and answer If-None-Match with 304, like a static server.
The plan file is re-read on every request (a missing or empty file means no faults); it maps
a path ("/manifest.json") or a prefix ending in "*" ("/themes/*") to one fault:

    {"fault": "status", "status": 500, "body": "..."}     a status with a text body
    {"fault": "close_mid_body"}                            half the body, then the socket closes
    {"fault": "delay", "seconds": 3}                       wait, then answer normally (max 10 s)
    {"fault": "oversize", "size": 3145728, "declared": true}
                                                           a large body, with or without Content-Length
    {"fault": "lying_length", "declared": 9999}            the real body under a false Content-Length
    {"fault": "body", "body": "...", "content_type": "application/json"}
                                                           200 with another body
    {"fault": "content_type", "content_type": "text/html"} the real body under another type
    {"fault": "drip", "interval": 1}                       the real headers, then one body byte per interval
    {"fault": "stall", "seconds": 30}                      the real headers, then no byte at all (max 60 s)
    {"fault": "redirect", "status": 302, "location": "http://127.0.0.1:8081/manifest.json"}
                                                           a redirect (absolute or relative Location)
    {"fault": "gzip", "decoded": 500000000}                a gzip body that decodes to that many zero
                                                           bytes (at most 1 GB), Content-Encoding: gzip,
                                                           whatever Accept-Encoding asked for

Every request is appended to the --log file as "METHOD PATH If-None-Match=<value>
Accept-Encoding=<value>", and the end
of each drip as "DRIP PATH <finished|client hung up|gave up> after N of M bytes".
The server stops by itself after --lifetime seconds or --max-requests requests.
Only loopback is ever bound. Standard library only.
"""

import argparse
import hashlib
import http.server
import json
import os
import signal
import socket
import sys
import threading
import time

MAX_DELAY = 10.0
MAX_SLOW = 60.0


def load_plan(path):
    try:
        with open(path, "r", encoding="utf-8") as f:
            text = f.read()
        return json.loads(text) if text.strip() else {}
    except (OSError, ValueError):
        return {}


def fault_for(plan, path):
    if path in plan:
        return plan[path]
    for key, fault in plan.items():
        if key.endswith("*") and path.startswith(key[:-1]):
            return fault
    return None


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "LiveryFaultServer/1"

    def log_message(self, fmt, *args):  # quiet: requests go to the --log file
        pass

    def do_GET(self):
        self.server.count_request()
        inm = self.headers.get("If-None-Match")
        path = self.path.split("?", 1)[0]
        self.log_line(f"GET {path} If-None-Match={inm or '-'} Accept-Encoding={self.headers.get('Accept-Encoding') or '-'}")
        fault = fault_for(load_plan(self.server.plan_path), path)
        kind = fault.get("fault") if isinstance(fault, dict) else None
        if kind == "delay":
            time.sleep(min(float(fault.get("seconds", 1)), MAX_DELAY))
            kind = None
        if kind == "status":
            self.send_bytes(int(fault.get("status", 500)), fault.get("body", "").encode(), "text/plain")
            return
        if kind == "body":
            self.send_bytes(200, fault.get("body", "").encode(), fault.get("content_type", "application/json"))
            return
        if kind == "redirect":
            self.send_response(int(fault.get("status", 302)))
            self.send_header("Location", fault.get("location", "/"))
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if kind == "gzip":
            self.send_gzip_bomb(min(int(fault.get("decoded", 1 << 20)), 1 << 30))
            return
        if kind == "oversize":
            self.send_oversize(int(fault.get("size", 3 << 20)), bool(fault.get("declared", True)))
            return
        content = self.read_file(path)
        if content is None:
            self.send_bytes(404, b"not found\n", "text/plain")
            return
        etag = '"' + hashlib.sha256(content).hexdigest()[:16] + '"'
        if kind is None and inm == etag:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        ctype = fault.get("content_type", "text/plain") if kind == "content_type" else "application/json"
        if kind == "close_mid_body":
            self.send_head(200, ctype, len(content), etag)
            self.wfile.write(content[: len(content) // 2])
            self.wfile.flush()
            self.close_abruptly()
            return
        if kind == "drip":
            self.send_head(200, ctype, len(content), etag)
            self.drip(path, content, max(float(fault.get("interval", 1)), 0.01))
            return
        if kind == "stall":
            self.send_head(200, ctype, len(content), etag)
            self.wfile.flush()
            time.sleep(min(float(fault.get("seconds", 30)), MAX_SLOW))
            self.close_abruptly()
            return
        if kind == "lying_length":
            self.send_head(200, ctype, int(fault.get("declared", len(content) * 2)), etag)
            self.wfile.write(content)
            self.wfile.flush()
            self.close_abruptly()
            return
        self.send_head(200, ctype, len(content), etag)
        self.wfile.write(content)

    def read_file(self, path):
        root = os.path.realpath(self.server.root)
        target = os.path.realpath(os.path.join(root, path.lstrip("/")))
        if not target.startswith(root + os.sep) or not os.path.isfile(target):
            return None
        with open(target, "rb") as f:
            return f.read()

    def send_head(self, status, ctype, length, etag=None):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        if length is not None:
            self.send_header("Content-Length", str(length))
        if etag:
            self.send_header("ETag", etag)
        self.end_headers()

    def send_bytes(self, status, body, ctype):
        self.send_head(status, ctype, len(body))
        self.wfile.write(body)

    def send_gzip_bomb(self, decoded):
        import zlib

        def member(size):  # one gzip member of `size` zero bytes (wbits 31: the gzip container)
            packer = zlib.compressobj(9, zlib.DEFLATED, 31)
            return packer.compress(b"\0" * size) + packer.flush()

        # A gzip stream may be several members in a row (RFC 1952, 2.2): one member of 1 MiB,
        # compressed once and repeated, makes the body in milliseconds instead of seconds.
        body = member(1 << 20) * (decoded >> 20) + member(decoded & ((1 << 20) - 1))
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except OSError:
            pass  # the client hung up once it saw the headers: that is the point

    def send_oversize(self, size, declared):
        self.send_head(200, "application/json", size if declared else None)
        if not declared:
            self.close_connection = True
        chunk = b" " * 65536
        sent = 0
        try:
            while sent < size:
                piece = chunk[: min(len(chunk), size - sent)]
                self.wfile.write(piece)
                sent += len(piece)
        except OSError:
            pass  # the client hung up once it had seen enough: that is the point
        if not declared:
            self.close_abruptly()

    def drip(self, path, content, interval):
        started = time.monotonic()
        sent = 0
        outcome = "finished"
        try:
            while sent < len(content):
                if time.monotonic() - started > MAX_SLOW:
                    outcome = "gave up"
                    break
                self.wfile.write(content[sent : sent + 1])
                self.wfile.flush()
                sent += 1
                time.sleep(interval)
        except OSError:
            outcome = "client hung up"  # the client gave up: that is the point
        self.log_line(f"DRIP {path} {outcome} after {sent} of {len(content)} bytes")
        self.close_abruptly()

    def log_line(self, line):
        if self.server.log_path:
            with open(self.server.log_path, "a", encoding="utf-8") as f:
                f.write(line + "\n")

    def close_abruptly(self):
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, root, plan_path, log_path, max_requests):
        super().__init__(("127.0.0.1", 0), Handler)
        self.root = root
        self.plan_path = plan_path
        self.log_path = log_path
        self.max_requests = max_requests
        self.requests = 0
        self.lock = threading.Lock()

    def count_request(self):
        with self.lock:
            self.requests += 1
            if self.requests >= self.max_requests:
                threading.Thread(target=self.shutdown, daemon=True).start()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", required=True)
    parser.add_argument("--plan", required=True)
    parser.add_argument("--log")
    parser.add_argument("--lifetime", type=float, default=120.0)
    parser.add_argument("--max-requests", type=int, default=400)
    args = parser.parse_args()
    # A parent may have left SIGTERM blocked or ignored: make it stop the server either way.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT])
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    server = Server(args.root, args.plan, args.log, args.max_requests)
    timer = threading.Timer(args.lifetime, lambda: os._exit(0))
    timer.daemon = True
    timer.start()
    print(f"PORT {server.server_address[1]}", flush=True)
    try:
        server.serve_forever(poll_interval=0.1)
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
