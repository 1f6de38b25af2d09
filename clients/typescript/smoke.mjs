// One call through the packed package from a fresh project (CI: after `npm pack`).
//   node smoke.mjs http://host:port
import { createArbiterClients, xiangqi } from "@arbiter-clubs/client";
const { xiangqi: xq, tournament } = createArbiterClients({ baseUrl: process.argv[2], locale: "zh-Hans" });
const move = await xq.validateMove({ moves: ["h2e2"], move: "h9g7" });
const rr = await tournament.scheduleRoundRobin({ playerCount: 4 });
if (!move.legal || move.moveWxf !== "H8+7" || rr.rounds.length !== 3) { console.error(move, rr); process.exit(1); }
console.log(`npm package: ok (${move.moveChinese}, ${xiangqi.MoveNotation[move.inputNotation]}, ${rr.rounds.length} rounds)`);
