import Foundation
import LiveryCore
import LiveryTestSupport

/// Headless Chromium driven over the DevTools protocol (`--remote-debugging-pipe`) by a small
/// Node.js driver, for what `--dump-dom` cannot show: the pixels of the first frame a page
/// paints, the frame after a script ran, emulated system preferences.
///
/// A session runs a list of steps in one browser (one profile: `localStorage` persists across
/// its loads) and returns one result per step. The page is 200 × 200 CSS pixels; colors are
/// read at ``point``. Steps:
///
/// - `media(dark:moreContrast:)`: `prefers-color-scheme` and `prefers-contrast` as given;
/// - `atDocumentStart(_:)`: a script run before any of each later document's own (as a
///   `WKUserScript` at document start);
/// - `firstFrame(_:)`: navigates to a magenta page, then to the URL, and reads the first frame
///   that is not magenta — the page's first paint (the browser keeps the old page on screen
///   until the new one paints) — `{"color": [r, g, b]}`, then waits for the load event;
/// - `evaluate(_:)`: the value of an expression (promises awaited);
/// - `evaluateThenFrame(_:leaving:)`: evaluates, then reads the first frame whose color is
///   no longer `old` — what the screen shows next, so a frame in between (a half-applied
///   change) is caught — `{"value": …, "color": [r, g, b]}`;
/// - `screenshot`: the color in a screenshot of the page as it is now;
/// - `reload`: reloads and waits for the load event;
/// - `copy(_:over:)`: copies a folder over another (a server's files changing between steps),
///   each copy's files stamped seconds after the last copy's, as a deploy seconds later would be.
struct DevToolsSession {
    static let point = (x: 100, y: 100)

    let browser: HeadlessChromium
    let profile: URL

    static func media(dark: Bool, moreContrast: Bool) -> JSONValue {
        ["do": "media", "dark": .bool(dark), "more": .bool(moreContrast)]
    }
    static func atDocumentStart(_ script: String) -> JSONValue { ["do": "init", "js": .string(script)] }
    static func firstFrame(_ url: URL) -> JSONValue { ["do": "firstFrame", "url": .string(url.absoluteString)] }
    static func evaluate(_ expression: String) -> JSONValue { ["do": "eval", "js": .string(expression)] }
    static func evaluateThenFrame(_ expression: String, leaving old: String) -> JSONValue {
        ["do": "evalFrame", "js": .string(expression), "from": .string(old)]
    }
    static let screenshot: JSONValue = ["do": "shot"]
    static let reload: JSONValue = ["do": "reload"]
    static func copy(_ folder: URL, over destination: URL) -> JSONValue {
        ["do": "copy", "from": .string(folder.path), "to": .string(destination.path)]
    }

    /// Runs `steps` in a fresh browser and returns each one's result.
    ///
    /// - Throws: ``BrowserError`` when the browser or the driver fails or outlives `timeout`.
    func run(_ steps: [JSONValue], timeout: Double = 60) async throws -> [JSONValue] {
        let folder = try TemporaryFolder("devtools")
        defer { folder.remove() }
        let driver = try folder.write("driver.js", text: Self.driver)
        let stepsFile = try folder.write("steps.json", text: JSONWriter.string(.array(steps)))
        let run: ChildRun
        do {
            run = try await ChildRun.run(
                try Node.executable(), [driver, browser.executable, profile.path, stepsFile], timeout: timeout)
        } catch ChildRunError.timedOut(_, _, let output) {
            throw BrowserError.timedOut(browser.executable, seconds: timeout, stderr: output)
        }
        guard run.status == 0, let results = try? JSONParser.parse(Array(run.standardOutput.utf8)).arrayValue,
            results.count == steps.count
        else {
            throw BrowserError.failed(browser.executable, status: run.status, stderr: run.standardError)
        }
        return results
    }

    /// The color a result read, as `#rrggbb`.
    static func hex(_ result: JSONValue?) -> String {
        let parts = result?["color"]?.arrayValue?.compactMap(\.numberValue) ?? []
        return "#" + parts.map { String(format: "%02x", Int($0)) }.joined()
    }

    static let driver = #"""
        const { spawn } = require("child_process"), fs = require("fs"), zlib = require("zlib");
        const [chromium, profile, stepsFile] = process.argv.slice(2);
        const steps = JSON.parse(fs.readFileSync(stepsFile, "utf8"));
        const child = spawn(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
          "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
          "--disable-sync", "--user-data-dir=" + profile, "about:blank"], { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] });
        let stderr = "";
        child.stderr.on("data", (d) => { stderr += d; });
        const die = (e) => { console.error(String(e && e.stack || e) + "\n" + stderr.slice(-2000)); child.kill("SIGKILL"); process.exit(1); };
        setTimeout(() => die("driver: out of time"), 45000);
        let buffer = "", next = 0, session;
        const waiting = {}, listeners = [];
        child.stdio[4].on("data", (d) => {
          buffer += d;
          for (let i; (i = buffer.indexOf("\0")) >= 0; buffer = buffer.slice(i + 1)) {
            const m = JSON.parse(buffer.slice(0, i));
            if (m.id && waiting[m.id]) { waiting[m.id](m); delete waiting[m.id]; } else listeners.forEach((f) => f(m));
          }
        });
        const send = (method, params = {}) => new Promise((resolve, reject) => {
          const id = ++next;
          waiting[id] = (m) => (m.error ? reject(new Error(method + ": " + JSON.stringify(m.error))) : resolve(m.result));
          child.stdio[3].write(JSON.stringify({ id, method, params, sessionId: session }) + "\0");
        });
        const event = (name) => new Promise((resolve) => {
          const f = (m) => { if (m.method == name && m.sessionId == session) { listeners.splice(listeners.indexOf(f), 1); resolve(m.params); } };
          listeners.push(f);
        });
        /* The RGB of the pixel at (100, 100) of a PNG (8-bit RGB or RGBA, non-interlaced). */
        function pixel(base64) {
          const b = Buffer.from(base64, "base64"), idat = [];
          let p = 8, w, h, type;
          while (p < b.length) {
            const length = b.readUInt32BE(p), name = b.toString("ascii", p + 4, p + 8), d = b.subarray(p + 8, p + 8 + length);
            if (name == "IHDR") { w = d.readUInt32BE(0); h = d.readUInt32BE(4); type = d[9]; }
            if (name == "IDAT") idat.push(d);
            p += 12 + length;
          }
          const raw = zlib.inflateSync(Buffer.concat(idat)), bpp = type == 6 ? 4 : 3, stride = w * bpp, out = Buffer.alloc(h * stride);
          for (let y = 0; y < h; y++) {
            const filter = raw[y * (stride + 1)];
            for (let x = 0; x < stride; x++) {
              const v = raw[y * (stride + 1) + 1 + x], a = x >= bpp ? out[y * stride + x - bpp] : 0;
              const u = y ? out[(y - 1) * stride + x] : 0, c = x >= bpp && y ? out[(y - 1) * stride + x - bpp] : 0;
              let r = v;
              if (filter == 1) r += a;
              else if (filter == 2) r += u;
              else if (filter == 3) r += (a + u) >> 1;
              else if (filter == 4) {
                const q = a + u - c, pa = Math.abs(q - a), pb = Math.abs(q - u), pc = Math.abs(q - c);
                r += pa <= pb && pa <= pc ? a : pb <= pc ? u : c;
              }
              out[y * stride + x] = r & 255;
            }
          }
          const at = Math.min(100, h - 1) * stride + Math.min(100, w - 1) * bpp;
          return [out[at], out[at + 1], out[at + 2]];
        }
        let stamp = 0;
        const frames = [];
        let onFrame = null;
        listeners.push((m) => {
          if (m.method != "Page.screencastFrame" || m.sessionId != session) return;
          send("Page.screencastFrameAck", { sessionId: m.params.sessionId });
          const frame = { color: pixel(m.params.data), at: (m.params.metadata.timestamp || 0) * 1000 };
          frames.push(frame);
          if (onFrame) onFrame(frame);
        });
        const frameWhere = (test) => new Promise((resolve, reject) => {
          const found = frames.find(test);
          if (found) return resolve(found);
          const timer = setTimeout(() => reject(new Error("no such frame within 10 s")), 10000);
          onFrame = (f) => { if (test(f)) { onFrame = null; clearTimeout(timer); resolve(f); } };
        });
        async function evaluate(js) {
          const r = await send("Runtime.evaluate", { expression: js, awaitPromise: true, returnByValue: true });
          if (r.exceptionDetails) throw new Error("page: " + JSON.stringify(r.exceptionDetails));
          return r.result.value === undefined ? null : r.result.value;
        }
        const magenta = (c) => c[0] == 255 && c[1] == 0 && c[2] == 255;
        const actions = {
          async media(s) {
            await send("Emulation.setEmulatedMedia", { features: [
              { name: "prefers-color-scheme", value: s.dark ? "dark" : "light" },
              { name: "prefers-contrast", value: s.more ? "more" : "no-preference" }] });
            return null;
          },
          async init(s) { await send("Page.addScriptToEvaluateOnNewDocument", { source: s.js }); return null; },
          async firstFrame(s) {
            let loaded = event("Page.loadEventFired");
            await send("Page.navigate", { url: "data:text/html,<style>html{background:%23ff00ff}</style>" });
            await loaded;
            await frameWhere((f) => magenta(f.color));
            frames.length = 0;
            loaded = event("Page.loadEventFired");
            await send("Page.navigate", { url: s.url });
            const first = await frameWhere((f) => !magenta(f.color));
            await loaded;
            return { color: first.color };
          },
          async eval(s) { return evaluate(s.js); },
          async evalFrame(s) {
            frames.length = 0;
            const hex = (c) => "#" + c.map((x) => (x + 256).toString(16).slice(1)).join("");
            const value = await evaluate(s.js);
            const frame = await frameWhere((f) => hex(f.color) != s.from);
            return { value, color: frame.color };
          },
          async shot() {
            const { data } = await send("Page.captureScreenshot", { format: "png" });
            return { color: pixel(data) };
          },
          async copy(s) {
            // Each copy is stamped a few seconds after the last, so a server that validates by
            // modification time and size (nginx's ETag and Last-Modified) sees a new version
            // even when the copy lands in the same second as the files it replaces.
            fs.cpSync(s.from, s.to, { recursive: true, force: true });
            stamp = Math.max(stamp, Math.ceil(Date.now() / 1000)) + 5;
            const touch = (p) => {
              if (fs.statSync(p).isDirectory()) fs.readdirSync(p).forEach((n) => touch(p + "/" + n));
              else fs.utimesSync(p, stamp, stamp);
            };
            touch(s.to);
            return null;
          },
          async reload() {
            const loaded = event("Page.loadEventFired");
            await send("Page.reload", {});
            await loaded;
            return null;
          },
        };
        (async () => {
          const { targetInfos } = await send("Target.getTargets");
          const page = targetInfos.find((t) => t.type == "page");
          session = (await send("Target.attachToTarget", { targetId: page.targetId, flatten: true })).sessionId;
          await send("Page.enable");
          await send("Emulation.setDeviceMetricsOverride", { width: 200, height: 200, deviceScaleFactor: 1, mobile: false });
          await send("Page.startScreencast", { format: "png", everyNthFrame: 1 });
          const results = [];
          for (const s of steps) results.push(await actions[s.do](s));
          console.log(JSON.stringify(results));
          child.kill("SIGKILL");
          process.exit(0);
        })().catch(die);
        """#
}
