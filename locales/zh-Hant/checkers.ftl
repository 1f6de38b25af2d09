# 跳棋文字，繁體中文。佔位符：$hole、$from、$to（孔位名）、$player（座位，從 1 起）、
# $order（完成順序中的座位，從 1 起）、$turn、$turns、$plies（數目）、$why（違例說明）。

## 著法違例的原因。
checkers-illegal-too-short = 一步棋至少要有起點和終點
checkers-illegal-not-your-piece = 起點上沒有輪到走棋一方的棋子
checkers-illegal-revisits-hole = 連跳不能重複經過同一孔位，也不能回到起點
checkers-illegal-landing-occupied = { $hole }已有棋子
checkers-illegal-hop = 從{ $from }到{ $to }既不是移動一格，也不是合規的跳躍
checkers-illegal-forbidden-camp = { $hole }位於規則禁止該棋手進入的營地
checkers-illegal-leaves-target = 目標鎖定：已進入目標營地的棋子不能落到{ $hole }
checkers-illegal-no-such-move = 這些孔位之間沒有合規的著法
checkers-illegal-repetition = 這步棋會使同一局面重複次數過多

## 對局狀態。
checkers-game-ongoing = 已走{ $turns }步，對局繼續
checkers-game-finished = { $player }號棋手率先佔滿目標營地；完成順序：{ $order }
checkers-game-finished-nobody = 對局結束
checkers-game-pass-round = 尚未走完的棋手全部連續放棄走棋一輪：這些棋手之間判和
checkers-game-move-cap = 已達到{ $plies }步的上限：尚未走完的棋手之間判和
checkers-game-illegal-turn = 第{ $turn }步不合規則：{ $why }
