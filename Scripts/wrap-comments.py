#!/usr/bin/env python3
"""Wraps comment lines longer than the formatter's limit (swift-format leaves comments alone).

A whole-line comment is split at spaces into lines with the same prefix (a list item's continuation
is indented under its text); an end-of-line comment that makes its line too long moves above the
line. Code blocks inside documentation comments (four spaces after the slashes) are left as they
are. Usage: Scripts/wrap-comments.py FILE...
"""
import re
import sys

LIMIT = 100
WHOLE = re.compile(r'^(\s*)(///?)( ?)(.*)$')


def wrap_comment(indent, slashes, body):
    # A list item ("- ", "* ", "1. ") continues under its text.
    m = re.match(r'^(\s*)([-*]|\d+\.) ', body)
    first_prefix = f"{indent}{slashes} "
    cont_prefix = first_prefix + (" " * (len(m.group(0))) if m else "")
    words = body.split(' ')
    lines, current, prefix = [], "", first_prefix
    for word in words:
        candidate = word if not current else current + ' ' + word
        if current and len(prefix) + len(candidate) > LIMIT:
            lines.append(prefix + current)
            prefix = cont_prefix
            current = word.lstrip() if not m else word
        else:
            current = candidate
    lines.append(prefix + current)
    return lines


def end_of_line_comment(line):
    """The index of `//` that starts an end-of-line comment outside string literals, or None."""
    in_string = False
    i = 0
    while i < len(line):
        c = line[i]
        if c == '\\' and in_string:
            i += 2
            continue
        if c == '"':
            in_string = not in_string
        elif not in_string and line.startswith('//', i):
            return i
        i += 1
    return None


def process(path):
    text = open(path, encoding='utf-8').read()
    out = []
    changed = False
    in_multiline = False
    for line in text.split('\n'):
        if line.count('"""') % 2 == 1:
            in_multiline = not in_multiline
            out.append(line)
            continue
        if in_multiline or len(line) <= LIMIT or 'swift-format-ignore' in line:
            out.append(line)
            continue
        m = WHOLE.match(line)
        if m and m.group(4) and not m.group(4).startswith('   ') and ' ' in m.group(4).strip():
            indent, slashes, _, body = m.groups()
            if body.startswith('http') and ' ' not in body:
                out.append(line)
                continue
            out.extend(wrap_comment(indent, slashes, body))
            changed = True
            continue
        if not m:
            at = end_of_line_comment(line)
            if at is not None and line[:at].strip():
                code = line[:at].rstrip()
                comment = line[at:].lstrip('/').strip()
                indent = re.match(r'^\s*', line).group(0)
                out.extend(wrap_comment(indent, '//', comment))
                out.append(code)
                changed = True
                continue
        out.append(line)
    if changed:
        open(path, 'w', encoding='utf-8').write('\n'.join(out))


for p in sys.argv[1:]:
    process(p)
