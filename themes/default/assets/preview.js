// coursegen preview player (DESIGN.md §7, docs/previews.md): brings the state data (PlayerData.swift) to life over
// the HTML's initial state. No network, no modules: works from file://. Functions named after Swift mirror them.
(function () {
'use strict';
var { max, min, abs, round, floor } = Math;
var n3 = v => round(v * 1000) / 1000;
var px = v => n3(v) + 'px';
var place = (el, r) => ['left', 'top', 'width', 'height'].forEach((p, j) => el.style[p] = px(r[j]));
var entry = (list, k) => (list || []).find(c => c[0] === k);
var esc = s => String(s).replace(/[&<>"']/g, c => '&#' + c.charCodeAt(0) + ';');
var near = (a, b) => abs(a - b) < .5;
var data = (n, v) => v != null ? ' data-' + n + '="' + esc(v) + '"' : '';
// PiecewiseLinearTrack.value
function track(t, w) {
  if (typeof t === 'number') return t;
  var i = 0;
  while (i + 3 < t.length && t[i + 2] < w) i += 2;
  return i + 3 >= t.length ? t[i + 1] : t[i + 1] + (t[i + 3] - t[i + 1]) * (w - t[i]) / (t[i + 2] - t[i]);
}

// MarkGeometry.rect, .shapes ([path, badge x, badge y]), .clip; OverlaySVG.inside, .group
function itemRect(v, guide, R, G) {
  var r = v >= 0 && R[v];
  if (!r || !guide) return r || null;
  var s = G.safe, [W, H] = G.size;
  if (guide === 'keyboard') return G.kb ? [r[0], G.kb[1], r[2], G.kb[3]] : [r[0], H - s[2], r[2], s[2]];
  var x0 = max(r[0], s[1]), y0 = max(r[1], s[0]), x1 = min(r[0] + r[2], W - s[3]), y1 = min(r[1] + r[3], H - s[2]);
  if (guide === 'margins' || guide === 'readable') {
    var root = G.parents[v] < 0, side = root ? (W >= 414 ? 20 : 16) : 8, top = root ? 0 : 8;
    var m = [x0 + side, y0 + top, max(0, x1 - x0 - 2 * side), max(0, y1 - y0 - 2 * top)];
    if (guide === 'readable' && m[2] > 672) { m[0] += (m[2] - 672) / 2; m[2] = 672; }
    return m;
  }
  return [x0, y0, max(0, x1 - x0), max(0, y1 - y0)];
}

function shapes(g, R, G) {
  var kind = g[0], h = g[1] === 'x', a = itemRect(g[2], g[3], R, G);
  if (!a || kind === 'none') return null;
  var al = r => h ? [r[0], r[2]] : [r[1], r[3]], cr = r => h ? [r[1], r[3]] : [r[0], r[2]];
  var pt = (u, v) => h ? n3(u) + ' ' + n3(v) : n3(v) + ' ' + n3(u), at = (u, v) => h ? [u, v] : [v, u];
  var ibar = (u0, u1, v) => 'M' + pt(u0, v) + 'L' + pt(u1, v) + 'M' + pt(u0, v - 4) + 'L' + pt(u0, v + 4) +
    'M' + pt(u1, v - 4) + 'L' + pt(u1, v + 4);
  var A = al(a), C = cr(a), v;
  if (kind === 'size') {
    v = C[1] >= 40 ? C[0] + C[1] - 6 : C[0] + C[1] + 6;
    return [ibar(A[0], A[0] + A[1], v)].concat(at(A[0] + A[1] / 2, v));
  }
  var b = itemRect(g[5], g[6], R, G);
  if (!b) return null;
  var B = al(b), D = cr(b), u1 = A[0] + g[4] * A[1], u0 = B[0] + g[7] * B[1];
  if (kind === 'align') {
    var inside = D[0] <= C[0] && D[0] + D[1] >= C[0] + C[1];
    var v0 = inside ? C[0] - 6 : min(C[0], D[0]), v1 = inside ? C[0] + C[1] + 6 : max(C[0] + C[1], D[0] + D[1]);
    return ['M' + pt(u1, v0) + 'L' + pt(u1, v1)].concat(at(u1, (v0 + v1) / 2));
  }
  var lo = max(C[0], D[0]), hi = min(C[0] + C[1], D[0] + D[1]);
  v = hi > lo ? (lo + hi) / 2 : C[0] + C[1] / 2;
  return [ibar(u0, u1, v)].concat(at((u0 + u1) / 2, v));
}

var inside = (v, len, lim, p = 3 * len + 3) => lim > 2 * p ? max(p, min(lim - p, v)) : v;

function clip(g, R, G) {
  var a = g[2], b = g[5], r = null;
  function has(s, v) { for (var p = G.parents[v]; p >= 0; p = G.parents[p]) if (p === s) return 1; }
  R.forEach((q, s) => {
    if (!q || !G.sv[s] || !(has(s, a) && (b < 0 || has(s, b) || s === b) || s === a && has(s, b))) return;
    r = r ? [max(r[0], q[0]), max(r[1], q[1]), min(r[2], q[0] + q[2]), min(r[3], q[1] + q[3])]
      : [q[0], q[1], q[0] + q[2], q[1] + q[3]];
  });
  return r && [r[0], r[1], max(0, r[2] - r[0]), max(0, r[3] - r[1])];
}

function markSVG(c, i, R, G) {
  var s = shapes(c.g, R, G), cut, d;
  var out = '<g class="cg-mark cg-' + c.g[0] + (c.k ? ' ' + c.k : '') + '"' + data('constraint', i) + data('line', c.l) +
    data('first', c.f) + data('second', c.s) + data('relation', c.r) + data('priority', c.p) + '><title>' + esc(c.t) + '</title>';
  if (!s) return out + '</g>';
  d = '<path class="cg-hit" d="' + s[0] + '"/><path d="' + s[0] + '"/>';
  if (s.length > 1 && c.b) {
    var x = n3(inside(s[1], c.b.length, G.size[0])), y = n3(inside(s[2], 1, G.size[1]));
    d += '<circle cx="' + x + '" cy="' + y + '" r="2.5"/><text x="' + x + '" y="' + y + '">' + esc(c.b) + '</text>';
  }
  if ((cut = clip(c.g, R, G))) {
    cut = cut.map(n3);
    d = '<svg class="cg-clip" x="' + cut[0] + '" y="' + cut[1] + '" width="' + cut[2] + '" height="' + cut[3] +
      '" viewBox="' + cut.join(' ') + '">' + d + '</svg>';
  }
  return out + d + '</g>';
}

var A = (e, n) => e.getAttribute('data-' + n);
var flag = (el, name, on, value) => on ? el.setAttribute(name, value) : el.removeAttribute(name);

function clampLines(h, lh, lines, fit = lh > 0 ? max(1, floor((h + .5) / lh)) : 1) {
  return lines > 0 ? min(lines, fit) : fit;
}

// One player per preview (its body is not indented: the script has a size budget).
function Preview(root) {
var q = s => root.querySelector(s), D = JSON.parse(q('.cg-data').textContent);
if (!(D.states || []).length) return;
var all = (s, r) => [...(r || root).querySelectorAll(s)];
var els = D.paths.map(p => all('[data-path]').find(e => A(e, 'path') === p));
var sv = els.map(e => !!e?.querySelector(':scope > .cg-content'));
var [canvas, svg, kbEl, ghosts, slider, output, handle, changes, changesBox, selBox, stage, bar, zout, views, cap,
  side] = ['canvas', 'overlay', 'keyboard', 'ghosts', 'width input', 'width output', 'handle', 'changes',
  'changes-box', 'selection', 'stage', 'bar', 'zoom output', 'views select', 'caption', 'side'].map(c => q('.cg-' + c));
var block = root.closest('.layout-block') || root.parentNode, outer = root.parentNode.closest('[data-preview-id]');
var cur = 0, dev = 0, width = null, selected = -1, timer = 0, tx = D.tx, sw0 = D.sweep;
var shownStyle = D.states[0].st.slice(), shownInner = D.states[0].inn.slice();
var rects = null, G = null, scale = 1, dragging = false, zoom = 0;
// Tweaks (TweakData.swift): each slider's value index; tv, the layout they pick (null: the code's own).
var T = D.tw, tv = null, ti, diag = q('.cg-diagnostics'), diag0 = diag ? diag.outerHTML : '';
var widthPicked = () => width !== null && !dev;

// The device is scaled to fit the column and the window (with the toolbar), or to the zoom (100 % = 1 pt per
// px); negative margins shrink its layout box. Geometry stays in points.
function fit() {
  var [W, H] = G.size, cs = getComputedStyle(stage), st = canvas.style, on;
  var aw = block.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20,
    ah = innerHeight - bar.offsetHeight - 150;
  if (!dragging) scale = zoom || max(.25, floor(min(1, aw / W, ah > 200 ? ah / H : 1) * 1000) / 1000);
  zout.textContent = round(scale * 100) + '%';
  on = scale !== 1;
  st.transform = on ? 'scale(' + scale + ')' : '';
  st.marginRight = on ? px(10 - W * (1 - scale)) : '';
  st.marginBottom = on ? px(10 - H * (1 - scale)) : '';
  root.dataset.scale = scale;
  if (handle) { handle.style.left = px(canvas.offsetLeft + W * scale); handle.style.top = px(canvas.offsetTop + H * scale / 2); }
}

// State i on the device, or at the width or tweak picked (sweeps: tracks over a width or a layout index).
function geometry(i) {
  var d = D.devices[dev], g = d.states[min(i, d.states.length - 1)];
  var out = { ...g, size: d.size, safe: d.safe, parents: D.parents, sv, cut: {} };
  var sw = tv != null ? T.sw : widthPicked() && sw0, w = tv != null ? tv : width, tr3 = c => [c[0], track(c[1], w), track(c[2], w)];
  (sw ? [] : d.tr || []).forEach(k => out.cut[k] = 1);
  if (!sw) return out;
  (sw.tr || []).forEach(t => { if (w >= t[1] && w <= t[2]) out.cut[t[0]] = 1; });
  out.f = sw.states[i].map(t => t && t.map(x => track(x, w)));
  out.kb = sw.keyboards[i]?.map(x => track(x, w));
  out.cs = sw.contentSizes[i].map(tr3);
  out.co = sw.contentOffsets?.[i].map(tr3);
  if (tv == null) out.size = [w, d.size[1]];
  return out;
}
var offset = (co, k) => entry(co, k) || [k, 0, 0];
// [k, top, left, bottom, right]: the adjusted content inset.
var inset = (ai, k) => entry(ai, k) || [k, 0, 0, 0, 0];
function canvasRects(f, co) {
  var r = [];
  f.forEach((o, k) => {
    var p = D.parents[k], s = offset(co, p);
    r[k] = o && (p >= 0 && r[p] ? [r[p][0] + o[0] - s[1], r[p][1] + o[1] - s[2], o[2], o[3]] : o);
  });
  return r;
}

// The state's constraints and "what changed" on the current device, width or tweak.
function K(i) {
  var v = tv != null ? T.k?.[tv] : widthPicked() ? D.wk?.[width] : D.devices[dev].k;
  return v ? { c: v.c[min(i, v.c.length - 1)], ch: v.ch[min(i, v.ch.length - 1)] } : D.states[i];
}
function render(i, fromIndex) {
  var s = D.states[i], g = geometry(i), prev = rects, k0 = K(i), sa = g.safe, [W, H] = g.size;
  var key = D.devices[dev].key;
  G = g;
  rects = canvasRects(g.f, g.co);
  canvas.style.width = px(W);
  canvas.style.height = px(H);
  [...'tlbr'].forEach((c, k) => canvas.style.setProperty('--cg-sa-' + c, px(sa[k])));
  canvas.className = D.devices[dev].cl;
  fit();
  els.forEach((el, k) => {
    if (!el) return;
    var f = g.f[k], a = entry(g.al, k), lh = +A(el, 'lh'), lines = +A(el, 'lines'), inner;
    if (s.st[k] !== shownStyle[k] && s.st[k] >= 0) el.style.cssText = D.styles[shownStyle[k] = s.st[k]];
    if (s.inn[k] !== shownInner[k]) {
      inner = el.querySelector(':scope > .cg-inner');
      if (!inner) { inner = document.createElement('span'); inner.className = 'cg-inner'; el.prepend(inner); }
      inner.innerHTML = D.inners[shownInner[k] = s.inn[k]] || '';
    }
    el.hidden = !f || g.hid.includes(k);
    if (!f) return;
    place(el, f);
    el.style.opacity = a ? a[1] : '';
    if (lh && lines !== 1) el.style.setProperty('--cg-clamp', clampLines(f[3], lh, lines));
    if (lh) flag(el, 'data-truncated', g.cut[k], 'true');
  });
  g.cs.forEach(c => {
    var box = els[c[0]]?.querySelector(':scope > .cg-content');
    if (box) { box.style.width = px(c[1]); box.style.height = px(c[2]); }
  });
  all('.cg-content').forEach(box => {
    var el = box.parentNode, k = els.indexOf(el), o = offset(g.co, k), a = inset(g.ai, k), st = box.style;
    var left = o[1] + a[2], top = o[2] + a[1];
    st.top = px(a[1]); st.left = px(a[2]); st.paddingBottom = px(a[3]); st.paddingRight = px(a[4]);
    if (near(el.scrollLeft, left) && near(el.scrollTop, top)) return;
    el.scrollTo({ left, top, behavior: root.classList.contains('cg-animating') ? 'smooth' : 'auto' });
  });
  if (!(kbEl.hidden = !g.kb)) place(kbEl, g.kb);
  [['width', W], ['height', H], ['viewBox', '0 0 ' + W + ' ' + H]].forEach(a => svg.setAttribute(...a));
  drawMarks(i);
  ghosts.innerHTML = fromIndex == null || !prev ? '' : prev.map((r, k) => {
    var now = rects[k];
    return !r || (now && now.every((v, j) => near(v, r[j]))) ? '' : '<div class="cg-ghost" style="left:' +
      px(r[0]) + ';top:' + px(r[1]) + ';width:' + px(r[2]) + ';height:' + px(r[3]) + '"></div>';
  }).join('');
  changes.innerHTML = k0.ch;
  changesBox.hidden = !k0.ch;
  Object.assign(root.dataset, { state: i, currentDevice: key, currentWidth: n3(W) });
  if (outer) outer.dataset.state = i;
  all('[data-step]').forEach(b => flag(b, 'aria-current', +A(b, 'step') === i, 'step'));
  all('[data-nav]').forEach(b => b.disabled = !D.states[i + +A(b, 'nav')]);
  all('[data-device]').forEach(b => b.setAttribute('aria-pressed', key.replace(/ landscape$/, '') === A(b, 'device')));
  all('[data-orientation]').forEach(b => b.setAttribute('aria-pressed', isLandscape()));
  if (slider) Object.assign(slider, { min: min(sw0.min, W), max: max(sw0.max, W), value: round(W), disabled: !!dev });
  if (output) output.textContent = n3(W);
  if (handle) handle.hidden = !!dev;
  // The step's caption and lines: those it ran or whose constraints it changed (StepLines.swift).
  if (cap) cap.textContent = D.cap[i] || '';
  all('.line', block).forEach(e => e.classList.toggle('cg-ran', (D.sl?.[i] || []).includes(+A(e, 'line'))));
  if (T) {
    tws.forEach((t, k) => { t[0].value = ti[k]; t[1].textContent = t[2].textContent = T.t[k].v[ti[k]]; });
    var h = tv != null ? T.d?.[tv] : null;
    if ((diag = q('.cg-diagnostics'))) diag.remove();
    side.insertAdjacentHTML('beforeend', h != null ? T.dh[h] : diag0);
  }
  cur = i;
  select(selected);
}

var lineEl = l => block.querySelector('.line[data-line="' + l + '"]');
// Each slider goes to the end of its line, whose last number token (and a minus sign before it) it rewrites.
var tws = all('.cg-tweak').map((lab, k) => {
  var t = T.t[k], line = lineEl(t.l), num = [...line.querySelectorAll('.tok-num')].pop(), input = lab.firstChild;
  var p = num.previousSibling;
  if (t.n > num.textContent.length && p) p.textContent = p.textContent.slice(0, -1);
  num.classList.add('cg-num');
  line.append(lab);
  lab.hidden = false;
  input.oninput = () => {
    // Alone, the other sliders go back to the code's values; combined, they stay.
    ti = ti.map((v, j) => j === k ? +input.value : T.m ? v : T.t[j].i);
    tv = ti.every((v, j) => v === T.t[j].i) ? null : T.m ? ti.reduce((s, v, j) => s + v * T.t[j].x, 0) : t.x + ti[k];
    show(0, null);
  };
  return [input, lab.lastChild, num];
});
function untweak() { tv = null; ti = T && T.t.map(t => t.i); }
untweak();

function drawMarks(i) { svg.innerHTML = K(i).c.map((j, k) => markSVG(D.cons[j], k, rects, G)).join(''); }
// Marks in a scroll view follow the reader's scrolling (within .5 pt of the state's offset, they are its own).
root.addEventListener('scroll', () => {
  rects = canvasRects(G.f, all('.cg-content').map(box => {
    var el = box.parentNode, k = els.indexOf(el), o = offset(G.co, k), a = inset(G.ai, k);
    var x = el.scrollLeft - a[2], y = el.scrollTop - a[1];
    return !el.offsetParent || (near(x, o[1]) && near(y, o[2])) ? o : [k, x, y];
  }));
  drawMarks(cur);
  select(selected);
}, true);

function go(i) {
  if (!D.states[i]) return;
  var from = cur, tr = i === from + 1 ? D.states[i].tr : i === from - 1 ? D.states[from].tr : null, rc = root.classList;
  clearTimeout(timer);
  rc.remove('cg-animating');
  if (tr) {
    root.style.cssText = '--cg-d:' + tr.d + 's;--cg-dl:' + tr.dl + 's;--cg-e:' + tr.e;
    root.getBoundingClientRect();
    rc.add('cg-animating');
    timer = setTimeout(() => rc.remove('cg-animating'), (tr.d + tr.dl) * 1000 + 60);
  }
  render(i, from);
}

function select(k) {
  all('.cg-selected,.cg-mark').forEach(e => e.classList.remove('cg-selected', 'cg-hl'));
  if (!els[k] || !rects?.[k]) k = -1;
  selected = k;
  svg.classList.toggle('cg-focus', k >= 0);
  if (views) views.value = k;
  if ((selBox.hidden = k < 0)) return;
  els[k].classList.add('cg-selected');
  var list = '';
  K(cur).c.forEach((ci, j) => {
    var c = D.cons[ci], m = svg.querySelector('[data-constraint="' + j + '"]');
    if (c.g[2] !== k && c.g[5] !== k) return;
    if (m) m.classList.add('cg-hl');
    list += '<li' + data('line', c.l) + '><code>' + esc(c.t) + '</code> ' + (c.l != null ?
      '<span class="cg-ln">' + esc(tx.line.replace('{line}', c.l)) + '</span>' : '<em>(' + esc(c.o) + ')</em>') + '</li>';
  });
  selBox.innerHTML = '<h4>' + esc(D.paths[k]) + '</h4><div>' + esc(A(els[k], 'type')) + ' · ' + esc(tx.frame) +
    ' (' + G.f[k].map(n3).join(', ') + ')</div>' + (list ? '<ul>' + list + '</ul>' : '<div><em>' + esc(tx.none) + '</em></div>');
}

function highlight(line) {
  var sel = '[data-line="' + line + '"]';
  all('.cg-hl[data-line]', block).forEach(e => e.classList.toggle('cg-hl', A(e, 'line') === line));
  if (line != null) all('.line' + sel + ',.cg-mark' + sel + ',.cg-side ' + sel, block).forEach(e => e.classList.add('cg-hl'));
  svg.classList.toggle('cg-focus', line != null || selected >= 0);
}
block.addEventListener('mouseover', e => {
  var t = e.target.closest?.('[data-line]');
  highlight(t && block.contains(t) ? A(t, 'line') : null);
});
block.addEventListener('mouseleave', () => highlight(null));

root.addEventListener('click', e => {
  var t = e.target, c = s => t.closest(s), step = c('[data-step]'), nav = c('[data-nav]'), z = c('[data-zoom]');
  var device = c('[data-device]'), ref = c('.cg-side [data-line]'), v = c('.cg-screen [data-path]'), key = D.devices[dev].key;
  if (step) return go(+A(step, 'step'));
  if (nav) return go(cur + +A(nav, 'nav'));
  if (z) {
    z = +A(z, 'zoom');
    zoom = z ? max(.25, min(2, round(scale * 4 + z) / 4)) : 0;
    return fit();
  }
  if (device) return setDevice(A(device, 'device') + (isLandscape() ? ' landscape' : ''));
  if (ref) return lineEl(A(ref, 'line'))?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  if (c('[data-orientation]')) return setDevice(isLandscape() ? key.replace(/ landscape$/, '') : key + ' landscape');
  // Marks sit above the views (for hovering); a click on one goes to the view below it.
  if (!v && c('.cg-overlay')) {
    v = document.elementsFromPoint(e.clientX, e.clientY).find(x => x.matches('.cg-screen [data-path]') && root.contains(x));
  }
  if (!v) return;
  // UIKit hands a tap on a plain subview (a label in a card) to the view whose gesture it is.
  var tapped = v.closest('.cg-screen [data-tap]'), k = els.indexOf(v), target = -1;
  var tap = tapped && (D.states[cur].tap?.[els.indexOf(tapped)] || A(tapped, 'tap'));
  D.states.forEach((s, j) => { if (tap && s.name === tap && (target < 0 || (target <= cur && j > cur))) target = j; });
  if (target >= 0) go(target);
  select(k === selected && !tap ? -1 : k);
});
var isLandscape = () => / landscape$/.test(D.devices[dev].key);
function setDevice(key) {
  var keys = D.devices.map(d => d.key), k = keys.indexOf(key), top = root.getBoundingClientRect().top;
  if (k < 0) k = keys.indexOf(key.replace(/ landscape$/, ''));
  if (k < 0) return;
  untweak();
  show(k, null);
  // The page follows a preview that grew or moved: the reader keeps looking at the same place.
  scrollBy(0, root.getBoundingClientRect().top - top);
}
function setWidth(w) {
  if (!sw0) return;
  untweak();
  show(0, max(sw0.min, min(sw0.max, round(w))));
}
function show(d, w) { dev = d; width = w; render(cur); }
if (slider) slider.oninput = () => setWidth(+slider.value);
if (views) views.onchange = () => select(+views.value);
// The overlay toggles are remembered across pages and shared by the page's previews.
all('.cg-toggle').forEach(box => {
  var key = 'cg-' + box.className.split('cg-toggle-')[1];
  try { box.checked = localStorage[key] === '1'; } catch { }
  box.onchange = () => {
    try { localStorage[key] = +box.checked; } catch { }
    all('.cg-toggle-' + key.slice(3), document).forEach(b => b.checked = box.checked);
  };
});
if (handle) handle.onpointerdown = e => {
  var x0 = e.clientX, w0 = G.size[0];
  handle.setPointerCapture(e.pointerId);
  dragging = true;
  handle.onpointermove = ev => setWidth(w0 + (ev.clientX - x0) / scale);
  handle.onpointerup = handle.onpointercancel = () => { dragging = handle.onpointermove = null; fit(); };
  e.preventDefault();
};
document.addEventListener('keydown', e => {
  var a = document.activeElement, d = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
  // Arrows belong to focused inputs and scroll views; modified arrows to the browser.
  if (d && root.contains(a) && !a.matches('input,select,textarea,.cg-k-scroll') && !(e.altKey || e.ctrlKey || e.metaKey)) go(cur + d);
});
G = geometry(0);
rects = canvasRects(G.f, G.co);
fit();
new ResizeObserver(fit).observe(block);
addEventListener('resize', fit);
root.dataset.player = 'ready';
}

// The script is deferred (or at the end of the body): the previews are in the document.
document.querySelectorAll('.cg-preview').forEach(root => {
  try { Preview(root); } catch (err) { root.setAttribute('data-player-error', String(err)); }
});
})();
