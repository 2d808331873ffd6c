#!/usr/bin/env python3
"""The systems of solver-bench (bench/solver/Sources/Systems.swift) through kiwisolver, for comparison.

Usage: kiwi_bench.py NAME N   -> prints one JSON line {"name", "n", "seconds", "checksum"}.
Only kiwi's own calls are timed (addConstraint/removeConstraint/addEditVariable/suggestValue/updateVariables),
as issue 4 asks; building Python expressions and reading values are not.
Priorities map to kiwi strengths: 1000 required, 750 strong, 500 medium, 250 weak.
"""
import json
import sys
import time

import kiwisolver as kiwi


class System:
    """A list of kiwi constraints added in order; only the solver calls are timed."""

    def add_all(self):
        start = time.perf_counter()
        for c in self.constraints:
            self.solver.addConstraint(c)
        self.solver.updateVariables()
        return time.perf_counter() - start


class Chain(System):
    """N views: left_i == left_{i-1} + width_{i-1} + 8, equal widths, fixed tops/heights, weak size preferences,
    and left_last + width_last <= container."""

    def __init__(self, n):
        self.solver = kiwi.Solver()
        self.views = [tuple(kiwi.Variable(f"{k}{i}") for k in ("left", "top", "width", "height")) for i in range(n)]
        self.container = kiwi.Variable("container")
        self.constraints = []
        for i, (left, top, width, height) in enumerate(self.views):
            if i == 0:
                self.constraints.append(left == 0)
            else:
                pl, _, pw, _ = self.views[i - 1]
                self.constraints.append(left == pl + pw + 8)
                self.constraints.append(width == pw)
            self.constraints.append(top == 0)
            self.constraints.append(height == 44)
            self.constraints.append((width == 100) | "weak")
            self.constraints.append((height == 50) | "weak")
        left, _, width, _ = self.views[-1]
        self.constraints.append(left + width <= self.container)


    def checksum(self):
        return sum(v.value() for view in self.views for v in view)


class Row(System):
    """solver-notes.md: l_i == l_{i-1} + w_{i-1} + 8, fixed tops and heights, w_i >= 10, w_i == 100 @weak;
    the squeeze adds w_i == w_0 and l_last + w_last <= 60*n."""

    def __init__(self, n, squeeze):
        self.solver = kiwi.Solver()
        self.views = [tuple(kiwi.Variable(f"{k}{i}") for k in ("l", "t", "w", "h")) for i in range(n)]
        self.constraints = []
        for i, (l, t, w, h) in enumerate(self.views):
            if i == 0:
                self.constraints.append(l == 0)
            else:
                pl, _, pw, _ = self.views[i - 1]
                self.constraints.append(l == pl + pw + 8)
            self.constraints.append(t == 0)
            self.constraints.append(h == 44)
            self.constraints.append(w >= 10)
            self.constraints.append((w == 100) | "weak")
            if squeeze and i > 0:
                self.constraints.append(w == self.views[0][2])
        if squeeze:
            l, _, w, _ = self.views[-1]
            self.constraints.append(l + w <= 60 * n)


    def checksum(self):
        return sum(view[0].value() + view[2].value() for view in self.views)


def container_width(n, step):
    return 108 * n * (0.5 + 0.1 * (step % 10))


def main():
    name, n = sys.argv[1], int(sys.argv[2])
    # Small systems take milliseconds, where a busy machine adds noise: report the best of five runs.
    runs = [run(name, n) for _ in range(5 if n <= 200 else 1)]
    seconds, checksum = min(runs)
    print(json.dumps({"name": name, "n": n, "seconds": seconds, "checksum": checksum}))


def run(name, n):
    if name == "build":
        chain = Chain(n)
        seconds, checksum = chain.add_all(), None
        checksum = chain.checksum()
    elif name == "edit":
        chain = Chain(n)
        chain.add_all()
        seconds = 0.0
        start = time.perf_counter()
        chain.solver.addEditVariable(chain.container, "strong")
        seconds += time.perf_counter() - start
        total = 0.0
        for step in range(1000):
            start = time.perf_counter()
            chain.solver.suggestValue(chain.container, container_width(n, step))
            chain.solver.updateVariables()
            seconds += time.perf_counter() - start
            total += chain.checksum()
        checksum = chain.checksum()
    elif name == "churn":
        chain = Chain(n)
        chain.add_all()
        start = time.perf_counter()
        for index in range(0, len(chain.constraints), 10):
            chain.solver.removeConstraint(chain.constraints[index])
            chain.solver.addConstraint(chain.constraints[index])
        chain.solver.updateVariables()
        seconds = time.perf_counter() - start
        checksum = chain.checksum()
    elif name in ("squeeze", "row"):
        row = Row(n, squeeze=(name == "squeeze"))
        seconds = row.add_all()
        checksum = row.checksum()
    else:
        sys.exit(f"unknown system {name}")
    return seconds, checksum


if __name__ == "__main__":
    main()
