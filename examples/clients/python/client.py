#!/usr/bin/env python3
"""A club platform's back end calling Arbiter over gRPC with stubs generated from proto/.

    ./generate.sh && python client.py [host:port]

Validates a move, adjudicates a repeated position and pairs a Swiss round; prints one line
per call and exits non-zero if an answer is not the expected one.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "generated"))

import grpc  # noqa: E402
from arbiter.tournament.v1 import tournament_pb2, tournament_pb2_grpc  # noqa: E402
from arbiter.xiangqi.v1 import xiangqi_pb2, xiangqi_pb2_grpc  # noqa: E402


def main(target: str) -> int:
    with grpc.insecure_channel(target) as channel:
        xiangqi = xiangqi_pb2_grpc.XiangqiServiceStub(channel)
        tournament = tournament_pb2_grpc.TournamentServiceStub(channel)

        # 1. A move: 马8进7 after 炮二平五, in every notation.
        move = xiangqi.ValidateMove(xiangqi_pb2.ValidateMoveRequest(moves=["h2e2"], move="h9g7"))
        print(f"validate: legal={move.legal} wxf={move.move_wxf} chinese={move.move_chinese}")
        assert move.legal and move.move_wxf == "H8+7", move

        # An illegal one comes back with its reason (proto3 optional: present only then).
        bad = xiangqi.ValidateMove(xiangqi_pb2.ValidateMoveRequest(move="h0h2"))
        reason = xiangqi_pb2.IllegalMoveReason.Name(bad.reason)
        print(f"validate: legal={bad.legal} reason={reason}")
        assert not bad.legal and bad.HasField("reason"), bad

        # 2. A repetition: red checks with the chariot every move (长将) → red loses.
        game = xiangqi.AdjudicateGame(
            xiangqi_pb2.AdjudicateGameRequest(
                start_fen="3k5/9/9/9/9/9/9/9/4R4/5K3 w",
                moves=["车五平六", "将4平5", "车六平五", "将5平4"] * 2,
            )
        )
        outcome = xiangqi_pb2.Outcome.Name(game.outcome)
        print(f"adjudicate: {outcome} plies {list(game.deciding_plies)}: {game.rule[:60]}…")
        assert outcome == "OUTCOME_BLACK_WINS", game

        # 3. A Swiss round from a TRF: five players, the pairing-allocated bye to the last.
        trf = "".join(
            f"001 {i:4d}      {name:<33} {rating}\n"
            for i, (name, rating) in enumerate(
                [("Li", 2100), ("Wang", 2000), ("Zhao", 1900), ("Chen", 1800), ("Liu", 1700)],
                start=1,
            )
        ) + "XXR 5\n"
        swiss = tournament.PairSwissRound(tournament_pb2.PairSwissRoundRequest(trf=trf))
        boards = [(p.board, p.red, p.black) for p in swiss.pairings]
        print(f"pair: round {swiss.round} boards {boards} byes {list(swiss.byes)}")
        assert swiss.round == 1 and list(swiss.byes) == [5] and len(boards) == 2, swiss

        # Bad input is INVALID_ARGUMENT naming the field.
        try:
            xiangqi.ValidateMove(xiangqi_pb2.ValidateMoveRequest(start_fen="bad", move="h2e2"))
        except grpc.RpcError as e:
            print(f"error: {e.code().name}: {e.details()[:60]}")
            assert e.code() == grpc.StatusCode.INVALID_ARGUMENT
        else:
            raise AssertionError("a bad FEN was accepted")
    print("python client: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "localhost:50051"))
