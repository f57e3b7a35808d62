/**
 * Japanese said another way than the lesson's polite sentence: the plain style (accepted, with a note
 * that the lesson practises the polite one), the spoken て-る, and the phrasings a teacher takes alike;
 * each held from both sides, with the nearest mistake still refused.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "../check";
import { plainKeys } from "./japanese-plain";

const accepts = (attempt: string, answers: string[]) => expect(checkAnswer(attempt, answers, "ja").kind, attempt).toBe("correct");
const refuses = (attempt: string, answers: string[]) => expect(checkAnswer(attempt, answers, "ja").kind, attempt).not.toBe("correct");
const keys = (key: string) => plainKeys(key).map((said) => said.key);

describe("the plain style beside the polite one", () => {
  it("conjugates a godan verb, an ichidan verb, 来る and する from their polite forms", () => {
    accepts("ビールを飲む", ["ビールを飲みます。"]);
    accepts("テレビを見る", ["テレビをみます。"]);
    accepts("あしたにほんにくる", ["あしたにほんにきます。"]);
    accepts("テニスをする", ["テニスをします。"]);
    accepts("日本語を話す", ["にほんごをはなします。"]);
    accepts("ろくじに起きる", ["ろくじにおきます。"]);
    // The verb's class is the language's, not a guess: 飲む is godan, 見る ichidan.
    refuses("ビールを飲みる", ["ビールを飲みます。"]);
    refuses("テレビを見む", ["テレビをみます。"]);
    refuses("にほんにきる", ["にほんにきます。"]);
    // Nothing says わかります is ichidan: it is わかる, never わかりる.
    accepts("日本語がわかる", ["にほんごがわかります。"]);
    refuses("日本語がわかりる", ["にほんごがわかります。"]);
    // A verb in き the course says nothing of is godan (書く), not 来る.
    accepts("てがみをかく", ["てがみをかきます。"]);
    refuses("てがみをかくる", ["てがみをかきます。"]);
  });

  it("makes the past, the negative and the past negative, with 行った's exception", () => {
    accepts("去年日本に行った", ["きょねんにほんに行きました。"]);
    accepts("昨日お茶を飲んだ", ["きのうおちゃを飲みました。"]);
    accepts("ビールは飲まない", ["ビールはのみません。"]);
    accepts("肉は食べなかった", ["にくはたべませんでした。"]);
    refuses("去年日本に行いた", ["きょねんにほんに行きました。"]);
    // Tense and polarity stay the lesson's: a plain form of another tense is a mistake.
    refuses("昨日お茶を飲む", ["きのうおちゃを飲みました。"]);
    refuses("ビールは飲む", ["ビールはのみません。"]);
    refuses("肉は食べない", ["にくはたべませんでした。"]);
  });

  it("takes the polite negative in ないです as well as in ません, in the lesson's tense", () => {
    accepts("ビールは飲まないです", ["ビールはのみません。"]);
    accepts("肉は食べなかったです", ["にくはたべませんでした。"]);
    accepts("一緒に行かないですか", ["いっしょにいきませんか。"]);
    refuses("肉は食べないです", ["にくはたべませんでした。"]);
    refuses("ビールは飲みないです", ["ビールはのみません。"]);
  });

  it("takes ある and ない for あります and ありません, never あらない", () => {
    accepts("カメラは机の上にある", ["カメラはつくえのうえにあります。"]);
    accepts("じかんがない", ["じかんがありません。"]);
    refuses("じかんがあらない", ["じかんがありません。"]);
  });

  it("drops です after an i-adjective and makes a noun's です だ, never 高いだ", () => {
    accepts("きのうは寒かった", ["きのうはさむかったです。"]);
    accepts("このパンはおいしい", ["このパンはおいしいです。"]);
    accepts("このコーヒーはおいしくない", ["このコーヒーはおいしくありません。"]);
    accepts("この町は静かだ", ["このまちはしずかです。"]);
    accepts("この町は静か", ["このまちはしずかです。"]);
    accepts("佐藤さんだった？", ["さとうさんでしたか。"]);
    refuses("このパンはおいしいだ", ["このパンはおいしいです。"]);
    refuses("きのうは寒かっただ", ["きのうはさむかったです。"]);
    refuses("この町は静かだった", ["このまちはしずかです。"]);
  });

  it("says a na-adjective in い (きれい) in the past as だった, and a sentence of two all in one style", () => {
    const kyoto = ["京都は綺麗でした。でも、高かったです。", "きょうとはきれいでした。でも、たかかったです。"];
    accepts("京都はきれいだった。でも、高かった。", kyoto);
    accepts("京都はきれいでしたけど、高かったです", kyoto);
    refuses("京都はきれいだった。でも、高いだった。", kyoto);
    refuses("京都はきれいだ。でも、高かった。", kyoto);
  });

  it("reads を as a particle after a word in o, never as its long vowel", () => {
    accepts("くじからごじまでしごとします", ["くじからごじまでしごとをします。", "kuji kara goji made shigoto o shimasu"]);
    accepts("kuji kara goji made shigoto o suru", ["くじからごじまでしごとをします。", "kuji kara goji made shigoto o shimasu"]);
    refuses("くじからごじまでしごとうします", ["くじからごじまでしごとをします。", "kuji kara goji made shigoto o shimasu"]);
  });

  it("says a noun's negative as じゃない, a reason's です as だ before から, never bare", () => {
    accepts("korewa sukijanai", ["これはすきじゃありません。"]);
    accepts("アニメが好きだから", ["アニメがすきですから。"]);
    refuses("アニメが好きから", ["アニメがすきですから。"]);
    refuses("高いだから、買いません。", ["たかいですから、かいません。"]);
  });

  it("says -んですか as の, and keeps the ん of a noun (さん) a noun", () => {
    accepts("どうして大阪に行くの？", ["どうしておおさかにいくんですか。"]);
    expect(keys("さとうさんです")).not.toContain("さとうさの");
  });

  it("tells the learner the lesson practises the polite style, without giving the answer", () => {
    const verdict = checkAnswer("テレビを見る", ["テレビをみます。"], "ja");
    expect(verdict).toMatchObject({ kind: "correct", noteText: expect.stringContaining("polite style") });
    expect(JSON.stringify(verdict)).not.toContain("noteText\":\"みます");
    expect(checkAnswer("テレビをみます", ["テレビをみます。"], "ja")).not.toHaveProperty("noteText");
  });
});

describe("the spoken て-る and phrasings a teacher takes alike", () => {
  it("takes 読んでます and 読んでる for 読んでいます, the first with no note on style", () => {
    const answers = ["いまほんをよんでいます。"];
    expect(checkAnswer("今、本を読んでます", answers, "ja")).toMatchObject({ kind: "correct" });
    expect(checkAnswer("今、本を読んでます", answers, "ja")).not.toHaveProperty("noteText");
    accepts("今本を読んでる", answers);
    refuses("今本を読んでました", answers);
  });

  it("takes おねがいします for the ください of a thing asked for, not of a request to do", () => {
    accepts("チケット2枚お願いします", ["チケットを2枚ください。", "チケット2枚ください。"]);
    accepts("コーヒーをください", ["コーヒーをおねがいします。"]);
    refuses("ゆっくり話しておねがいします", ["ゆっくりはなしてください。"]);
  });

  it("takes する after its noun with or without を, and no other particle left out", () => {
    accepts("さとうさんとテニスします", ["さとうさんとテニスをします。"]);
    refuses("さとうさんとテニスがします", ["さとうさんとテニスをします。"]);
  });

  it("takes a reason ending the sentence as からです or ので", () => {
    accepts("アニメが好きだからです", ["アニメがすきだから。"]);
    accepts("アニメが好きなので", ["アニメがすきですから。"]);
    accepts("高いので", ["たかいですから。"]);
    refuses("高いなので", ["たかいですから。"]);
  });

  it("takes へ for the に of where you go, and no other particle", () => {
    const why = ["なぜおおさかにいくんですか。", "naze oosaka ni iku n desu ka"];
    accepts("なぜ大阪へ行くんですか", why);
    accepts("naze oosaka e iku n desu ka", why);
    refuses("なぜ大阪で行くんですか", why);
    // Not before a verb of going: へ is no に there.
    refuses("えきへあります", ["えきにあります。", "eki ni arimasu"]);
  });

  it("keeps 来ました another verb than 行きました, long vowels written short or not", () => {
    refuses("kyonen nihon ni kimashita", ["きょねんにほんにいきました。", "kyonen nihon ni ikimashita"]);
    accepts("ginko ni ikimasu", ["ぎんこうにいきます。"]);
  });
});

describe("romaji typed without long vowels, said another way", () => {
  it("takes the plain style and テニスします with their long vowels short, not another verb", () => {
    const tennis = ["さとうさんとテニスをします。", "Satō-san to tenisu o shimasu"];
    accepts("sato san to tenisu shimasu", tennis);
    accepts("dōshite Osaka e iku no?", ["どうしておおさかにいくんですか。", "dōshite ōsaka ni iku n desu ka"]);
    refuses("sato san to tenisu mimasu", tennis);
    refuses("doshite Osaka e kuru no?", ["どうしておおさかにいくんですか。", "dōshite ōsaka ni iku n desu ka"]);
  });
});

describe("how numbers and words are written", () => {
  const tickets = ["きっぷをにまいください。", "きっぷを2枚ください。", "きっぷを二枚ください。", "kippu o nimai kudasai"];

  it("reads a number in digits, kanji or kana with its counter, and another number as another number", () => {
    accepts("きっぷを2まいください", tickets);
    accepts("切符を２枚ください", tickets);
    accepts("きっぷを二まいください", tickets);
    refuses("きっぷを3まいください", tickets);
    refuses("きっぷを3枚ください", tickets);
    refuses("切符を三枚ください", tickets);
  });

  it("reads a word half in kanji, half in kana, as the course writes it whole", () => {
    accepts("友だちは先生です", ["ともだちはせんせいです。", "友達は先生です。"]);
    accepts("三百えんです", ["さんびゃくえんです。", "三百円です。", "sanbyakuen desu"]);
    refuses("友たちは先生です", ["ともだちはせんせいです。", "友達は先生です。"]);
  });

  it("names a number read without its sound change as a mistake, never a slip, and gives no answer", () => {
    const verdict = checkAnswer("さんひゃくえんです", ["さんびゃくえんです。", "sanbyaku en desu"], "ja");
    expect(verdict).toMatchObject({ kind: "wrong", explanation: expect.stringContaining("counters") });
    expect(JSON.stringify(verdict)).not.toContain("さんびゃく”");
    accepts("sanbyaku en desu", ["さんびゃくえんです。", "sanbyaku en desu"]);
  });

  it("takes a request said plainly as the て-form alone, not the stem", () => {
    accepts("ゆっくり話して", ["ゆっくりはなしてください。"]);
    refuses("ゆっくり話し", ["ゆっくりはなしてください。"]);
  });
});

describe("the forms conjugated from an answer's kana (plainKeys)", () => {
  /** A course that knows these words (in a reading's kana), as the course lexicon would. */
  const course = (...words: string[]) => (kana: string) => words.includes(kana);
  const said = (key: string, ...words: string[]) => plainKeys(key, course(...words)).map((way) => way.key);

  it("conjugates an ichidan verb, its stem kept whole after the sentence before it", () => {
    expect(said("てれびおみました", "みて")).toContain("てれびおみた");
    expect(said("てれびおみましょう", "みて")).toContain("てれびおみよう");
    expect(said("てれびおみません", "みて")).toContain("てれびおみない");
    expect(said("ろくじにたべます")).toContain("ろくじにたべる");
  });

  it("tells ichidan from godan by any of the course's te-, ta-, nai- or dictionary forms", () => {
    for (const form of ["おりる", "おりて", "おりた", "おりない"]) expect(said("えきでおります", form), form).toContain("えきでおりる");
    expect(said("えきでおります")).toContain("えきでおる");
    expect(said("てがみおかきます", "かかない")).toContain("てがみおかく");
    expect(said("てがみおかきます", "かかない")).not.toContain("てがみおかきる");
  });

  it("reads a one-kana stem as a verb only after a particle, not as the end of a longer one", () => {
    expect(said("びいるおのみます", "のんで", "みて")).toContain("びいるおのむ");
    expect(said("びいるおのみます", "のんで", "みて")).not.toContain("びいるおのみる");
  });

  it("makes the godan past from its te-form's last kana only, and its volitional in o", () => {
    expect(said("いえおてつだいました", "てつだって")).toContain("いえおてつだった");
    expect(said("いっしょにいきましょう", "いって")).toContain("いっしょにいこう");
  });

  it("conjugates 来る after a particle and する after a noun the course knows", () => {
    expect(said("うちにきません")).toContain("うちにこない");
    expect(said("うちにきました")).toContain("うちにきた");
    expect(said("うちにきましょう")).toContain("うちにこよう");
    expect(said("べんきょうします", "べんきょう", "べんきょうして")).toContain("べんきょうする");
    expect(said("べんきょうしません")).toContain("べんきょうしない");
    expect(said("べんきょうしました")).toContain("べんきょうした");
    expect(said("べんきょうしましょう")).toContain("べんきょうしよう");
  });

  it("says the negatives of adjectives and nouns plainly, in both spellings of では", () => {
    expect(said("さむくありません")).toContain("さむくない");
    expect(said("さむくありませんでした")).toContain("さむくなかった");
    expect(said("すきじゃありません")).toEqual(expect.arrayContaining(["すきじゃない", "すきでわない"]));
    expect(said("すきじゃありません")).not.toContain("すきくない");
  });

  it("says the copula plainly: んだ or の after a verb, だった after a na-adjective in い, nothing bare before から", () => {
    expect(said("いくんです")).toEqual(expect.arrayContaining(["いくんだ", "いくの"]));
    expect(said("きれいでした")).toContain("きれいだった");
    expect(said("すきですから")).toContain("すきだから");
    expect(said("すきですからです")).not.toContain("すきからです");
  });

  it("drops a question's か and a request's ください after its て-form only", () => {
    expect(said("どこにいきますか", "いって")).toContain("どこにいく");
    expect(said("どこにいきますか", "いって")).not.toContain("どこにいくか");
    expect(said("まってください")).toContain("まって");
    expect(said("こうひいおください")).not.toContain("こうひいお");
    expect(said("かさます")).toEqual([]);
  });

  it("says て-いる without its い only before its own ending", () => {
    expect(said("よんでいます")).toEqual(expect.arrayContaining(["よんでます", "よんでいる", "よんでる"]));
    expect(said("よんでいたい")).not.toContain("よんでたい");
  });
});
