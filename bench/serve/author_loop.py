#!/usr/bin/env python3
"""The author's loop under `coursegen serve` (issue 18): one constant edited in one preview block of an 8-preview
lesson of component code (bench/serve/components), timed from outside, as a browser sees it: a client on
/_coursegen/events notes when `reload` (the page with the edited block on its own device) and `update` (every
device, orientation and width of the lesson done) arrive after the file is saved.

Prints JSON lines {name, n, median, min, max, old} on standard output:
  serve-first-byte          start of `coursegen serve` on an empty cache -> first HTTP answer (target <= 1 s)
  serve-first-build         start -> `reload` of the first build (own devices only), empty cache
  serve-edit-to-reload      save -> `reload`, a constant in CardView (one block affected; target <= 0.3 s)
  serve-edit-to-variants    save -> `update`, same edit (target <= 1.5 s)
  serve-shared-edit-*       the same for a constant in RatingView, which EditProfileViewController uses (2 blocks)
  serve-nocache-edit-to-reload  `serve --no-cache`: every edit re-runs every block with every variant before the
                            reload, as every edit did before the block cache (the "old" pipeline on this machine)
`old` is the figure issue 18 measured before this work (27 s from edit to reload, release build).

Usage: author_loop.py COURSEGEN_BINARY WORK_DIR [--runs 7]
"""
import argparse
import json
import os
import queue
import re
import shutil
import socket
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
OLD_EDIT_TO_RELOAD = 27.0  # issue 18: one token changed in such a lesson under serve, release build


def log(message):
    print(message, file=sys.stderr, flush=True)


def emit(name, samples, old=None, target=None):
    record = {"name": name, "n": len(samples), "median": round(statistics.median(samples), 4),
              "min": round(min(samples), 4), "max": round(max(samples), 4), "old": old, "target": target}
    print(json.dumps(record), flush=True)


class EventClient:
    """A raw text/event-stream reader: (time of arrival, event name, data) tuples in a queue."""

    def __init__(self, port, build):
        self.events = queue.Queue()
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=300)
        # Connecting as a page of build `build`: if the site moved on meanwhile, the server sends `reload` at once.
        request = f"GET /_coursegen/events?build={build} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
        self.sock.sendall(request.encode())
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        buffer = b""
        name, data = None, ""
        while True:
            try:
                chunk = self.sock.recv(65536)
            except OSError:
                return
            if not chunk:
                return
            arrived = time.monotonic()
            buffer += chunk
            while b"\n" in buffer:
                line, buffer = buffer.split(b"\n", 1)
                line = line.decode("utf-8", "replace").rstrip("\r")
                if line.startswith("event:"):
                    name = line[6:].strip()
                elif line.startswith("data:"):
                    data = line[5:].strip()
                elif line == "" and name:
                    self.events.put((arrived, name, data))
                    name, data = None, ""

    def wait_for(self, wanted, timeout=600, page=None):
        """The arrival time of the next event named `wanted`; with `page`, of the next one whose data names that
        page (an `update` also announces print.html alone, rewritten right after each reload)."""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise SystemExit(f"no '{wanted}' event within {timeout} s")
            arrived, name, data = self.events.get(timeout=remaining)
            if name == wanted and (page is None or f'"{page}"' in data):
                return arrived
            if name == "error":
                raise SystemExit(f"build failed: {data[:500]}")

    def drain(self):
        while not self.events.empty():
            self.events.get_nowait()


def start_serve(binary, work, extra):
    log_path = os.path.join(work, "serve.log")
    log_file = open(log_path, "w")
    started = time.monotonic()
    process = subprocess.Popen([binary, "serve", "content", "--port", "0", "-o", "_site"] + extra, cwd=work,
                               stdout=log_file, stderr=subprocess.STDOUT)
    port = None
    while port is None:
        if process.poll() is not None:
            raise SystemExit("serve exited:\n" + open(log_path).read())
        match = re.search(r"serving http://127\.0\.0\.1:(\d+)/", open(log_path).read())
        if match:
            port = int(match.group(1))
        else:
            time.sleep(0.005)
    first_byte = None
    page = b""
    while first_byte is None:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
                s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                chunk = s.recv(65536)
                if chunk:
                    first_byte = time.monotonic() - started
                while chunk:
                    page += chunk
                    chunk = s.recv(65536)
        except OSError:
            time.sleep(0.005)
    build = re.search(rb'data-coursegen-build="([^"]*)"', page).group(1).decode()
    return process, port, started, first_byte, build, log_path


def edit(path, old, new):
    text = open(path, encoding="utf-8").read()
    assert old in text, old
    # Beside the course folder, not in it: the watcher sees one rename into the lesson's name, as for an editor
    # that keeps its temporary files elsewhere.
    temporary = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(path))), "edit.tmp")
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(text.replace(old, new, 1))
    os.rename(temporary, path)  # as editors save: write beside, rename over


def loop(binary, work, runs, extra, edits, wait_update=True):
    if os.path.exists(work):
        shutil.rmtree(work)
    os.makedirs(work)
    shutil.copytree(os.path.join(HERE, "components"), os.path.join(work, "content"))
    lesson = os.path.join(work, "content", "lessons", "components.md")
    process, port, started, first_byte, build, log_path = start_serve(binary, work, extra)
    try:
        client = EventClient(port, build)
        first_build = client.wait_for("reload") - started
        if wait_update:
            # The first build's background sweep (its `update` may have gone out before the client connected).
            while "completed the previews" not in open(log_path).read():
                time.sleep(0.05)
        results = {}
        for label, template, initial in edits:
            reloads, updates = [], []
            current = initial
            for run in range(runs):
                # A value never used before, so the block cache cannot answer it.
                value = initial + 1 + run
                client.drain()
                saved = time.monotonic()
                edit(lesson, template.format(current), template.format(value))
                current = value
                reloads.append(client.wait_for("reload") - saved)
                if wait_update:
                    updates.append(client.wait_for("update", page="/lessons/components/") - saved)
                time.sleep(0.3)
            results[label] = (reloads, updates)
        return first_byte, first_build, results
    finally:
        process.terminate()
        process.wait(timeout=30)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("work")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--skip-nocache", action="store_true")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    card = ("card", "            make.size.equalTo({})\n        }}\n        titleLabel.snp.makeConstraints {{ make in\n"
                    "            make.top.equalTo(icon)", 40)
    rating = ("rating", "            make.height.equalTo({})\n        }}\n    }}\n\n    @objc func starTapped", 44)
    first_byte, first_build, results = loop(binary, os.path.join(args.work, "blocks"), args.runs, [],
                                            [card, rating])
    emit("serve-first-byte", [first_byte], target=1.0)
    emit("serve-first-build", [first_build])
    emit("serve-edit-to-reload", results["card"][0], old=OLD_EDIT_TO_RELOAD, target=0.3)
    emit("serve-edit-to-variants", results["card"][1], old=OLD_EDIT_TO_RELOAD, target=1.5)
    emit("serve-shared-edit-to-reload", results["rating"][0], old=OLD_EDIT_TO_RELOAD)
    emit("serve-shared-edit-to-variants", results["rating"][1], old=OLD_EDIT_TO_RELOAD)
    if not args.skip_nocache:
        _, _, old = loop(binary, os.path.join(args.work, "nocache"), min(args.runs, 3), ["--no-cache"], [card],
                         wait_update=False)
        emit("serve-nocache-edit-to-reload", old["card"][0], old=OLD_EDIT_TO_RELOAD)


if __name__ == "__main__":
    main()
