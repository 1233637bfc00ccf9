import { expect } from 'vitest';
import { hashSecret } from '../../server/auth/tokens.ts';
import { chinaDate } from '../../src/shared/appointment-forms.ts';
import { companyApplication } from '../fixtures/company-application.ts';
import type { TestServer } from './server.ts';

/** One live record of each personal kind, owned by one user, each carrying `marker` where it has free text. */
export interface OwnedRecords {
  userId: number;
  marker: string;
  appointment: number;
  donation: number;
  /** a second pledge awaiting payment, for paying (the first is cancelled by its owner in the same run) */
  pledge: number;
  joinRequest: number;
  /** an organisation the owner asked to join */
  organization: number;
  companyApplication: number;
  proposal: number;
  proof: number;
  /** an activity the owner is signed up for */
  activity: number;
  /** an unread message */
  message: number;
}

const DAY = 86400000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/**
 * Makes the records the way the portal does, through the API with the owner's token, so each is in the state
 * where its owner could still act on it (cancel, withdraw, mark read): an intruder's failure then means something.
 */
export async function makeOwnedRecords(server: TestServer, token: string, marker: string): Promise<OwnedRecords> {
  const call = async (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) => {
    const res = await server.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload !== undefined ? { payload } : {}),
    });
    const body = res.json();
    expect(body.code, `${method} ${url}: ${body.msg}`).toBe(0);
    return body.data;
  };
  const [{ userId }] = await server.db.query<{ userId: number }>('select user_id as "userId" from session_token where token_hash = $1', [
    hashSecret(token),
  ]);

  const visitDate = chinaDate(3);
  const [slot] = await call('GET', `/api/appointment/slots?date=${visitDate}`);
  const appointment = await call('POST', '/api/appointment', {
    visitDate,
    slotId: slot.id,
    reason: `回母校参观 ${marker}`,
    carPlate: '浙A12345',
    visitors: [{ name: '林晓雯', idNumber: '33010619910520452X' }],
    idConsent: true,
  });

  const projects: Array<{ id: number; status: string }> = await call('GET', '/api/donation/projects');
  const donation = await call('POST', '/api/donation/pledge', {
    projectId: projects.find((p) => p.status === 'active')!.id,
    amount: 100,
    anonymous: false,
    message: `捐赠留言 ${marker}`,
  });

  const pledge = await call('POST', '/api/donation/pledge', {
    projectId: projects.find((p) => p.status === 'active')!.id,
    amount: 101,
    anonymous: false,
    message: `捐赠留言 ${marker}`,
  });

  const orgs: Array<{ id: number }> = (await call('GET', '/api/alumorganization/list?pageSize=50')).list;
  let organization = 0;
  for (const org of orgs) {
    if ((await call('GET', `/api/alumorganization/${org.id}/membership`)).status === 'none') {
      organization = org.id;
      break;
    }
  }
  const join = await call('POST', `/api/alumorganization/${organization}/join`, { reason: `希望参加活动 ${marker}` });

  const application = await call('POST', '/api/alumcompany/apply', companyApplication(`星河软件 ${marker}`));

  const proposal = await call('POST', '/api/alumactivity/propose', {
    title: `返校交流会 ${marker}`,
    activityType: 'homecoming',
    startTime: iso(10 * DAY),
    endTime: iso(10 * DAY + 4 * 3600000),
    place: '经济管理学院一楼报告厅',
    capacity: 80,
    signupDeadline: iso(7 * DAY),
    cover: '',
    description: '邀请校友返校，参观学院新实验室，与在校学生座谈职业发展经验，晚间在校内餐厅聚餐。',
  });

  const proof = await call('POST', '/api/alumproof', {
    name: '张明',
    studentNo: '2012030115',
    faculty: '信息工程学院',
    major: '计算机科学与技术',
    graduationYear: 2016,
    certificateType: '毕业证明书',
    reason: `落户需要 ${marker}`,
    delivery: 'pickup',
    phone: '13857101234',
    idNumber: '330102199003071230',
    idConsent: true,
  });

  // A fresh activity, so the sign-up does not depend on the seed's calendar.
  const [{ id: activity }] = await server.db.query<{ id: number }>(
    `insert into activity (title, summary, cover, content, place, organizer, start_time, end_time, capacity, signup_deadline, published_at)
     values ('授权测试活动', '摘要', '/media/cover-01.svg', '<p>内容</p>', '报告厅', '校友会', $1, $2, 50, $3, now()) returning id`,
    [iso(10 * DAY), iso(10 * DAY + 3 * 3600000), iso(5 * DAY)],
  );
  await call('POST', `/api/alumactivity/${activity}/signup`, {});

  // Messages come from the alumni office, not from an API call.
  const [{ id: message }] = await server.db.query<{ id: number }>(
    `insert into message (user_id, kind, title, content) values ($1, 'system', $2, $2) returning id`,
    [userId, `系统通知 ${marker}`],
  );

  return {
    userId,
    marker,
    appointment: appointment.id,
    donation: donation.id,
    pledge: pledge.id,
    joinRequest: join.id,
    organization,
    companyApplication: application.id,
    proposal: proposal.id,
    proof: proof.id,
    activity,
    message,
  };
}
