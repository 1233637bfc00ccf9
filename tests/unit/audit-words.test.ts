import { describe, expect, it } from 'vitest';
import { AUDIT_OBJECT_KINDS, auditWords, type AuditRecord } from '../../src/shared/admin/audit-words.ts';

// Each kind of entry the server writes, as stored, and as a clerk reads it.

const A = '/api/admin';
const row = (action: string, entity: string, entityId: string, summary: string): AuditRecord => ({ action, entity, entityId, summary });

describe('auditWords', () => {
  it.each([
    [row(`POST ${A}/login`, 'staff-session', '', '登录管理后台'), '登录管理后台', '管理后台登录', '登录管理后台'],
    [row(`POST ${A}/login`, 'staff-session', '', '密码错误'), '登录管理后台', '管理后台登录', '密码错误'],
    [row(`POST ${A}/logout`, 'staff-session', '4', '退出管理后台'), '退出管理后台', '管理后台登录', '退出管理后台'],
    [row(`POST ${A}/password`, 'staff', '4', '修改自己的密码'), '修改自己的密码', '工作人员账号', '修改自己的密码'],
    [row(`POST ${A}/otp/setup`, 'staff', '4', '开始设置动态验证码'), '开始设置动态验证码', '工作人员账号', '开始设置动态验证码'],
    [row(`POST ${A}/otp/enable`, 'staff', '4', '启用动态验证码'), '启用动态验证码', '工作人员账号', '启用动态验证码'],
    [
      row(`POST ${A}/staff`, 'staff', '9', '新建账号 li.editor（内容编辑）'),
      '新建工作人员账号',
      '工作人员账号：li.editor',
      '新建账号 li.editor（内容编辑）',
    ],
    [
      row(`PUT ${A}/staff/:id`, 'staff', '9', '修改账号 li.editor：停用'),
      '修改工作人员账号',
      '工作人员账号：li.editor',
      '修改账号 li.editor：停用',
    ],
    [
      row(`POST ${A}/staff/:id/reset-password`, 'staff', '9', '重置账号 li.editor 的密码'),
      '重置密码',
      '工作人员账号：li.editor',
      '重置账号 li.editor 的密码',
    ],
    [
      row(`POST ${A}/staff/:id/unlock`, 'staff', '9', '解除锁定：li.editor'),
      '解除账号锁定',
      '工作人员账号：li.editor',
      '解除锁定：li.editor',
    ],
    [row(`POST ${A}/content/news`, 'news', '12', '新建《校庆》（草稿）'), '新建新闻', '新闻：校庆', '新建《校庆》（草稿）'],
    [row(`POST ${A}/content/news/:id/publish`, 'news', '12', '发布《校庆》'), '发布新闻', '新闻：校庆', '发布《校庆》'],
    [row(`POST ${A}/content/activities/:id/withdraw`, 'activities', '3', '下线《返校日》'), '下线活动', '活动：返校日', '下线《返校日》'],
    [row(`DELETE ${A}/content/jobs/:id`, 'jobs', '3', '删除《工程师》'), '删除招聘岗位', '招聘岗位：工程师', '删除《工程师》'],
    [
      row(`POST ${A}/content/companies/:id/restore`, 'companies', '3', '恢复《某公司》'),
      '恢复校友企业',
      '校友企业：某公司',
      '恢复《某公司》',
    ],
    [
      row(`PUT ${A}/content/notices/:id`, 'notices', '3', '编辑《停水》：修改了标题'),
      '修改通知公告',
      '通知公告：停水',
      '编辑《停水》：修改了标题',
    ],
    [row(`POST ${A}/site/menu`, 'site_column', '70', '新建栏目「校友之家」'), '新建栏目', '栏目：校友之家', '新建栏目「校友之家」'],
    [row(`PUT ${A}/site/menu/:id`, 'site_column', '21', '修改栏目「要闻」：名称'), '修改栏目', '栏目：要闻', '修改栏目「要闻」：名称'],
    [
      row(`POST ${A}/site/menu/:id/move`, 'site_column', '21', '移动栏目「要闻」到上级 60，排序 2'),
      '移动栏目',
      '栏目：要闻',
      '移动栏目「要闻」到上级 60，排序 2',
    ],
    [row(`DELETE ${A}/site/menu/:id`, 'site_column', '21', '删除栏目「要闻」'), '删除栏目', '栏目：要闻', '删除栏目「要闻」'],
    [
      row(`POST ${A}/site/dicts`, 'sys_dict', '5', '新增字典「页脚链接」条目「学校」'),
      '新增站点信息',
      '站点信息：页脚链接',
      '新增字典「页脚链接」条目「学校」',
    ],
    // 银行转账's sentences quote the old and new values: the object is the details themselves, not the first value quoted.
    [
      row(`POST ${A}/site/money/changes`, 'money_setting', '3', '提出修改银行转账信息（待确认）：账号「1202」→「6222」'),
      '提出修改银行转账信息',
      '银行转账信息',
      '提出修改银行转账信息（待确认）：账号「1202」→「6222」',
    ],
    [
      row(
        `POST ${A}/site/money/changes/:id/confirm`,
        'money_setting',
        '3',
        '确认银行转账信息的修改 #3（吴复核（b2） 提出）：账号「1202」→「6222」',
      ),
      '确认银行转账信息的修改',
      '银行转账信息',
      '确认银行转账信息的修改 #3（吴复核（b2） 提出）：账号「1202」→「6222」',
    ],
    [
      row(`PUT ${A}/site/card-templates/:id`, 'alum_card_template', '1', '修改校友卡模板「经典」'),
      '修改校友卡模板',
      '校友卡模板：经典',
      '修改校友卡模板「经典」',
    ],
    [
      row(`POST ${A}/site/card-templates/:id/default`, 'alum_card_template', '2', '设「蓝」为默认校友卡模板'),
      '设为默认校友卡模板',
      '校友卡模板：蓝',
      '设「蓝」为默认校友卡模板',
    ],
    [
      row(`PUT ${A}/site/documents/:key`, 'site_document', 'privacy', '发布隐私政策第 2 版「隐私政策」（须重新同意）'),
      '修改站点文档',
      '站点文档：隐私政策',
      '发布隐私政策第 2 版「隐私政策」（须重新同意）',
    ],
    [
      row(`PUT ${A}/my-organization`, 'organization', '1', '修改本组织页面「北京校友会」'),
      '修改本组织页面',
      '本组织页面：北京校友会',
      '修改本组织页面「北京校友会」',
    ],
    [row(`POST ${A}/upload/image`, 'upload', '/uploads/a.png', '上传图片 /uploads/a.png'), '上传图片', '图片', '上传图片 /uploads/a.png'],
    [
      row(`POST ${A}/my-organization/image`, 'upload', '/uploads/b.png', '上传本组织图片 /uploads/b.png'),
      '上传本组织图片',
      '图片',
      '上传本组织图片 /uploads/b.png',
    ],
    [
      row(`POST ${A}/review/:queue/:id/decision`, 'review-cards', '7', '审核通过校友卡申请 张明，卡号 BJCC-2016-000315'),
      '审核通过校友卡申请',
      '校友卡申请：张明',
      '审核通过校友卡申请 张明，卡号 BJCC-2016-000315',
    ],
    [
      row(`POST ${A}/review/:queue/:id/decision`, 'review-cards', '7', '驳回校友卡申请 张明：信息不符'),
      '驳回校友卡申请',
      '校友卡申请：张明',
      '驳回校友卡申请 张明：信息不符',
    ],
    [
      row(`POST ${A}/review/:queue/:id/decision`, 'review-cards', '7', '补发校友卡 张明，原卡二维码作废'),
      '补发校友卡',
      '校友卡申请',
      '补发校友卡 张明，原卡二维码作废',
    ],
    [
      row(`POST ${A}/review/:queue/batch`, 'review-joins', '8', '通过入会申请 李华，加入「北京校友会」'),
      '审核通过入会申请',
      '入会申请：北京校友会',
      '通过入会申请 李华，加入「北京校友会」',
    ],
    [
      row(`POST ${A}/my-organization/join-requests/:id/decision`, 'review-joins', '8', '驳回入会申请 李华，「北京校友会」'),
      '驳回入会申请',
      '入会申请：北京校友会',
      '驳回入会申请 李华，「北京校友会」',
    ],
    [
      row(`POST ${A}/review/:queue/:id/decision`, 'review-certificates', '3', '受理证明补办申请'),
      '处理证明补办申请',
      '证明补办申请',
      '受理证明补办申请',
    ],
    [
      row(`GET ${A}/events/activities/:id/signups/export`, 'activity', '4', '导出活动报名名单 #4（返校日）3 条（csv，含手机号）'),
      '导出活动报名名单',
      '活动报名名单：返校日',
      '导出活动报名名单 #4（返校日）3 条（csv，含手机号）',
    ],
    [
      row(
        `POST ${A}/events/activities/:id/signups/:signupId/cancel`,
        'activity-signup',
        '9',
        '取消活动报名 #9（张明，活动 #4 返校日）：重复',
      ),
      '取消活动报名',
      '活动报名：张明',
      '取消活动报名 #9（张明，活动 #4 返校日）：重复',
    ],
    [row(`POST ${A}/events/activities/:id/checkin`, 'activity-signup', '9', '扫码签到：张明'), '活动签到', '活动报名', '扫码签到：张明'],
    [
      row(`POST ${A}/events/activities/:id/checkin`, 'activity-door', '4', '扫码签到未受理：卡号无效'),
      '活动签到（未受理）',
      '活动签到',
      '扫码签到未受理：卡号无效',
    ],
    [row(`POST ${A}/events/activities/:id/walk-ins`, 'activity-walkin', '2', '现场登记来宾'), '登记现场来宾', '活动来宾', '现场登记来宾'],
    [
      row(`POST ${A}/events/activities/:id/walk-ins`, 'activity-door', '4', '现场登记未受理：不在签到时间'),
      '活动签到（未受理）',
      '活动签到',
      '现场登记未受理：不在签到时间',
    ],
    [
      row(`POST ${A}/events/visits/slots`, 'visit-slot', '1', '新建来访时段「上午」08:00-12:00，每日 50 人'),
      '新建来访时段',
      '来访时段：上午',
      '新建来访时段「上午」08:00-12:00，每日 50 人',
    ],
    [
      row(`PUT ${A}/events/visits/overrides`, 'visit-override', '1', '2026-12-01 整天不开放预约'),
      '设置来访特别安排',
      '来访特别安排：2026-12-01',
      '2026-12-01 整天不开放预约',
    ],
    [
      row(`DELETE ${A}/events/visits/overrides/:id`, 'visit-override', '1', '删除 2026-12-01 整天的特别设置，恢复默认'),
      '删除来访特别安排',
      '来访特别安排：2026-12-01',
      '删除 2026-12-01 整天的特别设置，恢复默认',
    ],
    [
      row(`GET ${A}/events/visits/gate`, 'gate-list', '', '查看 2026-11-26 门岗名单（含完整身份证号，3 人）'),
      '查看门岗名单',
      '门岗名单：2026-11-26',
      '查看 2026-11-26 门岗名单（含完整身份证号，3 人）',
    ],
    [
      row(`GET ${A}/events/visits/gate/export`, 'gate-list', '', '导出 2026-11-26 门岗名单（身份证号已脱敏，3 人，xlsx）'),
      '导出门岗名单',
      '门岗名单：2026-11-26',
      '导出 2026-11-26 门岗名单（身份证号已脱敏，3 人，xlsx）',
    ],
    [
      row(`POST ${A}/events/visits/gate/:id/check-in`, 'appointment', '5', '登记到校：2026-11-26「上午」预约 #5（张明）'),
      '登记整个预约到校',
      '返校预约：上午',
      '登记到校：2026-11-26「上午」预约 #5（张明）',
    ],
    [
      row(
        `POST ${A}/events/visits/gate/:id/visitors/:visitorId/undo-check-in`,
        'appointment',
        '5',
        '撤销到校登记：2026-11-26「上午」预约 #5（张明）',
      ),
      '撤销到校登记',
      '返校预约：上午',
      '撤销到校登记：2026-11-26「上午」预约 #5（张明）',
    ],
    [row(`GET ${A}/donations/export`, 'donation', '', '导出捐赠台账 4 条（xlsx）'), '导出捐赠台账', '捐赠', '导出捐赠台账 4 条（xlsx）'],
    [
      row(`GET ${A}/donations/:id/letter`, 'donation', '3', '查看捐赠感谢信 #3（张明，100 元，No.1）'),
      '查看捐赠感谢信',
      '捐赠：张明',
      '查看捐赠感谢信 #3（张明，100 元，No.1）',
    ],
    [
      row(`POST ${A}/donations/:id/letter/print`, 'donation', '3', '打印捐赠感谢信 #3（张明，100 元）'),
      '打印捐赠感谢信',
      '捐赠：张明',
      '打印捐赠感谢信 #3（张明，100 元）',
    ],
    [
      row(`PUT ${A}/donations/letter-template`, 'site_document', 'donation-letter', '修改捐赠感谢信模板「感谢信」'),
      '修改感谢信模板',
      '站点文档：感谢信',
      '修改捐赠感谢信模板「感谢信」',
    ],
    [
      row(`POST ${A}/notices`, 'notice', '', '发送通知 #2「停水」给全体校友，共 9 人'),
      '发送系统通知',
      '系统通知：停水',
      '发送通知 #2「停水」给全体校友，共 9 人',
    ],
    [row(`GET ${A}/audit/export`, 'audit', '', '导出审计日志 3 条（csv）'), '导出审计日志', '审计日志', '导出审计日志 3 条（csv）'],
    [
      row(`GET ${A}/erasures`, 'erasure', '', '查看注销申请（2 条，其中 1 条等待删除）'),
      '查看注销申请',
      '注销申请',
      '查看注销申请（2 条，其中 1 条等待删除）',
    ],
    [
      row('POST /api/my/erasure', 'erasure', '3', '用户 #8 申请注销账号，账号已停用'),
      '校友申请注销账号',
      '注销申请',
      '用户 #8 申请注销账号，账号已停用',
    ],
    [
      row('POST /api/login/erasure/cancel', 'erasure', '3', '用户 #8 登录后撤销注销，账号已恢复'),
      '校友撤销注销',
      '注销申请',
      '用户 #8 登录后撤销注销，账号已恢复',
    ],
    [
      row('GET /api/alumuser/dataExport', 'my-data', '8', '校友 张明 下载了本人数据（12 条记录）'),
      '校友下载本人数据',
      '校友本人数据：张明',
      '校友 张明 下载了本人数据（12 条记录）',
    ],
    [row('erasure', 'erasure', '1,2', '注销账号：冷静期已满'), '删除注销校友的个人信息', '注销申请', '注销账号：冷静期已满'],
    [
      row('retention', 'retention', '', '定期清理：删除 2026-10-28 之前来访的访客身份证号'),
      '定期清理过期记录',
      '过期记录',
      '定期清理：删除 2026-10-28 之前来访的访客身份证号',
    ],
    // A route the table does not know: a verb and the kind, never the address or the code.
    [row(`POST ${A}/site/unknown/:id`, 'site_widget', '3', ''), '提交其他', '其他', '提交其他'],
    [row(`DELETE ${A}/content/news/:id/tags`, 'news', '3', '删除标签'), '删除新闻', '新闻', '删除标签'],
  ])('%o -> %s / %s / %s', (record, operation, object, content) => {
    expect(auditWords(record)).toEqual({ operation, object, content });
  });

  it('names every kind in Chinese', () => {
    for (const [code, noun] of Object.entries(AUDIT_OBJECT_KINDS)) expect(noun, code).toMatch(/^[\u4e00-\u9fff（）]+$/);
  });
});
