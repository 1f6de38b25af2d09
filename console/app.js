// Arbiter console: a small page over the REST API of the same server (no framework, no CDN).
"use strict";

const TEXTS = {
  en: {
    title: "Arbiter console", tabXiangqi: "Xiangqi", tabTournament: "Tournaments", tabCheckers: "Chinese checkers",
    language: "Language", token: "Token", undo: "Undo", reset: "Reset", flip: "Flip board",
    startFen: "Start position (FEN, empty = standard)",
    movesLabel: "Moves (any notation: ICCS, WXF, 炮二平五) or a PGN record",
    load: "Load", adjudicate: "Adjudicate", convertTo: "Convert to", convert: "Convert",
    touched: "Touched squares", touch: "Touch-move rule", trfLabel: "Tournament report (TRF)",
    pair: "Pair next round", standings: "Standings", download: "Download TRF",
    result: "Result", recordResults: "Record results", resultsMissing: "No result on board {boards}",
    roundRecorded: "Round {round} recorded in the TRF", crosstable: "Crosstable", print: "Print",
    otherFormats: "Round robin and knockout", players: "Players", roundRobin: "Round-robin table",
    knockout: "Knockout draw", toMove: "to move", red: "Red", black: "Black", legal: "Legal",
    illegal: "Illegal", pickPiece: "Pick a piece of the side to move.", loaded: "Loaded {n} moves.",
    outcome: "Outcome", rule: "Rule", ply: "Ply", move: "Move", cls: "Class", chased: "Chased",
    chasers: "Chasing", note: "Note", board: "Board", explanation: "Explanation", bye: "Bye",
    rank: "Rank", name: "Name", points: "Points", round: "Round", seat: "Seat",
    required: "Required moves", clause: "Clause", warning: "Warning", noCycle: "No repetition was judged.",
    needToken: "This server needs a token: enter it above.",
    trfRestored: "The event's TRF from your last visit was restored (kept in this browser).",
    endgame: "Endgame table", endgameValue: "Value", pliesToMate: "{n} plies to mate", theoreticalDraw: "Theoretical draw (drawn with either side to move)",
    bestMoves: "Moves", line: "Line", tableClass: "Class",
    boardAlt: "board", plyNo: "ply {n}:", roundNo: "Round {n}", seatToMove: "seat {n} to move", playerPoints: "{n} {name} ({points})",
  },
  "zh-Hans": {
    title: "裁判控制台", tabXiangqi: "象棋", tabTournament: "赛事", tabCheckers: "跳棋",
    language: "语言", token: "令牌", undo: "撤销一着", reset: "复原", flip: "翻转棋盘",
    startFen: "起始局面（FEN，留空为标准开局）", movesLabel: "着法（任意记法：ICCS、WXF、炮二平五）或 PGN 棋谱",
    load: "载入", adjudicate: "裁决", convertTo: "转换为", convert: "转换",
    touched: "摸到的棋子位置", touch: "摸子走子", trfLabel: "赛事记录（TRF）",
    pair: "编排下一轮", standings: "名次", download: "下载 TRF",
    result: "结果", recordResults: "登记成绩", resultsMissing: "第 {boards} 台尚无成绩",
    roundRecorded: "第 {round} 轮成绩已写入 TRF", crosstable: "成绩交叉表", print: "打印",
    otherFormats: "循环赛与淘汰赛", players: "人数", roundRobin: "循环赛对阵表",
    knockout: "淘汰赛抽签", toMove: "走棋", red: "红方", black: "黑方", legal: "合法",
    illegal: "不合法", pickPiece: "请选择走棋一方的棋子。", loaded: "已载入 {n} 步。",
    outcome: "结果", rule: "规则", ply: "步", move: "着法", cls: "性质", chased: "被捉",
    chasers: "捉子方", note: "说明", board: "台次", explanation: "说明", bye: "轮空",
    rank: "名次", name: "姓名", points: "积分", round: "轮次", seat: "座位",
    required: "必须走的着法", clause: "条款", warning: "裁判提示", noCycle: "没有需要裁决的循环。",
    needToken: "此服务需要令牌：请在上方输入。",
    trfRestored: "已恢复上次的赛事文件（保存在本浏览器中）。",
    endgame: "残局库", endgameValue: "结论", pliesToMate: "{n}步杀", theoreticalDraw: "理论和棋（无论哪方走棋均为和局）",
    bestMoves: "着法", line: "主要变化", tableClass: "残局",
    boardAlt: "棋盘", plyNo: "第{n}着", roundNo: "第{n}轮", seatToMove: "轮到{n}号位走棋", playerPoints: "{n}号 {name}（{points}分）",
  },
  "zh-Hant": {
    title: "裁判控制台", tabXiangqi: "象棋", tabTournament: "賽事", tabCheckers: "跳棋",
    language: "語言", token: "令牌", undo: "撤銷一著", reset: "復原", flip: "翻轉棋盤",
    startFen: "起始局面（FEN，留空為標準開局）", movesLabel: "著法（任意記法：ICCS、WXF、炮二平五）或 PGN 棋譜",
    load: "載入", adjudicate: "裁決", convertTo: "轉換為", convert: "轉換",
    touched: "摸到的棋子位置", touch: "摸子走子", trfLabel: "賽事記錄（TRF）",
    pair: "編排下一輪", standings: "名次", download: "下載 TRF",
    result: "結果", recordResults: "登記成績", resultsMissing: "第 {boards} 台尚無成績",
    roundRecorded: "第 {round} 輪成績已寫入 TRF", crosstable: "成績交叉表", print: "列印",
    otherFormats: "循環賽與淘汰賽", players: "人數", roundRobin: "循環賽對陣表",
    knockout: "淘汰賽抽籤", toMove: "走棋", red: "紅方", black: "黑方", legal: "合法",
    illegal: "不合法", pickPiece: "請選擇走棋一方的棋子。", loaded: "已載入 {n} 步。",
    outcome: "結果", rule: "規則", ply: "步", move: "著法", cls: "性質", chased: "被捉",
    chasers: "捉子方", note: "說明", board: "台次", explanation: "說明", bye: "輪空",
    rank: "名次", name: "姓名", points: "積分", round: "輪次", seat: "座位",
    required: "必須走的著法", clause: "條款", warning: "裁判提示", noCycle: "沒有需要裁決的循環。",
    needToken: "此服務需要令牌：請在上方輸入。",
    trfRestored: "已恢復上次的賽事檔案（保存在本瀏覽器中）。",
    endgame: "殘局庫", endgameValue: "結論", pliesToMate: "{n}步殺", theoreticalDraw: "理論和棋（無論哪方走棋均為和局）",
    bestMoves: "著法", line: "主要變化", tableClass: "殘局",
    boardAlt: "棋盤", plyNo: "第{n}著", roundNo: "第{n}輪", seatToMove: "輪到{n}號位走棋", playerPoints: "{n}號 {name}（{points}分）",
  },
};

const $ = (id) => document.getElementById(id);
let locale = localStorage.getItem("arbiter.locale") || "zh-Hans";

function t(key, vars) {
  let s = (TEXTS[locale] || TEXTS.en)[key] || TEXTS.en[key] || key;
  for (const [k, v] of Object.entries(vars || {})) s = s.replace(`{${k}}`, v);
  return s;
}

// Chinese pages use full-width punctuation: "结果：红方胜（长将）", "合法：炮二平五（h2e2）".
function labelled(key, value) {
  return locale === "en" ? `${t(key)}: ${value}` : `${t(key)}：${value}`;
}

function bracketed(text) {
  return locale === "en" ? ` (${text})` : `（${text}）`;
}

function applyTexts() {
  document.documentElement.lang = locale;
  document.querySelectorAll("[data-t]").forEach((el) => { el.textContent = t(el.dataset.t); });
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
  if (resp.status === 401) throw new Error(t("needToken"));
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

/** Enum values as players read them: [zh-Hans, zh-Hant, en]. */
const ENUM_LABELS = {
  OUTCOME_RED_WINS: ["红方胜", "紅方勝", "Red wins"],
  OUTCOME_BLACK_WINS: ["黑方胜", "黑方勝", "Black wins"],
  OUTCOME_DRAW: ["和棋", "和棋", "Draw"],
  OUTCOME_BOTH_LOSE: ["双方均负", "雙方均負", "Both lose"],
  OUTCOME_ONGOING: ["未结束", "未結束", "Ongoing"],
  TERMINATION_CHECKMATE: ["将死", "將死", "checkmate"],
  TERMINATION_STALEMATE: ["困毙", "困斃", "stalemate"],
  TERMINATION_PERPETUAL_CHECK: ["长将", "長將", "perpetual check"],
  TERMINATION_PERPETUAL_ATTACK: ["长打", "長打", "perpetual attack"],
  TERMINATION_REPETITION_DRAW: ["不变作和", "不變作和", "repetition draw"],
  TERMINATION_NATURAL_MOVE_LIMIT: ["自然限着", "自然限著", "natural-move limit"],
  TERMINATION_INSUFFICIENT_MATERIAL: ["双方无进攻子力", "雙方無進攻子力", "insufficient material"],
  TERMINATION_RESIGNATION: ["认输", "認輸", "resignation"],
  TERMINATION_DRAW_AGREED: ["议和", "議和", "draw agreed"],
  TERMINATION_ILLEGAL_MOVE: ["着法不合规则", "著法不合規則", "illegal move"],
  TERMINATION_TIME_FORFEIT: ["超时判负", "超時判負", "time forfeit"],
  TERMINATION_TECHNICAL_FOULS: ["技术犯规", "技術犯規", "technical fouls"],
  TERMINATION_FORFEIT: ["弃权", "棄權", "forfeit"],
  TERMINATION_REPEATED_VIOLATIONS: ["违例次数达到限制", "違例次數達到限制", "violation limit reached"],
  TERMINATION_SEALED_MOVE: ["封棋着法有误", "封棋著法有誤", "faulty sealed move"],
  TERMINATION_DISCIPLINE: ["违反纪律判负", "違反紀律判負", "loss for discipline"],
  TERMINATION_THEORETICAL_DRAW: ["理论和棋", "理論和棋", "theoretical draw"],
  ENDGAME_VALUE_WIN: ["走棋方胜", "走棋方勝", "win for the side to move"],
  ENDGAME_VALUE_DRAW: ["和棋", "和棋", "draw"],
  ENDGAME_VALUE_LOSS: ["走棋方负", "走棋方負", "loss for the side to move"],
  TIEBREAK_BUCHHOLZ: ["布赫霍尔茨分", "布赫霍爾茨分", "Buchholz"],
  TIEBREAK_BUCHHOLZ_CUT1: ["布赫霍尔茨分（去最低）", "布赫霍爾茨分（去最低）", "Buchholz Cut-1"],
  TIEBREAK_MEDIAN_BUCHHOLZ1: ["布赫霍尔茨分（去最高最低）", "布赫霍爾茨分（去最高最低）", "Median Buchholz"],
  TIEBREAK_SONNEBORN_BERGER: ["小分", "小分", "Sonneborn-Berger"],
  TIEBREAK_PROGRESSIVE: ["累进分", "累進分", "progressive"],
  TIEBREAK_DIRECT_ENCOUNTER: ["直胜", "直勝", "direct encounter"],
  TIEBREAK_WINS: ["胜局", "勝局", "wins"],
  TIEBREAK_GAMES_WON: ["实战胜局", "實戰勝局", "games won"],
  TIEBREAK_BLACK_GAMES: ["后走局数", "後走局數", "games with black"],
  TIEBREAK_BLACK_WINS: ["后走胜局", "後走勝局", "wins with black"],
  TIEBREAK_AVERAGE_RATING_OF_OPPONENTS: ["对手平均等级分", "對手平均等級分", "opponents' average rating"],
  TIEBREAK_OPPONENT_SCORE_CXA: ["对手分", "對手分", "opponents' score (对手分)"],
  TIEBREAK_FOULS: ["犯规次数", "犯規次數", "fouls"],
  TIEBREAK_EARLIER_SCORES: ["前轮积分", "前輪積分", "earlier scores"],
  TIEBREAK_PROGRESSIVE_CUTS: ["累进分（去前轮）", "累進分（去前輪）", "progressive cuts"],
};

/** What each tie-break counts, as an arbiter explains it to players: [zh-Hans, zh-Hant, en]. */
const TIEBREAK_EXPLANATIONS = {
  TIEBREAK_BUCHHOLZ: ["所有对手的积分之和（未下的轮次按规则计虚拟对手）",
    "所有對手的積分之和（未下的輪次按規則計虛擬對手）",
    "the sum of all opponents' scores (unplayed rounds count a virtual opponent)"],
  TIEBREAK_BUCHHOLZ_CUT1: ["去掉最低一个对手分后的对手积分之和", "去掉最低一個對手分後的對手積分之和",
    "the opponents' scores without the lowest one"],
  TIEBREAK_MEDIAN_BUCHHOLZ1: ["去掉最高和最低各一个后的对手积分之和", "去掉最高和最低各一個後的對手積分之和",
    "the opponents' scores without the highest and the lowest"],
  TIEBREAK_SONNEBORN_BERGER: ["所胜对手积分之和加所和对手积分之半", "所勝對手積分之和加所和對手積分之半",
    "the scores of the opponents beaten plus half those drawn with"],
  TIEBREAK_PROGRESSIVE: ["每轮结束时累计积分之和", "每輪結束時累計積分之和",
    "the sum of the running score after each round"],
  TIEBREAK_DIRECT_ENCOUNTER: ["比到此项仍相同的棋手之间对局的名次（1为先，0为未能区分）",
    "比到此項仍相同的棋手之間對局的名次（1為先，0為未能區分）",
    "place among the players still tied when it is reached, by their games against each other (1 first; 0: not separated)"],
  TIEBREAK_WINS: ["胜的轮次数（轮空计胜）", "勝的輪次數（輪空計勝）", "rounds won, a bye included"],
  TIEBREAK_GAMES_WON: ["实际下棋获胜的局数", "實際下棋獲勝的局數", "games won over the board"],
  TIEBREAK_BLACK_GAMES: ["执黑后走的局数", "執黑後走的局數", "games played with black"],
  TIEBREAK_BLACK_WINS: ["执黑后走获胜的局数", "執黑後走獲勝的局數", "games won with black"],
  TIEBREAK_AVERAGE_RATING_OF_OPPONENTS: ["所遇对手的平均等级分", "所遇對手的平均等級分",
    "the average rating of the opponents met"],
  TIEBREAK_OPPONENT_SCORE_CXA: ["所有对手的最终积分之和；轮空按本赛最低的非零积分计（中国象棋协会规则）",
    "所有對手的最終積分之和；輪空按本賽最低的非零積分計（中國象棋協會規則）",
    "the final scores of all opponents; a bye counts the event's lowest non-zero score (CXA)"],
  TIEBREAK_FOULS: ["犯规次数，少者列前", "犯規次數，少者列前", "fouls: fewer ranks higher"],
  TIEBREAK_EARLIER_SCORES: ["前一轮结束时的积分，再同则比更前一轮（竞赛规则第14.3.1条）",
    "前一輪結束時的積分，再同則比更前一輪（競賽規則第14.3.1條）",
    "the score after the previous round, then the one before (CXA 14.3.1)"],
  TIEBREAK_PROGRESSIVE_CUTS: ["去掉第一轮的累进分，再同则去掉前两轮（竞赛规则第14.3.2条）",
    "去掉第一輪的累進分，再同則去掉前兩輪（競賽規則第14.3.2條）",
    "the progressive score without round 1, then without rounds 1–2 (CXA 14.3.2)"],
};

/** The page's languages in the order of every label array below (add a locale here, in each
 * array, in TEXTS and in index.html's language menu). */
const LABEL_LOCALES = ["zh-Hans", "zh-Hant", "en"];

/** The column of the page's language in the label arrays (English for a language without one). */
function labelColumn() {
  const i = LABEL_LOCALES.indexOf(locale);
  return i < 0 ? LABEL_LOCALES.indexOf("en") : i;
}

/** A tie-break's explanation in the page's language. */
function tiebreakExplanation(code) {
  const words = TIEBREAK_EXPLANATIONS[code];
  if (!words) return "";
  return words[labelColumn()];
}

/** Under a standings table: each tie-break column's name and what it counts, in ranking order. */
function tiebreakLegend(codes) {
  return el("dl", { class: "tiebreak-legend" },
    ...codes.flatMap((c, i) => [el("dt", {}, `${i + 1}. ${enumLabel(c)}`), el("dd", {}, tiebreakExplanation(c))]));
}

/** An enum value's label in the page's language (the value itself when unknown). */
function enumLabel(code) {
  const names = ENUM_LABELS[code];
  if (!names) return code || "";
  return names[labelColumn()];
}

const CLASS_LABELS = {
  CHECK: ["将", "將", "check"], MATE_THREAT: ["杀", "殺", "mate threat"], CHASE: ["捉", "捉", "chase"],
  EXCHANGE: ["兑", "兌", "exchange"], OFFER: ["献", "獻", "offer"], BLOCK: ["拦", "攔", "block"],
  FOLLOW: ["跟", "跟", "follow"], IDLE: ["闲", "閒", "idle"],
};

/** A move class as the rule book names it, in the page's language. */
function classLabel(code) {
  const names = CLASS_LABELS[(code || "").replace("MOVE_CLASS_", "")];
  if (!names) return code || "";
  return names[labelColumn()];
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

// Moves in the page's script: the API writes Chinese moves in simplified characters (its
// notation), the traditional page shows them in traditional ones.
const TRADITIONAL = { 车: "車", 马: "馬", 帅: "帥", 将: "將", 进: "進", 后: "後" };
function moveText(text) {
  return locale === "zh-Hant" ? String(text || "").replace(/[车马帅将进后]/g, (c) => TRADITIONAL[c]) : text || "";
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
        status("xq-status", labelled("legal", `${moveText(r.moveChinese)}${bracketed(r.moveIccs)}`));
      } else {
        // Chinese explanations are whole sentences naming the move; English ones give the reason.
        const text = locale === "en" ? `${t("illegal")}: ${xq.selected}${sq} — ${r.explanation}` : r.explanation;
        status("xq-status", text, true);
      }
    } else if (ownPiece(xq.fen, sq)) {
      xq.selected = sq === xq.selected ? null : sq;
    } else {
      status("xq-status", t("pickPiece"), true);
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
  try {
    if (await xqSync(false)) await xqRender();
    const r = await call("/v1/xiangqi/adjudicateGame", { ...xqRequest(), includeDiagrams: true });
    const box = el("div", { class: "verdict", id: "xq-verdict-box" });
    const how = r.termination ? bracketed(enumLabel(r.termination)) : "";
    box.append(el("h3", { "data-outcome": r.outcome || "" }, labelled("outcome", `${enumLabel(r.outcome)}${how}`)));
    if (r.rule) box.append(el("p", { class: "rule" }, labelled("rule", r.rule)));
    if (r.warning) box.append(el("p", { class: "rule" }, labelled("warning", r.warning)));
    const judged = (r.plies || []).filter((p) => p.moveClass && p.moveClass !== "MOVE_CLASS_UNSPECIFIED");
    if (judged.length === 0) box.append(el("p", {}, t("noCycle")));
    else {
      box.append(table([t("ply"), t("move"), t("cls"), t("chased"), t("chasers"), t("note")],
        judged.map((p) => [p.ply, moveText(p.moveChinese), classLabel(p.moveClass),
          (p.chased || []).join(" "), (p.chasers || []).join(" "), p.note || ""])));
      const pics = el("div", { class: "diagrams" });
      for (const p of judged.filter((p) => p.diagramSvg)) {
        // "6." on a score sheet is a round; a ply is named as such.
        const img = el("img", { alt: `${t("plyNo", { n: p.ply })} ${moveText(p.moveChinese)}` });
        showSvg(img, p.diagramSvg);
        pics.append(img);
      }
      box.append(pics);
    }
    out.append(box);
  } catch (e) { status("xq-status", e.message, true); }
}

// The endgame tables' answer for the position on the board (issue 54): its value, the class,
// a theoretical draw, the moves with their values and the principal line.
async function xqEndgame() {
  const out = $("xq-verdict");
  out.textContent = "";
  try {
    if (await xqSync(false)) await xqRender();
    const r = await call("/v1/xiangqi/probeEndgame", { fen: xq.fen });
    const box = el("div", { class: "verdict", id: "xq-endgame-box" });
    if (!r.inTable) {
      box.append(el("p", {}, r.note || ""));
      out.append(box);
      return;
    }
    const plies = r.pliesToMate ? bracketed(t("pliesToMate", { n: r.pliesToMate })) : "";
    box.append(el("h3", {}, labelled("endgameValue", `${enumLabel(r.value)}${plies}`)));
    box.append(el("p", {}, labelled("tableClass", r.className || r.tableClass)));
    if (r.theoreticalDraw) box.append(el("p", { class: "rule" }, t("theoreticalDraw")));
    if (r.note) box.append(el("p", {}, r.note));
    box.append(table([t("move"), t("endgameValue")], (r.moves || []).slice(0, 12).map((m) => [
      `${moveText(m.chinese)}${bracketed(m.iccs)}`,
      `${enumLabel(m.value)}${m.pliesToMate ? bracketed(t("pliesToMate", { n: m.pliesToMate })) : ""}`,
    ])));
    const line = locale === "en" ? r.line : r.lineChinese;
    if ((line || []).length) box.append(el("p", {}, labelled("line", line.join(" "))));
    out.append(box);
  } catch (e) { status("xq-status", e.message, true); }
}

async function xqConvert() {
  try {
    if (await xqSync(false)) await xqRender();
    const r = await call("/v1/xiangqi/convertNotation", { ...xqRequest(), to: $("xq-notation").value });
    $("xq-converted").textContent = (r.moves || []).join(" ");
  } catch (e) { status("xq-status", e.message, true); }
}

async function xqTouch() {
  try {
    if (await xqSync(false)) await xqRender();
    const touched = $("xq-touched").value.split(/[\s,]+/).filter(Boolean);
    const r = await call("/v1/xiangqi/resolveTouchMove", { ...xqRequest(), touched });
    $("xq-touch-out").textContent = `${labelled("clause", r.clause)}\n${labelled("required", (r.requiredMoves || []).join(" "))}`;
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
    const source = $("trf").value;
    const [r, parsed, table0] = await Promise.all([
      call("/v1/tournament/pairSwissRound", { trf: source }),
      call("/v1/tournament/parseTrf", { trf: source }),
      call("/v1/tournament/computeStandings", { trf: source }),
    ]);
    Object.assign(trf, { event: parsed.event, source, round: r.round, pairings: r.pairings || [], byes: r.byes || [] });
    const names = new Map((parsed.event.players || []).map((p) => [p.startNumber, p.name || ""]));
    const points = new Map((table0.rows || []).map((row) => [row.startNumber, row.points || 0]));
    const who = (n) => t("playerPoints", { n, name: names.get(n) || "", points: points.get(n) ?? 0 });
    const out = $("trf-out");
    out.textContent = "";
    out.append(el("h3", {}, t("roundNo", { n: r.round })), el("p", {}, r.explanation || ""));
    const rows = trf.pairings.map((p, i) => {
      const select = el("select", { id: `trf-result-${i}`, "aria-label": `${t("result")} ${p.board}` },
        ...RESULT_CHOICES.map(([v, label]) => el("option", { value: v }, label)));
      return [p.board, who(p.red), select, who(p.black), p.explanation || ""];
    });
    out.append(table([t("board"), t("red"), t("result"), t("black"), t("explanation")], rows));
    if (trf.byes.length) out.append(el("p", {}, labelled("bye", trf.byes.map(who).join(locale === "en" ? ", " : "、"))));
    const record = el("button", { id: "trf-record", class: "primary" }, t("recordResults"));
    record.addEventListener("click", trfRecord);
    out.append(el("div", { class: "row" }, record));
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
      status("trf-status", t("resultsMissing", { boards: missing.join(", ") }), true);
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
    status("trf-status", t("roundRecorded", { round: trf.round }));
    await trfStandings();
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
  status("ck-status", t("seatToMove", { n: ck.toMove + 1 }));
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
    status("trf-status", t("trfRestored"));
  }
}

document.addEventListener("DOMContentLoaded", () => {
  $("locale").value = locale;
  $("locale").addEventListener("change", () => {
    locale = $("locale").value;
    localStorage.setItem("arbiter.locale", locale);
    applyTexts();
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
  $("rr-schedule").addEventListener("click", roundRobin);
  $("ko-draw").addEventListener("click", knockout);
  $("ck-board").addEventListener("click", ckClick);
  $("ck-reset").addEventListener("click", ckReset);
  $("ck-players").addEventListener("change", ckReset);
  applyTexts();
  restoreTrf();
  showTab((location.hash || "#xiangqi").slice(1));
  xqRender().catch((e) => status("xq-status", e.message, true));
  ckRender().catch((e) => status("ck-status", e.message, true));
});
