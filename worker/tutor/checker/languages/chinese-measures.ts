/**
 * Measure words: 个 is the one every noun takes in speech, and a noun's own measure word is as right
 * where the answer has 个 (一个城市 / 一座城市, 一个朋友 / 一位朋友). Only these nouns and their own
 * measure word: 一位苹果 or 一条城市 stay mistakes.
 */
const OWN_MEASURE: Record<string, string> = {
  // People, counted politely.
  位: "朋友|老师|医生|客人|同事|先生|女士|经理|作家|学生",
  座: "城市|山|大楼|楼|桥|房子",
  件: "衣服|衬衫|衬衣|事|事情|T恤|毛衣|外套",
  条: "裤子|裙子|河|鱼|路|街|狗|围巾",
  只: "猫|狗|鸟|手|脚",
  辆: "车|汽车|自行车|出租车|公共汽车",
  张: "票|桌子|床|照片|纸|地图|机票|电影票",
  本: "书|杂志|词典|小说",
  家: "饭馆|饭店|公司|商店|银行|医院|超市|咖啡馆",
  台: "电脑|电视|手机",
};

/** 个 before one of a measure word's nouns (up to four characters may stand between: 一个中国朋友, 一个很大的城市). */
const COUNTED = Object.entries(OWN_MEASURE).map(([measure, nouns]) => [measure, new RegExp(`个(?=[^，。？！,\\s个]{0,4}(${nouns}))`, "u")] as const);

/** The sentence with 个 said as the noun's own measure word. */
export function ownMeasureWords(sentence: string): string[] {
  return COUNTED.flatMap(([measure, counted]) => {
    const said = sentence.replace(counted, measure);
    return said === sentence ? [] : [said];
  });
}

