# 象棋文字，繁體中文。佔位符：$side（red/black）、$move（中文記法的著法）、$piece（棋子名稱）、
# $square（ICCS 坐標，中文文字中不用）、$screens（數目）。

side = { $side ->
    [red] 紅方
   *[black] 黑方
}
piece = { $kind ->
    [general] { $side ->
        [red] 帥
       *[black] 將
    }
    [advisor] { $side ->
        [red] 仕
       *[black] 士
    }
    [elephant] { $side ->
        [red] 相
       *[black] 象
    }
    [horse] 馬
    [chariot] 車
    [cannon] 炮
   *[soldier] { $side ->
        [red] 兵
       *[black] 卒
    }
}

side-piece = { $side ->
    [red] 紅
   *[black] 黑
}{ piece }
rule-both-forbidden-draw = { $mutual ->
    [yes] 雙方解將還將（雙方長將，均為禁止著法）
   *[no] { $tallies }，雙方均為禁止著法
}，不變作和（{ article }）。

## 違例著法：原因。
illegal-same-square = 棋子沒有離開原位
illegal-no-piece-on-square = 起點{ $square }上沒有棋子
illegal-not-your-piece = 現在輪到{ $turn }走棋
illegal-captures-own-piece = 終點有本方的{ $piece }，不能吃本方棋子
illegal-leaves-palace = { $piece }不能走出九宮
illegal-not-a-general-move = 帥（將）每次只能在九宮內直走或橫走一步
illegal-not-an-advisor-move = 仕（士）每次只能在九宮內斜走一步
illegal-not-an-elephant-move = 相（象）每次只能斜走兩步（走「田」字）
illegal-elephant-crosses-river = 相（象）不能過河
illegal-elephant-eye-blocked = 象眼被{ $piece }塞住（塞象眼）
illegal-not-a-horse-move = 馬走「日」字：直走一步再斜走一步
illegal-horse-leg-blocked = 馬腿被{ $piece }絆住（蹩馬腿）
illegal-not-a-straight-line = 車、炮只能直走或橫走
illegal-path-blocked = 路線被{ $piece }擋住
illegal-cannon-needs-screen = 炮吃子必須隔一個子（炮架），中間沒有子
illegal-cannon-too-many-screens = 炮吃子必須正好隔一個子，中間隔了{ $screens }個子
illegal-soldier-cannot-retreat = 兵（卒）不能後退
illegal-soldier-cannot-move-sideways = 兵（卒）過河以後才能橫走
illegal-not-a-soldier-move = 兵（卒）每次只能走一步
illegal-generals-face = 走後帥將直接對面（照面）
illegal-leaves-general-in-check = 走後本方帥（將）被將軍（送將或未應將）
illegal-move = { side }{ $move }不合法：{ $reason }
illegal-move-described = { side }{ $from }路{ piece }走至{ $to }路（{ $iccs }），不合法：{ $reason }
illegal-move-coordinates = 著法{ $iccs }不合法：{ $reason }

## 棋例中的著法性質。
class = { $class ->
    [check] 將
    [mate-threat] 殺
    [chase] 捉
    [exchange] 兌
    [offer] 獻
    [block] 攔
    [follow] 跟
   *[idle] 閒
}
pattern = { $pattern ->
    [long-check] 長將
    [long-attack] 長打
    [long-soft-attack] 長捉（含聯合捉子）
   *[allowed] 允許著法
}
article = { $article ->
    [axf-check] 亞洲象棋規則術語「將」
    [axf-mate-threat] 亞洲象棋規則第9條「殺」（長殺不禁）
    [axf-chase] 亞洲象棋規則術語「捉」
    [axf-even-trade-chase] 亞洲象棋規則第24條：同兵種互吃
    [axf-self-made-exposure] 亞洲象棋規則附則：非長捉
    [axf-joint-chase] 亞洲象棋規則第33條：多子輪流捉一子
    [axf-general-soldier-chase] 亞洲象棋規則第28、29條：將（帥）、兵（卒）可長捉
    [axf-king-evasion] 亞洲象棋規則第28條：將（帥）可長捉
    [axf-allowed-attacks] 亞洲象棋規則第39、40條：長攔、長獻、長兌允許
    [axf-idle] 亞洲象棋規則術語「閒」
    [axf-perpetual-check] 亞洲象棋規則第6條：禁止長將
    [axf-perpetual-attack] 亞洲象棋規則第15至33條：禁止長捉
    [axf-both-forbidden] 亞洲象棋規則第7、8條：雙方長將
    [axf-both-allowed] 亞洲象棋規則第5條：雙方均不違例，不變作和
    [check] 棋例第24.1條「將」
    [mate-threat] 棋例第24.2條「殺」
    [chase] 棋例第24.3條「捉」
    [chariot-attack] 亞洲象棋規則第15、27條：馬、炮攻車，有根無根均按捉
    [protected-joint-attack] 亞洲象棋規則第35條：兩子以上攻有根子不算長捉
    [even-trade-chase] 棋例第26.5條「完整互吃」
    [chase-is-new] 棋例第29.2條「捉的產生」
    [self-made-exposure] 棋例第29.2條「自己造成的被捉狀態」
    [joint-chase] 棋例第26.9條
    [general-soldier-chase] 棋例第26.1條
    [king-evasion] 棋例第26.1.2條
    [exchange] 棋例第24.4條「兌」
    [offer] 棋例第24.5條「獻」
    [block] 棋例第24.6條「攔」
    [follow] 棋例第24.7條「跟」
    [idle] 棋例第24.8條「閒」
    [perpetual-check] 棋例第25.1條「單方面長將」
    [perpetual-attack] 棋例第25.2條「長打」
    [both-forbidden] 棋例第26.9條「雙方禁止」
   *[both-allowed] 棋例第26.9.4條「雙方不變作和」
}
ply-not-chase = ；{ $attacker }攻{ $target }不算捉：{ $reason ->
    [judged-mate-threat] 此著先按「殺」論
    [answers-check] 將（帥）應將時產生的捉按閒論
    [general-or-soldier] 帥（將）、兵（卒）本身捉子不算違例
    [uncrossed-soldier] 吃未過河的兵（卒）不算捉子
    [like-pieces] 同兵種相對，屬邀兌
    [not-new] 走子前已受同一子攻擊，並非新產生的捉
    [second-attacker] 該子有根，另一攻子走子前已在攻擊；兩子攻有根子不算捉
   *[protected] 完整交換後不能得子，屬有根子
}（{ article }）
event-note = { $kind ->
    [seal-not-followed] 續賽後記錄的著法（{ $played }）與封棋著法（{ $sealed }）不符；按規定應以封棋著法為準，本次按提交的棋譜裁決
    [seal-waits] 封棋著法（{ $sealed }）合法，續賽時按此著走出
    [seal-out-of-turn] 此時輪到{ $other }走棋，{ $who }不能封棋：不予受理
    [late-within-limit] { $who }遲到{ $minutes }分鐘，未超過{ $limit }分鐘的限時
    [offer-out-of-turn] { $who }在{ $other }走棋時提和，不予受理（提和須在本方走棋時提出）
    [offer-while-pending] { $who }已提和、{ $other }尚未答覆，再次提和不予受理
    [offer-again-after-refusal] { $who }提和已被拒絕，在{ $other }提和之前不得再次提和：不予受理，記犯規一次
    [accept-without-offer] { $who }表示同意，但對方並無待答覆的提和：不予理會
    [decline-without-offer] { $who }表示拒絕，但對方並無待答覆的提和：不予理會
    [claim-false] { $who }申請自然限著判和，但無吃子僅{ $minutes }回合（限{ $limit }回合）：申訴不實，記犯規一次
    [theoretical-claim-false] { $who }提出理論和棋，但按殘局庫此局面並非無論哪方走棋均為和局：申請不成立，對局繼續
   *[moves-ignored] 對局結束後提交的{ $count }著不予計入
}
ply-clause = { $kind ->
    [gives-check] { $all }照將
    [threatens-mate] 此著伏殺：下一著起可照將或連續照將將死對方
    [judged-forbidden-way] 此著兼有殺（本規則下允許）；一著兼有兩種性質時，從重判
    [wins-material] { $rest }吃{ $first }，完整交換後得子
    [wins-by-even-trade] { $rest }吃{ $first }：在該點上得多於失，完整交換後價值相當，按捉論
    [wins-by-check] { $rest }將軍，對方應將後可吃{ $first }（將軍抽子）
    [attacks-chariot] { $rest }攻{ $first }：馬、炮攻車，不論有根無根
    [wins-jointly] { $rest }須與另一子聯合才能吃掉{ $first }，為聯合捉子
    [new-target] 走子前{ $first }並未受到威脅
    [new-attacker] 走子前{ $rest }並未威脅{ $first }
    [freed-by-leaving] 原在{ $rest }的棋子走開後，{ $first }失去保護，成為可吃之子
    [needs-moved-piece] 吃{ $first }須此著走動的{ $rest }配合（作炮架、第二攻擊子或牽制根子）
    [answers-check] { $first }應將，所產生的捉按閒論
    [offers-like-piece] { $first }可被同兵種棋子吃：邀兌
    [opens-exchange] { $first }走動使兩個同兵種棋子相對：邀兌
    [backs-exchange] { $first }參與兩個相對的同兵種棋子的交換：邀兌
    [exchange-parries-mate] 此著雖成殺勢，對方兌去{ $first }即可解殺：邀兌
    [blocks-mate] { $first }阻攔形成殺勢的車或炮的路線：攔
    [offers-piece] { $first }可被對方吃而得子：獻
    [follows] { $first }隨{ $rest }同步行走並解殺：跟，附帶之捉按閒論
   *[nothing-else] 非將、非殺、非捉：閒
}（{ article }）
piece-on = { side }{ $file }路{ piece }
ply-note = { side }{ $move }：{ class }（{ article }）
ply-note-chase = { side }{ $move }{ $joint ->
    [yes] 聯合捉
   *[no] 捉
}{ $targets }（{ article }）

## 裁決。
ruling = { $profile ->
    [club] 本俱樂部規則（採用中國象棋協會棋例，自然限著40回合）
    [cxa] 《中國象棋競賽規則》
   *[axf] 《亞洲象棋規則》
}：{ $sentence }
rule-goes-on = 第{ $ply }著後尚未分出勝負，對局繼續。
rule-start-checkmate = 起始局面中{ $winner ->
    [red] 黑方已被將死，紅方勝。
   *[black] 紅方已被將死，黑方勝。
}
rule-start-stalemate = 起始局面中{ side }無著可走（困斃），判負。
rule-start-no-attackers = 雙方均無進攻子力，均無可能取勝，判和。
rule-checkmate = { $winner ->
    [red] 紅方
   *[black] 黑方
}將死對方，獲勝。
rule-stalemate = { side }無著可走（困斃），判負。
rule-perpetual-check = { $tallies }，{ side }變著，不變作負（{ article }）。
rule-perpetual-attack = { $tallies }，{ side }變著，不變作負（{ article }）。
rule-both-forbidden = { $tallies }，{ side }變著，不變作負（{ article }）。
rule-repetition-draw = { $tallies }，雙方均為允許著法，不變作和（{ article }）。
rule-natural-move-limit = 雙方連續{ $rounds }回合均未吃子，已達自然限著（{ $limit }回合），判和。
rule-insufficient-material = 吃子後雙方均無進攻子力，均無可能取勝，判和。
rule-discipline = 第{ $ply }著後，裁判判{ side }負（違反紀律或不服從裁判）。
rule-resignation = 第{ $ply }著後{ side }認輸，{ $winner ->
    [red] 紅方
   *[black] 黑方
}勝。
rule-draw-agreed = 第{ $ply }著後雙方議和，和棋。
rule-offer-accepted = { side }同意{ $offerer ->
    [red] 紅方
   *[black] 黑方
}提和，和棋（一方提和、另一方同意後，雙方均不得反悔）。
rule-illegal-ply = 第{ $ply }著「{ $text }」不能走出：{ $why }。此著及以後的著法不計，按第{ $before }著後的局面裁決。
rule-time-forfeit = { side }第{ $round }回合走棋時超時（本方用時已達{ $minutes }分{ $seconds }秒），判負。
rule-time-forfeit-moves = { side }第{ $round }回合走棋時時間用完（本方用時已達{ $minutes }分{ $seconds }秒），本時段尚有{ $owed }著未走，未在規定時限內走滿應走著數，判負。
rule-both-over-time = 雙方均超時（第{ $first }著與第{ $second }著），雙方均判負。
rule-technical-fouls = { side }第{ $number }次技術犯規（{ foul }），達到規定的{ $limit }次，判負。
rule-repeated-violations = { side }經裁判要求變著而未變（{ $tally }，{ article }）：本局第{ $number }次違例，達到規定的{ $limit }次，判負。
rule-sealed-move = { side }的封棋著法「{ $text }」{ $fault ->
    [ambiguous] 有歧義
    [illegal] 不合規則
    [no-such-piece] 所指棋子不在該處
   *[unreadable] 無法識讀
}（封棋著法有誤），判負。
rule-both-late = 紅方遲到{ $red }分鐘，黑方遲到{ $black }分鐘，均超過規定的{ $limit }分鐘，雙方均判負（雙方棄權，各計零分）。
rule-forfeit = { side }遲到{ $minutes }分鐘，超過規定的{ $limit }分鐘，按棄權判負。
rule-cycle = { $occurrences ->
    [0] {""}
   *[other] 同一局面已出現{ $occurrences }次，
}循環著法為第{ $from }回合{ $whole ->
    [yes] {""}
   *[no] { $fromSide }
}至第{ $to }回合{ $whole ->
    [yes] {""}
   *[no] { $toSide }
}。
warning-must-change = 同一局面已出現{ $occurrences }次：{ $tallies }，{ side }須變著；如不變著，同一局面第{ $trigger }次出現時判{ side }負（{ article }）。
warning-must-change-now = 同一局面已出現{ $occurrences }次：{ $tallies }，{ side }須立即變著，堅持不變判負（{ article }）。
warning-draw-both-forbidden = 同一局面已出現{ $occurrences }次：{ $mutual ->
    [yes] 雙方解將還將（雙方長將，均為禁止著法）
   *[no] { $tallies }，雙方均為禁止著法
}，如均不變著，同一局面第{ $trigger }次出現時作和（{ article }）。
warning-draw = 同一局面已出現{ $occurrences }次：{ $tallies }，雙方均為允許著法，如均不變著，同一局面第{ $trigger }次出現時作和（{ article }）。
foul = { $foul ->
    [repeated-draw-offer] 反覆提和
    [false-claim] 虛假申訴
    [touched-not-moved] 摸子未走
    [touched-not-captured] 摸對方子未吃
    [illegal-move-attempt] 走子不合規則
    [touched-immobile] 摸了不能走動的己方棋子
    [touched-uncapturable] 摸了不能吃的對方棋子
   *[other] 裁判認定的其他犯規
}
advice-must-change = 此著使同一局面第{ $occurrences }次出現：{ side }{ pattern }，須在達到重複次數前變著（{ article }）。
advice-other-loses = 此著使同一局面第{ $occurrences }次出現：{ side }{ pattern }不變，判負（{ article }）。
advice-must-change-now = 此著使同一局面第{ $occurrences }次出現：{ side }{ pattern }，須立即變著，堅持不變判負（{ article }）。
advice-loses = 此著使同一局面第{ $occurrences }次出現：{ side }{ pattern }不變，走出即判負（{ article }）。
advice-refused = 此著不能走：走後同一局面將第{ $occurrences }次出現，{ side }{ pattern }須變著（{ article }）。
advice-draw = 此著使同一局面第{ $occurrences }次出現；達到重複次數時雙方不變作和（{ article }）。
advice-draw-now = 此著使同一局面第{ $occurrences }次出現，已達重複次數：雙方不變作和（{ article }）。

## 摸子走子。
touch-clause = { $clause ->
    [nothing-touched] 未摸子：可走任何合法著法
    [own-must-move] 摸本方棋子，必須走這個子（摸子走子）
    [own-cannot-move] 摸到的本方棋子無合法著法：可走任何合法著法
    [opponent-must-be-captured] 摸對方棋子，必須吃這個子
    [opponent-cannot-be-captured] 摸到的對方棋子無法被吃：可走任何合法著法
    [own-captures-touched] 先摸本方子再摸對方子：須用該子吃對方子
    [own-moves-instead] 該子吃不到摸到的對方子：必須走該子
    [another-captures] 摸到的本方子不能動：須用別的子吃摸到的對方子
   *[free] 無法履行任何條款：可走任何合法著法
}

## How this language strings texts together (the code never assumes a script).
# Between the items of a list (pieces chased, squares, candidate moves).
list-separator = 、
# Two sentences one after the other.
two-sentences = { $first }{ $second }
cycle-tallies = 紅方{ $red }，黑方{ $black }{ $attacks ->
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
    }還打）
}
tally-count = { $count ->
    [1] 一
    [2] 兩
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
   *[other] { $count }
}{ $joint ->
    [yes] 聯合捉子
   *[no] { class }
}
tally-long = { $joint ->
    [yes] 聯合捉子
   *[no] 長{ class }
}
# 一方着法统计的两部分（“一将”“一闲”→“一将一闲”）。
tally-join = { $first }{ $second }

## 局面图。
diagram-title = 象棋局面
diagram-caption = 第{ $round }回合 { $move }（{ class }）

## FEN 局面不成立的原因。
fen-problem = { $problem ->
    [empty] FEN為空
    [too-long] FEN長{ $count }位元組，超過上限{ $limit }位元組
    [rank-count] 棋子佈局有{ $count }行，應為10行
    [rank-width] 第{ $rank }行描述了{ $count }個點，應為9個
    [bad-char] 第{ $rank }行有無法識別的字元「{ $text }」
    [bad-side] 走棋方「{ $text }」不是w、r或b
    [bad-number] { $field ->
        [halfmove] 半回合計數
       *[fullmove] 回合數
    }「{ $text }」不是數字
    [too-many-fields] FEN的欄位多於六個
    [missing-general] { side }沒有{ piece }
    [too-many-pieces] { side }有{ $count }個{ piece }，最多{ $limit }個
    [impossible-square] { side-piece }不可能位於{ $text }
    [generals-face] 帥將直接對面，局面不成立
   *[side-not-to-move-in-check] { side }正被將軍，卻不是{ side }走棋，局面不成立
}

## 殘局庫（ProbeEndgame，理論和棋）
rule-theoretical-draw-claimed = 第{ $ply }著後{ side }提出理論和棋，經殘局庫核實：{ $class }殘局無論哪方走棋均為和局，屬於「理論上公認的雙方均無取勝可能的局勢」（理論和棋），判和。
rule-start-theoretical-draw = 起始局面為{ $class }殘局，按殘局庫無論哪方走棋均為和局，屬於「理論上公認的雙方均無取勝可能的局勢」（理論和棋），判和。
rule-theoretical-draw = 第{ $ply }著後形成{ $class }殘局，按殘局庫無論哪方走棋均為和局，屬於「理論上公認的雙方均無取勝可能的局勢」（理論和棋），判和。
endgame-outside = 不在殘局庫中：殘局庫只收雙方各有將（帥）、至多一個車馬炮兵（卒）、至多二士（仕）二象（相），且至少一方有車馬炮兵（卒）的局面（雙方都有車馬炮兵（卒）的殘局，士象合計至多兩個，殘局庫目錄另有檔案者除外）。
endgame-too-large = { $class }殘局共{ $positions }個局面，超過本服務首次使用時生成的上限（{ $limit }），殘局庫目錄中也沒有此殘局的檔案，本服務不收此殘局。
endgame-draw-by-cycles = 按殘局庫為和局：雙方最佳著法循環反覆，每一循環均按和局計（本殘局的棋例分析缺失：其殘局庫文件未附棋例文件）。
endgame-decided-by-rule = 按棋例判定：雙方最佳著法循環反覆，負方只能以規則禁止的長打守和，必須變著，故判負。
endgame-draw-cycles-mode = 按殘局庫為和局：雙方最佳著法循環反覆，每一循環均按和局計（按請求）。
endgame-draw-under-rules = 按殘局庫為和局：雙方最佳著法循環反覆，按本規則棋例，任何一方都無法迫使對方陷入必須變著的長打。
endgame-class = { $strong }對{ $weak }
endgame-one = 單
endgame-two = 雙
endgame-chariot = 車
endgame-horse = 馬
endgame-cannon = 炮
endgame-soldier = 兵
endgame-weak-soldier = 卒
endgame-strong-advisor = 仕
endgame-strong-elephant = 相
endgame-weak-advisor = 士
endgame-weak-elephant = 象
endgame-bare-general = 單將
endgame-full-defence = 士象全
