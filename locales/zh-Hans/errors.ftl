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
error-field = 字段 { $field }：{ $reason }

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
