/** Chinese forms a teacher accepts beside the lesson's, each held from both sides. */
import { describe, expect, it } from "vitest";
import { checkAnswer, markWords } from "./check";

const accepts = (attempt: string, answers: string[]) => expect(checkAnswer(attempt, answers, "zh").kind, attempt).toBe("correct");
const refuses = (attempt: string, answers: string[]) => expect(checkAnswer(attempt, answers, "zh").kind, attempt).not.toBe("correct");

describe("Chinese: what a teacher accepts beside the answer", () => {
  it("asks yes or no with verb-not-verb after this or a time word, and keeps 吗 out of it", () => {
    accepts("这是不是你的咖啡？", ["这是你的咖啡吗？"]);
    accepts("你明天来不来我家？", ["你明天来我家吗？"]);
    refuses("这是不是你的咖啡吗？", ["这是你的咖啡吗？"]);
  });

  it("drops 的 between a pronoun and someone close, not before a thing", () => {
    accepts("你老师是谁？", ["你的老师是谁？"]);
    accepts("我的生日是三月八号。", ["我生日是三月八号。"]);
    refuses("这是你咖啡吗？", ["这是你的咖啡吗？"]);
  });

  it("takes a finished action without 一个, and why before the subject", () => {
    accepts("我昨天看了电影。", ["我昨天看了一个电影。"]);
    accepts("为什么你不吃肉？", ["你为什么不吃肉？"]);
    refuses("我昨天看了两个电影。", ["我昨天看了一个电影。"]);
    refuses("你不吃肉为什么？", ["你为什么不吃肉？"]);
  });

  it("takes emphasis a speaker adds (正在, 比…要, 就在, 饭馆儿) and a name told with 的名字是, and no other added word", () => {
    accepts("你正在做什么？", ["你在做什么？"]);
    accepts("茶比咖啡要便宜。", ["茶比咖啡便宜。"]);
    accepts("超市就在银行旁边。", ["超市在银行旁边。"]);
    accepts("我去饭馆儿吃饭。", ["我去饭馆吃饭。"]);
    accepts("他的名字是王明。", ["他叫王明。"]);
    refuses("茶比咖啡很便宜。", ["茶比咖啡便宜。"]);
    refuses("超市也在银行旁边。", ["超市在银行旁边。"]);
  });

  it("counts a person politely with 位 where the answer has 个, and nothing else with it", () => {
    accepts("我有一位中国朋友。", ["我有一个中国朋友。"]);
    accepts("这位老师很好。", ["这个老师很好。"]);
    accepts("我有一位中國朋友。", ["我有一个中国朋友。"]);
    refuses("我有一位苹果。", ["我有一个苹果。"]);
    refuses("我有一本中国朋友。", ["我有一个中国朋友。"]);
  });

  it("takes a noun's own measure word where the answer has 个, and no other", () => {
    accepts("北京是一座大城市。", ["北京是一个大城市。"]);
    accepts("北京是一座很大的城市。", ["北京是一个很大的城市。"]);
    accepts("我买了一件衬衫。", ["我买了一个衬衫。"]);
    accepts("我有两张票。", ["我有两个票。"]);
    refuses("北京是一条大城市。", ["北京是一个大城市。"]);
    refuses("北京是一条很大的城市。", ["北京是一个很大的城市。"]);
    refuses("我买了一张衬衫。", ["我买了一个衬衫。"]);
  });

  it("says a week with 星期, 周 or 个星期, the table's top either way, and a plan with or without 要", () => {
    accepts("我下周一去上海。", ["我下个星期一去上海。"]);
    accepts("我下星期要去上海。", ["我下个星期去上海。"]);
    accepts("我明天去北京。", ["我明天要去北京。"]);
    accepts("桌上有一本书。", ["桌子上有一本书。"]);
    // Without a word for when, 要 is a wish, not a plan; last week is not next week.
    refuses("我要去上海。", ["我去上海。"]);
    refuses("我上周去上海。", ["我下个星期去上海。"]);
  });

  it("tells the time in digits throughout, with or without 钟, and reads 從來 as 从来", () => {
    accepts("2点15分", ["两点十五分。"]);
    accepts("现在几点钟？", ["现在几点？"]);
    accepts("他從來沒喝過咖啡。", ["他没喝过咖啡。"]);
    refuses("3点15分", ["两点十五分。"]);
  });

  it("hears a tone typed on pinyin that makes another word, but not 不 and 一's changes, a third tone before a third, or a neutral tone", () => {
    const buy = ["你买了几件衬衫？"];
    expect(checkAnswer("Nǐ mài le jǐ jiàn chènshān?", buy, "zh")).toMatchObject({ kind: "wrong", wrongWord: "mài", expectedWord: "mǎi" });
    refuses("ni3 mai4 le ji3 jian4 chen4shan1", buy);
    const said = "Nǐ mài le jǐ jiàn chènshān?";
    expect(markWords(said, checkAnswer(said, buy, "zh"), buy, "zh").filter((piece) => piece.mark === "wrong").map((piece) => piece.text)).toEqual(["mài"]);
    accepts("Nǐ mǎi le jǐ jiàn chènshān?", buy);
    accepts("ni mai le ji jian chenshan", buy);
    accepts("Wǒ bù shì lǎoshī.", ["我不是老师。"]);
    accepts("Ní hǎo", ["你好"]);
    accepts("ta1 bu2 shi4 xue2sheng5", ["他不是学生。"]);
    // 中 is read zhōng and zhòng: a reading in context that chose wrong never calls the learner wrong.
    accepts("Wǒ huì shuō yìdiǎn Zhōngwén.", ["我会说一点中文。"]);
  });
});

