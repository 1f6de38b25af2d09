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
error-field = 欄位 { $field }：{ $reason }

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
