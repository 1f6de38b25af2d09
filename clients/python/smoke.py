#!/usr/bin/env python3
"""One call of each service through the installed package (CI: after `pip install ./clients/python`).

    python smoke.py [host:port]
"""

import sys

import grpc
from arbiter.checkers.v1 import checkers_pb2, checkers_pb2_grpc
from arbiter.tournament.v1 import tournament_pb2, tournament_pb2_grpc
from arbiter.xiangqi.v1 import xiangqi_pb2, xiangqi_pb2_grpc


def main(target: str) -> int:
    with grpc.insecure_channel(target) as channel:
        xiangqi = xiangqi_pb2_grpc.XiangqiServiceStub(channel)
        move = xiangqi.ValidateMove(xiangqi_pb2.ValidateMoveRequest(moves=["h2e2"], move="h9g7"),
                                    metadata=[("accept-language", "zh-CN")])
        assert move.legal and move.move_wxf == "H8+7", move
        checkers = checkers_pb2_grpc.CheckersServiceStub(channel)
        legal = checkers.ListLegalMoves(checkers_pb2.ListLegalMovesRequest(
            position=checkers_pb2.Position(players=2)))
        assert len(legal.moves) > 0, legal
        tournament = tournament_pb2_grpc.TournamentServiceStub(channel)
        rr = tournament.ScheduleRoundRobin(tournament_pb2.ScheduleRoundRobinRequest(player_count=4))
        assert len(rr.rounds) == 3, rr
        try:
            xiangqi.ValidateMove(xiangqi_pb2.ValidateMoveRequest(start_fen="bad", move="h2e2"))
            raise AssertionError("a bad FEN was accepted")
        except grpc.RpcError as e:
            assert e.code() == grpc.StatusCode.INVALID_ARGUMENT, e
    print(f"python package: ok ({move.move_chinese}, {len(legal.moves)} checkers moves, "
          f"{len(rr.rounds)} round-robin rounds, INVALID_ARGUMENT on a bad FEN)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "localhost:50051"))
