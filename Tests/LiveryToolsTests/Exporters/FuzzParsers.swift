/// The python3 checker of ``ExporterFuzzTests``: reads `manifest.json` (what each exported file
/// must hold) and parses every file with a real parser — `xml.etree.ElementTree` (expat) for
/// Android resources, `json` for the asset catalog and `tokens.json`, `html.parser` for the
/// preview page, and a CSS Syntax Level 3
/// tokenizer (written here from https://www.w3.org/TR/css-syntax-3/#tokenization) for the
/// stylesheets. It prints one line per finding and nothing when everything holds.
///
/// Names travel in the manifest as lists of code points, so the comparison is exact and does
/// not depend on the JSON writer under test.
enum FuzzParsers {
    static let script = #"""
        import json, re, sys, os
        import xml.etree.ElementTree as ET

        def text(cps): return ''.join(chr(c) for c in cps)
        # A page shows controls and bidi overrides as a visible \\u{…} (HTMLText, as TerminalText prints them).
        def unsafe(c): return c not in (0x0A, 0x09) and (c <= 0x1F or 0x7F <= c <= 0x9F or 0x202A <= c <= 0x202E or 0x2066 <= c <= 0x2069)
        def page_text(cps): return ''.join('\\u{%X}' % c if unsafe(c) else chr(c) for c in cps)

        # --- CSS Syntax Level 3, section 4 (tokenization) ---
        def is_digit(c): return c != '' and '0' <= c <= '9'
        def is_hex(c): return c != '' and (is_digit(c) or 'a' <= c.lower() <= 'f')
        def is_ident_start(c): return c != '' and (c.isascii() and (c.isalpha() or c == '_') or ord(c) >= 0x80)
        def is_ident(c): return is_ident_start(c) or is_digit(c) or c == '-'
        def is_ws(c): return c in ('\n', '\t', ' ')
        def valid_escape(a, b): return a == '\\' and b != '\n'
        def starts_ident(a, b, c):
            if a == '-': return is_ident_start(b) or b == '-' or valid_escape(b, c)
            if is_ident_start(a): return True
            return a == '\\' and valid_escape(a, b)
        def starts_number(a, b, c):
            if a in ('+', '-'): return is_digit(b) or (b == '.' and is_digit(c))
            if a == '.': return is_digit(b)
            return is_digit(a)
        def non_printable(c): o = ord(c); return o <= 8 or o == 0xB or 0xE <= o <= 0x1F or o == 0x7F

        class Tokenizer:
            def __init__(self, s):
                s = s.replace('\r\n', '\n').replace('\r', '\n').replace('\f', '\n').replace('\0', '\ufffd')
                self.s, self.i, self.tokens = s, 0, []
            def peek(self, k=0):
                j = self.i + k
                return self.s[j] if j < len(self.s) else ''
            def take(self):
                c = self.peek(); self.i += 1; return c
            def escape(self):  # after the backslash
                c = self.take()
                if c == '': return '\ufffd'
                if is_hex(c):
                    h = c
                    while len(h) < 6 and is_hex(self.peek()): h += self.take()
                    if is_ws(self.peek()): self.take()
                    v = int(h, 16)
                    return '\ufffd' if v == 0 or 0xD800 <= v <= 0xDFFF or v > 0x10FFFF else chr(v)
                return c
            def ident_sequence(self):
                out = ''
                while True:
                    c = self.peek()
                    if is_ident(c): out += self.take()
                    elif valid_escape(c, self.peek(1)): self.take(); out += self.escape()
                    else: return out
            def number(self):
                if self.peek() in ('+', '-'): self.take()
                while is_digit(self.peek()): self.take()
                if self.peek() == '.' and is_digit(self.peek(1)):
                    self.take()
                    while is_digit(self.peek()): self.take()
                if self.peek() in ('e', 'E') and (is_digit(self.peek(1)) or (self.peek(1) in ('+', '-') and self.peek(1) != '' and is_digit(self.peek(2)))):
                    self.take(); self.take()
                    while is_digit(self.peek()): self.take()
            def numeric(self):
                self.number()
                if starts_ident(self.peek(), self.peek(1), self.peek(2)): return ('dimension', self.ident_sequence())
                if self.peek() == '%': self.take(); return ('percentage', '')
                return ('number', '')
            def string(self, end):
                out = ''
                while True:
                    c = self.take()
                    if c == end: return ('string', out)
                    if c == '': return ('eof-in-string', out)
                    if c == '\n': self.i -= 1; return ('bad-string', out)
                    if c == '\\':
                        if self.peek() == '': continue
                        if self.peek() == '\n': self.take(); continue
                        out += self.escape()
                    else: out += c
            def bad_url_rest(self):
                while True:
                    c = self.take()
                    if c in (')', ''): return
                    if valid_escape(c, self.peek()): self.escape()
            def url(self):
                out = ''
                while is_ws(self.peek()): self.take()
                while True:
                    c = self.take()
                    if c == ')' or c == '': return ('url', out)
                    if is_ws(c):
                        while is_ws(self.peek()): self.take()
                        if self.peek() in (')', ''): self.take(); return ('url', out)
                        self.bad_url_rest(); return ('bad-url', out)
                    if c in ('"', "'", '(') or non_printable(c): self.bad_url_rest(); return ('bad-url', out)
                    if c == '\\':
                        if valid_escape(c, self.peek()): out += self.escape()
                        else: self.bad_url_rest(); return ('bad-url', out)
                    else: out += c
            def ident_like(self):
                name = self.ident_sequence()
                if name.lower() == 'url' and self.peek() == '(':
                    self.take()
                    while is_ws(self.peek()) and is_ws(self.peek(1)): self.take()
                    if self.peek() in ('"', "'") or (is_ws(self.peek()) and self.peek(1) in ('"', "'")):
                        return ('function', name)
                    return self.url()
                if self.peek() == '(': self.take(); return ('function', name)
                return ('ident', name)
            def run(self):
                while True:
                    if self.peek() == '/' and self.peek(1) == '*':
                        end = self.s.find('*/', self.i + 2)
                        if end < 0:
                            self.tokens.append(('eof-in-comment', self.s[self.i + 2:])); self.i = len(self.s)
                        else:
                            self.tokens.append(('comment', self.s[self.i + 2:end])); self.i = end + 2
                        continue
                    c = self.peek()
                    if c == '': return self.tokens
                    if is_ws(c):
                        while is_ws(self.peek()): self.take()
                        self.tokens.append(('ws', '')); continue
                    if c in ('"', "'"): self.take(); self.tokens.append(self.string(c)); continue
                    if c == '#':
                        self.take()
                        if is_ident(self.peek()) or valid_escape(self.peek(), self.peek(1)):
                            self.tokens.append(('hash', self.ident_sequence()))
                        else: self.tokens.append(('delim', '#'))
                        continue
                    if c in '()[]{},:;':
                        self.take(); self.tokens.append((c, c)); continue
                    if c in ('+', '.'):
                        if starts_number(c, self.peek(1), self.peek(2)): self.tokens.append(self.numeric())
                        else: self.take(); self.tokens.append(('delim', c))
                        continue
                    if c == '-':
                        if starts_number(c, self.peek(1), self.peek(2)): self.tokens.append(self.numeric())
                        elif self.peek(1) == '-' and self.peek(2) == '>': self.i += 3; self.tokens.append(('CDC', ''))
                        elif starts_ident(c, self.peek(1), self.peek(2)): self.tokens.append(self.ident_like())
                        else: self.take(); self.tokens.append(('delim', c))
                        continue
                    if c == '<':
                        if self.s.startswith('<!--', self.i): self.i += 4; self.tokens.append(('CDO', ''))
                        else: self.take(); self.tokens.append(('delim', c))
                        continue
                    if c == '@':
                        self.take()
                        if starts_ident(self.peek(), self.peek(1), self.peek(2)):
                            self.tokens.append(('at-keyword', self.ident_sequence()))
                        else: self.tokens.append(('delim', '@'))
                        continue
                    if c == '\\':
                        if valid_escape(c, self.peek(1)): self.tokens.append(self.ident_like())
                        else: self.take(); self.tokens.append(('delim', c))
                        continue
                    if is_digit(c): self.tokens.append(self.numeric()); continue
                    if is_ident_start(c): self.tokens.append(self.ident_like()); continue
                    self.take(); self.tokens.append(('delim', c))

        def check_css(where, path, expected):
            tokens = Tokenizer(open(path, encoding='utf-8').read()).run()
            kinds = [t[0] for t in tokens]
            for bad in ('eof-in-comment', 'eof-in-string', 'bad-string', 'bad-url', 'url', 'CDO', 'CDC'):
                if bad in kinds: yield f'{where}: {path}: a {bad} token'
            comments = kinds.count('comment')
            if comments != expected['comments']: yield f'{where}: {path}: {comments} comments, the exporter writes {expected["comments"]}'
            if kinds[:1] != ['comment']: yield f'{where}: {path}: does not open with the header comment'
            for kind, value in tokens:
                if kind == 'at-keyword' and value.lower() not in ('media', 'supports'): yield f'{where}: {path}: at-rule @{value}'
                if kind == 'function' and value.lower() == 'url': yield f'{where}: {path}: url( function'
            # CSS reads a NUL as U+FFFD, however it is spelt (section 3.3).
            allowed = {text(s).replace('\0', '\ufffd') for s in expected['strings']}
            for kind, value in tokens:
                if kind == 'string' and value not in allowed: yield f'{where}: {path}: unexpected string {value!r}'
            properties = {text(p) for p in expected['properties']}
            significant = [t for t in tokens if t[0] not in ('ws', 'comment')]
            declared = set()
            for n, (kind, value) in enumerate(significant):
                if kind == 'ident' and value.startswith('--'):
                    if value not in properties: yield f'{where}: {path}: custom property {value!r} is not the exporter\'s'
                    if n + 1 < len(significant) and significant[n + 1][0] == ':': declared.add(value)
            if declared != properties: yield f'{where}: {path}: declares {sorted(declared)}, expected {sorted(properties)}'
            depth = {'{': 0, '(': 0, '[': 0}
            closer = {'}': '{', ')': '(', ']': '['}
            for kind, _ in tokens:
                if kind in depth or kind == 'function': depth['(' if kind == 'function' else kind] += 1
                elif kind in closer:
                    depth[closer[kind]] -= 1
                    if depth[closer[kind]] < 0: yield f'{where}: {path}: unbalanced {kind}'; return
            if any(depth.values()): yield f'{where}: {path}: unclosed blocks {depth}'

        NAME = re.compile(r'^[a-z][a-z0-9_]*$')
        VALUE = {'color': re.compile(r'^#([0-9A-F]{6}|[0-9A-F]{8})$'), 'dimen': re.compile(r'^-?[0-9]+(\.[0-9]+)?(dp|sp)$'),
                 'integer': re.compile(r'^-?[0-9]+$')}

        def check_android(where, path, expected):
            raw = open(path, encoding='utf-8').read()
            try:
                root = ET.fromstring(raw, parser=ET.XMLParser(target=ET.TreeBuilder(insert_comments=True)))
            except ET.ParseError as error:
                yield f'{where}: {path}: not well-formed XML: {error}'; return
            header = re.match(r'<\?xml [^?]*\?>\n<!--(.*?)-->\n<resources>', raw, re.S)
            if not header: yield f'{where}: {path}: not the declaration, one comment, then <resources>'
            elif '--' in header.group(1) or header.group(1).endswith('-'): yield f'{where}: {path}: comment holds --'
            elif '<!' in raw[header.end():]: yield f'{where}: {path}: markup declarations beyond the one comment'
            if root.tag != 'resources': yield f'{where}: {path}: root is {root.tag}'
            names = []
            for child in root:
                if child.tag is ET.Comment: yield f'{where}: {path}: a comment inside <resources>'; continue
                name = child.get('name', '')
                if child.tag != expected['element'] or list(child.attrib) != ['name'] or len(child): yield f'{where}: {path}: odd element {child.tag} {child.attrib}'
                if not NAME.match(name): yield f'{where}: {path}: resource name {name!r}'
                if not VALUE[expected['element']].match(child.text or ''): yield f'{where}: {path}: value {child.text!r}'
                names.append(name)
            if len(set(names)) != len(names): yield f'{where}: {path}: repeated resource names'
            if expected['names'] is not None and names != expected['names']:
                yield f'{where}: {path}: names {names}, the exporter lists {expected["names"]}'

        def check_xcassets(where, path):
            try: data = json.load(open(path, encoding='utf-8'))
            except ValueError as error: yield f'{where}: {path}: not JSON: {error}'; return
            if data.get('info') != {'author': 'xcode', 'version': 1}: yield f'{where}: {path}: info {data.get("info")}'
            if path.endswith('.colorset/Contents.json'):
                colors = data.get('colors') or []
                if not colors: yield f'{where}: {path}: no colors'
                for entry in colors:
                    components = entry.get('color', {}).get('components', {})
                    if sorted(components) != ['alpha', 'blue', 'green', 'red'] or not all(re.match(r'^[01]\.[0-9]{3}$', v) for v in components.values()):
                        yield f'{where}: {path}: components {components}'

        def check_json(where, path, expected):
            try: data = json.load(open(path, encoding='utf-8'))
            except ValueError as error: yield f'{where}: {path}: not JSON: {error}'; return
            themes = {text(key): [text(n) for n in names] for key, names in expected['themes']}
            if sorted(data) != sorted(themes): yield f'{where}: {path}: themes {sorted(data)!r}, expected {sorted(themes)!r}'
            for key, names in themes.items():
                tokens = data.get(key, {})
                if sorted(tokens) != sorted(names): yield f'{where}: {path}: {key!r}: tokens {sorted(tokens)!r}, expected {sorted(names)!r}'
                for name, token in tokens.items():
                    if not isinstance(token, dict) or 'type' not in token or 'value' not in token: yield f'{where}: {path}: {name!r} has no type and value'

        # --- The preview page, through html.parser (the HTML tokenizer of python's standard library) ---
        from html.parser import HTMLParser
        FORBIDDEN = {'iframe', 'object', 'embed', 'link', 'base', 'img', 'form', 'a', 'video', 'audio', 'frame',
                     'frameset', 'image', 'use', 'foreignobject', 'meta', 'script', 'style', 'template', 'noscript'}
        class Page(HTMLParser):
            def __init__(self):
                super().__init__(convert_charrefs=True)
                self.tags, self.findings, self.texts, self.values, self.stack = [], [], [], [], []
            def handle_starttag(self, tag, attrs):
                self.tags.append(tag)
                for name, value in attrs:
                    if name.startswith('on'): self.findings.append(f'an event handler attribute {name}={value!r}')
                    if name in ('src', 'href', 'xlink:href', 'action', 'formaction', 'srcdoc') and not (value or '').startswith('#'):
                        self.findings.append(f'a {name} attribute {value!r} on <{tag}>')
                    self.values.append(value or '')
            def handle_startendtag(self, tag, attrs): self.handle_starttag(tag, attrs)
            def handle_data(self, data): self.texts.append(data)
            def handle_comment(self, data): self.findings.append(f'a comment <!--{data}-->')
            def handle_decl(self, decl):
                if decl.lower() != 'doctype html': self.findings.append(f'a declaration <!{decl}>')
            def handle_pi(self, data): self.findings.append(f'a processing instruction <?{data}>')
            def unknown_decl(self, data): self.findings.append(f'a marked section <![{data}]>')

        def parsed(path):
            page = Page()
            page.feed(open(path, encoding='utf-8').read())
            page.close()
            return page

        def check_html(where, path, expected, template):
            page = parsed(path)
            for finding in page.findings: yield f'{where}: {path}: {finding}'
            for tag in FORBIDDEN:
                count, written = page.tags.count(tag), template.tags.count(tag)
                if count != written: yield f'{where}: {path}: {count} <{tag}> elements, the template writes {written}'
            shown = '\n'.join(page.texts + page.values)
            for name in expected['names']:
                if page_text(name) not in shown: yield f'{where}: {path}: the name {page_text(name)!r} is not shown as itself'

        manifest = json.load(open(sys.argv[1], encoding='utf-8'))
        os.chdir(os.path.dirname(os.path.abspath(sys.argv[1])))
        template = parsed(manifest['template'])
        for finding in template.findings: print(f'the plain-named template page: {finding}')
        for r in manifest['rounds']:
            where = f'round {r["round"]}'
            findings = []
            for css in r['css']: findings += check_css(where, css['path'], css)
            for android in r['android']: findings += check_android(where, android['path'], android)
            for path in r['xcassets']: findings += check_xcassets(where, path)
            findings += check_json(where, r['json']['path'], r['json'])
            findings += check_html(where, r['html']['path'], r['html'], template)
            for finding in findings: print(finding.encode('unicode_escape').decode('ascii'))
        """#
}
