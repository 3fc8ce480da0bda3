#!/usr/bin/env python3
"""Joins comment lines that were split mid-sentence and wraps the paragraph at 100 columns.

A paragraph is a run of `//` or `///` lines with the same indentation; list items, code blocks (three
or more spaces after the slashes), fenced blocks, tables, headings, sample output (aligned columns,
lines starting with t=, ~, $, a bracket or a call) and lines the formatter is told to ignore are left
as they are. A generated file (first line "// Generated") is skipped.
Usage: Scripts/reflow-comments.py FILE...
"""
import re, sys
LIMIT = 100
def is_break(body):
    b = body
    if re.search(r'\S  +\S', b.strip()): return True
    if re.match(r'^\s*(t=|~|\$|\{|\[|"|\(|insetsim |//|\w+\(|let |var |#|@)', b): return True
    if b.strip() == '': return True
    if re.match(r'^\s{3,}', b): return True          # code block or continuation indent
    if re.match(r'^\s*([-*+]|\d+\.)\s', b): return True  # list item starts
    if b.lstrip().startswith(('|', '#', '```', '- ', '>')): return True
    if re.match(r'^\s*[A-Z][a-zA-Z]*:\s*$', b): return True
    return False
def process(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    if lines and lines[0].startswith('// Generated'):
        return
    out = []; i = 0; changed = False; fence = False
    while i < len(lines):
        m = re.match(r'^(\s*)(///?) (.*)$', lines[i])
        if m and m.group(3).lstrip().startswith('```'):
            fence = not fence; out.append(lines[i]); i += 1; continue
        if fence:
            if not re.match(r'^\s*//', lines[i]): fence = False
            out.append(lines[i]); i += 1; continue
        if not m or 'swift-format-ignore' in lines[i] or is_break(m.group(3)):
            out.append(lines[i]); i += 1; continue
        indent, slashes = m.group(1), m.group(2)
        para = [m.group(3)]; j = i + 1
        while j < len(lines):
            n = re.match(r'^(\s*)(///?) (.*)$', lines[j])
            if not n or n.group(1) != indent or n.group(2) != slashes or is_break(n.group(3)) or 'swift-format-ignore' in lines[j]:
                break
            para.append(n.group(3)); j += 1
        if len(para) == 1:
            out.append(lines[i]); i += 1; continue
        lead = len(para[0]) - len(para[0].lstrip(' '))
        if any(len(p) - len(p.lstrip(' ')) != lead for p in para[1:]):
            out.extend(lines[i:j]); i = j; continue
        words = ' '.join(p.strip() for p in para).split(' ')
        prefix = indent + slashes + ' ' + ' ' * lead
        new = []; cur = ''
        for w in words:
            cand = w if not cur else cur + ' ' + w
            if cur and len(prefix) + len(cand) > LIMIT:
                new.append(prefix + cur); cur = w
            else:
                cur = cand
        if cur: new.append(prefix + cur)
        orig = lines[i:j]
        if new != orig: changed = True
        out.extend(new); i = j
    if changed:
        open(path, 'w', encoding='utf-8').write('\n'.join(out))
for p in sys.argv[1:]:
    process(p)
