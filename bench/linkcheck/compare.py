#!/usr/bin/env python3
"""Reduces coursegen's and lychee's JSON reports to one comparable set of findings:
(page with the link, target page, fragment or ""), and prints how they compare.

usage: compare.py SITE COURSEGEN_JSON LYCHEE_JSON  -> prints {"findings": n, "peer_findings": m, "agree": bool}
"""
import json
import os
import posixpath
import re
import sys
from urllib.parse import unquote, urlparse


def normalize_target(page, url):
    path, _, fragment = url.partition("#")
    target = posixpath.normpath(posixpath.join(posixpath.dirname(page), unquote(path))) if path else page
    if path.endswith("/"):
        target = posixpath.join(target, "index.html")
    return target, fragment


def ours(site, report):
    found = set()
    for d in json.load(open(report))["diagnostics"]:
        if d["code"] not in ("broken-link", "missing-anchor"):
            continue
        page = os.path.relpath(d["file"], site)
        url = re.search(r"'([^']*)'", d["message"]).group(1)
        found.add((page,) + normalize_target(page, url))
    return found


def lychee(site, report):
    found = set()
    root = os.path.realpath(site)
    for source, entries in json.load(open(report)).get("error_map", {}).items():
        page = os.path.relpath(os.path.realpath(source), root)
        for entry in entries:
            url = urlparse(entry["url"])
            target = os.path.relpath(unquote(url.path), root)
            if target.endswith("/") or os.path.isdir(os.path.join(root, target)) or not os.path.splitext(target)[1]:
                target = posixpath.join(target, "index.html")
            found.add((page, posixpath.normpath(target), url.fragment))
    return found


def main():
    site, ours_report, lychee_report = sys.argv[1:4]
    a, b = ours(site, ours_report), lychee(site, lychee_report)
    for only, label in ((a - b, "only coursegen"), (b - a, "only lychee")):
        for item in sorted(only)[:5]:
            print(f"{label}: {item}", file=sys.stderr)
    print(json.dumps({"findings": len(a), "peer_findings": len(b), "agree": a == b}))


if __name__ == "__main__":
    main()
