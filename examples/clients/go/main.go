// A club platform's back end calling Arbiter over gRPC with Go code generated from proto/
// (protoc-gen-go and protoc-gen-go-grpc through buf; grpc-go).
//
//	./run.sh [host:port]
//
// Validates a move, adjudicates a repeated position and pairs a Swiss round; prints one line
// per call and exits non-zero if an answer is not the expected one.
package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	tournamentv1 "arbiter.local/gen/arbiter/tournament/v1"
	xiangqiv1 "arbiter.local/gen/arbiter/xiangqi/v1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"
)

// codec marshals with the protobuf API the stubs are generated for (APIv2): Debian's grpc-go
// 1.33 would otherwise use the older github.com/golang/protobuf found in GOPATH mode.
type codec struct{}

func (codec) Marshal(v interface{}) ([]byte, error)   { return proto.Marshal(v.(proto.Message)) }
func (codec) Unmarshal(b []byte, v interface{}) error { return proto.Unmarshal(b, v.(proto.Message)) }
func (codec) Name() string                            { return "proto" }

func check(ok bool, what string, answer interface{}) {
	if !ok {
		fmt.Fprintf(os.Stderr, "unexpected answer to %s: %v\n", what, answer)
		os.Exit(1)
	}
}

func main() {
	target := "localhost:50051"
	if len(os.Args) > 1 {
		target = os.Args[1]
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := grpc.DialContext(ctx, target, grpc.WithInsecure(), grpc.WithBlock(),
		grpc.WithDefaultCallOptions(grpc.ForceCodec(codec{})))
	check(err == nil, "dial", err)
	defer conn.Close()
	xiangqi := xiangqiv1.NewXiangqiServiceClient(conn)
	tournament := tournamentv1.NewTournamentServiceClient(conn)

	// 1. A move: 马8进7 after 炮二平五, in every notation.
	move, err := xiangqi.ValidateMove(ctx, &xiangqiv1.ValidateMoveRequest{Moves: []string{"h2e2"}, Move: "h9g7"})
	check(err == nil, "validateMove", err)
	fmt.Printf("validate: legal=%v wxf=%s chinese=%s\n", move.Legal, move.MoveWxf, move.MoveChinese)
	check(move.Legal && move.MoveWxf == "H8+7", "validateMove", move)

	// An illegal one comes back with its reason (proto3 optional: nil for a legal move).
	bad, err := xiangqi.ValidateMove(ctx, &xiangqiv1.ValidateMoveRequest{Move: "h0h2"})
	check(err == nil, "validateMove (illegal)", err)
	fmt.Printf("validate: legal=%v reason=%s\n", bad.Legal, bad.GetReason())
	check(!bad.Legal && bad.Reason != nil, "validateMove (illegal)", bad)

	// 2. A repetition: red checks with the chariot every move (长将) → red loses.
	cycle := []string{"车五平六", "将4平5", "车六平五", "将5平4"}
	game, err := xiangqi.AdjudicateGame(ctx, &xiangqiv1.AdjudicateGameRequest{
		StartFen: "3k5/9/9/9/9/9/9/9/4R4/5K3 w",
		Moves:    append(append([]string{}, cycle...), cycle...),
	})
	check(err == nil, "adjudicateGame", err)
	rule := []rune(game.Rule)
	if len(rule) > 60 {
		rule = rule[:60]
	}
	fmt.Printf("adjudicate: %s plies %v: %s…\n", game.Outcome, game.DecidingPlies, string(rule))
	check(game.Outcome == xiangqiv1.Outcome_OUTCOME_BLACK_WINS, "adjudicateGame", game)

	// 3. A Swiss round from a TRF: five players, the pairing-allocated bye to the last.
	var trf strings.Builder
	for i, p := range []struct {
		name   string
		rating int
	}{{"Li", 2100}, {"Wang", 2000}, {"Zhao", 1900}, {"Chen", 1800}, {"Liu", 1700}} {
		fmt.Fprintf(&trf, "001 %4d      %-33s %d\n", i+1, p.name, p.rating)
	}
	trf.WriteString("XXR 5\n")
	swiss, err := tournament.PairSwissRound(ctx, &tournamentv1.PairSwissRoundRequest{Trf: trf.String()})
	check(err == nil, "pairSwissRound", err)
	boards := [][3]uint32{}
	for _, p := range swiss.Pairings {
		boards = append(boards, [3]uint32{p.Board, p.Red, p.Black})
	}
	fmt.Printf("pair: round %d boards %v byes %v\n", swiss.Round, boards, swiss.Byes)
	check(swiss.Round == 1 && len(swiss.Byes) == 1 && swiss.Byes[0] == 5 && len(boards) == 2, "pairSwissRound", swiss)

	// Bad input is INVALID_ARGUMENT naming the field.
	_, err = xiangqi.ValidateMove(ctx, &xiangqiv1.ValidateMoveRequest{StartFen: "bad", Move: "h2e2"})
	st, _ := status.FromError(err)
	fmt.Printf("error: %s: %.60s\n", st.Code(), st.Message())
	check(st.Code() == codes.InvalidArgument, "validateMove with a bad FEN", err)
	fmt.Println("go client: ok")
}
