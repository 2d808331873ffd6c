"""Writes the dense-ambiguity lesson of issue 25: N views, each pinned leading, 10 high, and constrained `>=` to the
bottom of every earlier view (N·(N−1)/2 inequalities). Usage: dense_views.py N OUT.md [--bare] (--bare leaves out
the leading and height constraints)."""
import sys

count, path, bare = int(sys.argv[1]), sys.argv[2], "--bare" in sys.argv
lines = ["---", "title: Dense", "---", "", "```swift preview", "final class Dense: UIView {",
         "    override init(frame: CGRect) {", "        super.init(frame: frame)"]
for i in range(count):
    lines += [f"        let v{i} = UIView()", f"        addSubview(v{i})"]
for i in range(count):
    lines.append(f"        v{i}.snp.makeConstraints {{ make in")
    if not bare:
        lines += ["            make.leading.equalToSuperview()", "            make.height.equalTo(10)"]
    lines += [f"            make.top.greaterThanOrEqualTo(v{j}.snp.bottom)" for j in range(i)]
    lines.append("        }")
lines += ["    }", "    required init?(coder: NSCoder) { fatalError() }", "}", "```", ""]
open(path, "w").write("\n".join(lines))
