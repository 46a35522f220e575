/// The readable JavaScript of livery.js, minified at export by ``JavaScriptMinifier``.
///
/// ``body`` expects two names from its wrapper (``WebRuntime``): `C`, the export's
/// ``WebRuntimeConfig``, and `BASE`, the script's own URL (theme bundles are found beside
/// it); it defines `L`, the `livery` object. ``head`` is the inline `<head>` snippet: a
/// function of the config that sets the attributes before the first paint.
enum WebRuntimeSource {
    static let body = #"""
        /* livery.js: the user's theme choice on a web page, the app's theme inside a web view
         * (the bridge), and server colors from a published theme bundle. */
        var W = window, R = document.documentElement;
        var mods = C.modifiers, axes = mods.filter(function (m) { return m.attribute; });
        var own = Object.prototype.hasOwnProperty;
        var listeners = {}, cur = {}, choice = {}, server = null, applied = [];
        var user = R.getAttribute("data-livery-user");
        var bridged = inApp();
        var MAX_FILE = 2097152, MAX_BUNDLE = 16777216;

        function inApp() {
          var w = W.webkit;
          return !!(w && w.messageHandlers && w.messageHandlers.livery);
        }
        function axis(name) {
          for (var i = 0; i < axes.length; i++) if (axes[i].name === name) return axes[i];
        }
        function has(m, c) { return typeof c === "string" && m.contexts.indexOf(c) >= 0; }
        function storageKey() { return C.storageKey + (user ? ":" + user : ""); }
        function emit(type, detail) {
          (listeners[type] || []).slice().forEach(function (fn) { fn(detail); });
        }
        function copy() {
          var out = {};
          for (var n in cur) out[n] = cur[n];
          return out;
        }

        /* The user's choice, from localStorage; only known contexts are kept. */
        function load() {
          var stored;
          choice = {};
          try { stored = JSON.parse(localStorage.getItem(storageKey())); } catch (e) {}
          axes.forEach(function (m) {
            if (stored && own.call(stored, m.name) && has(m, stored[m.name])) choice[m.name] = stored[m.name];
          });
        }
        function save() {
          try { localStorage.setItem(storageKey(), JSON.stringify(choice)); } catch (e) {}
        }

        /* The context a system preference picks, as the CSS @media rules do. */
        function system(m) {
          for (var i = 0; i < m.system.length; i++) if (matchMedia(m.system[i][0]).matches) return m.system[i][1];
          return m.default;
        }

        /* Outside the app: choice, else system, else default; attributes set on the root. */
        function refresh(source) {
          if (bridged) return;
          var before = JSON.stringify(cur);
          mods.forEach(function (m) {
            cur[m.name] = m.attribute ? (own.call(choice, m.name) ? choice[m.name] : system(m)) : m.context;
          });
          axes.forEach(function (m) { R.setAttribute(m.attribute, cur[m.name]); });
          paintServer();
          if (JSON.stringify(cur) !== before) emit("change", { contexts: copy(), source: source });
        }

        /* The bridge: the app is the source of truth once it has spoken. */
        W.addEventListener("livery:bridge", function (e) {
          var m = e.detail, c = m && m.contexts;
          if (!m || m.livery !== 1 || !c || typeof c !== "object") return;
          bridged = true;
          applied.forEach(function (p) { if (!(m.properties && own.call(m.properties, p))) R.style.removeProperty(p); });
          applied = [];
          mods.forEach(function (x) { if (own.call(c, x.name) && typeof c[x.name] === "string") cur[x.name] = c[x.name]; });
          emit("change", { contexts: copy(), source: "app" });
        });

        function set(value) {
          var want = {}, n, m;
          if (typeof value === "string") {
            m = axis(C.appearance);
            if (!m || !has(m, value)) m = axes.filter(function (x) { return has(x, value); })[0];
            if (!m) throw new Error("livery: no modifier has the context " + JSON.stringify(value));
            want[m.name] = value;
          } else {
            for (n in value) {
              m = axis(n);
              if (!m || (value[n] !== null && !has(m, value[n])))
                throw new Error("livery: unknown context " + JSON.stringify(n) + "=" + JSON.stringify(value[n]));
              want[n] = value[n];
            }
          }
          if (inApp()) {
            var post = {};
            for (n in want) if (want[n] !== null) post[n] = want[n];
            W.webkit.messageHandlers.livery.postMessage({ livery: 1, set: post });
            return;
          }
          for (n in want) {
            if (want[n] === null) delete choice[n];
            else choice[n] = want[n];
          }
          save();
          refresh("user");
        }

        /* Server colors: a bundle of `livery publish`, checked as the Swift client checks it. */
        function fail(message) { throw new Error(message); }
        function key(contexts) {
          return mods.map(function (m) { return m.name + "=" + contexts[m.name]; }).join(",");
        }
        function str(v) { return typeof v === "string"; }
        function bytes(response, place) {
          if (response.status !== 200) fail(place + ": HTTP status " + response.status);
          var type = (response.headers.get("content-type") || "").split(";")[0].trim().toLowerCase();
          if (type === "text/html" || type === "application/xhtml+xml") fail(place + ": content type " + type);
          return response.arrayBuffer().then(function (b) {
            if (b.byteLength > MAX_FILE) fail(place + ": larger than " + MAX_FILE + " bytes");
            return b;
          });
        }
        function sha256(b) {
          if (!W.crypto || !crypto.subtle) fail("SHA-256 needs a secure context (https or localhost)");
          return crypto.subtle.digest("SHA-256", b).then(function (h) {
            return Array.prototype.map.call(new Uint8Array(h), function (x) { return (x < 16 ? "0" : "") + x.toString(16); }).join("");
          });
        }
        function parse(b, place) {
          try { return JSON.parse(new TextDecoder().decode(b)); } catch (e) { fail(place + ": invalid JSON"); }
        }
        function safePath(file) {
          return file.split("/").every(function (s) { return /^[A-Za-z0-9._=,-]+$/.test(s) && s !== "." && s !== ".."; });
        }
        function checkManifest(j, place) {
          if (!j || j.format !== "livery.theme-bundle") fail(place + ": format must be \"livery.theme-bundle\"");
          if (j.version !== 1) fail(place + ": version 1 only");
          if (!Array.isArray(j.themes)) fail(place + ": themes must be an array");
          var seen = {}, sizes = {}, total = 0, r;
          j.themes.forEach(function (e, i) {
            var p = place + ": themes[" + i + "]";
            if (!e || !str(e.key) || !str(e.file) || !str(e.revision) || !/^[0-9a-f]{64}$/.test(e.revision)
                || typeof e.size !== "number" || !(e.size >= 0 && e.size % 1 === 0 && e.size <= 2147483647)
                || !e.contexts || typeof e.contexts !== "object")
              fail(p + ": needs a key, a file, a SHA-256 revision, a whole size and contexts");
            if (!safePath(e.file)) fail(p + ".file: not a relative path beside the manifest");
            if (Object.keys(e.contexts).length !== mods.length || e.key !== key(e.contexts)
                || mods.some(function (m) { return !str(e.contexts[m.name]); }))
              fail(p + ".key: not a combination of this theme");
            if (own.call(seen, e.key)) fail(p + ".key: listed twice");
            seen[e.key] = sizes[e.revision] = e.size;
          });
          for (r in sizes) total += sizes[r];
          if (total > MAX_BUNDLE) fail(place + ": the theme files add up to more than " + MAX_BUNDLE + " bytes");
        }
        function cssValue(t) {
          var v = t.value;
          if (t.type === "color") return str(t.hex) && /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/.test(t.hex) ? t.hex : null;
          if (t.type === "dimension")
            return v && typeof v.value === "number" && isFinite(v.value) && (v.unit === "px" || v.unit === "rem") ? v.value + v.unit : null;
          if (t.type === "number") return typeof v === "number" && isFinite(v) ? String(v) : null;
        }
        function checkLayer(layer, place) {
          var out = {}, n, t, v;
          if (!layer || typeof layer !== "object" || Array.isArray(layer)) fail(place + ": a layer must be an object of tokens");
          for (n in layer) {
            t = layer[n];
            if (!t || typeof t !== "object" || !str(t.type) || !own.call(t, "value"))
              fail(place + ": " + n + ": a token needs a string \"type\" and a \"value\"");
            if (own.call(t, "hex") && !str(t.hex)) fail(place + ": " + n + ": \"hex\" must be a string");
            if (!own.call(C.tokens, n)) fail(place + ": " + n + ": unknown token");
            if (C.tokens[n][0] !== t.type) fail(place + ": " + n + ": type mismatch, the base token is " + C.tokens[n][0]);
            v = cssValue(t);
            if (v === null) fail(place + ": " + n + ": bad " + t.type + " value");
            if (v !== undefined) out[C.tokens[n][1]] = v;
          }
          return out;
        }
        function themeFile(entry, base) {
          var url = new URL(entry.file, base).href;
          return fetch(url).then(function (r) { return bytes(r, url); }).then(function (b) {
            if (b.byteLength !== entry.size) fail(url + ": " + b.byteLength + " bytes, the manifest says " + entry.size);
            return sha256(b).then(function (h) {
              if (h !== entry.revision) fail(url + ": SHA-256 " + h + ", the manifest says " + entry.revision);
              var j = parse(b, url), keys = j && typeof j === "object" ? Object.keys(j) : [];
              if (keys.length !== 1 || keys[0] !== entry.key) fail(url + ": must hold exactly the layer " + JSON.stringify(entry.key));
              return checkLayer(j[entry.key], url);
            });
          });
        }
        function paintServer() {
          applied.forEach(function (p) { R.style.removeProperty(p); });
          applied = [];
          var layer = !bridged && server && own.call(server.layers, key(cur)) ? server.layers[key(cur)] : {};
          for (var p in layer) if (/^--[A-Za-z0-9_-]+$/.test(p) && str(layer[p])) {
            R.style.setProperty(p, layer[p]);
            applied.push(p);
          }
        }
        function keep(next) {
          server = next;
          try { localStorage.setItem(C.storageKey + ":bundle", JSON.stringify(next)); } catch (e) {}
        }
        function pull(url) {
          url = new URL(url || "manifest.json", BASE).href;
          if (bridged) return Promise.resolve({ ok: false, error: "inside the app, the app applies server colors" });
          var last = null;
          try { last = JSON.parse(localStorage.getItem(C.storageKey + ":bundle")); } catch (e) {}
          if (!last || last.url !== url || !last.layers) last = server && server.url === url ? server : null;
          if (last && server !== last) { server = last; paintServer(); }
          var headers = last && str(last.etag) ? { "If-None-Match": last.etag } : {};
          return fetch(url, { cache: "no-store", headers: headers }).then(function (r) {
            if (r.status === 304 && last) return { ok: true, status: "not-modified", revision: last.revision };
            return bytes(r, url).then(function (b) {
              return sha256(b).then(function (revision) {
                var etag = r.headers.get("etag");
                if (last && last.revision === revision) {
                  keep({ url: url, etag: etag, revision: revision, layers: last.layers });
                  return { ok: true, status: "unchanged", revision: revision };
                }
                var m = parse(b, url);
                checkManifest(m, url);
                return Promise.all(m.themes.map(function (e) { return themeFile(e, r.url || url); })).then(function (layers) {
                  var next = { url: url, etag: etag, revision: revision, layers: {} };
                  m.themes.forEach(function (e, i) { next.layers[e.key] = layers[i]; });
                  keep(next);
                  paintServer();
                  emit("change", { contexts: copy(), source: "server" });
                  return { ok: true, status: "updated", revision: revision };
                });
              });
            });
          }).catch(function (e) { return { ok: false, error: String(e && e.message || e) }; });
        }

        var L = {
          set: set,
          get: function (name) { return cur[name || C.appearance]; },
          contexts: copy,
          modifiers: function () {
            var out = {};
            axes.forEach(function (m) { out[m.name] = m.contexts.slice(); });
            return out;
          },
          on: function (type, fn) {
            (listeners[type] = listeners[type] || []).push(fn);
            return function () { listeners[type] = listeners[type].filter(function (f) { return f !== fn; }); };
          },
          user: function (id) { user = id || null; load(); refresh("user"); },
          fetch: pull
        };

        load();
        if (bridged) {
          mods.forEach(function (m) {
            var a = m.attribute && R.getAttribute(m.attribute);
            cur[m.name] = !m.attribute ? m.context : has(m, a) ? a : m.default;
          });
        } else {
          refresh("system");
        }
        axes.forEach(function (m) {
          m.system.forEach(function (s) {
            var q = matchMedia(s[0]);
            if (q.addEventListener) q.addEventListener("change", function () { refresh("system"); });
          });
        });
        W.addEventListener("storage", function (e) {
          if (e.key === storageKey()) { load(); refresh("user"); }
        });

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
