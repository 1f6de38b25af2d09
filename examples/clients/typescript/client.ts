// A club platform's back end calling Arbiter over gRPC (HTTP/2) with TypeScript generated from
// proto/ by protoc-gen-es, and the connect-es client.
//
//   npm install && npm run generate && npm start -- [http://host:port]
//
// Validates a move, adjudicates a repeated position and pairs a Swiss round; prints one line per
// call and exits non-zero if an answer is not the expected one.
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { TournamentService } from "./generated/arbiter/tournament/v1/tournament_pb.js";
import { IllegalMoveReason, Outcome, XiangqiService } from "./generated/arbiter/xiangqi/v1/xiangqi_pb.js";

function check(ok: boolean, what: string, answer: unknown): void {
  if (!ok) {
    console.error(`unexpected answer to ${what}:`, answer);
    process.exit(1);
  }
}

const baseUrl = process.argv[2] ?? "http://localhost:50051";
const transport = createGrpcTransport({ baseUrl });
const xiangqi = createClient(XiangqiService, transport);
const tournament = createClient(TournamentService, transport);

// 1. A move: 马8进7 after 炮二平五, in every notation.
const move = await xiangqi.validateMove({ moves: ["h2e2"], move: "h9g7" });
console.log(`validate: legal=${move.legal} wxf=${move.moveWxf} chinese=${move.moveChinese}`);
check(move.legal && move.moveWxf === "H8+7", "validateMove", move);

// An illegal one comes back with its reason (proto3 optional: undefined for a legal move).
const bad = await xiangqi.validateMove({ move: "h0h2" });
console.log(`validate: legal=${bad.legal} reason=${IllegalMoveReason[bad.reason ?? 0]}`);
check(!bad.legal && bad.reason !== undefined, "validateMove (illegal)", bad);

// 2. A repetition: red checks with the chariot every move (长将) → red loses.
const game = await xiangqi.adjudicateGame({
  startFen: "3k5/9/9/9/9/9/9/9/4R4/5K3 w",
  moves: Array(2).fill(["车五平六", "将4平5", "车六平五", "将5平4"]).flat(),
});
console.log(`adjudicate: ${Outcome[game.outcome]} plies ${game.decidingPlies}: ${game.rule.slice(0, 60)}…`);
check(game.outcome === Outcome.BLACK_WINS, "adjudicateGame", game);

// 3. A Swiss round from a TRF: five players, the pairing-allocated bye to the last.
const players: [string, number][] = [["Li", 2100], ["Wang", 2000], ["Zhao", 1900], ["Chen", 1800], ["Liu", 1700]];
const trf =
  players
    .map(([name, rating], i) => `001 ${String(i + 1).padStart(4)}      ${name.padEnd(33)} ${rating}\n`)
    .join("") + "XXR 5\n";
const swiss = await tournament.pairSwissRound({ trf });
const boards = swiss.pairings.map((p) => [p.board, p.red, p.black]);
console.log(`pair: round ${swiss.round} boards ${JSON.stringify(boards)} byes ${JSON.stringify(swiss.byes)}`);
check(swiss.round === 1 && swiss.byes.length === 1 && swiss.byes[0] === 5 && boards.length === 2, "pairSwissRound", swiss);

// Bad input is INVALID_ARGUMENT naming the field.
try {
  await xiangqi.validateMove({ startFen: "bad", move: "h2e2" });
  check(false, "validateMove with a bad FEN", "accepted");
} catch (e) {
  const err = ConnectError.from(e);
  console.log(`error: ${Code[err.code]}: ${err.rawMessage.slice(0, 60)}`);
  check(err.code === Code.InvalidArgument, "validateMove with a bad FEN", err);
}
console.log("typescript client: ok");
