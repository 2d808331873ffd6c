// coursegen theme: light/dark, copy, sidebar, progress, ←/→, quizzes. All page JS: ≤ 30 KB (tests-browser/site.sh).
(() => {
const doc = document, html = doc.documentElement, body = doc.body, data = body.dataset;
const $ = (s, r) => (r || doc).querySelector(s), all = (s, r) => [...(r || doc).querySelectorAll(s)];
const store = (k, v) => { try { localStorage.setItem(k, v); } catch (e) {} };
const toggle = $(".theme-toggle"), dark = matchMedia("(prefers-color-scheme: dark)");
const theme = () => html.dataset.theme || (dark.matches ? "dark" : "light");
const sync = () => toggle.setAttribute("aria-pressed", theme() == "dark");
if (toggle) {
  toggle.hidden = false;
  sync();
  toggle.onclick = () => { store("coursegen-theme", html.dataset.theme = theme() == "dark" ? "light" : "dark"); sync(); };
  dark.addEventListener("change", sync);
}
// file:// has no clipboard API.
all(".code-block").forEach(block => {
  const button = $(".copy-button", block), code = $("pre code", block);
    button.hidden = false;
  button.ariaLive = "polite";
  const done = () => { button.textContent = data.copiedLabel; setTimeout(() => button.textContent = data.copyLabel, 1800); };
  button.onclick = () => {
    if (window.isSecureContext && navigator.clipboard) return navigator.clipboard.writeText(code.textContent).then(done);
    getSelection().selectAllChildren(code);
    if (doc.execCommand("copy")) done();
  };
});
const menu = $(".menu-button"), nav = $("#cg-sidebar"), root = data.root || "";
// Drawer (site.css hides its button on wide screens).
const setMenu = open => { body.classList.toggle("sidebar-open", open); menu.setAttribute("aria-expanded", open); };
if (menu && nav) {
  menu.hidden = false;
  menu.onclick = () => {
    setMenu(!body.classList.contains("sidebar-open"));
    ($("[aria-current=page]", nav) || $("a", nav)).focus();
  };
  doc.addEventListener("click", e => nav.contains(e.target) || menu.contains(e.target) || setMenu(false));
}
// The page lists the lessons near it; nav.js has them all. Used only if it names the current page.
const esc = s => s.replace(/[&<"]/g, c => `&#${c.charCodeAt(0)};`), here = nav && $("[aria-current=page]", nav);
if (window.COURSEGEN_NAV && here) {
  let n = 0;
  const items = COURSEGEN_NAV.chapters.map((chapter, i) => {
    const links = chapter.lessons.map(([path, title]) => `<li><a href="${esc(root + path)}"${root + path == here.getAttribute("href")
      ? ' aria-current="page"' : ""}><span class="lesson-number">${++n}</span> ${esc(title)}</a></li>`).join("");
    return `<li class="sidebar-chapter${links.includes('"page"') ? " is-current" : ""}"><span class="sidebar-chapter-title">${i + 1}. `
      + `${esc(chapter.title)}</span><ol class="sidebar-lessons">${links}</ol></li>`;
  }).join("");
  if (items.includes('"page"')) $(".sidebar-chapters", nav).innerHTML = items;
}
// Centre the lesson by scrolling the sidebar only (scrollIntoView scrolls the window too).
const current = nav && $("[aria-current=page]", nav);
if (current) {
  nav.scrollTop += current.getBoundingClientRect().top - nav.getBoundingClientRect().top
    - (nav.clientHeight - current.offsetHeight) / 2;
}
// Progress: opened (l), quizzes per lesson (n), results (q: 1 tried, 2 right), by path.
let progress = {};
try { progress = JSON.parse(localStorage.getItem("coursegen-progress")) || {}; } catch (e) {}
const page = data.page, quizzes = all(".quiz"), save = () => store("coursegen-progress", JSON.stringify(progress));
for (const k of "lnq") progress[k] = progress[k] || {};
if (page) progress.l[page] = 1, progress.n[page] = quizzes.length, save();
const count = o => Object.keys(o).length;
const mark = () => {
  all(".sidebar-lessons a, .lesson-list a").forEach(link => {
    const key = link.getAttribute("href").slice(root.length), total = progress.n[key];
    link.classList.toggle("is-seen", !!progress.l[key]);
    if (total) link.dataset.quizzes = Object.keys(progress.q).filter(q => q.startsWith(key + "#")).length + "/" + total;
  });
  all(".progress").forEach(line => {
    line.hidden = false;
    line.textContent = line.dataset.text.replace("{lessons}", count(progress.l))
      .replace("{total}", line.dataset.total).replace("{quizzes}", count(progress.q));
  });
};
mark();
quizzes.forEach(quiz => {
  const q = quiz.dataset, feedback = $(".quiz-fb", quiz);
  const grade = (right, why) => {
    feedback.textContent = q[right ? "ok" : "no"] + " " + (why || "");
    q.result = right ? "right" : "wrong";
    if (page) progress.q[page + "#" + quiz.id] = right ? 2 : 1;
    save();
    mark();
  };
  if (q.quiz != "where") return quiz.onchange = e => {
    if (q.answer) grade(e.target.value == q.answer, (all(".quiz-why li", quiz)[e.target.value] || {}).textContent);
  };
  // "Where": a copy of the preview's first state, made before preview.js runs; .cg-preview (colours) after it.
  const picture = $(".quiz-pic", quiz), source = $(`.cg-preview[data-preview-id="${CSS.escape(q.preview)}"] .cg-canvas`);
  if (!picture || !source || !q.target) return;
  const canvas = source.cloneNode(true), target = q.target.split(" ").map(Number), tolerance = +q.tol;
  const width = parseFloat(canvas.style.width), scale = Math.min(1, 320 / width);
  const px = v => v * scale + "px";
  const box = (name, x, y, w, h) => {
    const shape = $("." + name, picture) || picture.appendChild(doc.createElement("i"));
    shape.className = name;
    shape.style.cssText = `left:${px(x)};top:${px(y)};width:${px(w)};height:${px(h)}`;
  };
  all("[id]", canvas).forEach(e => e.removeAttribute("id"));
  const asked = q.hide != null && $(`[data-path="${q.view}"]`, canvas);
  if (asked) asked.style.visibility = "hidden";
  canvas.style.transform = `scale(${scale})`;
  picture.style.cssText = `width:${px(width)};height:${px(parseFloat(canvas.style.height))}`;
  picture.append(canvas);
  addEventListener("load", () => { picture.classList.add("cg-preview"); picture.hidden = false; });
  picture.onclick = e => {
    const frame = picture.getBoundingClientRect(), x = (e.clientX - frame.left) / scale, y = (e.clientY - frame.top) / scale;
    const right = Math.abs(x - target[0] - target[2] / 2) <= target[2] / 2 + tolerance
      && Math.abs(y - target[1] - target[3] / 2) <= target[3] / 2 + tolerance;
    box("quiz-mark", x - 6, y - 6, 12, 12);
    if (right) box("quiz-target", ...target);
    grade(right);
  };
});
doc.addEventListener("keydown", e => {
  if (e.key == "Escape" && menu) setMenu(false);
  const link = $({ ArrowLeft: "a[rel=prev]", ArrowRight: "a[rel=next]" }[e.key] || "x-none");
  if (link && !(e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented
    || e.target.closest("input,textarea,select,[contenteditable],.cg-preview"))) location.href = link.href;
});
const toc = all(".toc a[href^='#']"), id = link => decodeURIComponent(link.hash.slice(1));
const observer = new IntersectionObserver(entries => entries.forEach(entry => entry.isIntersecting
  && toc.forEach(link => link.classList.toggle("is-active", id(link) == entry.target.id))), { rootMargin: "0px 0px -70%" });
toc.forEach(link => { const heading = doc.getElementById(id(link)); if (heading) observer.observe(heading); });
})();
