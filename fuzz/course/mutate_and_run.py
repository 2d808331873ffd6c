"""Process-level fuzzer for what the libFuzzer targets do not reach: the Markdown front end (cmark-gfm and the
tree walk after it), front matter and course.yml (libyaml and the loader), and the layout-block runtime
(interpreter, Auto Layout, solver), through the real `coursegen build` and `coursegen frames`.

Each iteration mutates a seed lesson (byte edits plus splices of hostile fragments: deep nesting, alias bombs,
raw HTML, broken fences, odd layout code), writes it into a one-lesson course and runs both commands with a
time limit. A crash (a signal, or an exit status other than 0, 1 and 2) or a run past the limit is a finding: the
input is saved under fuzz/out/course/. Usage: mutate_and_run.py BINARY SECONDS SEEDS...
"""
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

binary, seconds, seeds = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
out = os.path.join("fuzz", "out", "course")
os.makedirs(out, exist_ok=True)
rng = random.Random(int(os.environ.get("FUZZ_SEED", "25")))

fragments = [
    "---\n", "title: [\n", "a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n", "slug: \"\\u0000\"\n",
    "> " * 200 + "x\n", "- " * 200 + "x\n", "  " * 100 + "- x\n", "[" * 500, "*" * 300, "`" * 50,
    "<em>", "</div>", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "[a](javascript:x)",
    "## Salom <em>dunyo</em> {#id}\n", "```swift preview\n", "```\n", "~~~swift preview actions=\"tap(x)\"\n",
    "let v = UIView()\nview.addSubview(v)\nv.snp.makeConstraints { $0.edges.equalToSuperview().inset(1/0) }\n",
    "while true { }\n", "func f() { f() }\nf()\n", "for i in 0..<100000 { view.addSubview(UIView()) }\n",
    "\r\n", "\x00", "\xff", "| a | b |\n|---|---|\n| 1 | 2 |\n", "[^1]\n\n[^1]: note\n",
]


def mutate(data: bytes) -> bytes:
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        choice = rng.random()
        position = rng.randint(0, len(data)) if data else 0
        if choice < 0.35 and data:
            index = rng.randrange(len(data))
            data[index] = rng.randrange(256)
        elif choice < 0.5 and data:
            end = min(len(data), position + rng.randint(1, 64))
            del data[position:end]
        elif choice < 0.65 and data:
            start = rng.randrange(len(data))
            chunk = data[start:start + rng.randint(1, 200)]
            data[position:position] = chunk
        else:
            data[position:position] = rng.choice(fragments).encode("utf-8", "surrogateescape")
    return bytes(data[:200_000])


def run(arguments, limit):
    started = time.monotonic()
    try:
        result = subprocess.run(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=limit)
        return result.returncode, time.monotonic() - started
    except subprocess.TimeoutExpired:
        return None, limit


seed_data = [open(path, "rb").read() for path in seeds]
runs = findings = 0
deadline = time.monotonic() + seconds
work = tempfile.mkdtemp(prefix="coursegen-fuzz-")
try:
    while time.monotonic() < deadline:
        lesson = mutate(rng.choice(seed_data))
        course = os.path.join(work, "course")
        shutil.rmtree(course, ignore_errors=True)
        os.makedirs(os.path.join(course, "lessons"))
        with open(os.path.join(course, "course.yml"), "w") as f:
            f.write("title: Fuzz\nlanguage: en\nchapters:\n  - title: One\n    lessons:\n      - a.md\n")
        path = os.path.join(course, "lessons", "a.md")
        with open(path, "wb") as f:
            f.write(lesson)
        for name, arguments, limit in [
            ("build", [binary, "build", course, "-o", os.path.join(work, "site"), "--no-cache", "--quiet"], 120),
            ("frames", [binary, "frames", path], 60),
        ]:
            status, elapsed = run(arguments, limit)
            runs += 1
            if status is None or status < 0 or status > 2:
                findings += 1
                kind = "timeout" if status is None else f"status{status}"
                saved = os.path.join(out, f"{name}-{kind}-{runs}.md")
                shutil.copy(path, saved)
                print(f"finding: {name} {kind} after {elapsed:.1f}s, input saved as {saved}", flush=True)
finally:
    shutil.rmtree(work, ignore_errors=True)
print(f"course fuzz: {runs} runs, {findings} findings")
sys.exit(1 if findings else 0)
