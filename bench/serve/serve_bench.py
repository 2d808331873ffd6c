#!/usr/bin/env python3
"""Benchmarks of `coursegen serve` and the build cache against a generated 1,000-lesson course.

Prints JSON lines {name, n, seconds, peer_seconds, ratio, ...} on standard output:
  serve-save-to-reload    median time from a lesson file's write to the `reload` event (target < 0.1 s)
  build-noop-incremental  `coursegen build` with a warm cache and nothing changed; peer: the first build (empty cache)
  build-one-lesson        `coursegen build` after one lesson's body changed; peer: the first build
  build-vs-hugo           full build of the course without preview blocks; peer: Hugo on the same Markdown

Usage: serve_bench.py COURSEGEN_BINARY WORK_DIR [--lessons 1000] [--samples 7] [--only builds|serve|hugo]
"""
import argparse
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))


def log(message):
    print(message, file=sys.stderr, flush=True)


def emit(name, n, seconds, peer_seconds=None, **extra):
    record = {"name": name, "n": n, "seconds": round(seconds, 4),
              "peer_seconds": None if peer_seconds is None else round(peer_seconds, 4),
              "ratio": None if not peer_seconds else round(seconds / peer_seconds, 3)}
    record.update(extra)
    print(json.dumps(record), flush=True)


def timed(command, cwd):
    """Runs command under GNU time; returns (wall seconds, peak RSS in MiB)."""
    started = time.monotonic()
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.monotonic() - started
    if result.returncode != 0:
        raise SystemExit(f"command failed ({result.returncode}): {' '.join(command)}\n{result.stderr[-2000:]}")
    peak_kib = int(result.stderr.strip().splitlines()[-1])
    return seconds, round(peak_kib / 1024, 1)


def make_course(work, lessons, previews, hugo=None):
    if os.path.exists(work):
        shutil.rmtree(work)
    os.makedirs(work)
    command = [sys.executable, os.path.join(HERE, "make_course.py"), os.path.join(work, "content"),
               "--lessons", str(lessons)]
    if not previews:
        command.append("--no-previews")
    if hugo:
        command += ["--hugo", hugo]
    subprocess.run(command, check=True)
    # The builder finds themes/default beside the course folder.
    shutil.copytree(os.path.join(ROOT, "themes"), os.path.join(work, "themes"))


class EventStream:
    """A minimal text/event-stream reader over a raw socket (what a browser's EventSource does)."""

    def __init__(self, port, build):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        self.sock.sendall(f"GET /_coursegen/events?build={build} HTTP/1.1\r\nHost: localhost\r\n\r\n".encode())
        self.buffer = b""
        self.wait_for(b": connected")

    def wait_for(self, needle, timeout=30):
        deadline = time.monotonic() + timeout
        while needle not in self.buffer:
            self.sock.settimeout(max(0.001, deadline - time.monotonic()))
            chunk = self.sock.recv(65536)
            if not chunk:
                raise SystemExit("event stream closed")
            self.buffer += chunk
        index = self.buffer.index(needle) + len(needle)
        self.buffer = self.buffer[index:]

    def close(self):
        self.sock.close()


def current_build(port):
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        data = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    match = re.search(rb'data-coursegen-build="([^"]+)"', data)
    if not match:
        raise SystemExit("the served page has no live-reload client")
    return match.group(1).decode()


def bench_serve_latency(binary, work, lessons, samples):
    serve = subprocess.Popen([binary, "serve", "content", "--port", "0", "-o", "site"], cwd=work,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        port = None
        deadline = time.monotonic() + 600
        while port is None and time.monotonic() < deadline:
            line = serve.stderr.readline()
            if not line:
                raise SystemExit("coursegen serve exited before serving")
            match = re.search(r"serving http://127\.0\.0\.1:(\d+)/", line)
            if match:
                port = int(match.group(1))
        # Keep draining the server's messages so that it never blocks on a full pipe.
        import threading
        threading.Thread(target=lambda: [None for _ in serve.stderr], daemon=True).start()
        lesson = os.path.join(work, "content", "lessons", "l0500.md")
        with open(lesson) as f:
            original = f.read()
        latencies = []
        for sample in range(samples + 1):
            stream = EventStream(port, current_build(port))
            with open(lesson, "w") as f:
                f.write(original + f"\nTahrir {sample}.\n")
            written = time.monotonic()
            stream.wait_for(b"event: reload")
            latency = time.monotonic() - written
            stream.close()
            if sample > 0:  # the first edit also warms the in-memory cache of the serve process
                latencies.append(latency)
            time.sleep(0.2)
        return statistics.median(latencies), max(latencies)
    finally:
        serve.terminate()
        serve.wait(timeout=30)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("work")
    parser.add_argument("--lessons", type=int, default=1000)
    parser.add_argument("--samples", type=int, default=7)
    parser.add_argument("--only", choices=["builds", "serve", "hugo"],
                        help="run one part (builds and serve share the generated course)")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    n = args.lessons

    # 1. The course with its layout blocks: full build, cached builds, and the serve loop.
    work = os.path.abspath(os.path.join(args.work, "with-previews"))
    if args.only != "hugo":
        bench_course_with_previews(binary, work, n, args)
    if args.only in (None, "hugo"):
        bench_against_hugo(binary, os.path.abspath(os.path.join(args.work, "plain")), n)


def bench_course_with_previews(binary, work, n, args):
    if args.only == "serve" and os.path.exists(os.path.join(work, "content")):
        log("serve bench: reusing the generated course")
    else:
        log(f"serve bench: generating {n} lessons with layout blocks")
        make_course(work, n, previews=True)
    if args.only == "serve":
        median, worst = bench_serve_latency(binary, work, n, args.samples)
        emit("serve-save-to-reload", n, median, None, max_seconds=round(worst, 4), samples=args.samples,
             target_seconds=0.1)
        return
    # The first build starts from an empty cache: everything is rendered (and stored).
    shutil.rmtree(os.path.join(work, ".coursegen-cache"), ignore_errors=True)
    full, full_peak = timed([binary, "build", "content", "-o", "site", "--quiet"], work)
    noop, noop_peak = timed([binary, "build", "content", "-o", "site", "--quiet"], work)
    emit("build-noop-incremental", n, noop, full, peak_rss_mb=noop_peak, peer_peak_rss_mb=full_peak,
         peer="full build (empty cache)")
    lesson = os.path.join(work, "content", "lessons", "l0001.md")
    with open(lesson, "a") as f:
        f.write("\nYangi jumla.\n")
    one, one_peak = timed([binary, "build", "content", "-o", "site", "--quiet"], work)
    emit("build-one-lesson", n, one, full, peak_rss_mb=one_peak, peer_peak_rss_mb=full_peak,
         peer="full build (empty cache)")
    median, worst = bench_serve_latency(binary, work, n, args.samples)
    emit("serve-save-to-reload", n, median, None, max_seconds=round(worst, 4), samples=args.samples,
         target_seconds=0.1)


def bench_against_hugo(binary, plain, n):
    """The same course without layout blocks, against Hugo building the same Markdown."""
    hugo_site = os.path.join(plain, "hugo")
    log(f"serve bench: generating {n} lessons without layout blocks, and the Hugo site")
    make_course(plain, n, previews=False, hugo=hugo_site)
    if shutil.which("hugo") is None:
        log("serve bench: hugo is not installed (scripts/packages/bench.txt); skipping the comparison")
        return
    ours, ours_peak = timed([binary, "build", "content", "-o", "site", "--quiet", "--no-cache"], plain)
    hugo, hugo_peak = timed(["hugo", "--quiet", "-d", os.path.join(plain, "hugo-out")], hugo_site)
    emit("build-vs-hugo", n, ours, hugo, peak_rss_mb=ours_peak, peer_peak_rss_mb=hugo_peak, peer="hugo")


if __name__ == "__main__":
    main()
