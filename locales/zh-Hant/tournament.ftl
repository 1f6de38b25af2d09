# 賽事文字，繁體中文。佔位符：$player、$winner（選手編號）、$points、$from、$to（積分，如 2.5）、
# $round、$match、$boards、$matches、$games、$count（數目）、$colour（red/black）、
# $reason（顏色理由的鍵）、$stage（階段序號）、$name（階段名稱）、$rounds（輪次，如 "2/3"）。

colour = { $colour ->
    [red] 紅
   *[black] 黑
}

## 一台先後手的理由（FIDE C.04.3 E.1–E.5）。
colour-reason = { $reason ->
    [both-granted] 雙方的先後手意願都得到滿足
    [opponent-granted] 滿足對手的先後手意願
    [stronger-absolute] 其絕對意願更強，予以滿足
    [opponent-stronger-absolute] 對手的絕對意願更強，予以滿足
    [stronger] 其意願更強，予以滿足
    [opponent-stronger] 對手的意願更強，予以滿足
    [alternate] 意願相同：從兩人最近一次先後手不同的輪次起交替
    [higher-ranked] 意願相同：滿足排名較高一方的意願
    [by-pairing-number] 均無意願：按編排序號
   *[by-higher-pairing-number] 均無意願：按排名較高一方的編排序號
}

## 積分編排的一台。
pairing = { $points }分組；{ $player }號執{ colour }：{ colour-reason }
pairing-float = { $points }分組；{ $floater }號由{ $from }分組降至{ $to }分組；{ $player }號執{ colour }：{ colour-reason }

## 積分編排的一輪。
round = 第{ $round }輪按國際棋聯荷蘭制（積分編排）編排：共{ $boards }台
round-bye = ，{ $player }號輪空
round-not-paired = ，{ $count }人不參加編排（申請輪空或缺席）

## 淘汰賽的下一步。
knockout-round = 進行第{ $round }輪（{ $matches }場）
knockout-tiebreak = 第{ $round }輪第{ $match }場戰和：請安排加賽，並登記加賽勝者
knockout-final-tiebreak = 決賽戰和：請進行加賽
knockout-champion = { $winner }號獲得冠軍

## 多階段賽事的下一步。
stage = 第{ $stage ->
    [1] 一
    [2] 二
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
   *[other] { $stage }
}階段
stage-named = 第{ $stage ->
    [1] 一
    [2] 二
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
   *[other] { $stage }
}階段（{ $name }）
event-play = { $stage-text }：進行第{ $rounds }輪（{ $games }盤）
event-playoffs = { $stage-text }：須先進行{ $count }場加賽，比賽才能繼續
event-waiting = { $stage-text }：等待中
event-over = 比賽結束
event-over-first = 比賽結束：{ $winner }號名列第一

# CheckPairing warnings
pairing-warning-unknown-player = { $player }號不是本賽事的選手
pairing-warning-not-available = { $player }號本輪已申請輪空或缺席
pairing-warning-paired-twice = { $player }號被編排了兩次
pairing-warning-not-paired = { $player }號既無對局也無輪空
pairing-warning-rematch = { $player }號與{ $other }號已在第{ $round }輪相遇（C.04.3 C1：不得重複對局）
pairing-warning-prohibited = { $player }號與{ $other }號不得相遇（禁止配對，C.04.2）
pairing-warning-bye-ineligible = { $player }號已得過編排輪空或不戰而勝（C.04.3 C2）
pairing-warning-third-red = { $player }號將連續第三次執紅（C.04.3 C3）
pairing-warning-third-black = { $player }號將連續第三次執黑（C.04.3 C3）
pairing-warning-colour-difference = { $player }號執紅與執黑局數將相差 { $value }（C.04.3 C3：至多2）

# CheckTournament / CheckPairing: the criterion that tells two pairings apart
pairing-criterion-rematch = C1，不得重複對局
pairing-criterion-prohibited-pair = 禁止配對的棋手不相遇（C.04.2）
pairing-criterion-bye-ineligible = C2，已得編排輪空或不戰而勝者不再輪空
pairing-criterion-absolute-colour-clash = C3，先後手絕對意願相同的兩人不相遇
pairing-criterion-score-differences = C6，各對分差盡量小
pairing-criterion-bye-unplayed-games = C9，輪空者未下局數盡量少
pairing-criterion-colour-preferences = C12，未滿足的先後手意願盡量少
pairing-criterion-strong-colour-preferences = C13，未滿足的強意願盡量少
pairing-criterion-repeated-downfloat-last-round = C14，上輪降檔者盡量不再降檔
pairing-criterion-repeated-upfloat-last-round = C15，上輪升檔者盡量不再升檔
pairing-criterion-repeated-downfloat-two-rounds-ago = C16，前兩輪降檔者盡量不再降檔
pairing-criterion-repeated-upfloat-two-rounds-ago = C17，前兩輪升檔者盡量不再升檔
pairing-criterion-candidate-order = 候選順序（C.04.3第3-4條：S1/S2、換位、交換）
pairing-criterion-colour-allocation = 先後手分配規則（C.04.3第5條）
pairing-favours-engine = { $criterion }：實際編排違反此項
pairing-favours-submitted = { $criterion }：實際編排整輪更優，但系統編排在較高分組更優

## 預設賽制的階段名稱。
preset-stage = { $stage ->
    [drawn-knockout] 抽籤分組單淘汰
    [qualifiers-round-robin] 循環賽
    [points-knockout] 按積分淘汰賽
    [swiss] 積分編排
    [group-round-robin] 分組循環賽
   *[knockout] 淘汰賽
}

## 無法編排的一輪。
pairing-error = { $kind ->
    [stopped] 編排已中止（超過時限或請求方已離開）
    [event-complete] 計劃的{ $total }輪已全部編排（已賽{ $played }輪）
   *[no-legal-pairing] 無法編排：不重複對局、不違反禁止配對、不重複輪空且不違反先後手絕對意願的編排不存在
}
