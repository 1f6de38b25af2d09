# 错误文字，简体中文。占位符：$code（错误码的键）、$field（请求中的字段路径）、$reason、
# $message、$value、$ply、$text、$why、$limit、$count、$candidates、$what（上限所指之物）。

error-title = { $code ->
    [invalid-argument] 请求参数无效
    [payload-too-large] 请求过大
    [overloaded] 服务繁忙
    [timeout] 请求超时
    [not-found] 没有这个接口
    [internal] 服务内部错误
    [malformed-body] 请求体不是有效的 JSON 请求
    [method-not-allowed] 不支持该 HTTP 方法
    [unsupported-media-type] 不支持该媒体类型
    [failed-precondition] 当前状态下无法完成
   *[unauthenticated] 未通过身份验证
}
error-with-message = { error-title }：{ $message }
error-field = { $field }（{ $reason }）

## 原因。
error-unknown-value = 未知的取值 { $value }
error-move = 第{ $ply }着“{ $text }”：{ $why }
error-move-syntax = 不是 ICCS、WXF 或中文记法的着法
error-move-no-piece = 走棋一方没有符合“{ $text }”的棋子
error-move-no-destination = 该棋子不能这样走
error-move-ambiguous = 有歧义：可能是{ $candidates }
error-too-many-moves = { $count }步着法超过上限{ $limit }步
error-fen = 不是有效的 FEN 局面：{ $why }
error-at-most = { $what ->
    [players] 最多{ $limit }名选手
    [rounds] 最多{ $limit }轮
    [bytes] 最多{ $limit }字节
    [characters] 最多{ $limit }个字符
    [tiebreaks] 最多{ $limit }项同分比较办法
    [teams] 最多{ $limit }支队伍
    [matches] 最多{ $limit }场对抗
    [results] 最多{ $limit }个结果
    [playoffs] 最多{ $limit }组加赛名次
    [turns] 最多{ $limit }步
   *[other] 最多{ $limit }
}
error-enum-required = 此项必填，可取：{ $names }

## 请求体（JSON）的错误。
json-at = 第{ $line }行第{ $column }列：{ $reason }
json-type = { $type ->
    [array] 数组
    [string] 字符串
    [object] 对象
    [boolean] 布尔值
    [null] null
    [number] 数字
   *[other] 其他类型
}
json-reason = { $kind ->
    [unknown-variant] 未知取值{ $value }，可取：{ $names }
    [unknown-field] 未知字段{ $value }
    [missing-field] 缺少字段{ $value }
    [duplicate-field] 字段{ $value }重复
    [invalid-type] 应为{ $want }，收到{ $got }
    [invalid-value] 取值无效
    [number-or-string] 取值无效：应为范围内的数字，或内容为这种数字的字符串
    [eof] JSON不完整
    [trailing] JSON值之后还有多余的字符
   *[syntax] 不是有效的JSON
}

## 字段被拒的原因（见 src/api/reason.rs）。
reason = { $reason ->
    [between] 须在{ $min }至{ $max }之间
    [at-most] 最多{ $limit }
    [positive-for-kind] 此种计时方式须填正数
    [more-timestamps-than-moves] 时间记录多于着数
    [earlier-timestamp] 早于前一个时间记录
    [beyond-moves] 第{ $after }着之后：超出已给出的{ $count }着
    [late-before-first-move] 迟到只能记在第一着之前（afterPly 须为0）
    [sealed-move-length] 请填写封棋着法（1至{ $limit }字节）
    [choose-event-type] 请选择事件类型
    [empty-move] 未填写着法
    [move-too-long] 着法文字超过{ $limit }字节
    [too-many] 共{ $count }项，超过上限{ $limit }项
    [empty-record] 棋谱为空
    [record-too-large] 共{ $count }字节，超过上限{ $limit }字节
    [not-a-square] “{ $text }”不是棋盘上的点（ICCS坐标，如e0）
    [not-an-arrow] “{ $text }”不是ICCS着法（如h2e2）或“-”
    [name-selected] 请在 selected 中指定棋子
    [given-twice] 重复给出
    [not-a-boolean] “{ $text }”不是 true 或 false
    [required] 须提供{ $what ->
        [event] 赛事
        [tournament] 赛事（TRF）
        [definition] 赛事设置
        [position] 局面
       *[game] 对局
    }
    [at-least-two] 至少需要两{ $what ->
        [teams] 支队伍
       *[players] 名选手
    }
    [twice] { $count }号出现两次
    [not-a-hole] “{ $text }”不是本棋盘的孔位
    [camp-depth] 营区深度{ $count }超出1至{ $max }的范围
    [checkers-players] { $count }人：请选2、3、4或6人
    [deep-camps-two-players] 营区深过星角会相互重叠：只能二人对弈
    [entries-for-players] 给出{ $count }组棋子，但有{ $players }名棋手
    [seat-pieces] { $seat }号位有{ $count }枚棋子：每个座位1至{ $max }枚（即开局时的棋子数）
    [occupied-twice] { $text }被放了两枚棋子
    [no-such-seat] 没有{ $seat }号座位
    [path-too-long] 路径比棋盘的孔位还多
    [step-with-hops] 一步棋不能把走一格和跳跃混在一起（走一格本身就是一步棋）
    [triangle-size] 须为4（121孔）或5（181孔）
    [bad-query] 查询字符串不是有效的URL编码文本
    [grpc-timeout] 须为1至8位数字加一个单位（H、M、S、m、u、n），如500m
    [frame] { $what ->
        [header-cut] 消息头不完整
        [body-short] 消息比其长度前缀短
        [messages] 一元调用只能携带一条消息，此请求携带了{ $count }条
       *[undecodable] 请求消息无法按其protobuf类型解码
    }
    [unknown-result] 未知的成绩“{ $text }”
    [control-character] 第{ $at }个字符是控制字符：姓名须为一行文字
    [game-needs-opponent] 对局须有对手和先后手
    [bye-has-no-opponent] 轮空或缺席不能有对手
    [no-players] 没有选手
    [either-not-both] { $what ->
        [codes-or-tiebreaks] tiebreaks 与 tiebreak_codes 只能给出其一
        [trf-or-matches] trf 与 teams、matches、byes 只能给出其一
        [byes-need-codes] byes 只能与 tiebreak_codes（国际棋联团体赛同分比较办法）同时使用
        [trf-or-event] trf 与 event 只能给出其一
        [placement-points] 名次分值仅用于按名次计分（TABLE_SCORING_PLACEMENT）
        [groups-or-size] 组数与每组人数只能给出其一
       *[preset-or-stages] 预设赛制与自定阶段只能给出其一
    }
    [no-such-player] 没有{ $count }号选手
    [start-numbers-from-one] 编号从1开始
    [team-numbers] 队伍编号须唯一并从1开始
    [no-such-team] 没有{ $count }号队伍
    [team-plays-itself] 队伍不能与自己对阵
    [not-a-finishing-order] 不是本赛事2至6名不同棋手的名次顺序（如给出座位，须为同一批棋手；如给出名次，须每个座位一个且构成排名），或同一轮有棋手出现在两桌
    [bye-at-table] { $count }号选手本轮已有座位
    [placement-points] 须为{ $count }人一桌每个名次各一个分值，名次越后分值不增，各为0.01的倍数，介于-1000与1000之间
    [rating-value] μ须介于-1000与1000之间，σ须大于0且不超过1000
    [one-of] 须为以下之一：{ $values }
    [tiebreak-code] { $what ->
        [not-for] 按国际棋联C.07，修饰符“{ $text }”不适用于此项同分比较办法
        [bad-modifier] “{ $text }”不是国际棋联C.07的修饰符，或其数值超出范围
        [team-point-system] 团体赛的同分比较办法只能按场分或局分计算
        [individual-only] 此项同分比较办法仅适用于个人赛，不适用于团体赛
       *[point-system] 场分、局分的计分方式仅适用于团体赛
    }
    [choose-stage-format] 请指定本阶段的赛制：STAGE_FORMAT_KNOCKOUT（淘汰）、_ROUND_ROBIN（循环）或 _SWISS（积分编排）
    [not-a-date] 须为日期（YYYY-MM-DD）
    [round-range] 起止轮次须在第1轮至第{ $max }轮之内，且起始轮不晚于结束轮
    [acceleration] { $what ->
        [point-system] 巴库加速编排须采用胜局得分为和局两倍、负局不得分的计分制（FIDE C.04.5.1）
        [unknown-length] 巴库加速编排须知道总轮数（XXR）
        [too-many-rounds] { $count }号的虚拟积分所涉轮次多于本赛总轮数
       *[prohibited-pairs] 禁止相遇的组别与同单位规则共禁止{ $count }对，上限为{ $limit }对
    }
    [half-points] 须为0至1000之间0.5的倍数
    [more-than-squares] 摸到的位置多于棋盘上的点数
    [select-own-piece] 只能显示轮到走棋的一方的棋子可到之处
    [record] { $what ->
        [not-recognised] 不是可识别的棋谱（PGN、XQF或DhtmlXQ）
        [corrupt] 棋谱已损坏
       *[bad-start] 棋谱的起始局面无效
    }
    [no-such-game] 要求第{ $at }局，但数据中只有{ $count }局
   *[unknown-parameter] 未知参数，可用：{ $known }
}
unknown-field = { $has ->
    [yes] 未知字段；是否应为 { $nearest }？
   *[no] 未知字段
}
error-endgame-generating = 本服务器正在生成{ $class }残局库，请求时限先到。请数秒后重试。

## 处理前的拒绝（服务器与传输层）
error-send-token = 请在 authorization 请求头中以 Bearer 方式发送已配置的令牌
error-body-too-large = 请求体超过 { $limit } 字节
error-body-unread = 请求体未能在 { $limit } 字节内完整读取
error-body-unreadable = 请求体无法读取：传输中断或分块编码等格式有误
error-grpc-path = gRPC 方法须以 content-type application/grpc（或 grpc-web）调用；REST 接口在 /v1/ 之下
error-concurrency-limit = 服务器同时处理的请求已达上限，请稍后重试
error-answer-budget = 等待客户端读取的应答已超出服务器的内存预算，请稍后重试
error-connection-answer-share = 本连接等待读取的应答已超出其在服务器内存预算中的份额，请先读取应答或稍后重试
error-no-route = { $method } { $path } 没有对应的接口
error-timed-out = 请求未能在 { $ms } 毫秒内完成
error-send-json = 请以 application/json 格式发送请求
error-use-post = 请用 POST 方法发送 JSON 请求体（diagram.svg 图片用 GET）
error-stopped-waiting = 请求在等到空闲工作线程之前已被终止
error-internal = 服务器内部错误：{ $what ->
    [encoding] 应答无法编码
    [worker-pool] 工作线程池已关闭
    [worker-start] 工作线程无法启动
    [worker-failed] 工作线程出错
   *[event] 赛事无法运行
}
error-work-memory-busy = 服务器用于大型编排的工作内存正被占用（本请求约需{ $need } MiB，共{ $total } MiB），请稍后重试
error-work-memory-too-large = 本请求约需{ $need } MiB工作内存，超过本服务器的预算{ $total } MiB（--max-work-memory-bytes）
