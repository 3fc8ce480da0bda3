#!/usr/bin/env python3
"""Mutation run: mutates the scenario and trace files under Traces/ and feeds each mutant to
`insetsim run`, `lint`, `check`, `replay` and `diff`. A crash (a signal, or an exit status other than
0, 1 and 2) or a hang (past the time limit) is a finding; the mutant is kept under the output folder.

    python3 Scripts/mutate.py [--count N] [--seed S] [--timeout SECONDS] [--binary PATH] [--out DIR]

Deterministic for a seed. Uses only the standard library."""
import argparse, os, random, subprocess, sys, tempfile

def mutations(data: bytes, rng: random.Random) -> bytes:
    b = bytearray(data)
    kind = rng.randrange(9)
    if not b:
        return bytes([rng.randrange(256)])
    i = rng.randrange(len(b))
    if kind == 0:    # flip a byte
        b[i] = rng.randrange(256)
    elif kind == 1:  # delete a span
        del b[i:i + rng.randrange(1, 64)]
    elif kind == 2:  # duplicate a span
        j = min(len(b), i + rng.randrange(1, 256)); b[i:i] = b[i:j]
    elif kind == 3:  # truncate
        del b[i:]
    elif kind == 4:  # a digit becomes a large, negative, fractional or exponent number
        digits = [k for k, c in enumerate(b) if 48 <= c <= 57]
        if digits:
            k = rng.choice(digits); b[k:k + 1] = rng.choice([b"99999999", b"-1", b"0.0000001", b"1e308", b"3600.000001"])
    elif kind == 5:  # swap two spans
        j = rng.randrange(len(b)); a, c = sorted((i, j)); b[a:c] = bytes(reversed(b[a:c]))
    elif kind == 6:  # a string value becomes a known name or a control character
        quotes = [k for k, c in enumerate(b) if c == 34]
        if len(quotes) > 1:
            k = rng.choice(quotes[:-1])
            b[k + 1:k + 1] = rng.choice([b"viewDidLayoutSubviews", b"layoutIfNeeded", b"setNeedsLayout", b"\x07", b"tableView", b"index"])
    elif kind == 7:  # repeat a script step or a line many times
        nl = [k for k, c in enumerate(b) if c == 10]
        if nl:
            k = rng.choice(nl); line_end = b.find(b"\n", k + 1)
            if line_end > k: b[k:k] = b[k:line_end] * rng.randrange(2, 50)
    else:            # insert structural noise
        b[i:i] = rng.choice([b"{", b"}", b"[", b"]", b",", b":", b'"', b"null", b"\x00", b"\xff"])
    return bytes(b)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--binary", default=".build/debug/insetsim")
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    seeds = []
    for root, _, files in os.walk("Traces"):
        for f in sorted(files):
            if f.endswith((".scenario.json", ".trace.jsonl")):
                seeds.append(os.path.join(root, f))
    seeds.sort()
    out = a.out or tempfile.mkdtemp(prefix="insetsim-mutants-")
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="insetsim-mutate-")
    runs = crashes = hangs = 0
    for n in range(a.count):
        src = rng.choice(seeds)
        data = open(src, "rb").read()
        for _ in range(rng.randrange(1, 4)):
            data = mutations(data, rng)
        suffix = ".trace.jsonl" if src.endswith(".trace.jsonl") else ".scenario.json"
        path = os.path.join(work, "m%05d%s" % (n, suffix))
        open(path, "wb").write(data)
        commands = [["run", path], ["lint", path], ["check", path], ["diff", path, src]]
        if suffix == ".trace.jsonl":
            commands.append(["replay", path])
        for cmd in commands:
            runs += 1
            try:
                r = subprocess.run([a.binary] + cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=a.timeout)
                if r.returncode < 0 or r.returncode not in (0, 1, 2):
                    crashes += 1
                    keep = os.path.join(out, "crash-%05d%s" % (n, suffix)); open(keep, "wb").write(data)
                    print("crash: status %d: insetsim %s (kept as %s)" % (r.returncode, cmd[0], keep), flush=True)
            except subprocess.TimeoutExpired:
                hangs += 1
                keep = os.path.join(out, "hang-%05d%s" % (n, suffix)); open(keep, "wb").write(data)
                print("hang: insetsim %s past %ss (kept as %s)" % (cmd[0], a.timeout, keep), flush=True)
        os.remove(path)
    print("%d mutants, %d runs: %d crashes, %d hangs (seed %d)" % (a.count, runs, crashes, hangs, a.seed))
    sys.exit(1 if crashes or hangs else 0)

if __name__ == "__main__":
    main()
