#!/usr/bin/env python3
"""Writes docs/performance.md from a fresh `insetsim bench --json` and a streaming run.

    Scripts/performance.py                  # release build, bench, streaming run; writes the page
    Scripts/performance.py --print          # the same figures as JSON on standard output, no page
    Scripts/performance.py --binary PATH    # an insetsim release binary already built

Every figure on the page comes from this run: the bench's rates, ratios and instruction counts
(`valgrind --tool=callgrind`, which the machine's load does not move; `bench` counts them when
valgrind is installed), and the peak memory of a long streamed run that completes. Nothing on the
page is typed by hand; edit the descriptions here, not in the page.
"""

import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "performance.md")

# The streaming run: 999 scroll views rotated STREAM_ROTATIONS times, about 900 entries a
# rotation (each view lies inside its parent in both orientations: a view wholly outside its
# parent's bounds takes no safe area, and changes nothing as the window turns). 1,000 rotations
# would stop at the engine's 200,000-entry limit (EngineLimits.maxEntries) after about 236; 200
# complete under it, so the figure shows memory over a whole run.
STREAM_VIEWS = 999
STREAM_ROTATIONS = 200


def stream_scenario():
    views = [{"id": "s%d" % i, "type": "scrollView", "frame": [0, i % 300, 320, 40]}
             for i in range(STREAM_VIEWS)]
    script = [{"at": 1 + i, "do": "rotate", "to": "landscapeLeft" if i % 2 == 0 else "portrait"}
              for i in range(STREAM_ROTATIONS)]
    name = "stream-%d-views-%d-rotations" % (STREAM_VIEWS, STREAM_ROTATIONS)
    return {"insetsim": 1, "name": name,
            "os": "11.0", "device": "iPhone 8", "navigationController": {},
            "controller": {"name": "ViewController", "subviews": views}, "script": script}


def peak_rss_of(argv):
    """Runs argv (output discarded) and returns its peak resident memory in bytes: measured in a
    Python process of its own, whose only child it is (ru_maxrss of the children is the largest
    of any child so far)."""
    probe = ("import resource, subprocess, sys; "
             "subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL); "
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe] + argv, check=True, capture_output=True,
                         text=True).stdout
    # Linux reports KiB, macOS bytes.
    return int(out.strip()) * (1 if platform.system() == "Darwin" else 1024)


def stream_figures(binary):
    with tempfile.TemporaryDirectory() as tmp:
        scenario = os.path.join(tmp, "stream.scenario.json")
        with open(scenario, "w") as out:
            json.dump(stream_scenario(), out)
        trace = os.path.join(tmp, "stream.trace.jsonl")
        text_rss = peak_rss_of([binary, "run", scenario, "--out", os.path.join(tmp, "log.txt")])
        jsonl_rss = peak_rss_of([binary, "run", scenario, "--format", "jsonl", "--out", trace])
        lines = 0
        last = ""
        with open(trace) as f:
            for line in f:
                lines += 1
                last = line
        return {
            "views": STREAM_VIEWS, "rotations": STREAM_ROTATIONS, "lines": lines,
            "bytes": os.path.getsize(trace), "completed": "the simulation stop" not in last,
            "jsonl_peak_rss_bytes": jsonl_rss, "text_peak_rss_bytes": text_rss,
        }


def mib(n):
    return "%.1f MiB" % (n / 1048576)


def num(x, digits=0):
    if x is None:
        return "not measured"
    if digits == 0:
        return "{:,}".format(int(round(x)))
    return ("{:,.%df}" % digits).format(x)


def render(b, s, command):
    counted = b.get("instructions_measured", False)
    rows = []

    def row(what, measures, figure, target="", met=None):
        status = "" if met is None else ("met" if met else "**not met**")
        rows.append("| %s | %s | %s | %s | %s |" % (what, measures, figure, target, status))

    targets = {t["key"]: t for t in b.get("targets", [])}

    def target_row(key, what, measures, figure):
        t = targets.get(key, {})
        row(what, measures, figure, t.get("target", ""), t.get("met"))

    if counted:
        row("`run` (text)", "`insetsim run` of a 100-rotation seed example (%s entries), the whole "
            "process: start-up, decoding, simulating, printing the log" % num(b["run_entries"]),
            "%s instructions, %s ms" % (num(b["run_text_instructions"]), num(b["run_text_ms"], 1)))
        row("`run --format jsonl`", "the same run written as JSON Lines",
            "%s instructions, %s ms" % (num(b["run_jsonl_instructions"]),
                                         num(b["run_jsonl_ms"], 1)))
        row("`check` per scenario", "`insetsim check` of a folder of %d scenarios (the seed "
            "example on six releases, an app, two check scenarios), over their number"
            % b["check_scenarios"],
            "%s instructions, %s ms" % (num(b["check_instructions_per_scenario"]),
                                         num(b["check_ms_per_scenario"], 2)))
        row("`docs` per page", "`insetsim docs` of the same folder, over the pages written (%d)"
            % b["docs_pages"],
            "%s instructions, %s ms" % (num(b["docs_instructions_per_page"]),
                                         num(b["docs_ms_per_page"], 2)))
        target_row("text_vs_jsonl", "text per entry", "a run's entry rendered as `run`'s text "
                   "log (100 columns) against written as JSON Lines",
                   "%s instructions against %s (%s×); timed %s×" % (
                       num(b["text_instructions_per_entry"]),
                       num(b["jsonl_write_instructions_per_entry"]),
                       num(b["text_vs_jsonl_instructions"], 2), num(b["text_vs_jsonl"], 2)))
        target_row("jsonl_write_instructions_per_entry", "JSON Lines per entry written",
                   "an entry written (`TraceFile.appendLine`)",
                   "%s instructions" % num(b["jsonl_write_instructions_per_entry"]))
        target_row("jsonl_read_instructions_per_entry", "JSON Lines per entry read",
                   "an entry read back (`TraceFile.decode`, as `replay` reads it)",
                   "%s instructions" % num(b["jsonl_read_instructions_per_entry"]))
        target_row("decode_vs_simulate", "decode per scenario", "the seed example's JSON "
                   "decoded into a scenario, against simulating it",
                   "%s against %s instructions (%s×); timed %s×" % (
                       num(b["decode_instructions_per_scenario"]),
                       num(b["simulate_instructions_per_scenario"]),
                       num(b["decode_vs_simulate_instructions"], 2),
                       num(b["decode_vs_simulate"], 2)))
        target_row("check_linearity", "`check` per value expectation", "decoded, simulated "
                   "and compared, with 100 and 1,000 expectations at as many time points",
                   "%s / %s instructions; timed ratio %s" % (
                       num(b["check_instructions_per_expectation_100"]),
                       num(b["check_instructions_per_expectation_1000"]),
                       num(b["check_linearity"], 2)))
        target_row("called_linearity", "`check` per timing expectation", "`called` and "
                   "`unchanged … between` expectations on a 100-rotation run, 100 and 1,000",
                   "%s / %s instructions" % (
                       num(b["called_instructions_per_expectation_100"]),
                       num(b["called_instructions_per_expectation_1000"])))
    lines = [
        "# Performance",
        "",
        "<!-- Generated by `%s`: do not edit by hand. -->" % command,
        "",
        "The figures below come from one run of `Scripts/performance.py` on %s (%d cores, %s), "
        "release build: `insetsim bench --json` and a streamed run. Instruction counts are "
        "`valgrind --tool=callgrind`'s, which the machine's load does not move; times are the best "
        "of several runs on a machine that may be shared. How the figures got here, round by "
        "round, is in [performance-history.md](performance-history.md)." % (
            datetime.date.today().isoformat(), b["cores"], platform.system()),
        "",
        "## What a user waits for",
        "",
        "| figure | what it measures | measured | target | status |",
        "|---|---|---|---|---|",
    ] + (rows if counted else ["| instructions | not measured (valgrind is not installed) | | | |"])
    stream = ("%d scroll views × %d rotations: %s lines, %s of JSON Lines, %s; peak resident "
              "memory %s writing JSON Lines, %s writing text" % (
                  s["views"], s["rotations"], num(s["lines"]), mib(s["bytes"]),
                  "the run completes" if s["completed"] else "**the run stopped at a limit**",
                  mib(s["jsonl_peak_rss_bytes"]), mib(s["text_peak_rss_bytes"])))
    lines += [
        "",
        "## Streaming",
        "",
        "A run's trace streams to its output as it is made, so memory stays flat over a run's "
        "length. " + stream + " (target: under 64 MiB). The run is sized to complete: 1,000 "
        "rotations of 999 views would stop at the engine's 200,000-entry limit after about 236 "
        "(a figure from a run that stops says nothing of memory over the rest of it).",
        "",
        "## The engine (timed, `insetsim bench`)",
        "",
        "| figure | what it measures | measured | target |",
        "|---|---|---|---|",
        "| `ratio` | the engine's events/s on the standard workload (1,000 processes × 12 steps) "
        "against a bare binary heap's | %s (%s against %s events/s) | ≥ 0.5 |" % (
            num(b["ratio"], 2), num(b["engine_events_per_s"]), num(b["heap_events_per_s"])),
        "| `scenarios_per_s` | whole seed-example scenarios simulated per second on one core, "
        "traces recorded | %s | ≥ 100,000 |" % num(b["scenarios_per_s"]),
        "| `scenario_vs_heap` | the same against the bare heap's events/s | %s | ≥ 0.0149 |"
        % num(b["scenario_vs_heap"], 4),
        "| `simulate_instructions_per_scenario` | the seed example (iOS 10.3) simulated once, in "
        "instructions (`bench --probe simulate`) | %s | ≤ 45,000 |"
        % num(b.get("simulate_instructions_per_scenario")),
        "| `simulate_heap_share` | the share of the seed example's run (and the app's) spent in "
        "reference counting and the heap: the self cost of retains, releases, deallocation, "
        "Swift's allocations and malloc's and free's own functions | %s %% (app %s %%) | ≤ 15 %% |"
        % (num(100 * b.get("simulate_heap_share", float("nan")), 1),
           num(100 * b.get("simulate_app_heap_share", float("nan")), 1)),
        "| `app_vs_scenario` | a push-and-pop app against the seed example | %s× timed; %s× "
        "counted (%s instructions) | ≤ 2× |" % (
            num(b["app_vs_scenario"], 2), num(b.get("app_vs_scenario_instructions"), 2),
            num(b.get("simulate_app_instructions"))),
        "| `script_linearity` | per step, a 1,000-rotation script against a 10-step one | %s "
        "timed; %s counted (%s against %s instructions a rotation) | ≤ 1.2 |" % (
            num(b["script_linearity"], 2), num(b.get("script_linearity_instructions"), 2),
            num(b.get("script_instructions_per_step_1000")),
            num(b.get("script_instructions_per_step_10"))),
        "| `matrix_rows_per_s` | matrix rows per second on %d workers (%s rows) | %s | |" % (
            b["matrix_workers"], num(b["matrix_rows"]), num(b["matrix_rows_per_s"])),
        "| `matrix_peak_rss_bytes` | the matrix run's peak resident memory | %s | < 64 MiB |"
        % (mib(b["matrix_peak_rss_bytes"]) if b.get("matrix_peak_rss_bytes") else "not measured"),
        "| `matrix_speedup_2_cores` | all workers over one (its ceiling on this machine: the "
        "same rows on threads sharing nothing) | %s× (ceiling %s×) | ≥ 1.8× |" % (
            num(b["matrix_speedup_2_cores"], 2), num(b["matrix_ceiling_2_cores"], 2)),
        "| `matrix_row_vs_scenario` | a matrix row against a scenario on one worker (against its "
        "own combination's scenario run bare) | %s× (%s×) timed; %s× (%s×) counted, %s "
        "instructions a row | ≤ 1.5× |" % (
            num(b["matrix_row_vs_scenario"], 2), num(b["matrix_row_vs_same_scenario"], 2),
            num(b.get("matrix_row_vs_scenario_instructions"), 2),
            num(b.get("matrix_row_vs_same_scenario_instructions"), 2),
            num(b.get("matrix_row_instructions"))),
        "| `startup_ms` | `insetsim --version` spawned, the median of 11 | %s ms | ≤ 5 ms |"
        % num(b.get("startup_ms"), 1),
        "| `push_linearity` | an app's run per push with 190 against 20 pushes | %s | ≤ 1.2 |"
        % num(b["push_linearity"], 2),
        "",
        "## Scaling (timed, `insetsim bench` section (g))",
        "",
        "Cost per unit at a small and a large size, over the same input with none; a ratio near 1 "
        "is linear (target ≤ 1.2).",
        "",
        "| unit | small | large | ratio |",
        "|---|---|---|---|",
    ]
    for key in sorted(k for k in b if k.startswith("scale_") and k.endswith("_ratio")):
        name = key[len("scale_"):-len("_ratio")]
        per = sorted((k for k in b if k.startswith("scale_%s_us_per_unit_" % name)),
                     key=lambda k: int(k.rsplit("_", 1)[1]))
        cells = ["%s µs with %s" % (num(b[k], 2), k.rsplit("_", 1)[1]) for k in per]
        while len(cells) < 2:
            cells.append("")
        lines.append("| %s | %s | %s | %s |" % (name.replace("_", " "), cells[0], cells[1],
                                                num(b[key], 2)))
    lines += [
        "",
        "## Regenerating",
        "",
        "```sh",
        "Scripts/performance.py            # needs valgrind for the instruction counts",
        "```",
        "",
        "`insetsim bench --help` says what each section measures; `insetsim bench --json` prints "
        "every figure above, with `targets` listing each target of what users wait for, its bound, "
        "its timed and counted figures and whether it is met.",
        "",
    ]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--print", action="store_true", help="print the figures, write no page")
    parser.add_argument("--binary", help="an insetsim release binary (default: build one)")
    parser.add_argument("bench_args", nargs="*", help="extra arguments for bench (after --)")
    args = parser.parse_args()
    binary = args.binary
    if binary is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "insetsim"], cwd=ROOT,
                       check=True, stdout=subprocess.DEVNULL)
        binary = os.path.join(ROOT, ".build", "release", "insetsim")
    bench = json.loads(subprocess.run([binary, "bench", "--json"] + args.bench_args,
                                      capture_output=True, text=True, check=True).stdout)
    stream = stream_figures(binary)
    if args.print:
        print(json.dumps({"bench": bench, "stream": stream}))
        return
    command = " ".join(["Scripts/performance.py"] + (["--"] + args.bench_args
                                                      if args.bench_args else []))
    with open(DOC, "w") as out:
        out.write(render(bench, stream, command))
    print("wrote " + os.path.relpath(DOC, ROOT), file=sys.stderr)


if __name__ == "__main__":
    main()
