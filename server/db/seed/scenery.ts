import type { Queryable } from '../connect.ts';

type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** The twelve campus illustrations (1200x800 each), in gallery order. */
const PHOTOS: Array<{ title: string; description: string; season: Season }> = [
  {
    title: '湖畔樱雨',
    season: 'spring',
    description: '三月末，明湖东岸的樱花次第盛开，微风拂过，花瓣落满湖面与石板小径，是每年返校日最受欢迎的合影地点。',
  },
  {
    title: '夏日运动场',
    season: 'summer',
    description: '蓝天下的田径运动场，红色跑道环绕绿茵球场。傍晚时分，晨跑社与足球队的身影从未缺席。',
  },
  {
    title: '银杏大道',
    season: 'autumn',
    description: '通往图书馆的银杏大道在十一月铺满金黄，落叶沙沙作响，几代校友在这里留下了毕业前的最后一次漫步。',
  },
  {
    title: '雪落图书馆',
    season: 'winter',
    description: '难得的一场冬雪覆盖了图书馆的屋顶与台阶，窗内灯火通明，期末复习的同学在暖意中埋首书卷。',
  },
  {
    title: '校园夜色',
    season: 'autumn',
    description: '夜幕降临，教学楼与路灯次第亮起，主干道上的光影连成一线，晚自习归来的脚步声回荡在安静的校园里。',
  },
  {
    title: '毕业广场',
    season: 'summer',
    description: '六月的毕业广场上学士帽被高高抛起，钟楼见证着一届又一届学子从这里出发，走向更远的地方。',
  },
  {
    title: '烟雨廊桥',
    season: 'spring',
    description: '春雨时节，横跨钱江支流的廊桥笼罩在薄雾之中，撑伞而过的身影仿佛走进了一幅江南水墨画。',
  },
  {
    title: '荷塘水榭',
    season: 'summer',
    description: '盛夏的荷塘里荷叶田田、荷花亭亭，水榭临池而立，是同学们清晨朗读、午后小憩的好去处。',
  },
  {
    title: '江畔暮色',
    season: 'autumn',
    description: '黄昏时分，夕阳把江面染成一片橙红，沿江步道上散步的师生与远处的城市天际线一同沉入暮色。',
  },
  { title: '枫岭夕照', season: 'autumn', description: '校园北侧的枫岭在深秋层林尽染，落日余晖洒满山坡，登高远眺可将整个校园尽收眼底。' },
  {
    title: '教学广场喷泉',
    season: 'summer',
    description: '教学广场中央的音乐喷泉在课间准时起舞，水雾映出彩虹，是新生入学第一周必打卡的风景。',
  },
  {
    title: '星空天文台',
    season: 'winter',
    description: '冬夜澄澈，天文台的圆顶缓缓打开，天文社的同学架起望远镜，与满天繁星和银河一同守候黎明。',
  },
];

/** The gallery, in order; the illustrations are the generated /media/scenery-NN.svg. */
export async function seedScenery(tx: Queryable) {
  const params: unknown[] = [];
  const tuples = PHOTOS.map((p, i) => {
    const image = `/media/scenery-${String(i + 1).padStart(2, '0')}.svg`;
    return `(${[p.title, p.description, image, 1200, 800, p.season, (i + 1) * 10].map((v) => `$${params.push(v)}`).join(', ')})`;
  });
  await tx.query(`insert into scenery_photo (title, description, image, width, height, season, sort) values ${tuples.join(', ')}`, params);
}
