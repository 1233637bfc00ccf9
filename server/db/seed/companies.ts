import type { Queryable } from '../connect.ts';
import type { Seal } from './types.ts';
import { INDUSTRY_DICT, SCALE_DICT } from '../../../src/shared/company-forms.ts';

// Alumni companies and the positions they offer.

export const industryDict: Array<[string, string]> = [
  ['it', '信息技术'],
  ['finance', '金融'],
  ['manufacturing', '制造'],
  ['realestate', '建筑地产'],
  ['education', '教育'],
  ['health', '医疗健康'],
  ['media', '文化传媒'],
  ['services', '现代服务'],
];
export const scaleDict: Array<[string, string]> = [
  ['lt20', '20人以下'],
  ['20-99', '20-99人'],
  ['100-499', '100-499人'],
  ['500-999', '500-999人'],
  ['gte1000', '1000人以上'],
];

export interface SeedCompany {
  name: string;
  industry: string;
  scale: string;
  city: string;
  logo: string;
  summary: string;
  introduction: string;
  founderName: string;
  founderGraduation: string;
  website: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  publishedAt: string;
  jobs: SeedJob[];
}

export interface SeedJob {
  title: string;
  city?: string;
  salaryMin: number;
  salaryMax: number;
  education: string;
  experience: string;
  headcount: number;
  description: string;
  daysAgo: number;
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const jd = (duties: string[], needs: string[]) =>
  `<h3>岗位职责</h3><ol>${duties.map((d) => `<li>${d}</li>`).join('')}</ol><h3>任职要求</h3><ol>${needs.map((n) => `<li>${n}</li>`).join('')}</ol>`;

export const companies: SeedCompany[] = [
  {
    name: '杭州云澜数据科技有限公司',
    industry: 'it',
    scale: '100-499',
    city: '杭州',
    logo: '/media/cover-03.svg',
    summary: '专注工业大数据与智能运维平台，服务长三角两百余家制造企业的数字化转型。',
    introduction: p(
      '杭州云澜数据科技有限公司成立于 2015 年，总部位于杭州市滨江区物联网街，是国家高新技术企业和浙江省“专精特新”中小企业。',
      '公司自主研发的“澜图”工业数据平台覆盖设备接入、数据治理、预测性维护与能耗优化等环节，已在汽车零部件、纺织印染、化工等行业落地两百余个项目。',
      '公司现有员工三百余人，其中研发人员占比超过六成，与学校计算机学院共建“工业智能联合实验室”，每年接收在校生实习。',
    ),
    founderName: '陈志远',
    founderGraduation: '2009届 计算机科学与技术',
    website: 'https://www.yunlan-data.cn',
    contactName: '周婷',
    contactPhone: '13857102231',
    contactEmail: 'hr@yunlan-data.cn',
    publishedAt: '2026-03-12T10:00:00+08:00',
    jobs: [
      {
        title: 'Java 后端开发工程师',
        salaryMin: 15,
        salaryMax: 25,
        education: '本科',
        experience: '3-5年',
        headcount: 3,
        daysAgo: 2,
        description: jd(
          ['负责工业数据平台核心服务的设计与开发', '参与微服务拆分、性能优化与线上问题排查', '编写技术文档，参与代码评审'],
          ['计算机相关专业本科及以上学历', '熟悉 Java、Spring Boot 与 PostgreSQL/MySQL', '有物联网或时序数据库经验者优先'],
        ),
      },
      {
        title: '数据分析实习生',
        salaryMin: 4,
        salaryMax: 6,
        education: '本科',
        experience: '不限',
        headcount: 4,
        daysAgo: 5,
        description: jd(
          ['协助整理客户设备运行数据，完成日常分析报表', '参与预测性维护模型的数据准备与验证'],
          ['统计、数学、计算机等专业在读，每周可实习四天以上', '熟练使用 Python 与 SQL', '本校在读生同等条件下优先'],
        ),
      },
      {
        title: '前端开发工程师',
        salaryMin: 14,
        salaryMax: 22,
        education: '本科',
        experience: '1-3年',
        headcount: 2,
        daysAgo: 9,
        description: jd(
          ['负责数据可视化大屏与运维控制台的前端开发', '与设计、后端协作完成功能交付'],
          ['熟悉 React 或 Vue 及 TypeScript', '有 ECharts、WebGL 可视化经验者优先'],
        ),
      },
    ],
  },
  {
    name: '浙江钱潮财富管理有限公司',
    industry: 'finance',
    scale: '100-499',
    city: '杭州',
    logo: '/media/cover-07.svg',
    summary: '持牌第三方财富管理机构，为家庭与中小企业提供资产配置和养老规划服务。',
    introduction: p(
      '浙江钱潮财富管理有限公司成立于 2012 年，持有基金销售业务资格，管理客户资产逾八十亿元。',
      '公司坚持“以客户长期利益为先”，在杭州、宁波、温州设有三家分公司，为两万余户家庭提供资产配置、保险规划与养老金融服务。',
      '公司设立“钱潮校友奖学金”，连续八年资助经济管理学院优秀学子。',
    ),
    founderName: '沈静怡',
    founderGraduation: '2006届 金融学',
    website: 'https://www.qianchao-wealth.com',
    contactName: '吴昊',
    contactPhone: '13906518872',
    contactEmail: 'zhaopin@qianchao-wealth.com',
    publishedAt: '2026-02-20T09:30:00+08:00',
    jobs: [
      {
        title: '理财顾问',
        salaryMin: 8,
        salaryMax: 15,
        education: '本科',
        experience: '不限',
        headcount: 6,
        daysAgo: 3,
        description: jd(
          ['为客户提供资产配置建议与产品讲解', '维护客户关系，定期回访', '参与社区金融知识讲座'],
          ['金融、经济类专业优先', '具备基金从业资格或愿意在入职半年内取得', '沟通表达能力强'],
        ),
      },
      {
        title: '风险合规专员',
        city: '宁波',
        salaryMin: 10,
        salaryMax: 16,
        education: '本科',
        experience: '1-3年',
        headcount: 1,
        daysAgo: 12,
        description: jd(
          ['审核销售流程与宣传材料的合规性', '跟进监管政策变化并组织内部培训'],
          ['法学、金融类专业', '有金融机构合规或审计经验者优先'],
        ),
      },
    ],
  },
  {
    name: '宁波甬匠智能装备股份有限公司',
    industry: 'manufacturing',
    scale: '500-999',
    city: '宁波',
    logo: '/media/cover-11.svg',
    summary: '研发制造注塑机械手与自动化产线，产品出口东南亚与南美三十余个国家。',
    introduction: p(
      '宁波甬匠智能装备股份有限公司始创于 2008 年，专业从事注塑机械手、桁架机器人与自动化整线的研发和制造。',
      '公司拥有两万平方米现代化厂房和省级企业研究院，累计获得授权专利一百二十余项，产品销往全国及三十余个国家和地区。',
      '公司与学校机电工程学院共建实习基地，每年吸纳十余名毕业生加入。',
    ),
    founderName: '王建国',
    founderGraduation: '2003届 机械设计制造及其自动化',
    website: 'https://www.yongjiang-robot.com',
    contactName: '林晓',
    contactPhone: '13586621049',
    contactEmail: 'hr@yongjiang-robot.com',
    publishedAt: '2026-01-15T14:00:00+08:00',
    jobs: [
      {
        title: '机械设计工程师',
        salaryMin: 10,
        salaryMax: 18,
        education: '本科',
        experience: '3-5年',
        headcount: 2,
        daysAgo: 4,
        description: jd(
          ['负责机械手及非标自动化设备的结构设计', '编制图纸与物料清单，跟进装配调试'],
          ['机械类专业本科及以上', '熟练使用 SolidWorks、AutoCAD', '能适应短期出差'],
        ),
      },
      {
        title: '电气调试工程师',
        salaryMin: 9,
        salaryMax: 14,
        education: '大专',
        experience: '1-3年',
        headcount: 3,
        daysAgo: 7,
        description: jd(
          ['负责设备电气安装、PLC 程序调试', '为客户提供现场技术支持与培训'],
          ['电气自动化相关专业', '熟悉三菱、西门子 PLC', '持电工证者优先'],
        ),
      },
      {
        title: '外贸业务员',
        salaryMin: 8,
        salaryMax: 20,
        education: '本科',
        experience: '不限',
        headcount: 2,
        daysAgo: 15,
        description: jd(
          ['开发和维护海外客户，参加国际展会', '跟进订单、报关与回款'],
          ['英语或西班牙语专业优先，口语流利', '有机械设备外贸经验者优先'],
        ),
      },
    ],
  },
  {
    name: '滨城建设工程集团有限公司',
    industry: 'realestate',
    scale: 'gte1000',
    city: '杭州',
    logo: '/media/cover-15.svg',
    summary: '房屋建筑施工总承包特级企业，承建多项城市更新与装配式建筑示范工程。',
    introduction: p(
      '滨城建设工程集团有限公司具有房屋建筑工程施工总承包特级资质，业务覆盖施工总承包、装配式建筑、城市更新与工程咨询。',
      '集团先后承建杭州亚运村配套工程、多所中小学校园及安置房项目，荣获“鲁班奖”一项、“钱江杯”优质工程十余项。',
    ),
    founderName: '何卫东',
    founderGraduation: '1998届 工业与民用建筑',
    website: 'https://www.bincheng-group.com',
    contactName: '孙倩',
    contactPhone: '13757183360',
    contactEmail: 'hr@bincheng-group.com',
    publishedAt: '2025-12-08T10:00:00+08:00',
    jobs: [
      {
        title: '土建施工员',
        salaryMin: 7,
        salaryMax: 12,
        education: '大专',
        experience: '不限',
        headcount: 8,
        daysAgo: 6,
        description: jd(
          ['负责项目现场施工组织、进度与质量管理', '编写施工日志，参与隐蔽工程验收'],
          ['土木工程相关专业', '能适应项目驻场工作', '应届毕业生亦可'],
        ),
      },
      {
        title: 'BIM 工程师',
        salaryMin: 10,
        salaryMax: 16,
        education: '本科',
        experience: '1-3年',
        headcount: 2,
        daysAgo: 18,
        description: jd(
          ['负责项目 BIM 模型搭建、管线综合与碰撞检查', '支持装配式构件深化设计'],
          ['熟练使用 Revit、Navisworks', '持 BIM 等级证书者优先'],
        ),
      },
    ],
  },
  {
    name: '杭州知行教育科技有限公司',
    industry: 'education',
    scale: '20-99',
    city: '杭州',
    logo: '/media/cover-19.svg',
    summary: '面向中小学的科学探究课程与教师培训服务商，课程进入省内三百余所学校。',
    introduction: p(
      '杭州知行教育科技有限公司由本校师范学院校友创办，专注中小学科学探究与劳动教育课程研发。',
      '公司开发的“小小工程师”系列课程已进入省内三百余所学校，累计培训一线教师五千余人次。',
    ),
    founderName: '赵雨晴',
    founderGraduation: '2012届 小学教育',
    website: 'https://www.zhixing-edu.cn',
    contactName: '钱程',
    contactPhone: '15067128854',
    contactEmail: 'join@zhixing-edu.cn',
    publishedAt: '2026-04-02T09:00:00+08:00',
    jobs: [
      {
        title: '科学课程研发专员',
        salaryMin: 8,
        salaryMax: 12,
        education: '本科',
        experience: '1-3年',
        headcount: 2,
        daysAgo: 1,
        description: jd(
          ['研发小学科学与劳动教育课程，编写教案与学具说明', '到合作学校开展示范课'],
          ['教育学、物理、化学、生物等相关专业', '有一线教学经验者优先'],
        ),
      },
      {
        title: '教师培训讲师',
        salaryMin: 9,
        salaryMax: 14,
        education: '硕士',
        experience: '3-5年',
        headcount: 1,
        daysAgo: 20,
        description: jd(
          ['设计并实施面向中小学教师的培训项目', '收集培训反馈，持续改进课程'],
          ['教育学相关专业硕士', '具有良好的演讲与组织能力'],
        ),
      },
    ],
  },
  {
    name: '浙江康衡医疗器械有限公司',
    industry: 'health',
    scale: '100-499',
    city: '绍兴',
    logo: '/media/cover-05.svg',
    summary: '研发生产家用呼吸与康复护理器械，拥有二类医疗器械注册证十八项。',
    introduction: p(
      '浙江康衡医疗器械有限公司专注家用呼吸治疗与康复护理器械，产品包括制氧机、雾化器与智能护理床。',
      '公司通过 ISO 13485 质量体系认证，拥有二类医疗器械注册证十八项，产品进入全国两千余家药店与医疗机构。',
    ),
    founderName: '刘海峰',
    founderGraduation: '2005届 生物医学工程',
    website: 'https://www.kangheng-med.com',
    contactName: '郑颖',
    contactPhone: '13819567423',
    contactEmail: 'hr@kangheng-med.com',
    publishedAt: '2026-03-28T15:00:00+08:00',
    jobs: [
      {
        title: '嵌入式软件工程师',
        salaryMin: 13,
        salaryMax: 20,
        education: '本科',
        experience: '3-5年',
        headcount: 2,
        daysAgo: 8,
        description: jd(
          ['负责医疗器械主控板嵌入式软件开发', '编写软件需求与验证文档，配合注册检测'],
          ['电子、自动化、计算机相关专业', '熟悉 C 语言与 STM32', '了解 IEC 62304 者优先'],
        ),
      },
      {
        title: '质量工程师',
        salaryMin: 8,
        salaryMax: 13,
        education: '本科',
        experience: '1-3年',
        headcount: 1,
        daysAgo: 22,
        description: jd(['维护质量管理体系，组织内审', '处理来料与制程质量问题'], ['生物医学工程、质量管理相关专业', '熟悉 ISO 13485']),
      },
    ],
  },
  {
    name: '杭州拾光文化传媒有限公司',
    industry: 'media',
    scale: '20-99',
    city: '杭州',
    logo: '/media/cover-09.svg',
    summary: '纪录片与品牌影像制作团队，作品多次入围国内纪录片节与广告节。',
    introduction: p(
      '杭州拾光文化传媒有限公司成立于 2016 年，由本校传媒学院校友创办，专注人文纪录片、城市宣传片与品牌影像。',
      '公司作品《运河人家》获省级优秀纪录片奖，并为多家文旅机构与上市企业提供内容服务。',
    ),
    founderName: '林一帆',
    founderGraduation: '2013届 广播电视编导',
    website: 'https://www.shiguang-media.cn',
    contactName: '许蔓',
    contactPhone: '18768105532',
    contactEmail: 'hello@shiguang-media.cn',
    publishedAt: '2026-05-06T11:00:00+08:00',
    jobs: [
      {
        title: '视频剪辑师',
        salaryMin: 8,
        salaryMax: 14,
        education: '大专',
        experience: '1-3年',
        headcount: 2,
        daysAgo: 3,
        description: jd(
          ['负责纪录片与宣传片的剪辑、调色与包装', '整理素材库，配合导演完成成片'],
          ['熟练使用 Premiere、DaVinci Resolve', '请附作品链接'],
        ),
      },
      {
        title: '新媒体运营',
        salaryMin: 6,
        salaryMax: 10,
        education: '本科',
        experience: '不限',
        headcount: 1,
        daysAgo: 11,
        description: jd(['运营公司视频号与小红书账号，策划选题', '分析数据并优化内容'], ['文字功底好，对短视频内容敏感', '应届毕业生亦可']),
      },
    ],
  },
  {
    name: '上海衡信企业管理咨询有限公司',
    industry: 'services',
    scale: '20-99',
    city: '上海',
    logo: '/media/cover-13.svg',
    summary: '为成长型制造企业提供组织发展、精益管理与数字化咨询服务。',
    introduction: p(
      '上海衡信企业管理咨询有限公司深耕制造业管理咨询十余年，服务客户涵盖汽配、家电与新能源等领域。',
      '公司以“陪伴式咨询”见长，咨询顾问常驻客户现场，与管理团队共同推进精益改善与组织变革。',
    ),
    founderName: '黄立群',
    founderGraduation: '2004届 工商管理',
    website: 'https://www.hengxin-consulting.com',
    contactName: '陆佳',
    contactPhone: '13918826640',
    contactEmail: 'career@hengxin-consulting.com',
    publishedAt: '2026-02-11T10:30:00+08:00',
    jobs: [
      {
        title: '管理咨询顾问',
        salaryMin: 15,
        salaryMax: 25,
        education: '硕士',
        experience: '3-5年',
        headcount: 2,
        daysAgo: 10,
        description: jd(
          ['开展企业诊断，输出改善方案并推动落地', '组织客户培训与项目复盘'],
          ['工业工程、管理类专业硕士', '有制造业或咨询公司经验', '能接受出差'],
        ),
      },
    ],
  },
  {
    name: '苏州启芯微电子有限公司',
    industry: 'it',
    scale: '100-499',
    city: '苏州',
    logo: '/media/cover-17.svg',
    summary: '模拟与电源管理芯片设计企业，产品广泛用于消费电子与工业控制。',
    introduction: p(
      '苏州启芯微电子有限公司是一家无晶圆厂集成电路设计企业，专注电源管理与信号链芯片。',
      '公司累计出货超过十亿颗，客户包括多家知名消费电子与工控企业，已完成 C 轮融资。',
    ),
    founderName: '徐晨阳',
    founderGraduation: '2007届 电子信息工程',
    website: 'https://www.qixin-semi.com',
    contactName: '张蕾',
    contactPhone: '13771893321',
    contactEmail: 'hr@qixin-semi.com',
    publishedAt: '2026-06-18T09:00:00+08:00',
    jobs: [
      {
        title: '模拟 IC 设计工程师',
        salaryMin: 25,
        salaryMax: 40,
        education: '硕士',
        experience: '3-5年',
        headcount: 2,
        daysAgo: 5,
        description: jd(
          ['负责 DC-DC、LDO 等电源芯片的电路设计与仿真', '配合版图与测试完成芯片量产'],
          ['微电子、电子工程相关专业硕士及以上', '熟悉 Cadence 设计流程'],
        ),
      },
      {
        title: '芯片测试工程师',
        salaryMin: 12,
        salaryMax: 18,
        education: '本科',
        experience: '1-3年',
        headcount: 2,
        daysAgo: 14,
        description: jd(['制定芯片测试方案，搭建测试平台', '分析失效样品并输出报告'], ['电子类专业本科及以上', '熟悉示波器等仪器使用']),
      },
    ],
  },
  {
    name: '杭州绿野农业发展有限公司',
    industry: 'services',
    scale: 'lt20',
    city: '湖州',
    logo: '/media/cover-21.svg',
    summary: '生态茶园与农旅研学基地运营者，带动周边三百余户茶农增收。',
    introduction: p(
      '杭州绿野农业发展有限公司在湖州安吉经营生态茶园八百亩，并建设农旅研学基地。',
      '公司采用“企业加合作社加农户”模式，带动周边三百余户茶农增收，获评省级示范性家庭农场。',
    ),
    founderName: '钟晓岚',
    founderGraduation: '2015届 市场营销',
    website: 'https://www.lvye-farm.cn',
    contactName: '钟晓岚',
    contactPhone: '13588230917',
    contactEmail: 'lvye@lvye-farm.cn',
    publishedAt: '2026-07-01T10:00:00+08:00',
    jobs: [
      {
        title: '研学活动策划',
        salaryMin: 6,
        salaryMax: 9,
        education: '大专',
        experience: '不限',
        headcount: 2,
        daysAgo: 16,
        description: jd(
          ['策划并带领中小学生茶园研学活动', '对接学校与旅行社，维护合作关系'],
          ['热爱自然与教育，性格开朗', '可接受驻基地工作'],
        ),
      },
    ],
  },
  {
    name: '深圳迅捷跨境供应链有限公司',
    industry: 'services',
    scale: '500-999',
    city: '深圳',
    logo: '/media/cover-23.svg',
    summary: '跨境电商物流与海外仓服务商，在美国、德国与日本运营六座海外仓。',
    introduction: p(
      '深圳迅捷跨境供应链有限公司为跨境电商卖家提供头程物流、海外仓储与尾程配送一体化服务。',
      '公司在美国、德国、日本运营六座海外仓，仓储面积逾十万平方米，服务卖家三千余家。',
    ),
    founderName: '邓嘉豪',
    founderGraduation: '2010届 国际经济与贸易',
    website: 'https://www.xunjie-scm.com',
    contactName: '罗敏',
    contactPhone: '13828746651',
    contactEmail: 'hr@xunjie-scm.com',
    publishedAt: '2026-05-20T16:00:00+08:00',
    jobs: [
      {
        title: '海外仓运营主管',
        salaryMin: 15,
        salaryMax: 22,
        education: '本科',
        experience: '5-10年',
        headcount: 1,
        daysAgo: 9,
        description: jd(
          ['统筹海外仓入库、库存与出库作业', '优化仓储流程，控制运营成本'],
          ['物流管理相关专业', '五年以上仓储管理经验', '英语可作为工作语言'],
        ),
      },
      {
        title: '客户经理',
        salaryMin: 10,
        salaryMax: 18,
        education: '本科',
        experience: '1-3年',
        headcount: 3,
        daysAgo: 13,
        description: jd(['开发跨境电商卖家客户，提供物流解决方案', '跟进客户订单与售后'], ['了解亚马逊等平台规则者优先', '沟通能力强']),
      },
    ],
  },
  {
    name: '杭州栖木建筑设计事务所',
    industry: 'realestate',
    scale: 'lt20',
    city: '杭州',
    logo: '/media/cover-01.svg',
    summary: '专注乡村公共建筑与民宿改造的独立设计事务所，作品获多项设计奖。',
    introduction: p(
      '杭州栖木建筑设计事务所由本校建筑学专业校友创办，关注乡村公共空间与传统民居的更新设计。',
      '事务所完成乡村书屋、礼堂与民宿改造项目三十余个，多项作品获省级建筑设计奖。',
    ),
    founderName: '蒋文博',
    founderGraduation: '2011届 建筑学',
    website: 'https://www.qimu-studio.cn',
    contactName: '蒋文博',
    contactPhone: '15858196620',
    contactEmail: 'studio@qimu-studio.cn',
    publishedAt: '2026-08-09T10:00:00+08:00',
    jobs: [
      {
        title: '建筑设计师',
        salaryMin: 10,
        salaryMax: 15,
        education: '本科',
        experience: '1-3年',
        headcount: 1,
        daysAgo: 21,
        description: jd(
          ['参与方案设计至施工图全过程', '制作模型与效果图，参加现场配合'],
          ['建筑学专业本科及以上', '熟练使用 SketchUp、Rhino', '请附作品集'],
        ),
      },
    ],
  },
];

/** The industry and scale dictionaries, the companies with their positions, and 张明's reviewed application. */
export async function seedCompanies(tx: Queryable, seal: Seal) {
  const dicts = [...industryDict.map(([v, l]) => [INDUSTRY_DICT, v, l]), ...scaleDict.map(([v, l]) => [SCALE_DICT, v, l])];
  for (const [i, [type, value, label]] of dicts.entries()) {
    const exists = await tx.query('select 1 from sys_dict where dict_type = $1 and dict_value = $2', [type, value]);
    if (!exists.length)
      await tx.query('insert into sys_dict (dict_type, dict_value, dict_label, sort) values ($1, $2, $3, $4)', [type, value, label, i]);
  }
  for (const c of companies) {
    const [{ id }] = await tx.query<{ id: number }>(
      `insert into company (name, industry, scale, city, logo, summary, introduction, founder_name, founder_graduation, website,
         contact_name, contact_phone, contact_email, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
      [
        c.name,
        c.industry,
        c.scale,
        c.city,
        c.logo,
        c.summary,
        c.introduction,
        c.founderName,
        c.founderGraduation,
        c.website,
        c.contactName,
        seal('company.contact_phone', c.contactPhone),
        c.contactEmail,
        c.publishedAt,
      ],
    );
    for (const j of c.jobs) {
      await tx.query(
        `insert into job (company_id, title, city, salary_min, salary_max, education, experience, headcount, description, published_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          id,
          j.title,
          j.city ?? c.city,
          j.salaryMin,
          j.salaryMax,
          j.education,
          j.experience,
          j.headcount,
          j.description,
          new Date(Date.now() - j.daysAgo * 86400000).toISOString(),
        ],
      );
    }
  }
  // 张明 applied once before, and was approved: his personal page shows a reviewed record.
  const [owner] = await tx.query<{ id: number }>(`select id from app_user where name = '张明' limit 1`);
  if (owner) {
    await tx.query(
      `insert into company_application (user_id, name, industry, scale, city, logo, introduction, contact_name, contact_phone, contact_email,
         status, review_note, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'approved', $11, $12)`,
      [
        owner.id,
        '杭州云澜数据科技有限公司',
        'it',
        '100-499',
        '杭州',
        '/media/cover-03.svg',
        '工业大数据与智能运维平台提供商，服务长三角两百余家制造企业，与计算机学院共建联合实验室。',
        '张明',
        seal('company_application.contact_phone', '13857102231'),
        'zhangming@yunlan-data.cn',
        '资料齐全，已通过审核并在校友企业栏目展示。',
        '2026-03-10T09:20:00+08:00',
      ],
    );
    // And a second company that waits in the console's 企业入驻 queue, so a new deployment has one to review.
    await tx.query(
      `insert into company_application (user_id, name, industry, scale, city, logo, introduction, contact_name, contact_phone, contact_email,
         status, review_note, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'submitted', '', $11)`,
      [
        owner.id,
        '滨江青禾农业发展有限公司',
        'services',
        '20-99',
        '杭州市滨江区',
        '/media/cover-05.svg',
        '由校友创办的生态农业服务企业，为城郊家庭农场提供种植技术指导与农产品直供渠道，长期接收学院学生实习。',
        '张明',
        seal('company_application.contact_phone', '13857102231'),
        'qinghe@qinghe-agri.cn',
        new Date(Date.now() - 2 * 86400000).toISOString(),
      ],
    );
  }
}
