#!/usr/bin/env python3
"""Inputs that used to cost quadratic time, each timed at n and 2n through the release CLI.

Each case writes a one-lesson course (or a theme) of size n, runs coursegen on it, then does the same at 2n. A cost
that grows linearly gives a ratio near 2; a quadratic one near 4. The unit tests of the same code paths only check
the output and guard against hangs (a one-minute time limit); the figures live here.

Cases:
  headings   n headings with one text ("## Misol"): every automatic id must cost the same (HeadingIDRegistry).
  template   a theme whose lesson template has one line of n sections ({{#title}}{{title}}{{/title}}): a tag's
             "standalone on its line" test must not rescan the line (Template parser).
  malformed  a preview block of n lines of unbalanced Swift: the parser's recovery must not restart from the top.

Usage: scaling.py BINARY WORKDIR [N]   (N defaults to 10000; the second run uses 2N)
Prints one JSON line per case: {"name", "n", "seconds", "seconds_2n", "ratio"}; each time is the best of 3.
"""
import json
import os
import shutil
import subprocess
import sys
import time

binary, work = sys.argv[1], sys.argv[2]
base_n = int(sys.argv[3]) if len(sys.argv) > 3 else 10_000
repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def course(folder, lesson_text):
    os.makedirs(os.path.join(folder, "lessons"), exist_ok=True)
    with open(os.path.join(folder, "course.yml"), "w") as f:
        f.write('title: "Scaling"\nlanguage: uz\nchapters:\n  - title: "A"\n    lessons:\n      - 01-dars.md\n')
    with open(os.path.join(folder, "lessons", "01-dars.md"), "w") as f:
        f.write(lesson_text)


def best_of_three(command):
    best = None
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best


def headings(folder, n):
    course(folder, "---\ntitle: Sarlavhalar\n---\n\n" + "## Misol\n\nMatn.\n\n" * n)
    return [binary, "build", folder, "-o", folder + "-site", "--quiet", "--no-cache", "--no-previews"]


def template(folder, n):
    course(folder, "---\ntitle: Shablon\n---\n\nMatn.\n")
    theme = folder + "-theme"
    shutil.rmtree(theme, ignore_errors=True)
    shutil.copytree(os.path.join(repo, "themes", "default"), theme)
    lesson_template = os.path.join(theme, "templates", "lesson.html")
    with open(lesson_template, "a") as f:
        f.write("  " + "{{#title}}{{title}}{{/title}}" * n + "  \n")
    return [binary, "build", folder, "-o", folder + "-site", "--quiet", "--no-cache", "--no-previews",
            "--theme", theme]


def malformed(folder, n):
    line = 'final class A: UIView { let x = ( [ { "abc\\(1 + ) } \n'
    course(folder, "---\ntitle: Buzilgan kod\n---\n\n```swift preview\n" + line * (n // 30) + "```\n")
    return [binary, "frames", os.path.join(folder, "lessons", "01-dars.md")]


for name, make in (("headings", headings), ("template", template), ("malformed", malformed)):
    times = []
    for n in (base_n, 2 * base_n):
        folder = os.path.join(work, f"{name}-{n}")
        shutil.rmtree(folder, ignore_errors=True)
        times.append(best_of_three(make(folder, n)))
    print(json.dumps({"name": f"scaling-{name}", "n": base_n, "seconds": round(times[0], 3),
                      "seconds_2n": round(times[1], 3), "ratio": round(times[1] / times[0], 2)}), flush=True)
