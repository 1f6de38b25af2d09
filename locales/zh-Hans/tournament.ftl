# 赛事文字，简体中文。占位符：$player、$winner（选手编号）、$points、$from、$to（积分，如 2.5）、
# $round、$match、$boards、$matches、$games、$count（数目）、$colour（red/black）、
# $reason（颜色理由的键）、$stage（阶段序号）、$name（阶段名称）、$rounds（轮次，如 "2/3"）。

colour = { $colour ->
    [red] 红
   *[black] 黑
}

## 一台先后手的理由（FIDE C.04.3 E.1–E.5）。
colour-reason = { $reason ->
    [both-granted] 双方的先后手意愿都得到满足
    [opponent-granted] 满足对手的先后手意愿
    [stronger-absolute] 其绝对意愿更强，予以满足
    [opponent-stronger-absolute] 对手的绝对意愿更强，予以满足
    [stronger] 其意愿更强，予以满足
    [opponent-stronger] 对手的意愿更强，予以满足
    [alternate] 意愿相同：从两人最近一次先后手不同的轮次起交替
    [higher-ranked] 意愿相同：满足排名较高一方的意愿
    [by-pairing-number] 均无意愿：按编排序号
   *[by-higher-pairing-number] 均无意愿：按排名较高一方的编排序号
}

## 积分编排的一台。
pairing = { $points }分组；{ $player }号执{ colour }：{ colour-reason }
pairing-float = { $points }分组；{ $floater }号由{ $from }分组降至{ $to }分组；{ $player }号执{ colour }：{ colour-reason }

## 积分编排的一轮。
round = 第{ $round }轮按国际棋联荷兰制（积分编排）编排：共{ $boards }台
round-bye = ，{ $player }号轮空
round-not-paired = ，{ $count }人不参加编排（申请轮空或缺席）

## 淘汰赛的下一步。
knockout-round = 进行第{ $round }轮（{ $matches }场）
knockout-tiebreak = 第{ $round }轮第{ $match }场战和：请安排加赛，并登记加赛胜者
knockout-final-tiebreak = 决赛战和：请进行加赛
knockout-champion = { $winner }号获得冠军

## 多阶段赛事的下一步。
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
}阶段
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
}阶段（{ $name }）
event-play = { $stage-text }：进行第{ $rounds }轮（{ $games }盘）
event-playoffs = { $stage-text }：须先进行{ $count }场加赛，比赛才能继续
event-waiting = { $stage-text }：等待中
event-over = 比赛结束
event-over-first = 比赛结束：{ $winner }号名列第一

# CheckPairing warnings
pairing-warning-unknown-player = { $player }号不是本赛事的选手
pairing-warning-not-available = { $player }号本轮已申请轮空或缺席
pairing-warning-paired-twice = { $player }号被编排了两次
pairing-warning-not-paired = { $player }号既无对局也无轮空
pairing-warning-rematch = { $player }号与{ $other }号已在第{ $round }轮相遇（C.04.3 C1：不得重复对局）
pairing-warning-prohibited = { $player }号与{ $other }号不得相遇（禁止配对，C.04.2）
pairing-warning-bye-ineligible = { $player }号已得过编排轮空或不战而胜（C.04.3 C2）
pairing-warning-third-red = { $player }号将连续第三次执红（C.04.3 C3）
pairing-warning-third-black = { $player }号将连续第三次执黑（C.04.3 C3）
pairing-warning-colour-difference = { $player }号执红与执黑局数将相差 { $value }（C.04.3 C3：至多2）

# CheckTournament / CheckPairing: the criterion that tells two pairings apart
pairing-criterion-rematch = C1，不得重复对局
pairing-criterion-prohibited-pair = 禁止配对的棋手不相遇（C.04.2）
pairing-criterion-bye-ineligible = C2，已得编排轮空或不战而胜者不再轮空
pairing-criterion-absolute-colour-clash = C3，先后手绝对意愿相同的两人不相遇
pairing-criterion-score-differences = C6，各对分差尽量小
pairing-criterion-bye-unplayed-games = C9，轮空者未下局数尽量少
pairing-criterion-colour-preferences = C12，未满足的先后手意愿尽量少
pairing-criterion-strong-colour-preferences = C13，未满足的强意愿尽量少
pairing-criterion-repeated-downfloat-last-round = C14，上轮降档者尽量不再降档
pairing-criterion-repeated-upfloat-last-round = C15，上轮升档者尽量不再升档
pairing-criterion-repeated-downfloat-two-rounds-ago = C16，前两轮降档者尽量不再降档
pairing-criterion-repeated-upfloat-two-rounds-ago = C17，前两轮升档者尽量不再升档
pairing-criterion-candidate-order = 候选顺序（C.04.3第3-4条：S1/S2、换位、交换）
pairing-criterion-colour-allocation = 先后手分配规则（C.04.3第5条）
pairing-favours-engine = { $criterion }：实际编排违反此项
pairing-favours-submitted = { $criterion }：实际编排整轮更优，但系统编排在较高分组更优

## 预设赛制的阶段名称。
preset-stage = { $stage ->
    [drawn-knockout] 抽签分组单淘汰
    [qualifiers-round-robin] 循环赛
    [points-knockout] 按积分淘汰赛
    [swiss] 积分编排
    [group-round-robin] 分组循环赛
   *[knockout] 淘汰赛
}

## 无法编排的一轮。
pairing-error = { $kind ->
    [stopped] 编排已中止（超过时限或请求方已离开）
    [event-complete] 计划的{ $total }轮已全部编排（已赛{ $played }轮）
    [round-unpairable] 第{ $round }轮无法编排（请增加选手或减少轮数）
   *[no-legal-pairing] 无法编排：不重复对局、不违反禁止配对、不重复轮空且不违反先后手绝对意愿的编排不存在
}

## TRF 文件的问题（无法读取的文件）
trf-at-line = 第{ $line }行：{ $problem }
trf-problem = { $kind ->
    [points-not-a-number] “{ $text }”不是积分数值
    [points-not-half] “{ $text }”不是半分的整数倍
    [points-out-of-range] “{ $text }”超出0至1000的范围
    [opponent-not-a-number] 第{ $round }轮：对手“{ $text }”不是编号
    [unknown-colour] 第{ $round }轮：无法识别的先后手代码“{ $text }”
    [no-result] 第{ $round }轮：该局没有结果
    [unknown-result] 第{ $round }轮：无法识别的结果代码“{ $text }”
    [game-needs-colour] 第{ $round }轮：对局须注明先后手（w或b）
    [pairing-number-not-a-number] 第5至8列：选手编号不是数字
    [pairing-number-out-of-range] 选手编号{ $id }超出1至{ $max }的范围
    [rating-not-a-number] 第49至52列：等级分不是数字
    [rating-shifted] 第49至52列：等级分没有在其四列中右对齐（“{ $text }”）：此前的某一栏位置错移
    [too-many-rounds] 轮次超过{ $max }轮
    [tab] 第{ $column }列是制表符；TRF 每行按固定列以空格对齐
    [pairing-number-too-wide] 第5至8列：选手编号“{ $text }”超出4列宽度
    [name-padded-by-characters] 姓名“{ $name }”是按字数补齐的，但 TRF 按字节计列（UTF-8 中一个汉字占3字节）：其后各栏全部错位；请把姓名补齐到33字节
    [name-padded-by-width] 姓名“{ $name }”是按显示宽度补齐的，但 TRF 按字节计列（UTF-8 中一个汉字占3字节）：其后各栏全部错位；请把姓名补齐到33字节
    [field-not-a-number] 第{ $from }至{ $to }列：{ $field ->
        [first-round] 起始轮次
        [last-round] 结束轮次
        [team] 队号
       *[round] 轮次
    }“{ $text }”不是数字
    [not-a-pairing-number] “{ $text }”不是选手编号
    [round-out-of-range] 第{ $round }轮超出1至{ $max }的范围
    [match-points-unsupported] 250记录：不支持场分（只适用于个人赛）
    [virtual-range-backwards] 250记录：范围首尾颠倒
    [prohibited-range-backwards] 260记录：轮次范围首尾颠倒
    [prohibited-needs-two] 260记录至少要有两名选手
    [unknown-bye-kind] 240记录：无法识别的轮空类型“{ $text }”（F、H或Z）
    [unsupported-type] 192记录：不支持赛制“{ $text }”（可用 FIDE_DUTCH_2025、FIDE_DUTCH_2025_BAKU）
    [too-many-players] 选手超过{ $max }人
    [pairing-number-twice] 选手编号{ $id }出现了两次
    [xxr-missing] XXR 记录须写明总轮数
    [xxr-out-of-range] XXR 的轮数{ $round }超出1至{ $max }的范围
    [xxp-needs-two] XXP 记录至少要有两名选手
    [initial-colour] 152记录：首轮先后手“{ $text }”须为 W 或 B
    [abnormal-points-unsupported] 不支持299记录（特殊积分）：请把成绩写成各轮的对局记录
    [team-player-unknown] 310记录：第{ $team }队的名单中有{ $id }号选手，但该选手没有001记录
    [player-in-two-teams] 310记录：{ $id }号选手同时列在两个队中
    [player-without-team] { $id }号选手有对局，但没有任何队的名单中有该选手（310记录）
    [game-within-team] 第{ $round }轮：{ $id }号选手与本队选手对局
    [team-meets-two] 第{ $round }轮：第{ $team }队的选手与不止一个队对局
    [team-number-twice] 310记录：队号{ $team }重复或为0
    [bye-team-unknown] 320记录：第{ $round }轮第{ $team }队轮空，但没有310记录列出该队
    [bye-and-match] 320记录：第{ $round }轮第{ $team }队轮空，但该队本轮另有比赛
    [unknown-xxc-word] XXC 记录：无法识别的词“{ $text }”（可用 white1、black1 或 rank）
    [no-players] TRF 中没有选手行（001）
    [baku-point-system] 巴库加速编排要求胜一局等于和两局、负局不得分的记分制（国际棋联 C.04.5.1）
    [baku-unknown-length] 巴库加速编排须知道总轮数（XXR）
    [virtual-points-too-many-rounds] 选手{ $id }的虚拟积分轮数多于比赛轮数
    [too-many-prohibited-pairs] 禁止相遇的组与俱乐部共禁止{ $pairs }对，最多{ $max }对
    [prohibited-unknown-player] 禁止相遇的对子中有选手{ $id }，但该选手不在比赛中
    [virtual-points-unknown-player] 有选手{ $id }的虚拟积分，但该选手不在比赛中
    [bye-unknown-player] 240记录的轮空中有选手{ $id }，但该选手不在比赛中
    [paired-with-himself] 第{ $round }轮：选手{ $id }与自己对局
    [opponent-not-a-player] 第{ $round }轮：对手{ $id }不是本赛选手
   *[entries-disagree] 第{ $round }轮：选手{ $id }对{ $opponent }的记录与{ $opponent }号选手该轮的记录不符
}

## 赛事定义无法执行的原因
event-refusal-preset = { $reason }（这是预设赛制按此人数给出的阶段；请调整 event.options）
event-refusal = { $kind ->
    [no-stage] 赛事至少要有一个阶段
    [too-many-stages] 最多{ $max }个阶段
    [too-few-players] 赛事至少要有两名选手
    [too-many-players] 一项赛事最多{ $max }名选手
    [player-number-zero] 选手编号从1开始
    [registered-twice] 选手{ $id }重复报名
    [group-too-small] 每组至少要有两名选手
    [too-many-groups] { $players }名选手无法分成{ $groups }个每组至少两人的小组
    [last-stage-advances] 最后一个阶段没有下一阶段可晋级（请填0）
    [advance-missing] 请写明每组有几名选手晋级下一阶段
    [advance-too-many] { $smallest }人的小组无法晋级{ $advance }人
    [next-stage-too-small] 下一阶段至少要有两名选手
    [knockout-too-large] 淘汰赛小组人数过多
    [cycles-out-of-range] 循环赛为1至{ $max }个循环
    [round-robin-too-large] 循环赛每组最多{ $max }名选手
    [swiss-rounds-out-of-range] 积分编排阶段为1至{ $max }轮
    [swiss-rounds-too-many] 编排{ $rounds }轮，每组须多于{ $smallest }名选手（任何两人不得重复相遇）
    [swiss-too-large] 积分编排小组人数过多
    [crossed-needs-pairs] 交叉晋级（A组第1对B组第2）要求小组数为偶数、每组晋级两人
   *[crossed-needs-knockout] 交叉晋级（A组第1对B组第2）只能进入一个淘汰赛组
}

## 成绩或附加赛名次不符的原因
event-game-address = 第{ $stage }阶段{ $group }组第{ $round }轮第{ $board }台
event-result-problem = { $kind ->
    [reported-twice] 第{ $first }条成绩已登记过这一局
    [other-players] { $at }是{ $red }号（红）对{ $black }号（黑）
    [playoff-winner-misplaced] 只有下成和局的淘汰赛对局才有附加赛胜者，且须是{ $red }号或{ $black }号
    [playoff-winner-outside-knockout] 只有淘汰赛对局才有附加赛胜者；此处的和局就是和局
    [not-a-game] { $at }不是本赛的对局（未编排，或尚未编排：积分编排和淘汰赛的一轮须待上一轮全部结束后才产生，一个阶段须待上一阶段决出后才产生）
   *[knockout-needs-winner] 淘汰赛对局必须有胜者：请为裁判准予晋级的一方登记对方弃权，或登记和局及附加赛胜者
}
event-playoff-problem = { $kind ->
    [no-such-group] 没有这个阶段或小组
    [second-order] 同一小组的附加赛名次登记了两次
   *[other-players] 此处晋级线上并列的是{ $players }号：请恰好排定这几名选手的名次
}

## 淘汰赛无法抽签或推进的原因
knockout-problem = { $kind ->
    [too-few-players] 淘汰赛至少要有两名选手
    [too-many-players] { $count }名选手超过上限{ $max }名
    [duplicate-player] 选手{ $id }出现了两次
    [result-count] 本轮有{ $matches }场对局，却给出了{ $results }个结果
    [tiebreak-needed] 第{ $match }场为和局：请进行加赛并登记胜者
    [round-matches] 第{ $round }轮有{ $matches }场对局
    [missing-result] 该场没有结果；只需登记已结束轮次的结果
    [results-after-final] 决赛之后不应再有结果
   *[undecided] 和局的对局须先经加赛决出胜负，才能登记以后各轮的结果
}

## 跳棋赛事的排名（ComputeTableStandings）
table-standings-explanation = 计分：{ $scoring ->
    [winner] 按对局本身计分，最先全部进入对方营区者得1分，其余得0分；无人走完而和局时，并列第一者各得0.5分
    [linear] 按名次线性计分，第一名1分，最后一名0分，其间等差递减（三人一桌即1分、0.5分、0分）
   *[placement] 按名次计分，{ $size }人一桌为{ $points }
   }；名次并列者平分所占名次的分数。轮空得{ $bye ->
    [average] 满桌各名次分数的平均值
    [win] 第一名的分数
   *[zero] 0分
   }；缺席不得分。破同分依次比较：{ $tiebreaks }；仍相同者名次并列。
table-tiebreak = { $name ->
    [wins] 获胜桌数
    [opponents-beaten] 名次领先的对手数
    [place-sum] 名次之和（小者列前）
    [opponents-points] 对手分
   *[direct-encounter] 同分者之间的直接名次
   }
table-tiebreak-separator = {"、"}

ratings-fide = 国际棋联等级分（《国际棋联手册》B.02）：变化值 = 发展系数 ×（实得分 − 预期得分），只计与有等级分对手的实战对局，四舍五入取整；预期得分按8.1.2表，分差超过400分按400分计{ $rules ->
    [october2025] ，但等级分2650分及以上的棋手按实际分差计（2025年10月1日起施行的规定）。
   *[other] ，每局都如此（2024年3月1日起施行的规定）。
}
ratings-glicko2 = Glicko-2等级分（格利克曼）：整个比赛作为一个评分周期，采用在线对弈平台利切斯（lichess）的参数（新棋手1500分，偏差500，波动率0.09；τ为0.75）。
