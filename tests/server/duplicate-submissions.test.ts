// Issue 29, point 4: a form sent more than once at the same moment (a double tap, a retry) makes one record. The second
// fails on the database's live-record unique index and is told why, naming the field, in the envelope.
import { describe, expect, it } from 'vitest';
import { serverSuite } from '../helpers/server.ts';
import { companyApplication } from '../fixtures/company-application.ts';

const suite = serverSuite({ zhang: 'demo-zhangming' });
const { tokens } = suite;
const day = 86400000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const forms = [
  {
    form: '企业入驻申请',
    user: 'zhang',
    url: '/api/alumcompany/apply',
    body: companyApplication('杭州重复提交测试有限公司'),
    copies: 3,
    field: 'name',
    count: "select count(*)::int as n from company_application where name = '杭州重复提交测试有限公司'",
  },
  {
    form: '证明补办',
    user: 'zhang',
    url: '/api/alumproof',
    body: {
      name: '张明',
      studentNo: '2012030115',
      faculty: '信息工程学院',
      major: '计算机科学与技术',
      graduationYear: 2016,
      certificateType: '学位证明书',
      reason: '学位证书遗失，入职需要学位证明',
      delivery: 'pickup',
      phone: '13857101234',
      idNumber: '330102199003071230',
      idConsent: true,
    },
    copies: 2,
    field: 'certificateType',
    count: "select count(*)::int as n from proof_application where certificate_type = '学位证明书'",
  },
  {
    form: '活动申请',
    user: 'zhang',
    url: '/api/alumactivity/propose',
    body: {
      title: '2014届重复提交测试交流会',
      activityType: 'homecoming',
      startTime: iso(10 * day),
      endTime: iso(10 * day + 4 * 3600000),
      place: '经济管理学院一楼报告厅',
      capacity: 80,
      signupDeadline: iso(7 * day),
      description: '邀请2014届校友返校，参观学院新实验室，与在校学生座谈职业发展经验，晚间在校内餐厅聚餐。',
      cover: '',
    },
    copies: 2,
    field: 'title',
    count: "select count(*)::int as n from activity_proposal where title = '2014届重复提交测试交流会'",
  },
  {
    form: '捐赠',
    user: 'zhang',
    url: '/api/donation/pledge',
    body: { projectId: 1, amount: 321, anonymous: false, message: '' },
    copies: 2,
    field: 'amount',
    count: "select count(*)::int as n from donation where amount = 321 and status = 'awaiting_payment'",
  },
] as const;

describe('an identical request sent several times at once makes one record', () => {
  it.each(forms)('$form', async ({ user, url, body, copies, field, count }) => {
    const answers = await Promise.all(Array.from({ length: copies }, () => suite.inject(tokens[user], 'POST', url, body)));
    const accepted = answers.filter((r) => r.statusCode === 200);
    expect(accepted, answers.map((r) => r.body).join('\n')).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, data: { field } });
      expect(r.json().msg).toMatch(/请勿重复提交|尚未支付/);
    }
    expect((await suite.server.db.query<{ n: number }>(count))[0].n).toBe(1);
  });
});
