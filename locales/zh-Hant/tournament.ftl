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
    [round-unpairable] 第{ $round }輪無法編排（請增加選手或減少輪數）
   *[no-legal-pairing] 無法編排：不重複對局、不違反禁止配對、不重複輪空且不違反先後手絕對意願的編排不存在
}

## TRF 檔案的問題（無法讀取的檔案）
trf-at-line = 第{ $line }行：{ $problem }
trf-problem = { $kind ->
    [points-not-a-number] 「{ $text }」不是積分數值
    [points-not-half] 「{ $text }」不是半分的整數倍
    [points-out-of-range] 「{ $text }」超出0至1000的範圍
    [opponent-not-a-number] 第{ $round }輪：對手「{ $text }」不是編號
    [unknown-colour] 第{ $round }輪：無法識別的先後手代碼「{ $text }」
    [no-result] 第{ $round }輪：該局沒有結果
    [unknown-result] 第{ $round }輪：無法識別的結果代碼「{ $text }」
    [game-needs-colour] 第{ $round }輪：對局須註明先後手（w或b）
    [pairing-number-not-a-number] 第5至8列：選手編號不是數字
    [pairing-number-out-of-range] 選手編號{ $id }超出1至{ $max }的範圍
    [rating-not-a-number] 第49至52列：等級分不是數字
    [rating-shifted] 第49至52列：等級分沒有在其四列中右對齊（「{ $text }」）：此前的某一欄位置錯移
    [too-many-rounds] 輪次超過{ $max }輪
    [tab] 第{ $column }列是製表符；TRF 每行按固定列以空格對齊
    [pairing-number-too-wide] 第5至8列：選手編號「{ $text }」超出4列寬度
    [name-padded-by-characters] 姓名「{ $name }」是按字數補齊的，但 TRF 按字節計列（UTF-8 中一個漢字佔3字節）：其後各欄全部錯位；請把姓名補齊到33字節
    [name-padded-by-width] 姓名「{ $name }」是按顯示寬度補齊的，但 TRF 按字節計列（UTF-8 中一個漢字佔3字節）：其後各欄全部錯位；請把姓名補齊到33字節
    [field-not-a-number] 第{ $from }至{ $to }列：{ $field ->
        [first-round] 起始輪次
        [last-round] 結束輪次
        [team] 隊號
       *[round] 輪次
    }「{ $text }」不是數字
    [not-a-pairing-number] 「{ $text }」不是選手編號
    [round-out-of-range] 第{ $round }輪超出1至{ $max }的範圍
    [match-points-unsupported] 250記錄：不支持場分（只適用於個人賽）
    [virtual-range-backwards] 250記錄：範圍首尾顛倒
    [prohibited-range-backwards] 260記錄：輪次範圍首尾顛倒
    [prohibited-needs-two] 260記錄至少要有兩名選手
    [unknown-bye-kind] 240記錄：無法識別的輪空類型「{ $text }」（F、H或Z）
    [unsupported-type] 192記錄：不支持賽制「{ $text }」（可用 FIDE_DUTCH_2025、FIDE_DUTCH_2025_BAKU）
    [too-many-players] 選手超過{ $max }人
    [pairing-number-twice] 選手編號{ $id }出現了兩次
    [xxr-missing] XXR 記錄須寫明總輪數
    [xxr-out-of-range] XXR 的輪數{ $round }超出1至{ $max }的範圍
    [xxp-needs-two] XXP 記錄至少要有兩名選手
    [initial-colour] 152記錄：首輪先後手「{ $text }」須為 W 或 B
    [abnormal-points-unsupported] 不支持299記錄（特殊積分）：請把成績寫成各輪的對局記錄
    [team-player-unknown] 310記錄：第{ $team }隊的名單中有{ $id }號選手，但該選手沒有001記錄
    [player-in-two-teams] 310記錄：{ $id }號選手同時列在兩個隊中
    [player-without-team] { $id }號選手有對局，但沒有任何隊的名單中有該選手（310記錄）
    [game-within-team] 第{ $round }輪：{ $id }號選手與本隊選手對局
    [team-meets-two] 第{ $round }輪：第{ $team }隊的選手與不止一個隊對局
    [team-number-twice] 310記錄：隊號{ $team }重複或為0
    [bye-team-unknown] 320記錄：第{ $round }輪第{ $team }隊輪空，但沒有310記錄列出該隊
    [bye-and-match] 320記錄：第{ $round }輪第{ $team }隊輪空，但該隊本輪另有比賽
    [unknown-xxc-word] XXC 記錄：無法識別的詞「{ $text }」（可用 white1、black1 或 rank）
    [no-players] TRF 中沒有選手行（001）
    [baku-point-system] 巴庫加速編排要求勝一局等於和兩局、負局不得分的記分制（國際棋聯 C.04.5.1）
    [baku-unknown-length] 巴庫加速編排鬚知道總輪數（XXR）
    [virtual-points-too-many-rounds] 選手{ $id }的虛擬積分輪數多於比賽輪數
    [too-many-prohibited-pairs] 禁止相遇的組與俱樂部共禁止{ $pairs }對，最多{ $max }對
    [prohibited-unknown-player] 禁止相遇的對子中有選手{ $id }，但該選手不在比賽中
    [virtual-points-unknown-player] 有選手{ $id }的虛擬積分，但該選手不在比賽中
    [bye-unknown-player] 240記錄的輪空中有選手{ $id }，但該選手不在比賽中
    [paired-with-himself] 第{ $round }輪：選手{ $id }與自己對局
    [opponent-not-a-player] 第{ $round }輪：對手{ $id }不是本賽選手
   *[entries-disagree] 第{ $round }輪：選手{ $id }對{ $opponent }的記錄與{ $opponent }號選手該輪的記錄不符
}

## 賽事定義無法執行的原因
event-refusal-preset = { $reason }（這是預設賽制按此人數給出的階段；請調整 event.options）
event-refusal = { $kind ->
    [no-stage] 賽事至少要有一個階段
    [too-many-stages] 最多{ $max }個階段
    [too-few-players] 賽事至少要有兩名選手
    [too-many-players] 一項賽事最多{ $max }名選手
    [player-number-zero] 選手編號從1開始
    [registered-twice] 選手{ $id }重複報名
    [group-too-small] 每組至少要有兩名選手
    [too-many-groups] { $players }名選手無法分成{ $groups }個每組至少兩人的小組
    [last-stage-advances] 最後一個階段沒有下一階段可晉級（請填0）
    [advance-missing] 請寫明每組有幾名選手晉級下一階段
    [advance-too-many] { $smallest }人的小組無法晉級{ $advance }人
    [next-stage-too-small] 下一階段至少要有兩名選手
    [knockout-too-large] 淘汰賽小組人數過多
    [cycles-out-of-range] 循環賽為1至{ $max }個循環
    [round-robin-too-large] 循環賽每組最多{ $max }名選手
    [swiss-rounds-out-of-range] 積分編排階段為1至{ $max }輪
    [swiss-rounds-too-many] 編排{ $rounds }輪，每組須多於{ $smallest }名選手（任何兩人不得重複相遇）
    [swiss-too-large] 積分編排小組人數過多
    [crossed-needs-pairs] 交叉晉級（A組第1對B組第2）要求小組數為偶數、每組晉級兩人
   *[crossed-needs-knockout] 交叉晉級（A組第1對B組第2）只能進入一個淘汰賽組
}

## 成績或附加賽名次不符的原因
event-game-address = 第{ $stage }階段{ $group }組第{ $round }輪第{ $board }臺
event-result-problem = { $kind ->
    [reported-twice] 第{ $first }條成績已登記過這一局
    [other-players] { $at }是{ $red }號（紅）對{ $black }號（黑）
    [playoff-winner-misplaced] 只有下成和局的淘汰賽對局才有附加賽勝者，且須是{ $red }號或{ $black }號
    [playoff-winner-outside-knockout] 只有淘汰賽對局才有附加賽勝者；此處的和局就是和局
    [not-a-game] { $at }不是本賽的對局（未編排，或尚未編排：積分編排和淘汰賽的一輪須待上一輪全部結束後才產生，一個階段須待上一階段決出後才產生）
   *[knockout-needs-winner] 淘汰賽對局必須有勝者：請為裁判準予晉級的一方登記對方棄權，或登記和局及附加賽勝者
}
event-playoff-problem = { $kind ->
    [no-such-group] 沒有這個階段或小組
    [second-order] 同一小組的附加賽名次登記了兩次
   *[other-players] 此處晉級線上並列的是{ $players }號：請恰好排定這幾名選手的名次
}

## 淘汰賽無法抽籤或推進的原因
knockout-problem = { $kind ->
    [too-few-players] 淘汰賽至少要有兩名選手
    [too-many-players] { $count }名選手超過上限{ $max }名
    [duplicate-player] 選手{ $id }出現了兩次
    [result-count] 本輪有{ $matches }場對局，卻給出了{ $results }個結果
    [tiebreak-needed] 第{ $match }場為和局：請進行加賽並登記勝者
    [round-matches] 第{ $round }輪有{ $matches }場對局
    [missing-result] 該場沒有結果；只需登記已結束輪次的結果
    [results-after-final] 決賽之後不應再有結果
   *[undecided] 和局的對局須先經加賽決出勝負，才能登記以後各輪的結果
}

## 跳棋賽事的排名（ComputeTableStandings）
table-standings-explanation = 計分：{ $scoring ->
    [winner] 按對局本身計分，最先全部進入對方營區者得1分，其餘得0分；無人走完而和局時，並列第一者各得0.5分
    [linear] 按名次線性計分，第一名1分，最後一名0分，其間等差遞減（三人一桌即1分、0.5分、0分）
   *[placement] 按名次計分，{ $size }人一桌為{ $points }
   }；名次並列者平分所佔名次的分數。輪空得{ $bye ->
    [average] 滿桌各名次分數的平均值
    [win] 第一名的分數
   *[zero] 0分
   }；缺席不得分。破同分依次比較：{ $tiebreaks }；仍相同者名次並列。
table-tiebreak = { $name ->
    [wins] 獲勝桌數
    [opponents-beaten] 名次領先的對手數
    [place-sum] 名次之和（小者列前）
    [opponents-points] 對手分
   *[direct-encounter] 同分者之間的直接名次
   }
table-tiebreak-separator = {"、"}

ratings-fide = 國際棋聯等級分（《國際棋聯手冊》B.02）：變化值 = 發展係數 ×（實得分 − 預期得分），只計與有等級分對手的實戰對局，四捨五入取整；預期得分按8.1.2表，分差超過400分按400分計{ $rules ->
    [october2025] ，但等級分2650分及以上的棋手按實際分差計（2025年10月1日起施行的規定）。
   *[other] ，每局都如此（2024年3月1日起施行的規定）。
}
ratings-glicko2 = Glicko-2等級分（格利克曼）：整個比賽作為一個評分週期，採用線上對弈平台利切斯（lichess）的參數（新棋手1500分，偏差500，波動率0.09；τ為0.75）。
