# 跳棋文字，简体中文。占位符：$hole、$from、$to（孔位名）、$player（座位，从 1 起）、
# $order（完成顺序中的座位，从 1 起）、$turn、$turns、$plies（数目）、$why（违例说明）。

## 着法违例的原因。
checkers-illegal-too-short = 一步棋至少要有起点和终点
checkers-illegal-not-your-piece = 起点上没有轮到走棋一方的棋子
checkers-illegal-revisits-hole = 连跳不能重复经过同一孔位，也不能回到起点
checkers-illegal-landing-occupied = { $hole }已有棋子
checkers-illegal-hop = 从{ $from }到{ $to }既不是移动一格，也不是合规的跳跃
checkers-illegal-forbidden-camp = { $hole }位于规则禁止该棋手进入的营地
checkers-illegal-leaves-target = 目标锁定：已进入目标营地的棋子不能落到{ $hole }
checkers-illegal-no-such-move = 这些孔位之间没有合规的着法
checkers-illegal-repetition = 这步棋会使同一局面重复次数过多

## 对局状态。
checkers-game-ongoing = 已走{ $turns }步，对局继续
checkers-game-finished = { $player }号棋手率先占满目标营地；完成顺序：{ $order }
checkers-game-finished-nobody = 对局结束
checkers-game-pass-round = 尚未走完的棋手全部连续放弃走棋一轮：这些棋手之间判和
checkers-game-move-cap = 已达到{ $plies }步的上限：尚未走完的棋手之间判和
checkers-game-illegal-turn = 第{ $turn }步不合规则：{ $why }
