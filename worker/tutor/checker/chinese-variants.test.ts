/** Chinese forms a teacher accepts beside the lesson's, each held from both sides. */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "./check";

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
});
