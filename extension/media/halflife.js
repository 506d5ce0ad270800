// The half-life chart's page script (shipped with the extension; no network). It draws the decay
// curves as SVG and places the memories as dots on the candidate curve. A previewed question's
// order comes from the extension, which asks the backend for the current and the candidate
// half-life each time the slider stops: this page never ranks.
(function () {
  const vscode = acquireVsCodeApi();
  const NS = 'http://www.w3.org/2000/svg';
  const W = 640, H = 300, L = 44, R = 12, T = 12, B = 36;
  const MIN = 1, MAX = 365;
  let state = { current: 7, memories: [], maxAge: 30, recommended: undefined };
  // The last preview: what @memory would use at the current and at the candidate half-life.
  let preview = { halfLifeDays: undefined, current: [], candidate: [] };
  let query = '';
  let seq = 0;
  const $ = (id) => document.getElementById(id);
  const slider = $('slider');

  // The slider is logarithmic: 1 day … 365 days.
  const toDays = (v) => { const d = Math.exp(Math.log(MIN) + (Math.log(MAX) - Math.log(MIN)) * (v / 1000)); return d < 10 ? Math.round(d * 2) / 2 : Math.round(d); };
  const toSlider = (d) => Math.round((1000 * (Math.log(d) - Math.log(MIN))) / (Math.log(MAX) - Math.log(MIN)));
  const weight = (age, h) => Math.exp((-Math.LN2 * Math.max(0, age)) / h);
  const x = (age) => L + ((W - L - R) * age) / state.maxAge;
  const y = (w) => T + (H - T - B) * (1 - w);
  const days = (d) => `${d} day${d === 1 ? '' : 's'}`;

  function el(name, attrs, text) {
    const node = document.createElementNS(NS, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function curve(h, cls) {
    const points = [];
    for (let i = 0; i <= 80; i++) { const age = (state.maxAge * i) / 80; points.push(`${x(age).toFixed(1)},${y(weight(age, h)).toFixed(1)}`); }
    return el('polyline', { points: points.join(' '), class: cls });
  }

  function draw() {
    const svg = $('chart');
    svg.replaceChildren();
    const candidate = toDays(+slider.value);
    for (const w of [0, 0.25, 0.5, 0.75, 1]) {
      svg.append(el('line', { x1: L, x2: W - R, y1: y(w), y2: y(w), class: 'grid' }), el('text', { x: L - 6, y: y(w) + 4, 'text-anchor': 'end' }, w.toFixed(2)));
    }
    const step = state.maxAge <= 60 ? 7 : state.maxAge <= 200 ? 30 : 90;
    for (let a = 0; a <= state.maxAge; a += step) svg.append(el('text', { x: x(a), y: H - B + 16, 'text-anchor': 'middle' }, String(a)));
    svg.append(el('text', { x: (L + W - R) / 2, y: H - 4, 'text-anchor': 'middle' }, 'memory age (days)'));
    svg.append(el('text', { x: 12, y: T + (H - T - B) / 2, transform: `rotate(-90 12 ${T + (H - T - B) / 2})`, 'text-anchor': 'middle' }, 'recency weight'));
    svg.append(el('line', { x1: L, x2: L, y1: T, y2: H - B, class: 'axis' }), el('line', { x1: L, x2: W - R, y1: H - B, y2: H - B, class: 'axis' }));
    if (state.recommended) svg.append(curve(state.recommended, 'recommended'));
    svg.append(curve(state.current, 'current'), curve(candidate, 'candidate'));
    for (const m of state.memories) {
      const dot = el('circle', { cx: x(Math.min(m.ageDays, state.maxAge)), cy: y(weight(m.ageDays, candidate)), r: 4, class: `dot ${m.status}` });
      dot.append(el('title', {}, `${m.title}\n${m.status}, ${m.age} old: weight ${weight(m.ageDays, candidate).toFixed(2)} (now ${weight(m.ageDays, state.current).toFixed(2)})`));
      svg.append(dot);
    }
    $('value').textContent = days(candidate);
    $('apply').disabled = candidate === state.current;
    $('legend').innerHTML = '';
    const item = (cls, text) => { const s = document.createElement('span'); const sw = document.createElement('span'); sw.className = `swatch ${cls}`; s.append(sw, text); $('legend').append(s); };
    item('current', `current: ${days(state.current)}`);
    item('candidate', `candidate: ${days(candidate)}`);
    if (state.recommended) item('recommended', `recommended by your feedback: ${days(state.recommended)}`);
    item('', `● ${state.memories.length} memories at their age`);
    rank();
  }

  // Ask for the order at the slider's half-life (the answer arrives as a 'hits' message).
  function requestPreview() {
    if (!query) return;
    seq += 1;
    $('results').classList.add('stale');
    vscode.postMessage({ type: 'preview', query, halfLifeDays: toDays(+slider.value), seq });
  }

  function rank() {
    const list = $('results');
    list.replaceChildren();
    list.classList.toggle('stale', preview.halfLifeDays !== toDays(+slider.value));
    const before = preview.current.map((h) => h.id);
    for (const [i, hit] of preview.candidate.slice(0, 7).entries()) {
      const li = document.createElement('li');
      const was = before.indexOf(hit.id);
      li.append(`${hit.title} `);
      const score = document.createElement('span'); score.className = 'score'; score.textContent = hit.score.toFixed(2); li.append(score);
      if (was !== i) {
        li.className = 'moved';
        const move = document.createElement('span');
        move.className = `move ${was < 0 || was > i ? 'up' : 'down'}`;
        move.textContent = was < 0 ? 'new' : was > i ? `↑${was - i}` : `↓${i - was}`;
        move.title = was < 0 ? 'not used at the current half-life' : `rank ${was + 1} at the current half-life`;
        li.append(move);
      }
      list.append(li);
    }
  }

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'init') {
      state = message;
      slider.value = String(toSlider(message.current));
      $('advice').textContent = message.advice || '';
      if (message.note) { $('note').textContent = message.note; $('note').hidden = false; }
      draw();
    } else if (message.type === 'hits') {
      if (message.seq !== seq) return; // an older answer the slider has outrun
      preview = message;
      if (message.error) { $('results').textContent = message.error; $('results').classList.remove('stale'); }
      else if (!message.candidate.length) { $('results').textContent = 'No memories match this question closely enough yet.'; $('results').classList.remove('stale'); }
      else rank();
    } else if (message.type === 'applied') {
      state.current = message.current;
      draw();
      requestPreview();
    }
  });
  slider.addEventListener('input', draw);
  slider.addEventListener('change', requestPreview);
  $('apply').addEventListener('click', () => vscode.postMessage({ type: 'apply', halfLifeDays: toDays(+slider.value) }));
  $('preview').addEventListener('submit', (event) => { event.preventDefault(); query = $('query').value.trim(); requestPreview(); });
  vscode.postMessage({ type: 'ready' });
})();
