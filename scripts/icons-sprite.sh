#!/usr/bin/env bash
# Rebuilds themes/default/assets/icons/bootstrap-icons.svg, the icons the SF Symbol table (sf-symbols.tsv) names,
# from the Debian package bootstrap-icons (MIT). The theme ships the result, so building a site needs no package.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
icons="$root/themes/default/assets/icons"
source_dir=${BOOTSTRAP_ICONS:-/usr/share/bootstrap-icons/svg}
python3 - "$icons/sf-symbols.tsv" "$source_dir" "$icons/bootstrap-icons.svg" <<'PY'
import re, sys
table, source, out = sys.argv[1:]
names = sorted({line.rstrip("\n").split("\t")[1] for line in open(table)
                if line.strip() and not line.startswith("#")} | {"question-square"})
parts = ['<svg xmlns="http://www.w3.org/2000/svg">']
for name in names:
    svg = open(f"{source}/{name}.svg").read()
    view = re.search(r'viewBox="([^"]+)"', svg).group(1)
    body = re.sub(r"\s*\n\s*", "", svg[svg.index(">") + 1:svg.rindex("</svg>")])
    parts.append(f'<symbol id="{name}" viewBox="{view}">{body}</symbol>')
parts.append("</svg>")
open(out, "w").write("\n".join(parts) + "\n")
print(f"{out}: {len(names)} icons")
PY
