# 錯誤文字，繁體中文。佔位符：$code（錯誤碼的鍵）、$field（請求中的欄位路徑）、$reason、
# $message、$value、$ply、$text、$why、$limit、$count、$candidates。

error-title = { $code ->
    [invalid-argument] 請求參數無效
    [payload-too-large] 請求過大
    [overloaded] 服務繁忙
    [timeout] 請求逾時
    [not-found] 沒有這個路徑
    [internal] 服務內部錯誤
    [malformed-body] 請求內容不是有效的 JSON 請求
    [method-not-allowed] 不支援該 HTTP 方法
    [unsupported-media-type] 不支援該媒體類型
    [failed-precondition] 目前狀態下無法完成
   *[unauthenticated] 未通過身分驗證
}
error-with-message = { error-title }：{ $message }
error-field = { $field }（{ $reason }）

## 原因。
error-unknown-value = 未知的取值 { $value }
error-move = 第{ $ply }著「{ $text }」：{ $why }
error-move-syntax = 不是 ICCS、WXF 或中文記法的著法
error-move-no-piece = 走棋一方沒有符合「{ $text }」的棋子
error-move-no-destination = 該棋子不能這樣走
error-move-ambiguous = 有歧義：可能是{ $candidates }
error-too-many-moves = { $count }步著法超過上限{ $limit }步
error-fen = 不是有效的 FEN 局面：{ $why }
error-at-most = { $what ->
    [players] 最多{ $limit }名選手
    [rounds] 最多{ $limit }輪
    [bytes] 最多{ $limit }位元組
    [characters] 最多{ $limit }個字元
    [tiebreaks] 最多{ $limit }項同分比較辦法
    [teams] 最多{ $limit }支隊伍
    [matches] 最多{ $limit }場對抗
    [results] 最多{ $limit }個結果
    [playoffs] 最多{ $limit }組加賽名次
    [turns] 最多{ $limit }步
   *[other] 最多{ $limit }
}
error-enum-required = 此項必填，可取：{ $names }

## 請求主體（JSON）的錯誤。
json-at = 第{ $line }行第{ $column }列：{ $reason }
json-type = { $type ->
    [array] 陣列
    [string] 字串
    [object] 物件
    [boolean] 布林值
    [null] null
    [number] 數字
   *[other] 其他型別
}
json-reason = { $kind ->
    [unknown-variant] 未知取值{ $value }，可取：{ $names }
    [unknown-field] 未知欄位{ $value }
    [missing-field] 缺少欄位{ $value }
    [duplicate-field] 欄位{ $value }重複
    [invalid-type] 應為{ $want }，收到{ $got }
    [invalid-value] 取值無效
    [number-or-string] 取值無效：應為範圍內的數字，或內容為這種數字的字串
    [eof] JSON不完整
    [trailing] JSON值之後還有多餘的字元
   *[syntax] 不是有效的JSON
}

## 欄位被拒的原因（見 src/api/reason.rs）。
reason = { $reason ->
    [between] 須在{ $min }至{ $max }之間
    [at-most] 最多{ $limit }
    [positive-for-kind] 此種計時方式須填正數
    [more-timestamps-than-moves] 時間記錄多於著數
    [earlier-timestamp] 早於前一個時間記錄
    [beyond-moves] 第{ $after }著之後：超出已給出的{ $count }著
    [late-before-first-move] 遲到只能記在第一著之前（afterPly 須為0）
    [sealed-move-length] 請填寫封棋著法（1至{ $limit }位元組）
    [choose-event-type] 請選擇事件類型
    [empty-move] 未填寫著法
    [move-too-long] 著法文字超過{ $limit }位元組
    [too-many] 共{ $count }項，超過上限{ $limit }項
    [empty-record] 棋譜為空
    [record-too-large] 共{ $count }位元組，超過上限{ $limit }位元組
    [not-a-square] 「{ $text }」不是棋盤上的點（ICCS座標，如e0）
    [not-an-arrow] 「{ $text }」不是ICCS著法（如h2e2）或「-」
    [name-selected] 請在 selected 中指定棋子
    [given-twice] 重複給出
    [not-a-boolean] 「{ $text }」不是 true 或 false
    [required] 須提供{ $what ->
        [event] 賽事
        [tournament] 賽事（TRF）
        [definition] 賽事設定
        [position] 局面
       *[game] 對局
    }
    [at-least-two] 至少需要兩{ $what ->
        [teams] 支隊伍
       *[players] 名選手
    }
    [twice] { $count }號出現兩次
    [not-a-hole] 「{ $text }」不是本棋盤的孔位
    [camp-depth] 營區深度{ $count }超出1至{ $max }的範圍
    [checkers-players] { $count }人：請選2、3、4或6人
    [deep-camps-two-players] 營區深過星角會相互重疊：只能二人對弈
    [entries-for-players] 給出{ $count }組棋子，但有{ $players }名棋手
    [seat-pieces] { $seat }號位有{ $count }枚棋子：每個座位1至{ $max }枚（即開局時的棋子數）
    [occupied-twice] { $text }被放了兩枚棋子
    [no-such-seat] 沒有{ $seat }號座位
    [path-too-long] 路徑比棋盤的孔位還多
    [step-with-hops] 一步棋不能把走一格和跳躍混在一起（走一格本身就是一步棋）
    [triangle-size] 須為4（121孔）或5（181孔）
    [bad-query] 查詢字串不是有效的URL編碼文字
    [grpc-timeout] 須為1至8位數字加一個單位（H、M、S、m、u、n），如500m
    [frame] { $what ->
        [header-cut] 訊息標頭不完整
        [body-short] 訊息比其長度前綴短
        [messages] 一元呼叫只能攜帶一條訊息，此請求攜帶了{ $count }條
       *[undecodable] 請求訊息無法按其protobuf類型解碼
    }
    [unknown-result] 未知的成績「{ $text }」
    [control-character] 第{ $at }個字元是控制字元：姓名須為一行文字
    [game-needs-opponent] 對局須有對手和先後手
    [bye-has-no-opponent] 輪空或缺席不能有對手
    [no-players] 沒有選手
    [either-not-both] { $what ->
        [codes-or-tiebreaks] tiebreaks 與 tiebreak_codes 只能給出其一
        [trf-or-matches] trf 與 teams、matches、byes 只能給出其一
        [byes-need-codes] byes 只能與 tiebreak_codes（國際棋聯團體賽同分比較辦法）同時使用
        [trf-or-event] trf 與 event 只能給出其一
        [placement-points] 名次分值僅用於按名次計分（TABLE_SCORING_PLACEMENT）
        [groups-or-size] 組數與每組人數只能給出其一
       *[preset-or-stages] 預設賽制與自定階段只能給出其一
    }
    [no-such-player] 沒有{ $count }號選手
    [start-numbers-from-one] 編號從1開始
    [team-numbers] 隊伍編號須唯一並從1開始
    [no-such-team] 沒有{ $count }號隊伍
    [team-plays-itself] 隊伍不能與自己對陣
    [not-a-finishing-order] 不是本賽事2至6名不同棋手的名次順序（如給出座位，須為同一批棋手；如給出名次，須每個座位一個且構成排名），或同一輪有棋手出現在兩桌
    [bye-at-table] { $count }號選手本輪已有座位
    [placement-points] 須為{ $count }人一桌每個名次各一個分值，名次越後分值不增，各為0.01的倍數，介於-1000與1000之間
    [rating-value] μ須介於-1000與1000之間，σ須大於0且不超過1000
    [one-of] 須為以下之一：{ $values }
    [tiebreak-code] { $what ->
        [not-for] 按國際棋聯C.07，修飾符「{ $text }」不適用於此項同分比較辦法
        [bad-modifier] 「{ $text }」不是國際棋聯C.07的修飾符，或其數值超出範圍
        [team-point-system] 團體賽的同分比較辦法只能按場分或局分計算
        [individual-only] 此項同分比較辦法僅適用於個人賽，不適用於團體賽
       *[point-system] 場分、局分的計分方式僅適用於團體賽
    }
    [choose-stage-format] 請指定本階段的賽制：STAGE_FORMAT_KNOCKOUT（淘汰）、_ROUND_ROBIN（循環）或 _SWISS（積分編排）
    [not-a-date] 須為日期（YYYY-MM-DD）
    [round-range] 起止輪次須在第1輪至第{ $max }輪之內，且起始輪不晚於結束輪
    [acceleration] { $what ->
        [point-system] 巴庫加速編排須採用勝局得分為和局兩倍、負局不得分的計分制（FIDE C.04.5.1）
        [unknown-length] 巴庫加速編排須知道總輪數（XXR）
        [too-many-rounds] { $count }號的虛擬積分所涉輪次多於本賽總輪數
       *[prohibited-pairs] 禁止相遇的組別與同單位規則共禁止{ $count }對，上限為{ $limit }對
    }
    [half-points] 須為0至1000之間0.5的倍數
    [more-than-squares] 摸到的位置多於棋盤上的點數
    [select-own-piece] 只能顯示輪到走棋的一方的棋子可到之處
    [record] { $what ->
        [not-recognised] 不是可識別的棋譜（PGN、XQF或DhtmlXQ）
        [corrupt] 棋譜已損壞
       *[bad-start] 棋譜的起始局面無效
    }
    [no-such-game] 要求第{ $at }局，但資料中只有{ $count }局
   *[unknown-parameter] 未知參數，可用：{ $known }
}
unknown-field = { $has ->
    [yes] 未知欄位；是否應為 { $nearest }？
   *[no] 未知欄位
}
error-endgame-generating = 本伺服器正在生成{ $class }殘局庫，請求時限先到。請數秒後重試。

## 處理前的拒絕（伺服器與傳輸層）
error-send-token = 請在 authorization 請求標頭中以 Bearer 方式傳送已設定的權杖
error-body-too-large = 請求本文超過 { $limit } 位元組
error-body-unread = 請求本文未能在 { $limit } 位元組內完整讀取
error-body-unreadable = 請求本文無法讀取：傳輸中斷或分塊編碼等格式有誤
error-grpc-path = gRPC 方法須以 content-type application/grpc（或 grpc-web）呼叫；REST 介面在 /v1/ 之下
error-concurrency-limit = 伺服器同時處理的請求已達上限，請稍後重試
error-answer-budget = 等待用戶端讀取的回應已超出伺服器的記憶體預算，請稍後重試
error-connection-answer-share = 本連線等待讀取的回應已超出其在伺服器記憶體預算中的份額，請先讀取回應或稍後重試
error-no-route = { $method } { $path } 沒有對應的介面
error-timed-out = 請求未能在 { $ms } 毫秒內完成
error-send-json = 請以 application/json 格式傳送請求
error-use-post = 請用 POST 方法傳送 JSON 請求本文（diagram.svg 圖片用 GET）
error-stopped-waiting = 請求在等到空閒工作執行緒之前已被終止
error-internal = 伺服器內部錯誤：{ $what ->
    [encoding] 應答無法編碼
    [worker-pool] 工作執行緒池已關閉
    [worker-start] 工作執行緒無法啟動
    [worker-failed] 工作執行緒出錯
   *[event] 賽事無法執行
}
error-work-memory-busy = 伺服器用於大型編排的工作記憶體正被佔用（本請求約需{ $need } MiB，共{ $total } MiB），請稍後重試
error-work-memory-too-large = 本請求約需{ $need } MiB工作記憶體，超過本伺服器的預算{ $total } MiB（--max-work-memory-bytes）
