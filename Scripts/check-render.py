#!/usr/bin/env python3
"""Renders a docs folder (from `insetsim docs`) in headless Chromium and fails on what a reader would
trip on. Driven by Scripts/check-render.sh, which makes the folder and finds the browser and mermaid.

Checked, page by page:
- every Mermaid diagram renders with the real mermaid library (no parse or render error);
- no console error and no script error, in the check pages and in each run's HTML page;
- no two pieces of text overlap in the timeline SVGs, the screen SVGs, the rendered Mermaid diagrams
  or the HTML pages (each moment of the scrubber);
- each docs page, laid out as GitHub does (a 946 px column), shows its pictures at ≥ 90 % of their
  size (never shrunk to illegibility) and every table's last column (the why) starts in the column;
- the Chrome trace has nested slices, flow events, a slice with a duration for every animation, one
  counter track per component, and no internal names (`_…`) or markers named just `note`.

Screenshots go to OUT/screenshots. Exit status 1 with a list of problems, 0 when all is well.

Also each run's `--format markdown` output in MARKDOWN_DIR, when given: its tables in the column.

Usage: check-render.py SITE_DIR OUT_DIR CHROMIUM MERMAID_JS [MARKDOWN_DIR]
"""

import html
import json
import os
import re
import shutil
import subprocess
import sys

COLUMN = 946
BATCH = 12

CHECK_JS = r"""
window.__problems = [];
(function(){
  var oe = console.error;
  console.error = function(){ window.__problems.push('console.error: ' +
    Array.prototype.map.call(arguments, String).join(' ').slice(0, 300)); oe.apply(console, arguments); };
  window.addEventListener('error', function(e){ window.__problems.push('script error: ' + e.message); });
})();
function __overlaps(root, where) {
  var out = [];
  var texts = Array.prototype.filter.call(root.querySelectorAll('text'), function(t){
    return t.textContent.trim() !== '' && t.getClientRects().length > 0; });
  var boxes = texts.map(function(t){ var r = t.getBoundingClientRect();
    return {l: r.left, t: r.top, r: r.right, b: r.bottom, s: t.textContent.trim()}; });
  var svgs = root.tagName.toLowerCase() === 'svg' ? [root] : Array.prototype.slice.call(root.querySelectorAll('svg'));
  texts.forEach(function(t, k){
    var owner = t.ownerSVGElement; while (owner && owner.ownerSVGElement) owner = owner.ownerSVGElement;
    if (!owner) return;
    var o = owner.getBoundingClientRect(), b = boxes[k];
    if (b.r > o.right + 1 || b.l < o.left - 1 || b.b > o.bottom + 1 || b.t < o.top - 1)
      out.push(where + ': text outside the picture: "' + b.s.slice(0, 50) + '"');
  });
  if (out.length > 5) return out;
  for (var i = 0; i < boxes.length; i++) for (var j = i + 1; j < boxes.length; j++) {
    var a = boxes[i], b = boxes[j];
    var w = Math.min(a.r, b.r) - Math.max(a.l, b.l), h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
    if (w > 1.5 && h > 3) { out.push(where + ': text overlaps: "' + a.s.slice(0, 50) + '" / "' +
      b.s.slice(0, 50) + '"'); if (out.length > 5) return out; }
  }
  return out;
}
"""

BATCH_JS = r"""
window.addEventListener('load', async function(){
  var done = document.getElementById('check-result');
  try {
    mermaid.initialize({startOnLoad: false, securityLevel: 'strict'});
    var blocks = document.querySelectorAll('pre.mermaid-src');
    for (var i = 0; i < blocks.length; i++) {
      var pre = blocks[i], where = pre.getAttribute('data-where');
      try {
        var r = await mermaid.render('mm' + i, pre.textContent);
        var box = document.createElement('div'); box.className = 'diagram';
        box.setAttribute('data-where', where);
        box.innerHTML = r.svg; pre.parentNode.insertBefore(box, pre); pre.style.display = 'none';
        var svg = box.querySelector('svg');
        var vb = svg.viewBox && svg.viewBox.baseVal;
        if (vb && vb.width > 0) box.setAttribute('data-width', String(Math.round(vb.width)));
        window.__problems = window.__problems.concat(__overlaps(svg, where + ' (mermaid)'));
      } catch (e) {
        window.__problems.push(where + ': mermaid: ' + String(e && e.message || e).slice(0, 300));
      }
    }
    var pics = document.querySelectorAll('div.picture');
    for (var k = 0; k < pics.length; k++)
      window.__problems = window.__problems.concat(__overlaps(pics[k], pics[k].getAttribute('data-where')));
    var frames = document.querySelectorAll('iframe');
    for (var f = 0; f < frames.length; f++) {
      var fr = frames[f], where = fr.getAttribute('data-where');
      var doc = fr.contentDocument, win = fr.contentWindow;
      if (!doc || !win) { window.__problems.push(where + ': page not readable'); continue; }
      (win.__problems || []).forEach(function(p){ window.__problems.push(where + ': ' + p); });
      var ms = doc.querySelectorAll('.moment');
      var slider = doc.getElementById('moment');
      if (!ms.length || !slider) { window.__problems.push(where + ': no moments or no scrubber'); continue; }
      for (var m = 0; m < ms.length; m++) {
        slider.value = String(m); slider.dispatchEvent(new win.Event('input'));
        var shown = Array.prototype.filter.call(ms, function(x){ return x.getClientRects().length > 0; });
        if (shown.length !== 1 || shown[0] !== ms[m]) { window.__problems.push(where + ': the scrubber at moment ' + m + ' shows ' + shown.length + ' moments'); break; }
        var svg = ms[m].querySelector('.screen svg');
        if (svg) window.__problems = window.__problems.concat(__overlaps(svg, where + ' moment ' + m));
      }
      var tl = doc.querySelector('.timeline svg');
      if (!tl) window.__problems.push(where + ': no timeline');
    }
    var imgs = document.querySelectorAll('div.page img');
    for (var q = 0; q < imgs.length; q++) {
      var img = imgs[q];
      if (!img.complete || img.naturalWidth === 0) { window.__problems.push(img.getAttribute('data-where') + ': image does not load: ' + img.getAttribute('src')); continue; }
      var ratio = img.getBoundingClientRect().width / img.naturalWidth;
      if (ratio < 0.9) window.__problems.push(img.getAttribute('data-where') + ': ' + img.getAttribute('src') + ' shown at ' + Math.round(ratio * 100) + '% of its size');
    }
    var tables = document.querySelectorAll('div.page table');
    for (var t = 0; t < tables.length; t++) {
      var tb = tables[t], col = tb.closest('div.page').getBoundingClientRect();
      var heads = tb.querySelectorAll('tr:first-child > *');
      if (!heads.length) continue;
      var last = heads[heads.length - 1].getBoundingClientRect();
      if (last.left > col.right - 40) window.__problems.push(tb.getAttribute('data-where') + ': table column "' + heads[heads.length - 1].textContent + '" starts off the column, at ' + Math.round(last.left - col.left) + ' px');
    }
  } catch (e) {
    window.__problems.push('checker: ' + String(e && e.message || e));
  }
  done.textContent = JSON.stringify(window.__problems);
  done.setAttribute('data-done', '1');
});
"""


def md_to_html(md, where):
    """The Markdown subset DocumentationSite writes: headings, paragraphs, lists, fences, tables,
    images and links, rendered as GitHub lays them out (for widths only)."""
    out = []
    lines = md.split('\n')
    i = 0
    def inline(s):
        s = html.escape(s, quote=False).replace('&amp;lt;', '&lt;')
        s = re.sub(r'`([^`]*)`', r'<code>\1</code>', s)
        s = re.sub(r'\*\*([^*]*)\*\*', r'<b>\1</b>', s)
        s = re.sub(r'\[!\[([^\]]*)\]\(([^)]*)\)\]\(([^)]*)\)',
                   lambda m: '<a href="%s"><img alt="%s" src="%s" data-where="%s"></a>' % (m.group(3), m.group(1), m.group(2), where), s)
        s = re.sub(r'!\[([^\]]*)\]\(([^)]*)\)',
                   lambda m: '<img alt="%s" src="%s" data-where="%s">' % (m.group(1), m.group(2), where), s)
        s = re.sub(r'\[([^\]]*)\]\(([^)]*)\)', r'<a href="\2">\1</a>', s)
        return s
    while i < len(lines):
        line = lines[i]
        if line.startswith('```'):
            lang = line[3:].strip()
            j = i + 1
            while j < len(lines) and not lines[j].startswith('```'):
                j += 1
            body = '\n'.join(lines[i + 1:j])
            if lang == 'mermaid':
                out.append('<pre class="mermaid-src" data-where="%s">%s</pre>' % (where, html.escape(body)))
            else:
                out.append('<pre>%s</pre>' % html.escape(body))
            i = j + 1
            continue
        if line.startswith('|') and i + 1 < len(lines) and re.match(r'^\|[-| :]+\|$', lines[i + 1]):
            rows = []
            j = i
            while j < len(lines) and lines[j].startswith('|'):
                if j != i + 1:
                    cells = [c.strip() for c in re.split(r'(?<!\\)\|', lines[j].strip())[1:-1]]
                    rows.append(cells)
                j += 1
            t = '<table data-where="%s">' % where
            for k, r in enumerate(rows):
                tag = 'th' if k == 0 else 'td'
                t += '<tr>' + ''.join('<%s>%s</%s>' % (tag, inline(c.replace('\\|', '|')), tag) for c in r) + '</tr>'
            out.append(t + '</table>')
            i = j
            continue
        m = re.match(r'^(#+) (.*)', line)
        if m:
            n = len(m.group(1))
            out.append('<h%d>%s</h%d>' % (n, inline(m.group(2)), n))
        elif line.strip():
            out.append('<p>%s</p>' % inline(line))
        i += 1
    return '\n'.join(out)


PAGE_STYLE = """
body{margin:0;font:16px/1.5 -apple-system,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif}
div.page{width:%dpx;margin:16px;word-wrap:break-word}
div.page img{max-width:100%%;box-sizing:content-box}
div.page table{display:block;width:max-content;max-width:100%%;overflow:auto;border-collapse:collapse}
div.page td,div.page th{padding:6px 13px;border:1px solid #d0d7de}
div.page pre{overflow:auto;background:#f6f8fa;padding:16px;font-size:85%%}
div.page code{font-size:85%%}
div.picture{margin:8px 16px}
iframe{width:1200px;height:900px;border:1px solid #ccc}
""" % COLUMN


def run_chromium(chromium, url, dump=True, shot=None, size='1280,4000'):
    args = [chromium, '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars',
            '--allow-file-access-from-files', '--virtual-time-budget=120000',
            '--window-size=' + size]
    if shot:
        args.append('--screenshot=' + shot)
    else:
        args.append('--dump-dom')
    args.append(url)
    r = subprocess.run(args, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=600)
    return r.stdout


def check_chrome_trace(path, where):
    problems = []
    data = json.load(open(path))
    events = data['traceEvents']
    slices = [e for e in events if e.get('ph') == 'X']
    long = [e for e in slices if 'animation' in e.get('cat', '')]
    flows = [e for e in events if e.get('ph') in ('s', 'f', 't')]
    names = set(e.get('name', '') for e in events if e.get('ph') != 'M')
    for n in names:
        if n == 'note':
            problems.append(where + ': a marker named just "note"')
        if re.search(r'(^|\.)_', n):
            problems.append(where + ': internal name in the Chrome trace: ' + n)
    # Every animated flow is a slice that lasts (its animation), not an instant.
    flows_named = ('pushViewController', 'popViewController', 'popToRootViewController', 'present',
                   'dismiss', 'keyboardWillShow', 'keyboardWillHide')
    for e in slices:
        detail = e.get('args', {}).get('detail', '') or ''
        animated = detail.endswith('animated') and not detail.endswith('not animated')
        # A keyboard notification animates unless its duration is 0 (a rotation's re-layout).
        keyboard = e['name'].endswith(('.keyboardWillShow', '.keyboardWillHide')) \
            and not detail.endswith(' 0.000 s')
        if e['name'].split('.')[-1] in flows_named and (animated or keyboard) \
                and 'animation' not in e.get('cat', ''):
            problems.append(where + ': the animated %s has no span' % e['name'])
    for e in events:
        if e.get('ph') == 'C' and len(e.get('args', {})) > 1:
            problems.append(where + ': counter %s stacks %d series' % (e['name'], len(e['args'])))
            break
    # Nesting: some slice lies inside another of the same track.
    by_track = {}
    for e in slices:
        by_track.setdefault((e['pid'], e['tid']), []).append(e)
    nested = any(
        a is not b and a['ts'] <= b['ts'] and b['ts'] + b['dur'] <= a['ts'] + a['dur'] and a['dur'] > b['dur']
        for t in by_track.values() for a in t for b in t)
    return problems, {'slices': len(slices), 'animations': len(long), 'flows': len(flows), 'nested': nested}


def main():
    site, out, chromium, mermaid_js = sys.argv[1:5]
    markdown = sys.argv[5] if len(sys.argv) > 5 else None
    check = os.path.join(out, 'check')
    shots = os.path.join(out, 'screenshots')
    for d in (check, shots):
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
    shutil.copy(mermaid_js, os.path.join(check, 'mermaid.min.js'))
    pages = sorted(f[:-3] for f in os.listdir(site) if f.endswith('.md') and f != 'index.md')
    problems = []
    stats = {'pages': len(pages), 'diagrams': 0, 'html': 0, 'flows': 0, 'nested': 0}
    for slug in pages:
        chrome = os.path.join(site, slug + '.chrome.json')
        if os.path.exists(chrome):
            p, s = check_chrome_trace(chrome, slug + '.chrome.json')
            problems += p
            stats['flows'] += 1 if s['flows'] else 0
            stats['nested'] += 1 if s['nested'] else 0
    items = [(site, slug) for slug in pages]
    if markdown:
        items += [(markdown, f[:-3]) for f in sorted(os.listdir(markdown)) if f.endswith('.md')]
    for b in range(0, len(items), BATCH):
        batch = [slug for _, slug in items[b:b + BATCH]]
        body = []
        for folder, slug in items[b:b + BATCH]:
            md = open(os.path.join(folder, slug + '.md')).read()
            if folder != site:
                body.append('<h2>%s (--format markdown)</h2><div class="page">%s</div>' % (
                    html.escape(slug), md_to_html(md, slug + '.md (--format markdown)')))
                continue
            stats['diagrams'] += md.count('```mermaid')
            body.append('<h2>%s</h2><div class="page">%s</div>' % (html.escape(slug), md_to_html(md, slug + '.md')))
            for f in sorted(os.listdir(site)):
                if f.startswith(slug + '.') and f.endswith('.svg') and f[len(slug) + 1:].count('.') <= 1:
                    svg = open(os.path.join(site, f)).read()
                    body.append('<div class="picture" data-where="%s">%s</div>' % (f, svg))
            if os.path.exists(os.path.join(site, slug + '.html')):
                stats['html'] += 1
                body.append('<iframe data-where="%s.html" src="%s"></iframe>' % (slug, os.path.abspath(os.path.join(site, slug + '.html'))))
        name = 'batch-%03d.html' % (b // BATCH)
        page = ('<!doctype html><html><head><meta charset="utf-8"><base href="file://%s/">'
                '<style>%s</style><script>%s</script>'
                '<script src="file://%s"></script></head><body>%s'
                '<pre id="check-result"></pre><script>%s</script></body></html>') % (
            os.path.abspath(site), PAGE_STYLE, CHECK_JS, os.path.abspath(os.path.join(check, 'mermaid.min.js')),
            '\n'.join(body), BATCH_JS)
        path = os.path.join(check, name)
        open(path, 'w').write(page)
        dom = run_chromium(chromium, 'file://' + os.path.abspath(path))
        m = re.search(r'<pre id="check-result"[^>]*>(.*?)</pre>', dom, re.S)
        if not m or 'data-done' not in dom[m.start():m.start() + 80]:
            problems.append(name + ': the check did not finish (pages %s … %s)' % (batch[0], batch[-1]))
            continue
        found = json.loads(html.unescape(m.group(1)) or '[]')
        problems += found
        widths = re.findall(r'data-where="([^"]*)" data-width="(\d+)"', dom)
        for where, w in widths:
            if int(w) > 2 * COLUMN:
                problems.append('%s: the Mermaid diagram is %s px wide: a %d px column shrinks it below half' % (where, w, COLUMN))
        print('check-render: %s: %d pages, %d problems' % (name, len(batch), len(found)), flush=True)
        run_chromium(chromium, 'file://' + os.path.abspath(path), shot=os.path.join(shots, name[:-5] + '.png'), size='1280,3000')
    # Screenshots of a few whole pages: the seed example's run page and screens.
    for slug in pages:
        if 'seed-example' in slug:
            if os.path.exists(os.path.join(site, slug + '.html')):
                run_chromium(chromium, 'file://' + os.path.abspath(os.path.join(site, slug + '.html')),
                             shot=os.path.join(shots, slug + '.html.png'), size='1280,1400')
    print('check-render: %(pages)d pages, %(diagrams)d Mermaid diagrams, %(html)d HTML pages; '
          'Chrome traces with flow events: %(flows)d, with nested slices: %(nested)d' % stats)
    print('check-render: screenshots in ' + shots)
    if problems:
        print('check-render: %d problems:' % len(problems))
        for p in problems:
            print('  ' + p)
        return 1
    print('check-render: no problems')
    return 0


if __name__ == '__main__':
    sys.exit(main())
