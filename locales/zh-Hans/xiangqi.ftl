# 象棋文字，简体中文。占位符：$side（red/black）、$move（中文记法的着法）、$piece（棋子名称）、
# $square（ICCS 坐标，中文文字中不用）、$screens（数目）。

side = { $side ->
    [red] 红方
   *[black] 黑方
}
piece = { $kind ->
    [general] { $side ->
        [red] 帅
       *[black] 将
    }
    [advisor] { $side ->
        [red] 仕
       *[black] 士
    }
    [elephant] { $side ->
        [red] 相
       *[black] 象
    }
    [horse] 马
    [chariot] 车
    [cannon] 炮
   *[soldier] { $side ->
        [red] 兵
       *[black] 卒
    }
}

side-piece = { $side ->
    [red] 红
   *[black] 黑
}{ piece }
rule-both-forbidden-draw = { $mutual ->
    [yes] 双方解将还将（双方长将，均为禁止着法）
   *[no] { $tallies }，双方均为禁止着法
}，不变作和（{ article }）。

## 违例着法：原因。
illegal-same-square = 棋子没有离开原位
illegal-no-piece-on-square = 起点{ $square }上没有棋子
illegal-not-your-piece = 现在轮到{ $turn }走棋
illegal-captures-own-piece = 终点有本方的{ $piece }，不能吃本方棋子
illegal-leaves-palace = { $piece }不能走出九宫
illegal-not-a-general-move = 帅（将）每次只能在九宫内直走或横走一步
illegal-not-an-advisor-move = 仕（士）每次只能在九宫内斜走一步
illegal-not-an-elephant-move = 相（象）每次只能斜走两步（走“田”字）
illegal-elephant-crosses-river = 相（象）不能过河
illegal-elephant-eye-blocked = 象眼被{ $piece }塞住（塞象眼）
illegal-not-a-horse-move = 马走“日”字：直走一步再斜走一步
illegal-horse-leg-blocked = 马腿被{ $piece }绊住（蹩马腿）
illegal-not-a-straight-line = 车、炮只能直走或横走
illegal-path-blocked = 路线被{ $piece }挡住
illegal-cannon-needs-screen = 炮吃子必须隔一个子（炮架），中间没有子
illegal-cannon-too-many-screens = 炮吃子必须正好隔一个子，中间隔了{ $screens }个子
illegal-soldier-cannot-retreat = 兵（卒）不能后退
illegal-soldier-cannot-move-sideways = 兵（卒）过河以后才能横走
illegal-not-a-soldier-move = 兵（卒）每次只能走一步
illegal-generals-face = 走后帅将直接对面（照面）
illegal-leaves-general-in-check = 走后本方帅（将）被将军（送将或未应将）
illegal-move = { side }{ $move }不合法：{ $reason }
illegal-move-described = { side }{ $from }路{ piece }走至{ $to }路（{ $iccs }），不合法：{ $reason }
illegal-move-coordinates = 着法{ $iccs }不合法：{ $reason }

## 棋例中的着法性质。
class = { $class ->
    [check] 将
    [mate-threat] 杀
    [chase] 捉
    [exchange] 兑
    [offer] 献
    [block] 拦
    [follow] 跟
   *[idle] 闲
}
pattern = { $pattern ->
    [long-check] 长将
    [long-attack] 长打
    [long-soft-attack] 长捉（含联合捉子）
   *[allowed] 允许着法
}
article = { $article ->
    [axf-check] 亚洲象棋规则术语“将”
    [axf-mate-threat] 亚洲象棋规则第9条“杀”（长杀不禁）
    [axf-chase] 亚洲象棋规则术语“捉”
    [axf-even-trade-chase] 亚洲象棋规则第24条：同兵种互吃
    [axf-self-made-exposure] 亚洲象棋规则附则：非长捉
    [axf-joint-chase] 亚洲象棋规则第33条：多子轮流捉一子
    [axf-general-soldier-chase] 亚洲象棋规则第28、29条：将（帅）、兵（卒）可长捉
    [axf-king-evasion] 亚洲象棋规则第28条：将（帅）可长捉
    [axf-allowed-attacks] 亚洲象棋规则第39、40条：长拦、长献、长兑允许
    [axf-idle] 亚洲象棋规则术语“闲”
    [axf-perpetual-check] 亚洲象棋规则第6条：禁止长将
    [axf-perpetual-attack] 亚洲象棋规则第15至33条：禁止长捉
    [axf-both-forbidden] 亚洲象棋规则第7、8条：双方长将
    [axf-both-allowed] 亚洲象棋规则第5条：双方均不违例，不变作和
    [check] 棋例第24.1条“将”
    [mate-threat] 棋例第24.2条“杀”
    [chase] 棋例第24.3条“捉”
    [chariot-attack] 亚洲象棋规则第15、27条：马、炮攻车，有根无根均按捉
    [protected-joint-attack] 亚洲象棋规则第35条：两子以上攻有根子不算长捉
    [even-trade-chase] 棋例第26.5条“完整互吃”
    [chase-is-new] 棋例第29.2条“捉的产生”
    [self-made-exposure] 棋例第29.2条“自己造成的被捉状态”
    [joint-chase] 棋例第26.9条
    [general-soldier-chase] 棋例第26.1条
    [king-evasion] 棋例第26.1.2条
    [exchange] 棋例第24.4条“兑”
    [offer] 棋例第24.5条“献”
    [block] 棋例第24.6条“拦”
    [follow] 棋例第24.7条“跟”
    [idle] 棋例第24.8条“闲”
    [perpetual-check] 棋例第25.1条“单方面长将”
    [perpetual-attack] 棋例第25.2条“长打”
    [both-forbidden] 棋例第26.9条“双方禁止”
   *[both-allowed] 棋例第26.9.4条“双方不变作和”
}
ply-not-chase = ；{ $attacker }攻{ $target }不算捉：{ $reason ->
    [judged-mate-threat] 此着先按“杀”论
    [answers-check] 将（帅）应将时产生的捉按闲论
    [general-or-soldier] 帅（将）、兵（卒）本身捉子不算违例
    [uncrossed-soldier] 吃未过河的兵（卒）不算捉子
    [like-pieces] 同兵种相对，属邀兑
    [not-new] 走子前已受同一子攻击，并非新产生的捉
    [second-attacker] 该子有根，另一攻子走子前已在攻击；两子攻有根子不算捉
   *[protected] 完整交换后不能得子，属有根子
}（{ article }）
event-note = { $kind ->
    [seal-not-followed] 续赛后记录的着法（{ $played }）与封棋着法（{ $sealed }）不符；按规定应以封棋着法为准，本次按提交的棋谱裁决
    [seal-waits] 封棋着法（{ $sealed }）合法，续赛时按此着走出
    [seal-out-of-turn] 此时轮到{ $other }走棋，{ $who }不能封棋：不予受理
    [late-within-limit] { $who }迟到{ $minutes }分钟，未超过{ $limit }分钟的限时
    [offer-out-of-turn] { $who }在{ $other }走棋时提和，不予受理（提和须在本方走棋时提出）
    [offer-while-pending] { $who }已提和、{ $other }尚未答复，再次提和不予受理
    [offer-again-after-refusal] { $who }提和已被拒绝，在{ $other }提和之前不得再次提和：不予受理，记犯规一次
    [accept-without-offer] { $who }表示同意，但对方并无待答复的提和：不予理会
    [decline-without-offer] { $who }表示拒绝，但对方并无待答复的提和：不予理会
    [claim-false] { $who }申请自然限着判和，但无吃子仅{ $minutes }回合（限{ $limit }回合）：申诉不实，记犯规一次
    [theoretical-claim-false] { $who }提出理论和棋，但按残局库此局面并非无论哪方走棋均为和局：申请不成立，对局继续
   *[moves-ignored] 对局结束后提交的{ $count }着不予计入
}
ply-clause = { $kind ->
    [gives-check] { $all }照将
    [threatens-mate] 此着伏杀：下一着起可照将或连续照将将死对方
    [judged-forbidden-way] 此着兼有杀（本规则下允许）；一着兼有两种性质时，从重判
    [wins-material] { $rest }吃{ $first }，完整交换后得子
    [wins-by-even-trade] { $rest }吃{ $first }：在该点上得多于失，完整交换后价值相当，按捉论
    [wins-by-check] { $rest }将军，对方应将后可吃{ $first }（将军抽子）
    [attacks-chariot] { $rest }攻{ $first }：马、炮攻车，不论有根无根
    [wins-jointly] { $rest }须与另一子联合才能吃掉{ $first }，为联合捉子
    [new-target] 走子前{ $first }并未受到威胁
    [new-attacker] 走子前{ $rest }并未威胁{ $first }
    [freed-by-leaving] 原在{ $rest }的棋子走开后，{ $first }失去保护，成为可吃之子
    [needs-moved-piece] 吃{ $first }须此着走动的{ $rest }配合（作炮架、第二攻击子或牵制根子）
    [answers-check] { $first }应将，所产生的捉按闲论
    [offers-like-piece] { $first }可被同兵种棋子吃：邀兑
    [opens-exchange] { $first }走动使两个同兵种棋子相对：邀兑
    [backs-exchange] { $first }参与两个相对的同兵种棋子的交换：邀兑
    [exchange-parries-mate] 此着虽成杀势，对方兑去{ $first }即可解杀：邀兑
    [blocks-mate] { $first }阻拦形成杀势的车或炮的路线：拦
    [offers-piece] { $first }可被对方吃而得子：献
    [follows] { $first }随{ $rest }同步行走并解杀：跟，附带之捉按闲论
   *[nothing-else] 非将、非杀、非捉：闲
}（{ article }）
piece-on = { side }{ $file }路{ piece }
ply-note = { side }{ $move }：{ class }（{ article }）
ply-note-chase = { side }{ $move }{ $joint ->
    [yes] 联合捉
   *[no] 捉
}{ $targets }（{ article }）

## 裁决。
ruling = { $profile ->
    [club] 本俱乐部规则（采用中国象棋协会棋例，自然限着40回合）
    [cxa] 《中国象棋竞赛规则》
   *[axf] 《亚洲象棋规则》
}：{ $sentence }
rule-goes-on = 第{ $ply }着后尚未分出胜负，对局继续。
rule-start-checkmate = 起始局面中{ $winner ->
    [red] 黑方已被将死，红方胜。
   *[black] 红方已被将死，黑方胜。
}
rule-start-stalemate = 起始局面中{ side }无着可走（困毙），判负。
rule-start-no-attackers = 双方均无进攻子力，均无可能取胜，判和。
rule-checkmate = { $winner ->
    [red] 红方
   *[black] 黑方
}将死对方，获胜。
rule-stalemate = { side }无着可走（困毙），判负。
rule-perpetual-check = { $tallies }，{ side }变着，不变作负（{ article }）。
rule-perpetual-attack = { $tallies }，{ side }变着，不变作负（{ article }）。
rule-both-forbidden = { $tallies }，{ side }变着，不变作负（{ article }）。
rule-repetition-draw = { $tallies }，双方均为允许着法，不变作和（{ article }）。
rule-natural-move-limit = 双方连续{ $rounds }回合均未吃子，已达自然限着（{ $limit }回合），判和。
rule-insufficient-material = 吃子后双方均无进攻子力，均无可能取胜，判和。
rule-discipline = 第{ $ply }着后，裁判判{ side }负（违反纪律或不服从裁判）。
rule-resignation = 第{ $ply }着后{ side }认输，{ $winner ->
    [red] 红方
   *[black] 黑方
}胜。
rule-draw-agreed = 第{ $ply }着后双方议和，和棋。
rule-offer-accepted = { side }同意{ $offerer ->
    [red] 红方
   *[black] 黑方
}提和，和棋（一方提和、另一方同意后，双方均不得反悔）。
rule-illegal-ply = 第{ $ply }着“{ $text }”不能走出：{ $why }。此着及以后的着法不计，按第{ $before }着后的局面裁决。
rule-time-forfeit = { side }第{ $round }回合走棋时超时（本方用时已达{ $minutes }分{ $seconds }秒），判负。
rule-time-forfeit-moves = { side }第{ $round }回合走棋时时间用完（本方用时已达{ $minutes }分{ $seconds }秒），本时段尚有{ $owed }着未走，未在规定时限内走满应走着数，判负。
rule-both-over-time = 双方均超时（第{ $first }着与第{ $second }着），双方均判负。
rule-technical-fouls = { side }第{ $number }次技术犯规（{ foul }），达到规定的{ $limit }次，判负。
rule-repeated-violations = { side }经裁判要求变着而未变（{ $tally }，{ article }）：本局第{ $number }次违例，达到规定的{ $limit }次，判负。
rule-sealed-move = { side }的封棋着法“{ $text }”{ $fault ->
    [ambiguous] 有歧义
    [illegal] 不合规则
    [no-such-piece] 所指棋子不在该处
   *[unreadable] 无法识读
}（封棋着法有误），判负。
rule-both-late = 红方迟到{ $red }分钟，黑方迟到{ $black }分钟，均超过规定的{ $limit }分钟，双方均判负（双方弃权，各计零分）。
rule-forfeit = { side }迟到{ $minutes }分钟，超过规定的{ $limit }分钟，按弃权判负。
rule-cycle = { $occurrences ->
    [0] {""}
   *[other] 同一局面已出现{ $occurrences }次，
}循环着法为第{ $from }回合{ $whole ->
    [yes] {""}
   *[no] { $fromSide }
}至第{ $to }回合{ $whole ->
    [yes] {""}
   *[no] { $toSide }
}。
warning-must-change = 同一局面已出现{ $occurrences }次：{ $tallies }，{ side }须变着；如不变着，同一局面第{ $trigger }次出现时判{ side }负（{ article }）。
warning-must-change-now = 同一局面已出现{ $occurrences }次：{ $tallies }，{ side }须立即变着，坚持不变判负（{ article }）。
warning-draw-both-forbidden = 同一局面已出现{ $occurrences }次：{ $mutual ->
    [yes] 双方解将还将（双方长将，均为禁止着法）
   *[no] { $tallies }，双方均为禁止着法
}，如均不变着，同一局面第{ $trigger }次出现时作和（{ article }）。
warning-draw = 同一局面已出现{ $occurrences }次：{ $tallies }，双方均为允许着法，如均不变着，同一局面第{ $trigger }次出现时作和（{ article }）。
foul = { $foul ->
    [repeated-draw-offer] 反复提和
    [false-claim] 虚假申诉
    [touched-not-moved] 摸子未走
    [touched-not-captured] 摸对方子未吃
    [illegal-move-attempt] 走子不合规则
    [touched-immobile] 摸了不能走动的己方棋子
    [touched-uncapturable] 摸了不能吃的对方棋子
   *[other] 裁判认定的其他犯规
}
advice-must-change = 此着使同一局面第{ $occurrences }次出现：{ side }{ pattern }，须在达到重复次数前变着（{ article }）。
advice-other-loses = 此着使同一局面第{ $occurrences }次出现：{ side }{ pattern }不变，判负（{ article }）。
advice-must-change-now = 此着使同一局面第{ $occurrences }次出现：{ side }{ pattern }，须立即变着，坚持不变判负（{ article }）。
advice-loses = 此着使同一局面第{ $occurrences }次出现：{ side }{ pattern }不变，走出即判负（{ article }）。
advice-refused = 此着不能走：走后同一局面将第{ $occurrences }次出现，{ side }{ pattern }须变着（{ article }）。
advice-draw = 此着使同一局面第{ $occurrences }次出现；达到重复次数时双方不变作和（{ article }）。
advice-draw-now = 此着使同一局面第{ $occurrences }次出现，已达重复次数：双方不变作和（{ article }）。

## 摸子走子。
touch-clause = { $clause ->
    [nothing-touched] 未摸子：可走任何合法着法
    [own-must-move] 摸本方棋子，必须走这个子（摸子走子）
    [own-cannot-move] 摸到的本方棋子无合法着法：可走任何合法着法
    [opponent-must-be-captured] 摸对方棋子，必须吃这个子
    [opponent-cannot-be-captured] 摸到的对方棋子无法被吃：可走任何合法着法
    [own-captures-touched] 先摸本方子再摸对方子：须用该子吃对方子
    [own-moves-instead] 该子吃不到摸到的对方子：必须走该子
    [another-captures] 摸到的本方子不能动：须用别的子吃摸到的对方子
   *[free] 无法履行任何条款：可走任何合法着法
}

## How this language strings texts together (the code never assumes a script).
# Between the items of a list (pieces chased, squares, candidate moves).
list-separator = 、
# Two sentences one after the other.
two-sentences = { $first }{ $second }
cycle-tallies = 红方{ $red }，黑方{ $black }{ $attacks ->
    [0] {""}
   *[other] （{ $attacks ->
        [2] 二
        [3] 三
        [4] 四
       *[other] { $attacks }
    }打{ $back ->
        [1] 一
        [2] 二
        [3] 三
       *[other] { $back }
    }还打）
}
tally-count = { $count ->
    [1] 一
    [2] 两
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
   *[other] { $count }
}{ $joint ->
    [yes] 联合捉子
   *[no] { class }
}
tally-long = { $joint ->
    [yes] 联合捉子
   *[no] 长{ class }
}
# 一方着法统计的两部分（“一将”“一闲”→“一将一闲”）。
tally-join = { $first }{ $second }

## 局面图。
diagram-title = 象棋局面
diagram-caption = 第{ $round }回合 { $move }（{ class }）

## FEN 局面不成立的原因。
fen-problem = { $problem ->
    [empty] FEN为空
    [too-long] FEN长{ $count }字节，超过上限{ $limit }字节
    [rank-count] 棋子布局有{ $count }行，应为10行
    [rank-width] 第{ $rank }行描述了{ $count }个点，应为9个
    [bad-char] 第{ $rank }行有无法识别的字符“{ $text }”
    [bad-side] 走棋方“{ $text }”不是w、r或b
    [bad-number] { $field ->
        [halfmove] 半回合计数
       *[fullmove] 回合数
    }“{ $text }”不是数字
    [too-many-fields] FEN的字段多于六个
    [missing-general] { side }没有{ piece }
    [too-many-pieces] { side }有{ $count }个{ piece }，最多{ $limit }个
    [impossible-square] { side-piece }不可能位于{ $text }
    [generals-face] 帅将直接对面，局面不成立
   *[side-not-to-move-in-check] { side }正被将军，却不是{ side }走棋，局面不成立
}

## 残局库（ProbeEndgame，理论和棋）
rule-theoretical-draw-claimed = 第{ $ply }着后{ side }提出理论和棋，经残局库核实：{ $class }残局无论哪方走棋均为和局，属于“理论上公认的双方均无取胜可能的局势”（理论和棋），判和。
rule-start-theoretical-draw = 起始局面为{ $class }残局，按残局库无论哪方走棋均为和局，属于“理论上公认的双方均无取胜可能的局势”（理论和棋），判和。
rule-theoretical-draw = 第{ $ply }着后形成{ $class }残局，按残局库无论哪方走棋均为和局，属于“理论上公认的双方均无取胜可能的局势”（理论和棋），判和。
endgame-outside = 不在残局库中：残局库只收双方各有将（帅）、至多一个车马炮兵（卒）、至多二士（仕）二象（相），且至少一方有车马炮兵（卒）的局面（双方都有车马炮兵（卒）的残局，士象合计至多两个，残局库目录另有文件者除外）。
endgame-too-large = { $class }残局共{ $positions }个局面，超过本服务首次使用时生成的上限（{ $limit }），残局库目录中也没有此残局的文件，本服务不收此残局。
endgame-draw-by-cycles = 按残局库为和局：双方最佳着法循环反复，每一循环均按和局计（本残局的棋例分析缺失：其残局库文件未附棋例文件）。
endgame-decided-by-rule = 按棋例判定：双方最佳着法循环反复，负方只能以规则禁止的长打守和，必须变着，故判负。
endgame-draw-cycles-mode = 按残局库为和局：双方最佳着法循环反复，每一循环均按和局计（按请求）。
endgame-draw-under-rules = 按残局库为和局：双方最佳着法循环反复，按本规则棋例，任何一方都无法迫使对方陷入必须变着的长打。
endgame-class = { $strong }对{ $weak }
endgame-one = 单
endgame-two = 双
endgame-chariot = 车
endgame-horse = 马
endgame-cannon = 炮
endgame-soldier = 兵
endgame-weak-soldier = 卒
endgame-strong-advisor = 仕
endgame-strong-elephant = 相
endgame-weak-advisor = 士
endgame-weak-elephant = 象
endgame-bare-general = 单将
endgame-full-defence = 士象全
