/// The readable JavaScript of livery.js, minified at export by ``JavaScriptMinifier``.
///
/// ``body`` expects two names from its wrapper (``WebRuntime``): `C`, the head part of the
/// export's ``WebRuntimeConfig``, and `BASE`, the script's own URL (`manifest.json` and
/// `livery-remote.js` are found beside it); it defines `L`, the `livery` object. ``remote`` is
/// `livery-remote.js`, an ES module the runtime imports on its first `livery.fetch()`: it
/// fetches and checks a bundle (reading `livery.config.json`, each token's type and property,
/// beside the script), so pages that never fetch server colors never download it. ``head`` is
/// the inline `<head>` snippet: a function of the config that sets the attributes before the
/// first paint. Written for browsers of 2020 on (`async`, dynamic `import()`,
/// `Object.fromEntries`).
enum WebRuntimeSource {
    static let body = #"""
        /* livery.js: the user's choice of theme on a web page, the app's theme inside a web view
         * (the bridge), and server colors from a theme bundle published by `livery publish`
         * (checked by livery-remote.js, imported on the first fetch). */
        const W = window, R = document.documentElement, S = R.style;
        const own = (o, k) => o != null && Object.prototype.hasOwnProperty.call(o, k);
        const str = v => typeof v == "string";
        const obj = v => v && typeof v == "object" && !Array.isArray(v);
        const mods = C.modifiers, axes = mods.filter(m => m.attribute);
        const listeners = {}, BUNDLE = C.storageKey + ":bundle";
        let cur = {}, choice = {}, server, applied = [];
        let user = R.getAttribute("data-livery-user"), bridged = inApp();

        function inApp() {
          const w = W.webkit;
          return !!(w && w.messageHandlers && w.messageHandlers.livery);
        }
        const axis = n => axes.find(m => m.name === n);
        const has = (m, c) => str(c) && m.contexts.includes(c);
        const userKey = () => C.storageKey + (user ? ":" + user : "");
        const read = k => { try { return JSON.parse(localStorage.getItem(k)); } catch (e) {} };
        const write = (k, v) => { try { localStorage.setItem(k, JSON.stringify(v)); } catch (e) {} };
        const copy = () => ({ ...cur });
        const change = source => (listeners.change || []).slice().forEach(f => f({ contexts: copy(), source }));
        /* A combination's key, as the manifest writes it: theme=dark,contrast=high. */
        const key = c => mods.map(m => m.name + "=" + c[m.name]).join();

        /* The user's choice from localStorage; unknown modifiers and contexts are dropped. */
        function load() {
          const stored = read(userKey());
          choice = {};
          axes.forEach(m => { if (own(stored, m.name) && has(m, stored[m.name])) choice[m.name] = stored[m.name]; });
        }

        /* The context the system preferences pick, as the stylesheet's @media rules do. */
        const system = m => (m.system.find(s => matchMedia(s[0]).matches) || [0, m.default])[1];

        /* Outside the app: the choice, else the system's, on the root's attributes. */
        function refresh(source) {
          if (bridged) return;
          const before = key(cur);
          mods.forEach(m => { cur[m.name] = !m.attribute ? m.context : own(choice, m.name) ? choice[m.name] : system(m); });
          axes.forEach(m => R.setAttribute(m.attribute, cur[m.name]));
          paint();
          if (key(cur) != before) change(source);
        }

        /* The bridge (the WebKit glue's script has applied the message): the app is the source of truth. */
        W.addEventListener("livery:bridge", e => {
          const m = e.detail, c = m && m.contexts;
          if (!m || m.livery !== 1 || !obj(c)) return;
          bridged = true;
          applied.forEach(p => own(m.properties, p) || S.removeProperty(p));
          applied = [];
          mods.forEach(x => { if (own(c, x.name) && str(c[x.name])) cur[x.name] = c[x.name]; });
          change("app");
        });

        /* set("dark"), set({theme: "dark"}); null returns a modifier to the system's choice. */
        function set(value) {
          let want = {}, m = axis(C.appearance), n;
          if (str(value)) {
            if (!has(m || { contexts: [] }, value)) m = axes.find(x => has(x, value));
            if (!m) throw Error("livery: no context " + value);
            want[m.name] = value;
          } else {
            for (n in value) {
              if (!(m = axis(n)) || (value[n] !== null && !has(m, value[n]))) throw Error("livery: no context " + n + "=" + value[n]);
              want[n] = value[n];
            }
          }
          if (inApp()) {
            for (n in want) if (want[n] === null) delete want[n];
            return void W.webkit.messageHandlers.livery.postMessage({ livery: 1, set: want });
          }
          for (n in want) want[n] === null ? delete choice[n] : (choice[n] = want[n]);
          write(userKey(), choice);
          refresh("user");
        }

        /* The last good layer of the current combination, as inline custom properties on the root. */
        function paint() {
          applied.forEach(p => S.removeProperty(p));
          applied = [];
          const layer = !bridged && server && own(server.layers, key(cur)) ? server.layers[key(cur)] : {};
          for (const p in layer) if (/^--[\w-]+$/.test(p) && str(layer[p])) S.setProperty(p, layer[p]), applied.push(p);
        }
        /* fetch(url): applies the last good bundle at once, then has livery-remote.js revalidate it. */
        async function pull(url) {
          url = new URL(url || "manifest.json", BASE).href;
          if (bridged) return { ok: false, error: "inside the app, the app applies server colors" };
          let last = server && server.url == url ? server : read(BUNDLE);
          if (!last || last.url != url || !obj(last.layers)) last = null;
          if (last && last != server) (server = last), paint();
          try {
            const [status, next] = await (await import(new URL("livery-remote.js", BASE).href)).revalidate(url, last, mods, BASE);
            server = next;
            write(BUNDLE, next);
            if (status == "updated") paint(), change("server");
            return { ok: true, status, revision: next.revision };
          } catch (e) {
            return { ok: false, error: e.message };
          }
        }

        const L = {
          set,
          get: n => cur[n || C.appearance],
          contexts: copy,
          modifiers: () => Object.fromEntries(axes.map(m => [m.name, m.contexts.slice()])),
          on(type, f) {
            (listeners[type] = listeners[type] || []).push(f);
            return () => (listeners[type] = listeners[type].filter(g => g !== f));
          },
          user(id) {
            user = id || null;
            load();
            refresh("user");
          },
          fetch: pull,
        };

        load();
        if (bridged)
          mods.forEach(m => {
            const a = m.attribute && R.getAttribute(m.attribute);
            cur[m.name] = !m.attribute ? m.context : has(m, a) ? a : m.default;
          });
        else refresh("system");
        axes.forEach(m => m.system.forEach(s => matchMedia(s[0]).addEventListener("change", () => refresh("system"))));
        W.addEventListener("storage", e => { if (e.key == userKey()) load(), refresh("user"); });

        """#

    static let remote = #"""
        /* livery-remote.js: fetching and checking a theme bundle of `livery publish`, as the Swift
         * client checks one; livery.js imports it on its first fetch(). Errors name the place: a
         * URL, then the manifest entry or token. */
        const own = (o, k) => o != null && Object.prototype.hasOwnProperty.call(o, k);
        const str = v => typeof v == "string";
        const obj = v => v && typeof v == "object" && !Array.isArray(v);
        let types;
        const fail = (at, what) => { throw Error(at + ": " + what); };
        const parse = (b, url) => { try { return JSON.parse(new TextDecoder().decode(b)); } catch (e) { fail(url, "invalid JSON"); } };

        /* A response and its bytes (none for 304); refused: another status, HTML, over 2 MiB. */
        async function get(url, init) {
          const r = await fetch(url, init), type = (r.headers.get("content-type") || "").split(";")[0].trim().toLowerCase();
          if (r.status == 304) return { r };
          if (r.status != 200 || /^(text\/html|application\/xhtml\+xml)$/.test(type)) fail(url, "HTTP " + r.status + " " + type);
          const b = new Uint8Array(await r.arrayBuffer());
          if (b.length > 2097152) fail(url, "over 2 MiB");
          return { r, b };
        }
        async function sha256(b) {
          if (!globalThis.crypto || !crypto.subtle) fail("SHA-256", "needs a secure context");
          return Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", b)), x => (x + 256).toString(16).slice(1)).join("");
        }
        /* Format and version; per entry: a key of this theme's combinations (once), a safe relative
         * file path, a SHA-256 revision, a whole size; the files' sizes add up to 16 MiB at most. */
        function checkManifest(j, url, mods, key) {
          if (!j || j.format != "livery.theme-bundle" || j.version !== 1 || !Array.isArray(j.themes)) fail(url, "not a livery.theme-bundle version 1");
          const seen = {}, sizes = {};
          j.themes.forEach((e, i) => {
            const c = e && e.contexts, at = url + ": themes[" + i + "]";
            if (!obj(c) || !str(e.key) || !str(e.file) || !/^[0-9a-f]{64}$/.test(str(e.revision) && e.revision)
                || typeof e.size != "number" || !(e.size >= 0 && e.size % 1 == 0 && e.size < 2 ** 31)) fail(at, "bad entry");
            if (e.file.split("/").some(s => !/^[\w.=,-]+$/.test(s) || s == "." || s == "..")) fail(at, "unsafe file path");
            if (Object.keys(c).length != mods.length || mods.some(m => !str(c[m.name])) || e.key !== key(c)) fail(at, "not a combination of this theme");
            if (own(seen, e.key)) fail(at, "listed twice");
            seen[e.key] = sizes[e.revision] = e.size;
          });
          if (Object.values(sizes).reduce((a, b) => a + b, 0) > 16777216) fail(url, "over 16 MiB of themes");
        }
        /* The CSS value of a token the runtime applies (color, dimension, number); null when bad. */
        function css(t) {
          const v = t.value;
          if (t.type == "color") return /^#([0-9a-f]{6}|[0-9a-f]{8})$/i.test(t.hex) ? t.hex : null;
          if (t.type == "dimension") return v && typeof v.value == "number" && isFinite(v.value) && /^(px|rem)$/.test(str(v.unit) && v.unit) ? v.value + v.unit : null;
          if (t.type == "number") return typeof v == "number" && isFinite(v) ? "" + v : null;
        }
        /* Every token known to the export with its type, and a value that reads as that type. */
        function checkLayer(layer, url) {
          const out = {};
          if (!obj(layer)) fail(url, "a layer must be an object");
          for (const n in layer) {
            const t = layer[n], at = url + ": " + n, base = own(types, n) && types[n];
            if (!obj(t) || !str(t.type) || !own(t, "value") || (own(t, "hex") && !str(t.hex))) fail(at, "bad token");
            if (!base) fail(at, "unknown token");
            if (base[0] != t.type) fail(at, "type " + t.type + ", the export's is " + base[0]);
            const v = css(t);
            if (v === null) fail(at, "bad value");
            if (v != null) out[base[1]] = v;
          }
          return out;
        }
        async function themeFile(e, base) {
          const url = new URL(e.file, base).href, { b } = await get(url, {});
          if (!b || b.length != e.size) fail(url, "size differs from the manifest's");
          if ((await sha256(b)) != e.revision) fail(url, "SHA-256 differs from the manifest's");
          const j = parse(b, url), k = Object.keys(obj(j) ? j : {});
          if (k.length != 1 || k[0] !== e.key) fail(url, "must hold exactly the layer " + e.key);
          return checkLayer(j[e.key], url);
        }
        /* Each token's type and custom property, from livery.config.json beside the script. */
        async function loadTypes(BASE) {
          const url = new URL("livery.config.json", BASE).href, j = parse((await get(url, {})).b, url) || {}, t = {};
          for (const type in j.tokens)
            j.tokens[type].forEach(n => { t[n] = [type, own(j.properties, n) ? j.properties[n] : "--" + n.replace(/[^\w-]/gu, "-")]; });
          types = t;
        }
        /* The bundle at url, revalidated against last (the last good, or null): [status, bundle],
         * status "not-modified", "unchanged" or "updated"; throws what it refuses. */
        export async function revalidate(url, last, mods, BASE) {
          const key = c => mods.map(m => m.name + "=" + c[m.name]).join();
          const { r, b } = await get(url, { cache: "no-store", headers: last && str(last.etag) ? { "If-None-Match": last.etag } : {} });
          if (r.status == 304 && last) return ["not-modified", last];
          if (!b) fail(url, "HTTP 304 without a bundle");
          const revision = await sha256(b), etag = r.headers.get("etag");
          if (last && last.revision == revision) return ["unchanged", { ...last, etag }];
          const m = parse(b, url), layers = {};
          checkManifest(m, url, mods, key);
          if (!types) await loadTypes(BASE);
          for (const e of m.themes) layers[e.key] = themeFile(e, r.url || url);
          for (const k in layers) layers[k] = await layers[k];
          return ["updated", { url, etag, revision, layers }];
        }

        """#

    static let head = #"""
        (function (C) {
          var R = document.documentElement, w = window.webkit, s, u = R.getAttribute("data-livery-user");
          if (w && w.messageHandlers && w.messageHandlers.livery) return;
          try { s = JSON.parse(localStorage.getItem(C.storageKey + (u ? ":" + u : ""))); } catch (e) {}
          C.modifiers.forEach(function (m) {
            if (!m.attribute) return;
            var v = s && Object.prototype.hasOwnProperty.call(s, m.name) ? s[m.name] : null, i;
            if (typeof v !== "string" || m.contexts.indexOf(v) < 0)
              for (v = m.default, i = 0; i < m.system.length; i++)
                if (matchMedia(m.system[i][0]).matches) { v = m.system[i][1]; break; }
            R.setAttribute(m.attribute, v);
          });
        })
        """#
}
