// Arbiter console: a small page over the REST API of the same server (no framework, no CDN).
"use strict";

/** The page's words in its language, from the server's catalogues (`/console/texts/<locale>`,
 * the `console` area of `locales/`): `page-*` the page's own words, `label-*` enum values,
 * `about-*` what a tie-break counts. One source for the API and the page. */
let TEXTS = {};


const $ = (id) => document.getElementById(id);
let locale = localStorage.getItem("arbiter.locale") || "zh-Hans";

/** The page's word `key` (`page-<key>` in the catalogue), `{name}` filled from `vars`. */
function t(key, vars) {
  let s = TEXTS[`page-${key}`] || key;
  for (const [k, v] of Object.entries(vars || {})) s = s.replace(`{${k}}`, () => String(v));
  return s;
}

/** Fetches the page's words in `tag` from the server (the page, not the API: no token). */
async function loadTexts(tag) {
  const resp = await fetch(`/console/texts/${encodeURIComponent(tag)}`);
  if (!resp.ok) throw new Error(`HTTP ${resp.status}`);
  TEXTS = await resp.json();
}

// A label and its value, an aside in brackets, a list: punctuation is the language's own
// (full-width in Chinese), so it comes from the catalogue too.
function labelled(key, value) {
  return t("labelled", { label: t(key), value });
}

function bracketed(text) {
  return t("bracketed", { text });
}

function applyTexts() {
  document.documentElement.lang = locale;
  document.querySelectorAll("[data-t]").forEach((el) => {
    const key = el.dataset.t;
    el.textContent = key.startsWith("label-") ? enumLabel(key.slice(6)) : t(key);
  });
  document.title = t("title");
  document.querySelectorAll("[data-t-alt]").forEach((el) => { el.alt = t(el.dataset.tAlt); });
}

/** POSTs `body` to a REST route; the JSON answer, or an Error carrying the problem's detail. */
async function call(path, body) {
  const headers = { "content-type": "application/json", "accept-language": locale };
  const token = sessionStorage.getItem("arbiter.token");
  if (token) headers.authorization = `Bearer ${token}`;
  const resp = await fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
  const json = await resp.json().catch(() => ({}));
  if (resp.status === 401) throw new Error(t("need-token"));
  if (!resp.ok) throw new Error(json.detail || `HTTP ${resp.status}`);
  return json;
}

/** Shows an SVG document in an <img> (a blob URL keeps the page's CSP strict). */
function showSvg(img, svg) {
  const old = img.dataset.url;
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  img.src = url;
  img.dataset.url = url;
  if (old) URL.revokeObjectURL(old);
}

function status(id, text, isError) {
  const el = $(id);
  el.textContent = text;
  el.classList.toggle("error", !!isError);
}

// What each output panel shows, as the action that drew it: switching language draws them
// again in the new one (the answers' texts come from the server in the request's language), so
// a page never mixes two languages.
const shown = {};

/** Records that `action` drew `panel` and clears the old message of `statusId`. */
function drew(panel, action, statusId) {
  shown[panel] = action;
  if (statusId) status(statusId, "");
}

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  for (const c of children) e.append(c instanceof Node ? c : document.createTextNode(String(c ?? "")));
  return e;
}

function table(headers, rows) {
  return el("table", {}, el("tr", {}, ...headers.map((h) => el("th", {}, h))),
    ...rows.map((r) => el("tr", {}, ...r.map((c) => el("td", {}, c)))));
}

// ---------------------------------------------------------------- Xiangqi

/** A tie-break's explanation in the page's language. */
function tiebreakExplanation(code) {
  return TEXTS[`about-${code}`] || "";
}

/** Under a standings table: each tie-break column's name and what it counts, in ranking order. */
function tiebreakLegend(codes) {
  return el("dl", { class: "tiebreak-legend" },
    ...codes.flatMap((c, i) => [el("dt", {}, `${i + 1}. ${enumLabel(c)}`), el("dd", {}, tiebreakExplanation(c))]));
}

/** An enum value's label in the page's language (the value itself when unknown). */
function enumLabel(code) {
  return TEXTS[`label-${code}`] || code || "";
}


// `shown`: the moves box's text as the page last left it. When the box says something else, the
// user has typed or pasted a game, and every action reads that game first (no Load needed).
const xq = { moves: [], selected: null, black: false, fen: "", shown: "", shownFen: "" };
const PITCH = 40, MARGIN = 40, BOARD_WIDTH = 400;

/** The piece letter on `square` (ICCS) of a FEN board, or "". */
function pieceAt(fen, square) {
  const rows = fen.split(" ")[0].split("/");
  const file = square.charCodeAt(0) - 97, rank = Number(square[1]);
  let col = 0;
  for (const c of rows[9 - rank] || "") {
    if (/\d/.test(c)) col += Number(c);
    else { if (col === file) return c; col += 1; }
  }
  return "";
}

function ownPiece(fen, square) {
  const p = pieceAt(fen, square);
  const redToMove = (fen.split(" ")[1] || "w") !== "b";
  return p !== "" && (p === p.toUpperCase()) === redToMove;
}

function xqRequest() {
  return { startFen: $("xq-fen").value.trim(), moves: xq.moves };
}

async function xqRender() {
  const body = {
    ...xqRequest(),
    orientation: xq.black ? "DIAGRAM_ORIENTATION_BLACK_BOTTOM" : "DIAGRAM_ORIENTATION_RED_BOTTOM",
  };
  if (xq.selected) { body.selected = xq.selected; body.showDestinations = true; }
  const r = await call("/v1/xiangqi/renderDiagram", body);
  xq.fen = r.fen;
  showSvg($("xq-board"), r.svg);
}

// After a move played on the board: the box shows the line in ICCS (the user's own text is
// only ever replaced when they add to the game by clicking).
function xqShowMoves() {
  $("xq-moves").value = xq.moves.join(" ");
  xq.shown = $("xq-moves").value;
  xq.shownFen = $("xq-fen").value.trim();
}

// Reads the game in the boxes when they differ from what the page last read: a record
// (PGN, DhtmlXQ) or moves in any notation. The box keeps the text as the user wrote it.
async function xqSync(force) {
  const text = $("xq-moves").value.trim();
  const fen = $("xq-fen").value.trim();
  if (!force && text === xq.shown.trim() && fen === xq.shownFen) return false;
  if (/^\s*\[|DhtmlXQ/.test(text)) {
    const data = btoa(String.fromCharCode(...new TextEncoder().encode(text)));
    const r = await call("/v1/xiangqi/parseGameRecord", { data });
    $("xq-fen").value = r.startFen;
    xq.moves = r.movesIccs || [];
  } else {
    const moves = text.split(/[\s,]+/).filter((m) => m && !/^\d+\.$/.test(m));
    const r = moves.length === 0 ? { moves: [] }
      : await call("/v1/xiangqi/convertNotation", { startFen: fen, moves, to: "MOVE_NOTATION_ICCS" });
    xq.moves = r.moves || [];
  }
  xq.shown = $("xq-moves").value;
  xq.shownFen = $("xq-fen").value.trim();
  xq.selected = null;
  return true;
}

function squareAt(img, event) {
  const scale = BOARD_WIDTH / img.clientWidth;
  const col = Math.round((event.offsetX * scale - MARGIN) / PITCH);
  const row = Math.round((event.offsetY * scale - MARGIN) / PITCH);
  if (col < 0 || col > 8 || row < 0 || row > 9) return null;
  const file = xq.black ? 8 - col : col, rank = xq.black ? row : 9 - row;
  return String.fromCharCode(97 + file) + rank;
}

async function xqClick(event) {
  const sq = squareAt($("xq-board"), event);
  if (!sq) return;
  try {
    if (await xqSync(false)) await xqRender();
    if (xq.selected && sq !== xq.selected && !ownPiece(xq.fen, sq)) {
      const r = await call("/v1/xiangqi/validateMove", { ...xqRequest(), move: xq.selected + sq });
      if (r.legal) {
        xq.moves.push(r.moveIccs);
        xqShowMoves();
        xq.selected = null;
        status("xq-status", labelled("legal", `${(r.moveChinese || "")}${bracketed(r.moveIccs)}`));
      } else {
        // Chinese explanations are whole sentences naming the move; English ones give the reason.
        const text = locale === "en" ? `${t("illegal")}: ${xq.selected}${sq} — ${r.explanation}` : r.explanation;
        status("xq-status", text, true);
      }
    } else if (ownPiece(xq.fen, sq)) {
      xq.selected = sq === xq.selected ? null : sq;
    } else {
      status("xq-status", t("pick-piece"), true);
      return;
    }
    await xqRender();
  } catch (e) { status("xq-status", e.message, true); }
}

async function xqLoad() {
  try {
    await xqSync(true);
    status("xq-status", t("loaded", { n: xq.moves.length }));
    await xqRender();
  } catch (e) { status("xq-status", e.message, true); }
}

async function xqAdjudicate() {
  const out = $("xq-verdict");
  out.textContent = "";
  status("xq-status", "");
  try {
    if (await xqSync(false)) await xqRender();
    const r = await call("/v1/xiangqi/adjudicateGame", { ...xqRequest(), includeDiagrams: true });
    const box = el("div", { class: "verdict", id: "xq-verdict-box" });
    const how = r.termination ? bracketed(enumLabel(r.termination)) : "";
    box.append(el("h3", { "data-outcome": r.outcome || "" }, labelled("outcome", `${enumLabel(r.outcome)}${how}`)));
    if (r.rule) box.append(el("p", { class: "rule" }, labelled("rule", r.rule)));
    if (r.warning) box.append(el("p", { class: "rule" }, labelled("warning", r.warning)));
    const judged = (r.plies || []).filter((p) => p.moveClass && p.moveClass !== "MOVE_CLASS_UNSPECIFIED");
    if (judged.length === 0) box.append(el("p", {}, t("no-cycle")));
    else {
      box.append(table([t("ply"), t("move"), t("cls"), t("chased"), t("chasers"), t("note")],
        judged.map((p) => [p.ply, (p.moveChinese || ""), enumLabel(p.moveClass),
          (p.chased || []).join(" "), (p.chasers || []).join(" "), p.note || ""])));
      const pics = el("div", { class: "diagrams" });
      for (const p of judged.filter((p) => p.diagramSvg)) {
        // "6." on a score sheet is a round; a ply is named as such.
        const img = el("img", { alt: `${t("ply-no", { n: p.ply })} ${(p.moveChinese || "")}` });
        showSvg(img, p.diagramSvg);
        pics.append(img);
      }
      box.append(pics);
    }
    // A run started meanwhile (a click while a language switch re-runs the panel) may have
    // answered first: the last answer replaces it, never stands beside it.
    out.replaceChildren(box);
    drew("xq-verdict", xqAdjudicate);
  } catch (e) { status("xq-status", e.message, true); }
}

// The endgame tables' answer for the position on the board (issue 54): its value, the plies to
// the next capture or mate and whether the natural-move limit comes first, the class, a
// theoretical draw, the moves with their values and the principal line.
async function xqEndgame() {
  const out = $("xq-verdict");
  out.textContent = "";
  status("xq-status", "");
  try {
    if (await xqSync(false)) await xqRender();
    const r = await call("/v1/xiangqi/probeEndgame", { fen: xq.fen });
    const box = el("div", { class: "verdict", id: "xq-endgame-box" });
    if (!r.inTable) {
      box.append(el("p", {}, r.note || ""));
      out.replaceChildren(box);
      drew("xq-verdict", xqEndgame);
      return;
    }
    const plies = r.pliesToMate ? bracketed(t("plies-to-mate", { n: r.pliesToMate })) : "";
    box.append(el("h3", {}, labelled("endgame-value", `${enumLabel(r.value)}${plies}`)));
    if (r.pliesToConversion !== undefined) {
      box.append(el("p", {}, t("plies-to-conversion", { n: r.pliesToConversion })));
    }
    if (r.naturalLimitFirst) box.append(el("p", { class: "rule" }, t("natural-limit-first")));
    box.append(el("p", {}, labelled("table-class", r.className || r.tableClass)));
    if (r.theoreticalDraw) box.append(el("p", { class: "rule" }, t("theoretical-draw")));
    if (r.note) box.append(el("p", {}, r.note));
    box.append(table([t("move"), t("endgame-value")], (r.moves || []).slice(0, 12).map((m) => [
      `${(m.chinese || "")}${bracketed(m.iccs)}`,
      `${enumLabel(m.value)}${m.pliesToMate ? bracketed(t("plies-to-mate", { n: m.pliesToMate })) : ""}`,
    ])));
    const line = locale === "en" ? r.line : r.lineChinese;
    if ((line || []).length) box.append(el("p", {}, labelled("line", line.join(" "))));
    out.replaceChildren(box);
    drew("xq-verdict", xqEndgame);
  } catch (e) { status("xq-status", e.message, true); }
}

async function xqConvert() {
  try {
    if (await xqSync(false)) await xqRender();
    const r = await call("/v1/xiangqi/convertNotation", { ...xqRequest(), to: $("xq-notation").value });
    $("xq-converted").textContent = (r.moves || []).join(" ");
    drew("xq-converted", xqConvert, "xq-status");
  } catch (e) { status("xq-status", e.message, true); }
}

async function xqTouch() {
  try {
    if (await xqSync(false)) await xqRender();
    const touched = $("xq-touched").value.split(/[\s,]+/).filter(Boolean);
    const r = await call("/v1/xiangqi/resolveTouchMove", { ...xqRequest(), touched });
    // Chinese pages name the moves as players write them; English keeps ICCS beside them.
    const moves = locale === "en"
      ? (r.requiredMoves || []).map((m, i) => `${(r.requiredMovesChinese || [])[i] || ""}${bracketed(m)}`)
      : (r.requiredMovesChinese || []);
    $("xq-touch-out").textContent = `${labelled("clause", r.clause)}\n${labelled("required", moves.join(t("list-separator")))}`;
    drew("xq-touch-out", xqTouch, "xq-status");
  } catch (e) { status("xq-status", e.message, true); }
}

// ---------------------------------------------------------------- Tournaments

function readTrfFile() {
  const f = $("trf-file").files[0];
  if (f) f.text().then((text) => { $("trf").value = text; keepTrf(); });
}

// The round just paired, with the event it was paired from: results are entered per board and
// written back into the TRF (the TRF stays the whole state: download it, upload it later).
// `source`: the TRF text the event was read from; recording a round writes into it (baseTrf),
// so headers, federations, FIDE ids, birth dates and records Arbiter does not read survive.
const trf = { event: null, source: "", round: 0, pairings: [], byes: [] };

const RESULT_CHOICES = [
  ["", "—"], ["1-0", "1-0"], ["½-½", "½-½"], ["0-1", "0-1"], ["+/-", "+/−"], ["-/+", "−/+"], ["-/-", "−/−"],
];

// The two players' result kinds for a board's result, red first.
function boardResults(code) {
  return {
    "1-0": ["RESULT_KIND_WIN", "RESULT_KIND_LOSS"],
    "½-½": ["RESULT_KIND_DRAW", "RESULT_KIND_DRAW"],
    "0-1": ["RESULT_KIND_LOSS", "RESULT_KIND_WIN"],
    "+/-": ["RESULT_KIND_FORFEIT_WIN", "RESULT_KIND_FORFEIT_LOSS"],
    "-/+": ["RESULT_KIND_FORFEIT_LOSS", "RESULT_KIND_FORFEIT_WIN"],
    "-/-": ["RESULT_KIND_FORFEIT_LOSS", "RESULT_KIND_FORFEIT_LOSS"],
  }[code];
}

async function trfPair() {
  try {
    const { event, source } = await loadEvent();
    if (event && absentWithdrawn(event, roundsPaired(event) + 1)) await saveEvent(event, source);
  } catch (e) { status("trf-status", e.message, true); return; }
  await pairFrom($("trf").value);
}

/** Pairs the next round of `source` and shows it; results already entered for the same round
 * stay entered (a redraw in another language keeps them). */
async function pairFrom(source) {
  const entered = source === trf.source ? trf.pairings.map((_, i) => $(`trf-result-${i}`)?.value || "") : [];
  try {
    const [r, parsed, table0] = await Promise.all([
      call("/v1/tournament/pairSwissRound", { trf: source }),
      call("/v1/tournament/parseTrf", { trf: source }),
      call("/v1/tournament/computeStandings", { trf: source }),
    ]);
    Object.assign(trf, { event: parsed.event, source, round: r.round, pairings: r.pairings || [], byes: r.byes || [] });
    const names = new Map((parsed.event.players || []).map((p) => [p.startNumber, p.name || ""]));
    const points = new Map((table0.rows || []).map((row) => [row.startNumber, row.points || 0]));
    const who = (n) => t("player-points", { n, name: names.get(n) || "", points: points.get(n) ?? 0 });
    const out = $("trf-out");
    out.textContent = "";
    out.append(el("h3", {}, t("round-no", { n: r.round })), el("p", {}, r.explanation || ""));
    const rows = trf.pairings.map((p, i) => {
      const select = el("select", { id: `trf-result-${i}`, "aria-label": `${t("result")} ${p.board}` },
        ...RESULT_CHOICES.map(([v, label]) => el("option", { value: v }, label)));
      return [p.board, who(p.red), select, who(p.black), p.explanation || ""];
    });
    out.append(table([t("board"), t("red"), t("result"), t("black"), t("explanation")], rows));
    if (trf.byes.length) out.append(el("p", {}, labelled("bye", trf.byes.map(who).join(t("list-separator")))));
    const record = el("button", { id: "trf-record", class: "primary" }, t("record-results"));
    record.addEventListener("click", trfRecord);
    out.append(el("div", { class: "row" }, record));
    entered.forEach((v, i) => { const sel = $(`trf-result-${i}`); if (sel) sel.value = v; });
    drew("trf-out", () => pairFrom(source));
    await printHead(t("round-no", { n: r.round }));
    status("trf-status", "");
  } catch (e) { status("trf-status", e.message, true); }
}

// Writes the entered results as the next round of the TRF (every board needs a result; the
// pairing-allocated byes score as such, players not paired are absent that round).
async function trfRecord() {
  try {
    const codes = trf.pairings.map((_, i) => $(`trf-result-${i}`).value);
    const missing = trf.pairings.filter((_, i) => !codes[i]).map((p) => p.board);
    if (missing.length) {
      status("trf-status", t("results-missing", { boards: missing.join(", ") }), true);
      return;
    }
    const results = new Map();
    trf.pairings.forEach((p, i) => {
      const [red, black] = boardResults(codes[i]);
      results.set(p.red, { opponent: p.black, colour: "SIDE_RED", result: red });
      results.set(p.black, { opponent: p.red, colour: "SIDE_BLACK", result: black });
    });
    for (const n of trf.byes) results.set(n, { result: "RESULT_KIND_PAIRING_BYE" });
    const event = structuredClone(trf.event);
    for (const player of event.players || []) {
      const rounds = player.rounds || [];
      while (rounds.length < trf.round - 1) rounds.push({});
      const entered = results.get(player.startNumber);
      // A player not paired keeps what the TRF already says for the round (a requested bye),
      // else is absent.
      if (entered) rounds[trf.round - 1] = entered;
      else if (rounds.length < trf.round) rounds.push({ result: "RESULT_KIND_ZERO_BYE" });
      player.rounds = rounds;
    }
    const written = await call("/v1/tournament/writeTrf", { event, baseTrf: trf.source });
    $("trf").value = written.trf;
    keepTrf();
    trf.pairings = [];
    await trfStandings();
    status("trf-status", t("round-recorded", { round: trf.round }));
  } catch (e) { status("trf-status", e.message, true); }
}

async function trfStandings() {
  try {
    const r = await call("/v1/tournament/computeStandings", { trf: $("trf").value });
    const codes = r.tiebreaks || [];
    const names = codes.map(enumLabel);
    const out = $("trf-out");
    out.textContent = "";
    const tbl = table([t("rank"), "#", t("name"), t("points"), ...names],
      (r.rows || []).map((row) => [row.rank, row.startNumber, row.name || "", row.points || 0, ...(row.tiebreaks || [])]));
    // Each tie-break heading says what it counts on hover; the legend says it for print.
    tbl.querySelectorAll("th").forEach((th, i) => {
      if (i >= 4) th.title = tiebreakExplanation(codes[i - 4]);
    });
    out.append(tbl, tiebreakLegend(codes));
    drew("trf-out", trfStandings);
    await printHead((ev) => t("standings-after", { n: ev ? roundsPaired(ev) : r.rounds || 0 }));
    status("trf-status", "");
  } catch (e) { status("trf-status", e.message, true); }
}

// The crosstable of the TRF: each player's opponent, colour and result per round, and the score.
async function trfCrosstable() {
  try {
    const [parsed, st] = await Promise.all([
      call("/v1/tournament/parseTrf", { trf: $("trf").value }),
      call("/v1/tournament/computeStandings", { trf: $("trf").value }),
    ]);
    const points = new Map((st.rows || []).map((row) => [row.startNumber, row.points || 0]));
    const players = parsed.event.players || [];
    const rounds = Math.max(0, ...players.map((p) => (p.rounds || []).length));
    const mark = {
      RESULT_KIND_WIN: "1", RESULT_KIND_DRAW: "½", RESULT_KIND_LOSS: "0", RESULT_KIND_FORFEIT_WIN: "+",
      RESULT_KIND_FORFEIT_LOSS: "−", RESULT_KIND_PAIRING_BYE: t("bye"), RESULT_KIND_HALF_BYE: "½ " + t("bye"),
      RESULT_KIND_FULL_BYE: "1 " + t("bye"), RESULT_KIND_ZERO_BYE: "0 " + t("bye"),
    };
    const cell = (r) => {
      if (!r || !r.result) return "";
      const side = r.colour === "SIDE_RED" ? t("red") : r.colour === "SIDE_BLACK" ? t("black") : "";
      return r.opponent ? `${r.opponent} ${side} ${mark[r.result] || ""}` : mark[r.result] || "";
    };
    const rows = players.map((p) => [p.startNumber, p.name || "",
      ...Array.from({ length: rounds }, (_, i) => cell((p.rounds || [])[i])), points.get(p.startNumber) ?? 0]);
    const out = $("trf-out");
    out.textContent = "";
    const tbl = table(["#", t("name"), ...Array.from({ length: rounds }, (_, i) => `${i + 1}`), t("points")], rows);
    tbl.setAttribute("class", "crosstable");
    out.append(el("h3", {}, t("crosstable")), tbl);
    drew("trf-out", trfCrosstable);
    await printHead(t("crosstable"));
    status("trf-status", "");
  } catch (e) { status("trf-status", e.message, true); }
}

async function trfDownload() {
  try {
    const parsed = await call("/v1/tournament/parseTrf", { trf: $("trf").value });
    const r = await call("/v1/tournament/writeTrf", { event: parsed.event });
    const a = el("a", { href: URL.createObjectURL(new Blob([r.trf], { type: "text/plain" })), download: "event.trf" });
    a.click();
  } catch (e) { status("trf-status", e.message, true); }
}

// ---------------------------------------------------------------- The event itself
// Settings, players (late entries), the next round's requested byes and withdrawals, and
// corrections are written into the TRF through `writeTrf` with the TRF they were read from as
// `baseTrf`, so the records Arbiter does not read survive every change (issue 53, item 4).

/** The event of the TRF box (none while it is empty) and the text it was read from. */
async function loadEvent() {
  const source = $("trf").value;
  if (!source.trim()) return { event: null, source: "" };
  const parsed = await call("/v1/tournament/parseTrf", { trf: source });
  return { event: parsed.event, source };
}

/** Writes `event` into the TRF box (into `source`'s text when there is one). */
async function saveEvent(event, source) {
  const written = await call("/v1/tournament/writeTrf", source.trim() ? { event, baseTrf: source } : { event });
  $("trf").value = written.trf;
  keepTrf();
}

/** The form's settings into `event` (fields left empty keep the event's own). */
function settingsInto(event) {
  const name = $("ev-name").value.trim();
  if (name) event.name = name;
  const rounds = Number($("ev-rounds").value);
  if (rounds > 0) event.totalRounds = rounds;
  event.points = { preset: $("ev-points").value };
  if ($("ev-date").value) event.startDate = $("ev-date").value;
  return event;
}

/** The event's settings shown in the form. */
function settingsFrom(event) {
  $("ev-name").value = event.name || "";
  $("ev-rounds").value = event.totalRounds || "";
  const preset = (event.points || {}).preset;
  if (preset && [...$("ev-points").options].some((o) => o.value === preset)) $("ev-points").value = preset;
  $("ev-date").value = event.startDate || "";
}

/** Rounds paired so far: the last round in which anyone met an opponent or got the bye. */
function roundsPaired(event) {
  let n = 0;
  for (const p of event.players || []) {
    (p.rounds || []).forEach((r, i) => {
      if (r.opponent || r.result === "RESULT_KIND_PAIRING_BYE") n = Math.max(n, i + 1);
    });
  }
  return n;
}

// A new event: the old one's TRF goes from the box and the browser, after the arbiter agrees
// (download it first to keep it).
function eventNew() {
  if ($("trf").value.trim() && !window.confirm(t("confirm-new-event"))) return;
  try { localStorage.removeItem(withdrawnKey($("ev-name").value)); } catch (_) { /* storage off */ }
  $("trf").value = "";
  keepTrf();
  for (const id of ["ev-name", "ev-rounds", "ev-date"]) $(id).value = "";
  for (const id of ["trf-out", "pl-out", "print-head"]) $(id).textContent = "";
  Object.assign(trf, { event: null, source: "", round: 0, pairings: [], byes: [] });
  delete shown["trf-out"];
  delete shown["pl-out"];
  status("trf-status", t("new-event-started"));
}

/** Results chosen on the boards of the round shown but not yet recorded into the TRF. */
function unrecordedResults() {
  return trf.pairings.some((_, i) => ($(`trf-result-${i}`) || {}).value);
}

async function eventApply() {
  try {
    const { event, source } = await loadEvent();
    if (!event) { status("trf-status", t("first-player-needed"), true); return; }
    await saveEvent(settingsInto(event), source);
    status("trf-status", t("settings-saved"));
  } catch (e) { status("trf-status", e.message, true); }
}

// A late entry: the next start number, absent (no points) in the rounds already played.
async function playerAdd() {
  try {
    const name = $("pl-name").value.trim();
    if (!name) { status("trf-status", t("name-needed"), true); return; }
    const loaded = await loadEvent();
    const event = loaded.event || settingsInto({ players: [] });
    const players = event.players || [];
    const number = Math.max(0, ...players.map((p) => p.startNumber)) + 1;
    const missed = roundsPaired(event);
    players.push({
      startNumber: number, name, rating: Number($("pl-rating").value) || 0, club: $("pl-club").value.trim(),
      rounds: Array.from({ length: missed }, () => ({ result: "RESULT_KIND_ZERO_BYE" })),
    });
    event.players = players;
    await saveEvent(loaded.event ? event : settingsInto(event), loaded.source);
    $("pl-name").value = ""; $("pl-rating").value = ""; $("pl-club").value = "";
    status("trf-status", t("player-added", { n: number, name }));
    if ($("pl-out").childElementCount) await playersList();
  } catch (e) { status("trf-status", e.message, true); }
}

const NEXT_CHOICES = ["", "RESULT_KIND_HALF_BYE", "RESULT_KIND_ZERO_BYE", "WITHDRAWN"];

// Withdrawn players, kept in this browser beside the event's TRF (by event name): the TRF
// itself only ever holds the next round's entry, as pairing programs read it (an entry for a
// round not yet paired means "not to be paired in it"), and each round the page writes the
// withdrawn players' absence again before pairing.
function withdrawnKey(name) { return `arbiter.withdrawn.${(name || "").trim()}`; }
function withdrawn(event) {
  try { return new Set(JSON.parse(localStorage.getItem(withdrawnKey(event.name)) || "[]")); } catch (_) { return new Set(); }
}
function keepWithdrawn(event, set) {
  try { localStorage.setItem(withdrawnKey(event.name), JSON.stringify([...set])); } catch (_) { /* storage off */ }
}

/** What a player's entries say about round `next`: to be paired (""), a requested bye, an
 * absence, or withdrawn (kept in this browser). */
function nextStatus(p, next, gone) {
  if (gone.has(p.startNumber)) return "WITHDRAWN";
  const entry = (p.rounds || [])[next - 1];
  if (!entry) return "";
  return entry.result === "RESULT_KIND_HALF_BYE" ? "RESULT_KIND_HALF_BYE" : "RESULT_KIND_ZERO_BYE";
}

/** Writes the withdrawn players' absence for round `next` into `event` (true if any changed). */
function absentWithdrawn(event, next) {
  const gone = withdrawn(event);
  let changed = false;
  for (const p of event.players || []) {
    if (!gone.has(p.startNumber) || (p.rounds || []).length >= next) continue;
    const rounds = p.rounds || [];
    while (rounds.length < next) rounds.push({ result: "RESULT_KIND_ZERO_BYE" });
    p.rounds = rounds;
    changed = true;
  }
  return changed;
}

// The players with their points and, for the next round, whether each plays, asked for a
// half-point bye, is absent, or has withdrawn.
async function playersList() {
  try {
    const { event, source } = await loadEvent();
    if (!event) { status("trf-status", t("first-player-needed"), true); return; }
    settingsFrom(event);
    const table0 = await call("/v1/tournament/computeStandings", { trf: source });
    const points = new Map((table0.rows || []).map((row) => [row.startNumber, row.points || 0]));
    const next = roundsPaired(event) + 1;
    const gone = withdrawn(event);
    const rows = (event.players || []).map((p) => {
      const select = el("select", { id: `pl-next-${p.startNumber}`, "aria-label": `${t("next-round")} ${p.startNumber}` },
        ...NEXT_CHOICES.map((v) => el("option", { value: v }, t(v ? `next-${v}` : "next-plays"))));
      select.value = nextStatus(p, next, gone);
      return [p.startNumber, p.name || "", p.rating || "", p.club || "", points.get(p.startNumber) ?? 0, select];
    });
    const out = $("pl-out");
    out.textContent = "";
    out.append(table(["#", t("name"), t("rating"), t("club"), t("points"), t("next-round-no", { n: next })], rows));
    const save = el("button", { id: "pl-save" }, t("save-next-round"));
    save.addEventListener("click", () => playersSave(next));
    out.append(el("div", { class: "row" }, save));
    drew("pl-out", playersList, "trf-status");
  } catch (e) { status("trf-status", e.message, true); }
}

// Writes the chosen next-round entries: a requested bye or an absence is the player's entry
// for that round (the pairing leaves such players out); a withdrawal is an absence now and in
// every later round (the page writes it again before each pairing). Players to be paired lose
// any entry written for that round before.
async function playersSave(next) {
  try {
    const { event, source } = await loadEvent();
    const gone = withdrawn(event);
    for (const p of event.players || []) {
      const choice = ($(`pl-next-${p.startNumber}`) || {}).value || "";
      if (choice === "WITHDRAWN") gone.add(p.startNumber); else gone.delete(p.startNumber);
      const rounds = (p.rounds || []).slice(0, next - 1);
      if (choice) {
        while (rounds.length < next - 1) rounds.push({ result: "RESULT_KIND_ZERO_BYE" });
        rounds.push({ result: choice === "RESULT_KIND_HALF_BYE" ? choice : "RESULT_KIND_ZERO_BYE" });
      }
      p.rounds = rounds;
    }
    keepWithdrawn(event, gone);
    await saveEvent(event, source);
    status("trf-status", t("entries-saved", { n: next }));
  } catch (e) { status("trf-status", e.message, true); }
}

const OPPOSITE = {
  RESULT_KIND_WIN: "RESULT_KIND_LOSS", RESULT_KIND_LOSS: "RESULT_KIND_WIN", RESULT_KIND_DRAW: "RESULT_KIND_DRAW",
  RESULT_KIND_FORFEIT_WIN: "RESULT_KIND_FORFEIT_LOSS", RESULT_KIND_FORFEIT_LOSS: "RESULT_KIND_FORFEIT_WIN",
};

// A result entered wrongly: both players' entries of that round change together.
async function resultCorrect() {
  try {
    const round = Number($("cr-round").value), number = Number($("cr-player").value);
    const result = $("cr-result").value;
    const { event, source } = await loadEvent();
    const players = (event && event.players) || [];
    const p = players.find((x) => x.startNumber === number);
    const entry = p && (p.rounds || [])[round - 1];
    const opponent = entry && players.find((x) => x.startNumber === entry.opponent);
    const other = opponent && (opponent.rounds || [])[round - 1];
    if (!other) { status("trf-status", t("no-game", { round, n: number }), true); return; }
    entry.result = result;
    other.result = OPPOSITE[result];
    await saveEvent(event, source);
    status("trf-status", t("result-corrected", { round, n: number, other: opponent.startNumber }));
    await trfStandings();
    status("trf-status", t("result-corrected", { round, n: number, other: opponent.startNumber }));
  } catch (e) { status("trf-status", e.message, true); }
}

/** The line above a printout: the event, what is printed (a text, or a function of the
 * event), the date. */
async function printHead(what) {
  const words = (ev) => (typeof what === "function" ? what(ev) : what);
  try {
    const { event } = await loadEvent();
    const parts = [event && event.name, words(event), (event && event.startDate) || new Date().toISOString().slice(0, 10)];
    $("print-head").textContent = parts.filter(Boolean).join(" · ");
  } catch (_) { $("print-head").textContent = words(null); }
}

async function roundRobin() {
  try {
    const r = await call("/v1/tournament/scheduleRoundRobin", { playerCount: Number($("rr-players").value) });
    const rows = [];
    for (const round of r.rounds || []) {
      (round.games || []).forEach((g, i) => rows.push([round.round, i + 1, g.red, g.black]));
      if (round.bye) rows.push([round.round, "", round.bye, t("bye")]);
    }
    $("rr-out").textContent = "";
    $("rr-out").append(table([t("round"), t("board"), t("red"), t("black")], rows));
    drew("rr-out", roundRobin, "trf-status");
  } catch (e) { status("trf-status", e.message, true); }
}

async function knockout() {
  try {
    const n = Number($("rr-players").value);
    const players = Array.from({ length: n }, (_, i) => i + 1);
    const r = await call("/v1/tournament/drawKnockout", { players });
    const rows = [];
    for (const round of r.rounds || []) {
      for (const m of round.matches || []) rows.push([round.round, m.top ?? "?", m.bye ? t("bye") : (m.bottom ?? "?")]);
    }
    $("ko-out").textContent = "";
    $("ko-out").append(el("p", {}, r.explanation || ""), table([t("round"), "1", "2"], rows));
    drew("ko-out", knockout, "trf-status");
  } catch (e) { status("trf-status", e.message, true); }
}

// ---------------------------------------------------------------- Chinese checkers

const ck = { players: 6, pieces: null, toMove: 0, selected: null, holes: [], lastPath: [] };

function ckPosition() {
  const p = { players: ck.players, toMove: ck.toMove };
  if (ck.pieces) p.pieces = ck.pieces.map((holes) => ({ holes }));
  return p;
}

async function ckRender() {
  const body = { position: ckPosition(), lastPath: ck.lastPath };
  if (ck.selected) { body.selected = ck.selected; body.showDestinations = true; }
  const r = await call("/v1/checkers/renderDiagram", body);
  // The diagram carries the holes and pieces (data-hole, data-seat): read them back.
  // Styles are left out: the page's CSP forbids inline styles, and only the data is read.
  const doc = new DOMParser().parseFromString(r.svg.replace(/<style>[^<]*<\/style>/g, ""), "image/svg+xml");
  ck.holes = [...doc.querySelectorAll("circle.hole, circle[class^='hole ']")].map((c) => ({
    name: c.getAttribute("data-hole"), x: Number(c.getAttribute("cx")), y: Number(c.getAttribute("cy")),
  }));
  const pieces = Array.from({ length: ck.players }, () => []);
  doc.querySelectorAll("circle.piece").forEach((c) => pieces[Number(c.getAttribute("data-seat"))].push(c.getAttribute("data-hole")));
  ck.pieces = pieces;
  ck.destinations = [...doc.querySelectorAll("circle.dest")].map((c) => c.getAttribute("data-hole"));
  ck.width = Number(doc.documentElement.getAttribute("width"));
  showSvg($("ck-board"), r.svg);
  // Seats are 0-based in the API; players count them from 1.
  status("ck-status", t("seat-to-move", { n: ck.toMove + 1 }));
}

async function ckClick(event) {
  const img = $("ck-board");
  const scale = ck.width / img.clientWidth;
  const x = event.offsetX * scale, y = event.offsetY * scale;
  const hit = ck.holes.find((h) => Math.hypot(h.x - x, h.y - y) < 12);
  if (!hit) return;
  const mine = ck.pieces[ck.toMove].includes(hit.name);
  try {
    if (ck.selected && !mine) {
      const r = await call("/v1/checkers/validateMove", { position: ckPosition(), path: [ck.selected, hit.name] });
      if (!r.legal) { status("ck-status", labelled("illegal", r.explanation), true); return; }
      const own = ck.pieces[ck.toMove];
      own[own.indexOf(ck.selected)] = hit.name;
      ck.lastPath = r.path;
      ck.selected = null;
      ck.toMove = (ck.toMove + 1) % ck.players;
    } else if (mine) {
      ck.selected = hit.name === ck.selected ? null : hit.name;
    } else return;
    await ckRender();
  } catch (e) { status("ck-status", e.message, true); }
}

function ckReset() {
  Object.assign(ck, { players: Number($("ck-players").value), pieces: null, toMove: 0, selected: null, lastPath: [] });
  ckRender().catch((e) => status("ck-status", e.message, true));
}

// ---------------------------------------------------------------- Chinese checkers events

// A checkers event at tables, kept in this browser: its settings, the rounds recorded (each
// table's seats and finishing order, the round's byes) and the round being played.
const CE_KEY = "arbiter.checkersEvent";

function ceLoad() {
  try { return JSON.parse(localStorage.getItem(CE_KEY)) || null; } catch (_) { return null; }
}

function ceSave(event) {
  try { localStorage.setItem(CE_KEY, JSON.stringify(event)); } catch (_) { /* storage full or off */ }
}

function ceSettings() {
  return {
    players: Number($("ce-players").value), size: Number($("ce-size").value),
    rounds: Number($("ce-rounds").value), scoring: $("ce-scoring").value,
  };
}

/** The event in the browser, or a new one from the settings shown. */
function ceEvent() {
  const kept = ceLoad();
  if (kept) return kept;
  return { ...ceSettings(), seed: Date.now() % 1000000, played: [], pending: null };
}

function ceNew() {
  localStorage.removeItem(CE_KEY);
  $("ce-tables").textContent = "";
  $("ce-out").textContent = "";
  delete shown["ce-out"];
  ceSave(ceEvent());
  status("ce-status", t("ck-event-started"));
}

/** Asks for the next round's tables (every round's first, by score after round 1). */
async function ceNext() {
  try {
    const event = ceEvent();
    if (event.pending) { ceShowPending(event); status("ce-status", t("ck-record-first"), true); return; }
    const body = { playerCount: event.players, tableSize: event.size, rounds: event.rounds, seed: event.seed };
    if (event.played.length) body.results = event.played;
    const r = await call("/v1/tournament/assignTables", body);
    const round = (r.rounds || [])[0];
    event.pending = { round: round.round, tables: (round.tables || []).map((tb) => tb.seats), byes: round.byes || [] };
    ceSave(event);
    ceShowPending(event);
    status("ce-status", "");
  } catch (e) { status("ce-status", e.message, true); }
}

/** The round being played: each table's seats, a box for its finishing order. */
function ceShowPending(event) {
  const box = $("ce-tables");
  box.textContent = "";
  const p = event.pending;
  if (!p) return;
  box.append(el("h4", {}, t("round-no", { n: p.round })));
  p.tables.forEach((seats, i) => {
    box.append(el("div", { class: "row" },
      el("label", {}, `${t("table-n", { n: i + 1 })} `, el("span", {}, seats.join(" · "))),
      el("input", { id: `ce-finish-${i}`, size: "18", placeholder: t("ck-finish-hint") })));
  });
  if (p.byes.length) box.append(el("p", {}, labelled("bye", p.byes.join(" "))));
}

/** Reads the finishing orders typed (start numbers, first home first; only the finishers, or
 * none for a table drawn before anyone finished) into the rounds recorded. */
async function ceRecord() {
  const event = ceEvent();
  const p = event.pending;
  if (!p) { status("ce-status", t("ck-no-round"), true); return; }
  const tables = p.tables.map((seats, i) => {
    const order = ($(`ce-finish-${i}`).value.match(/\d+/g) || []).map(Number);
    // Nobody home: every seat shares the first place, as the game's adjudication ranks them.
    return order.length ? { seats, finishingOrder: order } : { seats, ranks: seats.map(() => 1) };
  });
  const round = { tables, byes: p.byes };
  try {
    // Checked by the server before it is kept: a typo names its table.
    await call("/v1/tournament/computeTableStandings", ceStandingsBody(event, [...event.played, round]));
  } catch (e) { status("ce-status", e.message, true); return; }
  event.played.push(round);
  event.pending = null;
  ceSave(event);
  $("ce-tables").textContent = "";
  await ceStandings();
}

function ceStandingsBody(event, rounds) {
  return { playerCount: event.players, tableSize: event.size, rounds, scoring: event.scoring };
}

async function ceStandings() {
  try {
    const event = ceEvent();
    const r = await call("/v1/tournament/computeTableStandings", ceStandingsBody(event, event.played));
    const tbs = r.tiebreaks || [];
    const rows = (r.rows || []).map((row) => [
      row.shared ? `${row.rank}=` : row.rank, row.startNumber, row.points,
      ...(row.tiebreaks || []).map((v) => Math.round(v * 100) / 100),
      row.tables, (row.rounds || []).map((e) => (e.bye ? t("bye") : e.place || "–")).join(" "),
      Math.round(row.rating.ordinal * 100) / 100,
    ]);
    $("ce-out").textContent = "";
    $("ce-out").append(
      el("h4", {}, t("standings-after", { n: event.played.length })),
      table([t("rank"), t("player-no"), t("points"), ...tbs.map(enumLabel), t("ck-tables"), t("ck-places"), t("ck-rating")], rows),
      tiebreakLegend(tbs),
      el("p", {}, r.explanation || ""));
    drew("ce-out", ceStandings, "ce-status");
  } catch (e) { status("ce-status", e.message, true); }
}

/** Shows the event kept in this browser when the page opens. */
function ceRestore() {
  const event = ceLoad();
  if (!event) return;
  $("ce-players").value = event.players;
  $("ce-size").value = String(event.size);
  $("ce-rounds").value = event.rounds;
  $("ce-scoring").value = event.scoring;
  ceShowPending(event);
}

// ---------------------------------------------------------------- Wiring

function showTab(name) {
  document.querySelectorAll(".page").forEach((p) => p.classList.toggle("active", p.id === name));
  document.querySelectorAll(".tab").forEach((b) => b.classList.toggle("active", b.dataset.tab === name));
  location.hash = name;
}

// The event's TRF is kept in this browser (localStorage) as it changes, so a reload or a closed
// tab does not lose a recorded round; it is restored when the page opens again.
function keepTrf() {
  try { localStorage.setItem("arbiter.trf", $("trf").value); } catch (_) { /* storage full or off */ }
}

function restoreTrf() {
  const kept = localStorage.getItem("arbiter.trf");
  if (kept && !$("trf").value) {
    $("trf").value = kept;
    status("trf-status", t("trf-restored"));
  }
}

document.addEventListener("DOMContentLoaded", () => {
  $("locale").value = locale;
  $("locale").addEventListener("change", () => {
    locale = $("locale").value;
    localStorage.setItem("arbiter.locale", locale);
    switchLanguage();
  });
  $("token").value = sessionStorage.getItem("arbiter.token") || "";
  $("token").addEventListener("change", () => sessionStorage.setItem("arbiter.token", $("token").value.trim()));
  document.querySelectorAll(".tab").forEach((b) => b.addEventListener("click", () => showTab(b.dataset.tab)));
  $("xq-board").addEventListener("click", xqClick);
  $("xq-undo").addEventListener("click", async () => {
    try {
      await xqSync(false);
      xq.moves.pop(); xq.selected = null; xqShowMoves(); await xqRender();
    } catch (e) { status("xq-status", e.message, true); }
  });
  $("xq-reset").addEventListener("click", () => {
    xq.moves = []; xq.selected = null; xqShowMoves(); xqRender();
  });
  $("xq-flip").addEventListener("click", () => { xq.black = !xq.black; xqRender(); });
  $("xq-load").addEventListener("click", xqLoad);
  $("xq-adjudicate").addEventListener("click", xqAdjudicate);
  $("xq-endgame").addEventListener("click", xqEndgame);
  $("xq-convert").addEventListener("click", xqConvert);
  $("xq-touch").addEventListener("click", xqTouch);
  $("trf-file").addEventListener("change", readTrfFile);
  $("trf").addEventListener("input", keepTrf);
  $("trf-pair").addEventListener("click", trfPair);
  $("trf-standings").addEventListener("click", trfStandings);
  $("trf-download").addEventListener("click", trfDownload);
  $("trf-crosstable").addEventListener("click", trfCrosstable);
  $("trf-print").addEventListener("click", () => window.print());
  $("ev-apply").addEventListener("click", eventApply);
  $("ev-new").addEventListener("click", eventNew);
  // Results entered on the boards are lost with the page unless recorded: the browser asks.
  window.addEventListener("beforeunload", (e) => {
    if (unrecordedResults()) { e.preventDefault(); e.returnValue = ""; }
  });
  $("pl-add").addEventListener("click", playerAdd);
  $("pl-list").addEventListener("click", playersList);
  $("cr-apply").addEventListener("click", resultCorrect);
  $("rr-schedule").addEventListener("click", roundRobin);
  $("ko-draw").addEventListener("click", knockout);
  $("ck-board").addEventListener("click", ckClick);
  $("ck-reset").addEventListener("click", ckReset);
  $("ck-players").addEventListener("change", ckReset);
  $("ce-new").addEventListener("click", ceNew);
  $("ce-next").addEventListener("click", ceNext);
  $("ce-record").addEventListener("click", ceRecord);
  $("ce-standings").addEventListener("click", ceStandings);
  showTab((location.hash || "#xiangqi").slice(1));
  loadTexts(locale).catch((e) => status("xq-status", e.message, true)).then(() => {
    applyTexts();
    restoreTrf();
    ceRestore();
    xqRender().catch((e) => status("xq-status", e.message, true));
    ckRender().catch((e) => status("ck-status", e.message, true));
  });
});

/** Loads the new language's words, then draws the page and every panel shown again in it. */
async function switchLanguage() {
  try {
    await loadTexts(locale);
  } catch (e) {
    status("xq-status", e.message, true);
    return;
  }
  applyTexts();
  document.querySelectorAll(".status").forEach((e) => { e.textContent = ""; e.classList.remove("error"); });
  await xqRender().catch((e) => status("xq-status", e.message, true));
  await ckRender().catch((e) => status("ck-status", e.message, true));
  for (const action of Object.values(shown)) await action();
}
