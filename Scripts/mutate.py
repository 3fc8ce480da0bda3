#!/usr/bin/env python3
"""Mutation run: mutates scenario and trace files and feeds each mutant to every command that reads one:
`insetsim run` (a random format, now and then with --out), `lint`, `check`, `replay`, `diff`, `print`,
`explain`, `docs` and `compare`. Each command runs twice, in an empty folder with an empty TMPDIR. A finding
is a crash (a signal, or an exit status other than 0, 1 and 2), a hang (past the time limit), a file left
behind (other than the --out the command was given) or an input modified, or two runs whose exit status,
output or written files differ. The mutant is kept under the output folder.

    python3 Scripts/mutate.py [--apps] [--max-mutations M] [--count N] [--seed S] [--timeout SECONDS] [--binary PATH] [--out DIR]

Without --apps the seeds are the scenarios and traces under Traces/, mutated byte by byte. With --apps they
are format-2 apps: the format-2 scenarios under Traces/ (apps, transitions, split views, …) and apps made by
Scripts/generate-apps.py, mutated as JSON trees (keys dropped, written twice or swapped, wrong types, huge
numbers, deep nesting, long strings, repeated values) or byte by byte, and the traces of generated apps.
Deterministic for a seed. Uses only the standard library."""
import argparse, hashlib, importlib.util, json, os, random, shutil, subprocess, sys, tempfile

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
            b[k + 1:k + 1] = rng.choice([b"viewDidLayoutSubviews", b"layoutIfNeeded", b"setNeedsLayout", b"\x07", b"tableView", b"index",
                                         b"List.", b"navigationController", b"present", b"selectTab", b"flow.raises"])
    elif kind == 7:  # repeat a script step or a line many times
        nl = [k for k, c in enumerate(b) if c == 10]
        if nl:
            k = rng.choice(nl); line_end = b.find(b"\n", k + 1)
            if line_end > k: b[k:k] = b[k:line_end] * rng.randrange(2, 50)
    else:            # insert structural noise
        b[i:i] = rng.choice([b"{", b"}", b"[", b"]", b",", b":", b'"', b"null", b"\x00", b"\xff"])
    return bytes(b)

def load_generator():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "generate-apps.py")
    spec = importlib.util.spec_from_file_location("generate_apps", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module

def files_under(folder):
    """Every file under folder, relative, with the hash of its bytes."""
    found = {}
    for root, dirs, files in os.walk(folder):
        for f in files + [d for d in dirs if os.path.islink(os.path.join(root, d))]:
            p = os.path.join(root, f)
            rel = os.path.relpath(p, folder)
            try:
                found[rel] = hashlib.sha256(open(p, "rb").read()).hexdigest() if os.path.isfile(p) else "special"
            except OSError:
                found[rel] = "unreadable"
    return found

def digest(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()

POINTS = ["t=1.0", "t=0.5", "viewDidAppear", "List.viewDidAppear", "last List.viewDidLayoutSubviews", "t=3600",
          "second Detail.viewWillAppear", "keyboardDidShow", "t=1.000001"]
OSES = ["10.3", "11.0", "13.0", "17.0", "18.0", "26.1"]

def commands_for(path, src, suffix, rng):
    """The commands a mutant goes through, each with the outputs (relative to the command's folder) it may write."""
    fmt = rng.choice(["text", "jsonl", "markdown", "mermaid", "svg", "chrome"])
    run = ["run", path, "--format", fmt]
    outputs = []
    if rng.random() < 0.3:
        run += ["--out", "out." + fmt]; outputs.append("out." + fmt)
    oses = rng.sample(OSES, 2)
    cmds = [
        (run, outputs),
        (["lint", path], []),
        (["check", path], []),
        (["diff", path, src], []),
        (["print", path, "--at", rng.choice(POINTS)] + (["--json"] if rng.random() < 0.5 else []), []),
        (["explain", path] + (["--object", rng.choice(["window", "List", "navigationBar", "keyboard"])] if rng.random() < 0.3 else []), []),
        (["docs", path, "--out", "site"], ["site"]),
        (["compare", path, "--os", oses[0], "--os", oses[1]], []),
    ]
    if suffix == ".trace.jsonl":
        cmds.append((["replay", path], []))
    return cmds

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--binary", default=".build/debug/insetsim")
    ap.add_argument("--out", default=None)
    ap.add_argument("--apps", action="store_true", help="format-2 apps: Traces/ format-2 scenarios and generated apps")
    ap.add_argument("--max-mutations", type=int, default=3, help="mutations per mutant, at most (0: the seeds and generated apps as they are)")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    binary = os.path.abspath(a.binary)
    seeds = []
    for root, _, files in os.walk("Traces"):
        for f in sorted(files):
            if f.endswith((".scenario.json", ".trace.jsonl")):
                p = os.path.join(root, f)
                if not a.apps or (f.endswith(".scenario.json") and b'"insetsim": 2' in open(p, "rb").read()):
                    seeds.append(p)
    seeds.sort()
    gen = load_generator() if a.apps else None
    out = a.out or tempfile.mkdtemp(prefix="insetsim-mutants-")
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="insetsim-mutate-")
    counts = {"runs": 0, "crash": 0, "hang": 0, "leftover": 0, "modified": 0, "unstable": 0}
    decoded = 0
    findings = []

    def keep(kind, n, data, suffix, cmd, detail):
        counts[kind] += 1
        name = os.path.join(out, "%s-%05d%s" % (kind, n, suffix))
        open(name, "wb").write(data)
        findings.append(name)
        print("%s: insetsim %s: %s (kept as %s)" % (kind, " ".join(cmd[:1] + cmd[2:]), detail, name), flush=True)

    for n in range(a.count):
        src = rng.choice(seeds)
        suffix = ".trace.jsonl" if src.endswith(".trace.jsonl") else ".scenario.json"
        if a.apps:
            roll = rng.random()
            if roll < 0.55:
                tree = gen.generate(rng)
            else:
                tree = json.loads(open(src, "rb").read())
            if roll < 0.12:
                # A generated app's trace, as `run` writes it, mutated byte by byte (or left whole).
                app = os.path.join(work, "app%05d.scenario.json" % n)
                open(app, "w").write(json.dumps(tree, ensure_ascii=False))
                r = subprocess.run([binary, "run", app, "--format", "jsonl"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=a.timeout)
                os.remove(app)
                if r.returncode == 0:
                    data, suffix = r.stdout, ".trace.jsonl"
                    for _ in range(rng.randrange(0, min(2, a.max_mutations) + 1)):
                        data = mutations(data, rng)
                else:
                    data = json.dumps(tree, ensure_ascii=False).encode()
            elif roll < 0.88:
                dups = []
                for _ in range(rng.randrange(0 if roll < 0.55 else min(1, a.max_mutations), a.max_mutations + 1)):
                    tree = gen.mutate_tree(tree, rng, dups)
                data = gen.dumps(tree, dups).encode()
            else:
                data = json.dumps(tree, ensure_ascii=False, indent=2).encode()
                for _ in range(rng.randrange(min(1, a.max_mutations), a.max_mutations + 1)):
                    data = mutations(data, rng)
        else:
            data = open(src, "rb").read()
            for _ in range(rng.randrange(min(1, a.max_mutations), a.max_mutations + 1)):
                data = mutations(data, rng)
        path = os.path.join(work, "m%05d%s" % (n, suffix))
        open(path, "wb").write(data)
        before = digest(path), digest(src)
        mutant_decoded = False
        for cmd, outputs in commands_for(path, src, suffix, rng):
            results = []
            for attempt in range(2):
                cwd = tempfile.mkdtemp(prefix="cmd-", dir=work)
                tmp = tempfile.mkdtemp(prefix="tmp-", dir=work)
                env = dict(os.environ, TMPDIR=tmp)
                counts["runs"] += 1
                try:
                    r = subprocess.run([binary] + cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=a.timeout)
                except subprocess.TimeoutExpired:
                    keep("hang", n, data, suffix, cmd, "past %ss" % a.timeout)
                    shutil.rmtree(cwd, ignore_errors=True); shutil.rmtree(tmp, ignore_errors=True)
                    break
                left = files_under(cwd)
                written = {k: v for k, v in left.items() if k.split(os.sep)[0] in outputs}
                stray = sorted(k for k in left if k.split(os.sep)[0] not in outputs) + sorted("TMPDIR/" + k for k in files_under(tmp))
                if r.returncode != 0 and written and cmd[0] != "docs":
                    stray += sorted(written)
                shutil.rmtree(cwd, ignore_errors=True); shutil.rmtree(tmp, ignore_errors=True)
                if r.returncode < 0 or r.returncode not in (0, 1, 2):
                    keep("crash", n, data, suffix, cmd, "status %d: %s" % (r.returncode, r.stderr[-300:].decode("utf-8", "replace")))
                    break
                if stray:
                    keep("leftover", n, data, suffix, cmd, "left %s" % ", ".join(stray[:5]))
                if (digest(path), digest(src)) != before:
                    keep("modified", n, data, suffix, cmd, "an input changed")
                    open(path, "wb").write(data)
                if cmd[0] == "run" and r.returncode == 0:
                    mutant_decoded = True
                results.append((r.returncode, r.stdout, r.stderr, sorted(written.items())))
            if len(results) == 2 and results[0] != results[1]:
                keep("unstable", n, data, suffix, cmd, "two runs differ (status %d, %d)" % (results[0][0], results[1][0]))
        decoded += mutant_decoded
        os.remove(path)
    shutil.rmtree(work, ignore_errors=True)
    found = sum(counts[k] for k in ("crash", "hang", "leftover", "modified", "unstable"))
    print("%d mutants (%d that run), %d runs: %d crashes, %d hangs, %d left files, %d modified inputs, %d unstable outputs (seed %d%s)"
          % (a.count, decoded, counts["runs"], counts["crash"], counts["hang"], counts["leftover"], counts["modified"], counts["unstable"],
             a.seed, ", apps" if a.apps else ""))
    sys.exit(1 if found else 0)

if __name__ == "__main__":
    main()
