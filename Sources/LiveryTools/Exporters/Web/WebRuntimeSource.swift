/// The readable JavaScript of livery.js, minified at export by ``JavaScriptMinifier``.
///
/// ``body`` expects two names from its wrapper (``WebRuntime``): `C`, the head part of the
/// export's ``WebRuntimeConfig``, and `BASE`, the script's own URL (`manifest.json` and
/// `livery.config.json`, with each token's type and property, are found beside it); it defines
/// `L`, the `livery` object. Written for browsers of 2020 on (`async`, `Object.fromEntries`). ``head`` is the inline `<head>` snippet: a
/// function of the config that sets the attributes before the first paint.
enum WebRuntimeSource {
    static let body = #"""
        /* livery.js: the user's choice of theme on a web page, the app's theme inside a web view
         * (the bridge), and server colors from a theme bundle published by `livery publish`. */
        const W = window, R = document.documentElement;
        const own = (o, k) => o != null && Object.prototype.hasOwnProperty.call(o, k);
        const str = (v) => typeof v == "string";
        const mods = C.modifiers, axes = mods.filter((m) => m.attribute);
        const listeners = {}, BUNDLE = C.storageKey + ":bundle";
        let cur = {}, choice = {}, server = null, applied = [], types = null;
        let user = R.getAttribute("data-livery-user"), bridged = inApp();

        function inApp() {
          const w = W.webkit;
          return !!(w && w.messageHandlers && w.messageHandlers.livery);
        }
        const axis = (n) => axes.find((m) => m.name === n);
        const has = (m, c) => str(c) && m.contexts.includes(c);
        const userKey = () => C.storageKey + (user ? ":" + user : "");
        const read = (k) => { try { return JSON.parse(localStorage.getItem(k)); } catch (e) {} };
        const write = (k, v) => { try { localStorage.setItem(k, JSON.stringify(v)); } catch (e) {} };
        const copy = () => Object.assign({}, cur);
        const change = (source) => (listeners.change || []).slice().forEach((f) => f({ contexts: copy(), source }));
        /* The input key of a combination, as the bundle's manifest writes it: theme=dark,contrast=high. */
        const key = (c) => mods.map((m) => m.name + "=" + c[m.name]).join(",");

        /* The user's choice from localStorage; unknown modifiers and contexts are dropped. */
        function load() {
          const stored = read(userKey());
          choice = {};
          axes.forEach((m) => { if (own(stored, m.name) && has(m, stored[m.name])) choice[m.name] = stored[m.name]; });
        }

        /* The context the system preferences pick, as the stylesheet's @media rules do. */
        const system = (m) => (m.system.find((s) => matchMedia(s[0]).matches) || [0, m.default])[1];

        /* Outside the app: the choice, else the system's, on the root's attributes. */
        function refresh(source) {
          if (bridged) return;
          const before = JSON.stringify(cur);
          mods.forEach((m) => { cur[m.name] = !m.attribute ? m.context : own(choice, m.name) ? choice[m.name] : system(m); });
          axes.forEach((m) => R.setAttribute(m.attribute, cur[m.name]));
          paint();
          if (JSON.stringify(cur) != before) change(source);
        }

        /* The bridge (the WebKit glue's script has applied the message): the app is the source of truth. */
        W.addEventListener("livery:bridge", (e) => {
          const m = e.detail, c = m && m.contexts;
          if (!m || m.livery !== 1 || !c || typeof c != "object") return;
          bridged = true;
          applied.forEach((p) => own(m.properties, p) || R.style.removeProperty(p));
          applied = [];
          mods.forEach((x) => { if (own(c, x.name) && str(c[x.name])) cur[x.name] = c[x.name]; });
          change("app");
        });

        /* set("dark"), set({theme: "dark"}); null returns a modifier to the system's choice. */
        function set(value) {
          const want = {};
          let m = axis(C.appearance);
          if (str(value)) {
            if (!m || !has(m, value)) m = axes.find((x) => has(x, value));
            if (!m) throw Error("livery: no context " + JSON.stringify(value));
            want[m.name] = value;
          } else {
            for (const n in value) {
              if (!(m = axis(n)) || (value[n] !== null && !has(m, value[n])))
                throw Error("livery: no context " + JSON.stringify(n + "=" + value[n]));
              want[n] = value[n];
            }
          }
          if (inApp()) {
            for (const n in want) if (want[n] === null) delete want[n];
            W.webkit.messageHandlers.livery.postMessage({ livery: 1, set: want });
            return;
          }
          for (const n in want) want[n] === null ? delete choice[n] : (choice[n] = want[n]);
          write(userKey(), choice);
          refresh("user");
        }

        /* Server colors, checked as the Swift client checks a bundle. */
        const fail = (message) => { throw Error(message); };
        const parse = (b, url) => { try { return JSON.parse(new TextDecoder().decode(b)); } catch (e) { fail(url + ": invalid JSON"); } };

        /* A response and its bytes (none for 304); refused: another status, HTML, over 2 MiB. */
        async function get(url, init) {
          const r = await fetch(url, init);
          if (r.status == 304) return { r };
          const type = (r.headers.get("content-type") || "").split(";")[0].trim().toLowerCase();
          if (r.status != 200 || type == "text/html" || type == "application/xhtml+xml") fail(url + ": HTTP " + r.status + " " + type);
          const b = new Uint8Array(await r.arrayBuffer());
          if (b.length > 2097152) fail(url + ": over 2 MiB");
          return { r, b };
        }
        async function sha256(b) {
          if (!W.crypto || !crypto.subtle) fail("SHA-256 needs a secure context (https or localhost)");
          return Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", b)), (x) => (x + 256).toString(16).slice(1)).join("");
        }
        function checkManifest(j, url) {
          if (!j || j.format != "livery.theme-bundle" || j.version !== 1 || !Array.isArray(j.themes))
            fail(url + ": not a version 1 livery.theme-bundle manifest");
          const seen = {}, sizes = {};
          j.themes.forEach((e, i) => {
            const c = e && e.contexts, at = url + ": themes[" + i + "]";
            if (!c || typeof c != "object" || !str(e.key) || !str(e.file) || !str(e.revision) || !/^[0-9a-f]{64}$/.test(e.revision)
                || typeof e.size != "number" || !(e.size >= 0 && e.size % 1 == 0 && e.size < 2 ** 31))
              fail(at + ": needs a key, a file, a SHA-256 revision, a whole size and contexts");
            if (e.file.split("/").some((s) => !/^[\w.=,-]+$/.test(s) || s == "." || s == ".."))
              fail(at + ".file: not a relative path beside the manifest");
            if (Object.keys(c).length != mods.length || mods.some((m) => !str(c[m.name])) || e.key !== key(c))
              fail(at + ".key: not a combination of this theme");
            if (own(seen, e.key)) fail(at + ".key: listed twice");
            seen[e.key] = sizes[e.revision] = e.size;
          });
          if (Object.values(sizes).reduce((a, b) => a + b, 0) > 16777216) fail(url + ": theme files over 16 MiB");
        }
        /* The CSS value of a token the runtime applies (color, dimension, number); null when bad. */
        function css(t) {
          const v = t.value;
          if (t.type == "color") return /^#([0-9a-f]{6}|[0-9a-f]{8})$/i.test(t.hex) ? t.hex : null;
          if (t.type == "dimension")
            return v && typeof v.value == "number" && isFinite(v.value) && (v.unit === "px" || v.unit === "rem") ? v.value + v.unit : null;
          if (t.type == "number") return typeof v == "number" && isFinite(v) ? "" + v : null;
        }
        function checkLayer(layer, at) {
          const out = {};
          if (!layer || typeof layer != "object" || Array.isArray(layer)) fail(at + ": a layer must be an object of tokens");
          for (const n in layer) {
            const t = layer[n], where = at + ": " + n + ": ", base = own(types, n) ? types[n] : null;
            if (!t || !str(t.type) || !own(t, "value") || (own(t, "hex") && !str(t.hex)))
              fail(where + "a token needs a string type, a value, and a hex that is a string");
            if (!base) fail(where + "unknown token");
            if (base[0] != t.type) fail(where + "type mismatch, the base token is " + base[0]);
            const v = css(t);
            if (v === null) fail(where + "bad " + t.type + " value");
            if (v !== undefined) out[base[1]] = v;
          }
          return out;
        }
        async function themeFile(e, base) {
          const url = new URL(e.file, base).href, { b } = await get(url, {});
          if (!b || b.length != e.size) fail(url + ": " + (b ? b.length : 0) + " bytes, the manifest says " + e.size);
          const h = await sha256(b);
          if (h != e.revision) fail(url + ": SHA-256 " + h + ", the manifest says " + e.revision);
          const j = parse(b, url), k = Object.keys(j || {});
          if (k.length != 1 || k[0] !== e.key) fail(url + ": must hold exactly the layer " + JSON.stringify(e.key));
          return checkLayer(j[e.key], url);
        }
        /* Each token's type and custom property, from livery.config.json beside the script. */
        async function loadTypes() {
          if (types) return;
          const url = new URL("livery.config.json", BASE).href, j = parse((await get(url, {})).b, url) || {}, t = {};
          for (const type in j.tokens || {})
            j.tokens[type].forEach((n) => { t[n] = [type, own(j.properties, n) ? j.properties[n] : "--" + n.replace(/[^\w-]/gu, "-")]; });
          types = t;
        }
        /* The last good layer of the current combination, as inline custom properties on the root. */
        function paint() {
          applied.forEach((p) => R.style.removeProperty(p));
          applied = [];
          const layer = !bridged && server && own(server.layers, key(cur)) ? server.layers[key(cur)] : {};
          for (const p in layer)
            if (/^--[\w-]+$/.test(p) && str(layer[p])) R.style.setProperty(p, layer[p]), applied.push(p);
        }
        function keep(next) {
          server = next;
          write(BUNDLE, next);
        }
        /* fetch(url): applies the last good bundle at once, then revalidates it (If-None-Match). */
        async function pull(url) {
          url = new URL(url || "manifest.json", BASE).href;
          if (bridged) return { ok: false, error: "inside the app, the app applies server colors" };
          let last = server && server.url == url ? server : read(BUNDLE);
          if (!last || last.url != url || !last.layers) last = null;
          if (last && last !== server) (server = last), paint();
          try {
            const headers = last && str(last.etag) ? { "If-None-Match": last.etag } : {};
            const { r, b } = await get(url, { cache: "no-store", headers });
            if (r.status == 304 && last) return { ok: true, status: "not-modified", revision: last.revision };
            if (!b) fail(url + ": HTTP 304 without a bundle to keep");
            const revision = await sha256(b), etag = r.headers.get("etag");
            if (last && last.revision == revision) {
              keep(Object.assign({}, last, { etag }));
              return { ok: true, status: "unchanged", revision };
            }
            const m = parse(b, url), next = { url, etag, revision, layers: {} };
            checkManifest(m, url);
            await loadTypes();
            const layers = await Promise.all(m.themes.map((e) => themeFile(e, r.url || url)));
            m.themes.forEach((e, i) => (next.layers[e.key] = layers[i]));
            keep(next);
            paint();
            change("server");
            return { ok: true, status: "updated", revision };
          } catch (e) {
            return { ok: false, error: e.message || "" + e };
          }
        }

        const L = {
          set,
          get: (n) => cur[n || C.appearance],
          contexts: copy,
          modifiers: () => Object.fromEntries(axes.map((m) => [m.name, m.contexts.slice()])),
          on(type, f) {
            (listeners[type] = listeners[type] || []).push(f);
            return () => (listeners[type] = listeners[type].filter((g) => g !== f));
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
          mods.forEach((m) => {
            const a = m.attribute && R.getAttribute(m.attribute);
            cur[m.name] = !m.attribute ? m.context : has(m, a) ? a : m.default;
          });
        else refresh("system");
        axes.forEach((m) => m.system.forEach((s) => {
          const q = matchMedia(s[0]);
          if (q.addEventListener) q.addEventListener("change", () => refresh("system"));
        }));
        W.addEventListener("storage", (e) => { if (e.key == userKey()) load(), refresh("user"); });

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
