import type { Queryable } from '../connect.ts';

// Donation projects and one paid donation.

export interface SeedDonationProject {
  title: string;
  summary: string;
  cover: string;
  content: string;
  targetAmount: number;
  startDate: string;
  endDate: string;
  status: 'active' | 'closed';
}

export const donationProjects: SeedDonationProject[] = [
  {
    title: '“滨江之光”校友励学奖学金',
    summary: '每年奖励 60 名品学兼优的在校生，每人 5000 元，帮助他们安心求学、参加学科竞赛和海外交流。',
    cover: '/media/cover-06.svg',
    content: `<p>“滨江之光”校友励学奖学金由校友总会于2019年发起，资金全部来自校友捐赠，由学校教育发展基金会统一管理、专款专用。</p>
<h3>资助对象与标准</h3>
<ul><li>全日制本科二年级及以上学生，上一学年综合测评排名专业前 15%；</li><li>每年评选 60 名，每人 5000 元，其中 20 个名额优先考虑家庭经济困难学生。</li></ul>
<h3>资金使用</h3>
<p>本期目标 60 万元，可支持两届评选。每年 12 月在校友服务平台公布获奖名单和资金使用情况，接受校友监督。</p>`,
    targetAmount: 600_000,
    startDate: '2026-03-01',
    endDate: '2027-02-28',
    status: 'active',
  },
  {
    title: '图书馆“校友书架”共建计划',
    summary: '为新图书馆四层设立校友捐赠专区，采购专业图书和电子数据库，每捐 200 元可认捐一册图书并附赠书签名。',
    cover: '/media/cover-14.svg',
    content: `<p>新图书馆将于2027年秋季启用。“校友书架”专区位于四层东侧，计划收藏专业图书 1.2 万册，并订购三个学科数据库。</p>
<p>每捐赠 200 元，可认捐一册图书，书中将贴上印有捐赠人姓名和毕业年份的藏书票（选择匿名的除外）。</p>
<h3>采购清单</h3>
<ol><li>建筑、土木与城市规划类图书约 4000 册；</li><li>计算机与信息技术类图书约 3500 册；</li><li>经济管理类图书约 3000 册；</li><li>人文社科通识读物约 1500 册。</li></ol>`,
    targetAmount: 800_000,
    startDate: '2026-06-01',
    endDate: '2027-06-30',
    status: 'active',
  },
  {
    title: '校史馆文物征集与数字化',
    summary: '征集学校办学以来的老照片、录取通知书、校徽等实物，并对馆藏档案进行高清扫描，建设线上校史馆。',
    cover: '/media/cover-09.svg',
    content: `<p>校史馆现有展品 1300 余件，其中约四成纸质档案出现泛黄、脆化。本项目将对全部纸质档案进行高清扫描和修复，并建设可在手机上浏览的线上校史馆。</p>
<p>除资金捐赠外，也欢迎校友捐赠老照片、录取通知书、毕业证书、校徽、纪念品等实物，请联系校友总会秘书处（电话 0571-8666 1023）。</p>`,
    targetAmount: 300_000,
    startDate: '2026-04-15',
    endDate: '2027-04-15',
    status: 'active',
  },
  {
    title: '体育馆改造与运动器材更新',
    summary: '更新体育馆木地板、照明和看台座椅，为篮球、羽毛球、乒乓球场地添置新器材，改善学生日常锻炼条件。',
    cover: '/media/cover-19.svg',
    content: `<p>学校体育馆建成于2004年，木地板磨损、照明不足已影响日常教学和比赛。本项目计划：</p>
<ul><li>更换篮球馆木地板约 1600 平方米；</li><li>将照明改为 LED 体育照明，达到省级比赛标准；</li><li>更新看台座椅 800 个，添置羽毛球、乒乓球器材。</li></ul>
<p>捐赠 1 万元及以上的校友，姓名将刻在体育馆入口的捐赠墙上。</p>`,
    targetAmount: 1_200_000,
    startDate: '2026-05-20',
    endDate: '2027-05-20',
    status: 'active',
  },
  {
    title: '困难学生“暖冬”帮扶基金',
    summary: '为家庭经济困难的学生发放冬衣补助和寒假返乡路费，并为遭遇突发困难的学生提供临时救助。',
    cover: '/media/cover-22.svg',
    content: `<p>“暖冬”帮扶基金每年 11 月启动，由学生处根据家庭经济困难认定结果确定资助名单：</p>
<ul><li>冬衣补助：每人 800 元，约 300 人；</li><li>寒假返乡路费：按实际路程补助 200 至 1200 元；</li><li>临时救助：遭遇疾病、灾害等突发情况的学生，最高 1 万元。</li></ul>
<p>资金发放情况将于次年 3 月在校友服务平台公示。</p>`,
    targetAmount: 400_000,
    startDate: '2026-11-01',
    endDate: '2027-01-31',
    status: 'active',
  },
];

/** Five fundraising projects; 张明 has given once already. */
export async function seedDonation(tx: Queryable) {
  const ids: number[] = [];
  for (const p of donationProjects) {
    const [row] = await tx.query<{ id: number }>(
      `insert into donation_project (title, summary, cover, content, target_amount, start_date, end_date, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [p.title, p.summary, p.cover, p.content, p.targetAmount, p.startDate, p.endDate, p.status],
    );
    ids.push(row.id);
  }
  const [user] = await tx.query<{ id: number }>("select id from app_user where name = '张明'");
  if (!user) return;
  await tx.query(
    `insert into donation (project_id, user_id, amount, public_display, message, status, order_no, created_at, paid_at)
     values ($1, $2, 1000, 'name', $3, 'paid', 'D20260906101500A1B2C3D4', '2026-09-06T10:15:00+08:00', '2026-09-06T10:16:20+08:00')`,
    [ids[0], user.id, '感谢母校的培养，祝学弟学妹学业有成。'],
  );
}
