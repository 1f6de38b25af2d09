// Arbiter's three services and their messages, generated from proto/ (namespaced by package:
// names such as `Position` exist in more than one), and a helper that builds the clients with
// the bearer token and the language of the texts.
import { createClient, type Client, type Interceptor } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { CheckersService } from "./gen/arbiter/checkers/v1/checkers_pb.js";
import { TournamentService } from "./gen/arbiter/tournament/v1/tournament_pb.js";
import { XiangqiService } from "./gen/arbiter/xiangqi/v1/xiangqi_pb.js";

export * as checkers from "./gen/arbiter/checkers/v1/checkers_pb.js";
export * as common from "./gen/arbiter/common/v1/common_pb.js";
export * as tournament from "./gen/arbiter/tournament/v1/tournament_pb.js";
export * as xiangqi from "./gen/arbiter/xiangqi/v1/xiangqi_pb.js";

/** How to reach Arbiter. */
export interface ArbiterOptions {
  /** e.g. `http://localhost:50051` (h2c) or `https://arbiter.example` (TLS). */
  baseUrl: string;
  /** A bearer token, when the server has tokens configured. */
  token?: string;
  /** Language of explanations and rulings: `en`, `zh-Hans` or `zh-Hant`. */
  locale?: string;
}

/** The three service clients. */
export interface ArbiterClients {
  xiangqi: Client<typeof XiangqiService>;
  checkers: Client<typeof CheckersService>;
  tournament: Client<typeof TournamentService>;
}

/** Clients of the three services over gRPC (HTTP/2), sending the token and locale with every call. */
export function createArbiterClients(options: ArbiterOptions): ArbiterClients {
  const headers: Interceptor = (next) => async (req) => {
    if (options.token) req.header.set("authorization", `Bearer ${options.token}`);
    if (options.locale) req.header.set("accept-language", options.locale);
    return next(req);
  };
  const transport = createGrpcTransport({ baseUrl: options.baseUrl, interceptors: [headers] });
  return {
    xiangqi: createClient(XiangqiService, transport),
    checkers: createClient(CheckersService, transport),
    tournament: createClient(TournamentService, transport),
  };
}
