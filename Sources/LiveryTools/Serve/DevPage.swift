/// The page `livery serve` shows: the preview, a banner listing the latest build's errors (each
/// with its file and line), and the live script: it applies `update` events in place and
/// reloads on `reload`.
enum DevPage {
    /// The live script of a page showing generation `generation`: fixed text but for that number.
    ///
    /// It listens on `/events` (server-sent events):
    /// - `hello` (sent when the stream opens: the newest generation announced) reloads a page
    ///   older than it, one that missed an update while it loaded;
    /// - `update` (JSON: `from`, `to`, `css`, `swatches`, as ``DevUpdate/json(from:to:)``) is
    ///   applied when it starts at the page's generation: the stylesheet is appended after the
    ///   page's own, each swatch replaces the one of its column with the same token; an update
    ///   from another generation reloads (one already applied is ignored), and so does the
    ///   201st, so the appended sheets stay few;
    /// - `reload` reloads.
    ///
    /// The event's text reaches the page only as a stylesheet's text, and as swatch HTML the
    /// server rendered with the page's own escaping.
    static func liveScript(generation: Int) -> String {
        """
        <script>(function(){var g=\(generation),n=0,s=new EventSource("/events");\
        function reload(){s.close();location.reload();}\
        s.addEventListener("reload",reload);\
        s.addEventListener("hello",function(e){if(+e.data>g)reload();});\
        s.addEventListener("update",function(e){var u;try{u=JSON.parse(e.data);}catch(x){reload();return;}\
        if(u.to<=g)return;if(u.from!==g||++n>200){reload();return;}\
        var css=document.createElement("style");css.className="lv-live";css.textContent=u.css;\
        document.head.appendChild(css);\
        var columns=document.querySelectorAll("section.lv-context"),byColumn={};\
        u.swatches.forEach(function(w){var column=columns[w.column];if(!column)return;\
        var items=byColumn[w.column];if(!items){items=byColumn[w.column]=new Map();\
        column.querySelectorAll("li.lv-swatch").forEach(function(li){items.set(li.getAttribute("data-token"),li);});}\
        var old=items.get(w.token);if(!old)return;var t=document.createElement("template");t.innerHTML=w.html;\
        var li=t.content.firstElementChild;if(li){old.replaceWith(li);items.set(w.token,li);}});\
        g=u.to;document.documentElement.setAttribute("data-lv-generation",String(g));});\
        document.documentElement.setAttribute("data-lv-generation",String(g));})();</script>
        """
    }

    /// The page of `site`: its last good preview (or a placeholder), the banner when its latest
    /// build failed, and the live script before `</body>`; spliced on bytes, the preview is not
    /// decoded.
    static func bytes(_ site: DevSite) -> [UInt8] {
        let page =
            site.files["/preview.html"]
            ?? Array(
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>livery serve</title></head>\n<body>\n<p>No good build yet.</p>\n</body>\n</html>\n"
                    .utf8)
        var banner: [UInt8] = []
        if !site.problems.isEmpty {
            let lines = site.problems.map { HTMLText.escaped($0.description) }.joined(separator: "\n")
            banner = Array(
                """
                \n<div id="livery-errors" role="alert" style="position:sticky;top:0;z-index:9;margin:0;padding:12px 16px;\
                background:#fff0f0;color:#7a0000;border-bottom:2px solid #c00;font:13px/1.4 ui-monospace,monospace">\
                <strong>The last edit does not build; this page shows the last good theme.</strong><pre style="margin:8px 0 0;\
                white-space:pre-wrap">\(lines)</pre></div>
                """.utf8)
        }
        let script = Array((liveScript(generation: site.generation) + "\n").utf8)
        let bodyStart = firstRange(of: Array("<body>".utf8), in: page)?.upperBound ?? 0
        let bodyEnd = lastRange(of: Array("</body>".utf8), in: page)?.lowerBound ?? page.count
        guard bodyStart <= bodyEnd else { return banner + page + script }
        var out: [UInt8] = []
        out.reserveCapacity(page.count + banner.count + script.count)
        out += page[..<bodyStart]
        out += banner
        out += page[bodyStart..<bodyEnd]
        out += script
        out += page[bodyEnd...]
        return out
    }

    private static func firstRange(of marker: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        range(of: marker, in: bytes, positions: stride(from: 0, through: bytes.count - marker.count, by: 1))
    }

    private static func lastRange(of marker: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        range(of: marker, in: bytes, positions: stride(from: bytes.count - marker.count, through: 0, by: -1))
    }

    /// The first of `positions` where `marker` starts in `bytes`, compared on the buffers.
    private static func range(
        of marker: [UInt8], in bytes: [UInt8], positions: StrideThrough<Int>
    ) -> Range<Int>? {
        guard let first = marker.first, bytes.count >= marker.count else { return nil }
        return bytes.withUnsafeBufferPointer { text in
            marker.withUnsafeBufferPointer { marker in
                for start in positions where text[start] == first {
                    var i = 1
                    while i < marker.count, text[start + i] == marker[i] { i += 1 }
                    if i == marker.count { return start..<(start + marker.count) }
                }
                return nil
            }
        }
    }
}
