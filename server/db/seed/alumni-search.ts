import type { Queryable } from '../connect.ts';
import type { Seal } from './types.ts';

// The colleges and their majors, and alumni who can be found (or have opted out) in 校友查询.

const faculties: Array<[string, string[]]> = [
  ['信息工程学院', ['计算机科学与技术', '软件工程', '电子信息工程', '通信工程', '数据科学与大数据技术']],
  ['经济管理学院', ['市场营销', '会计学', '国际经济与贸易', '工商管理', '财务管理']],
  ['建筑工程学院', ['土木工程', '建筑学', '工程管理', '城乡规划']],
  ['人文与传媒学院', ['汉语言文学', '新闻学', '广告学', '网络与新媒体']],
  ['艺术设计学院', ['视觉传达设计', '环境设计', '产品设计', '数字媒体艺术']],
  ['医学院', ['护理学', '临床医学', '药学', '康复治疗学']],
  ['外国语学院', ['英语', '日语', '商务英语', '翻译']],
  ['机电工程学院', ['机械设计制造及其自动化', '电气工程及其自动化', '自动化', '车辆工程']],
];

// name, faculty, major, graduation year, status, city, company, [findable, showCity, showCompany]
type SeedAlumnus = [string, string, string, number, '07' | '08', string, string, [boolean, boolean, boolean]?];
const alumni: SeedAlumnus[] = [
  ['刘洋', '信息工程学院', '软件工程', 2015, '07', '杭州', '网易（杭州）网络有限公司'],
  ['陈晓东', '信息工程学院', '计算机科学与技术', 2016, '07', '上海', '上海携程商务有限公司'],
  ['王磊', '信息工程学院', '计算机科学与技术', 2012, '07', '深圳', '腾讯科技（深圳）有限公司'],
  ['周婷', '信息工程学院', '电子信息工程', 2018, '07', '南京', '南京南瑞继保电气有限公司', [true, false, true]],
  ['吴俊杰', '信息工程学院', '通信工程', 2009, '08', '北京', '中国移动通信集团有限公司'],
  ['郑雨桐', '信息工程学院', '数据科学与大数据技术', 2023, '07', '杭州', '阿里云计算有限公司'],
  ['孙浩然', '信息工程学院', '软件工程', 2020, '07', '成都', '成都极米科技股份有限公司', [false, true, true]],
  ['张晓燕', '经济管理学院', '会计学', 2014, '07', '宁波', '宁波银行股份有限公司'],
  ['黄志强', '经济管理学院', '国际经济与贸易', 2006, '08', '义乌', '义乌中国小商品城控股有限责任公司'],
  ['林佳怡', '经济管理学院', '市场营销', 2019, '07', '广州', '广州唯品会电子商务有限公司', [true, true, false]],
  ['何文博', '经济管理学院', '工商管理', 1998, '08', '温州', '正泰集团股份有限公司'],
  ['罗静', '经济管理学院', '财务管理', 2011, '07', '苏州', '苏州工业园区国有资本投资运营控股有限公司'],
  ['高明轩', '经济管理学院', '市场营销', 2021, '07', '杭州', '杭州老板电器股份有限公司'],
  ['马骏', '建筑工程学院', '土木工程', 2003, '08', '武汉', '中建三局集团有限公司'],
  ['谢雨萱', '建筑工程学院', '建筑学', 2017, '07', '上海', '华东建筑设计研究院有限公司'],
  ['徐立新', '建筑工程学院', '工程管理', 1995, '08', '合肥', '安徽建工集团股份有限公司', [true, false, false]],
  ['梁思远', '建筑工程学院', '城乡规划', 2022, '07', '重庆', '重庆市规划设计研究院'],
  ['宋雅琪', '人文与传媒学院', '新闻学', 2013, '07', '杭州', '浙江日报报业集团'],
  ['唐诗涵', '人文与传媒学院', '广告学', 2019, '07', '北京', '北京字节跳动科技有限公司'],
  ['韩冬', '人文与传媒学院', '汉语言文学', 2001, '08', '绍兴', '绍兴市第一中学'],
  ['冯晓琳', '人文与传媒学院', '网络与新媒体', 2024, '07', '长沙', '湖南快乐阳光互动娱乐传媒有限公司', [false, true, true]],
  ['曹一鸣', '艺术设计学院', '视觉传达设计', 2015, '07', '上海', '上海奥美广告有限公司'],
  ['彭佳琪', '艺术设计学院', '环境设计', 2010, '07', '厦门', '厦门金螳螂装饰工程有限公司'],
  ['邓子豪', '艺术设计学院', '产品设计', 2018, '07', '深圳', '大疆创新科技有限公司', [true, true, false]],
  ['许梦瑶', '艺术设计学院', '数字媒体艺术', 2022, '07', '杭州', '杭州米哈游网络科技有限公司'],
  ['蒋丽华', '医学院', '护理学', 2008, '08', '杭州', '浙江大学医学院附属第一医院'],
  ['沈建国', '医学院', '临床医学', 1992, '08', '南京', '江苏省人民医院'],
  ['杜若楠', '医学院', '药学', 2016, '07', '天津', '天士力医药集团股份有限公司', [true, false, true]],
  ['叶晨', '医学院', '康复治疗学', 2020, '07', '青岛', '青岛大学附属医院'],
  ['程雪', '外国语学院', '英语', 2007, '08', '大连', '大连外国语大学附属中学'],
  ['袁野', '外国语学院', '日语', 2014, '07', '苏州', '苏州松下电器有限公司'],
  ['潘婷婷', '外国语学院', '商务英语', 2021, '07', '广州', '中国南方航空股份有限公司'],
  ['董欣然', '外国语学院', '翻译', 2017, '07', '西安', '西安外事学院', [false, false, false]],
  ['钟伟', '机电工程学院', '机械设计制造及其自动化', 1990, '08', '台州', '吉利汽车集团有限公司'],
  ['姜海涛', '机电工程学院', '电气工程及其自动化', 2005, '08', '郑州', '许继电气股份有限公司'],
  ['范凯', '机电工程学院', '自动化', 2013, '07', '无锡', '无锡先导智能装备股份有限公司', [true, true, false]],
  ['汪磊', '机电工程学院', '车辆工程', 2019, '07', '合肥', '蔚来汽车科技（安徽）有限公司'],
  ['赵子涵', '信息工程学院', '计算机科学与技术', 2016, '07', '北京', '北京百度网讯科技有限公司'],
  ['张伟', '经济管理学院', '会计学', 2016, '07', '杭州', '天健会计师事务所'],
  ['李思琪', '信息工程学院', '计算机科学与技术', 2016, '07', '杭州', '海康威视数字技术股份有限公司'],
];

const facultyCode = (name: string) => faculties.findIndex(([f]) => f === name) + 1;

export async function seedAlumniSearch(tx: Queryable, seal: Seal) {
  let majorId = 0;
  for (const [i, [name, majors]] of faculties.entries()) {
    await tx.query('insert into faculty (id, name, sort) values ($1, $2, $3)', [i + 1, name, i + 1]);
    for (const [j, major] of majors.entries()) {
      majorId += 1;
      await tx.query('insert into major (id, faculty_id, name, sort) values ($1, $2, $3, $4)', [majorId, i + 1, major, j + 1]);
    }
  }
  for (const [i, [name, faculty, major, year, status, city, company, privacy]] of alumni.entries()) {
    const [findable, showCity, showCompany] = privacy ?? [true, true, true];
    const seq = String(101 + i).padStart(3, '0');
    const studentNo = `${year - 4}${String(facultyCode(faculty)).padStart(2, '0')}${String((i % 3) + 1).padStart(2, '0')}${String(((i * 7) % 40) + 1).padStart(2, '0')}`;
    const phone = `1${['38', '39', '58', '59', '86', '87', '35', '36'][i % 8]}${String(20000000 + i * 7919).slice(-8)}`;
    await tx.query(
      `insert into app_user (name, user_type, student_current_status, card_status, student_no, faculty, major, graduation_year,
                             city, company, phone, card_no, findable, show_city, show_company)
       values ($1, 'alumni', $2, 'verified', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        name,
        status,
        studentNo,
        faculty,
        major,
        year,
        city,
        company,
        seal('app_user.phone', phone),
        `BJCC-${year}-${seq.padStart(6, '0')}`,
        findable,
        showCity,
        showCompany,
      ],
    );
  }
  // The demo accounts name their college and major exactly as the lookup lists do.
  await tx.query(`update app_user set faculty = '信息工程学院', major = '计算机科学与技术' where name = '张明' and user_type = 'alumni'`);
  await tx.query(`update app_user set faculty = '经济管理学院', major = '市场营销' where name = '李华' and user_type = 'alumni'`);
}
