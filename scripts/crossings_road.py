#!/usr/bin/env python3
"""The files on a decision's road, from one callgrind part (scripts/crossings.sh).

A file of the project is *on the road* when its code, while the decision travels, calls
code of another of the project's files (directly, or through library frames such as
std::function or Asio's handlers): the decision passes through it. A file whose code ran
but called nothing more of ours only answered a question on the way (a state accessor, a
text helper, a guard): it is listed, not counted as a stop. A .cpp and its .hpp are one
file. Usage: crossings_road.py CALLGRIND_PART PROJECT_ROOT
"""
import collections
import re
import sys

FOLDERS = "core|loader|scripting|game|session|server|tools"


def project_file(path, root):
    """'core/engine' for .../core/engine.cpp under the project root, else None."""
    if not path or not path.startswith(root):
        return None
    m = re.search(rf"/((?:{FOLDERS})/[a-z_/]+)\.(?:c|h)pp$", path)
    return m.group(1) if m else None


def read_part(lines):
    """The functions' files, the call edges and the files with code that ran.

    Callgrind compresses names: "(12) name" the first time, "(12)" after it."""
    tables = {"fl": {}, "fn": {}}

    def name(kind, text):
        m = re.match(r"\((\d+)\)(?: (.*))?", text)
        if not m:
            return text
        if m.group(2) is not None:
            tables[kind][m.group(1)] = m.group(2)
        return tables[kind].get(m.group(1))

    fn_file, calls, ran_in = {}, collections.defaultdict(set), set()
    fl = fn = callee_fl = callee_fn = cost_file = None
    after_calls = False
    for line in lines:
        line = line.rstrip("\n")
        if line.startswith("fl="):
            fl = cost_file = name("fl", line[3:])
        elif line.startswith(("fi=", "fe=")):  # inlined code of another file
            cost_file = name("fl", line[3:])
        elif line.startswith("fn="):
            fn = name("fn", line[3:])
            fn_file[fn] = fl
            cost_file = fl
        elif line.startswith(("cfl=", "cfi=")):
            callee_fl = name("fl", line[4:])
        elif line.startswith("cfn="):
            callee_fn = name("fn", line[4:])
        elif line.startswith("calls="):
            after_calls = True
        elif line and (line[0].isdigit() or line[0] in "+-*"):
            if after_calls:  # the cost line of a call
                calls[fn].add(callee_fn)
                fn_file.setdefault(callee_fn, callee_fl or fl)
                after_calls, callee_fl = False, None
            else:
                ran_in.add(cost_file)
    return fn_file, calls, ran_in


def main():
    part, root = sys.argv[1], sys.argv[2]
    with open(part, errors="replace") as f:
        fn_file, calls, ran_in = read_part(f)
    ours = lambda fn: project_file(fn_file.get(fn), root)
    ran = {p for p in (project_file(f, root) for f in ran_in) if p}
    passes_on = collections.defaultdict(set)
    for fn, callees in calls.items():
        here = ours(fn)
        if not here:
            continue
        seen, todo = set(), list(callees)
        while todo:  # through library frames to the next file of ours
            g = todo.pop()
            if g in seen:
                continue
            seen.add(g)
            there = ours(g)
            if there is None:
                todo.extend(calls.get(g, ()))
            elif there != here:
                passes_on[here].add(there)
    road = sorted(f for f in ran if passes_on[f])
    answer = sorted(f for f in ran if not passes_on[f])
    print(f"{len(road)} on the road (of {len(ran)} files whose code ran)")
    print("  on the road: " + " ".join(road))
    print("  only answered: " + " ".join(answer))


if __name__ == "__main__":
    main()
