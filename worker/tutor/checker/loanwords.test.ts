import { describe, expect, it } from "vitest";
import { checkAnswer } from "./check";
import { promptLoanwords, skeleton, soundsLikePromptWord } from "./loanwords";

describe("loanwords of the prompt's English", () => {
  it("reduces a word to the consonants a speaker keeps", () => {
    expect(skeleton("coffee")).toBe(skeleton("koohii"));
    expect(skeleton("shirt")).toBe("srt");
    expect(skeleton("table")).toBe(skeleton("teeburu"));
    expect(promptLoanwords("I don't have a car.")).toEqual(["kr"]);
    expect(promptLoanwords("My shirt")).toEqual(["srt", "st"]);
  });

  it("hears a loanword one consonant off only in long words", () => {
    expect(soundsLikePromptWord("konpyuutaa", promptLoanwords("My computer is new."))).toBe(true);
    expect(soundsLikePromptWord("kanpa", promptLoanwords("My camera is new."))).toBe(false);
    expect(soundsLikePromptWord("kaban", promptLoanwords("My bag is in the big room."))).toBe(false);
    expect(soundsLikePromptWord("ka", promptLoanwords("I have a car."))).toBe(false);
  });

  it("takes the prompt's English word typed in a romanised sentence, and only with the prompt", () => {
    const answers = ["मेरे पास गाड़ी नहीं है।", "mere paas gaadi nahin hai"];
    expect(checkAnswer("mere pas car nahi hai", answers, "hi", "I don't have a car.").kind).toBe("correct");
    expect(checkAnswer("mere pas car nahi hai", answers, "hi").kind).not.toBe("correct");
    // Another English word is no loanword of this prompt.
    expect(checkAnswer("mere pas bike nahi hai", answers, "hi", "I don't have a car.").kind).not.toBe("correct");
  });

  it("hears the loanword in romaji, takes none in the language's own script yet (decision 037), and none in German", () => {
    const answers = ["このふくはたかいです。", "kono fuku wa takai desu"];
    expect(checkAnswer("kono shatsu wa takai desu", answers, "ja", "This shirt is expensive.").kind).toBe("correct");
    expect(checkAnswer("このシャツはたかいです。", answers, "ja", "This shirt is expensive.").kind).not.toBe("correct");
    // An English-looking word in German is a false friend, not a loanword.
    expect(checkAnswer("Ich bin Hunger.", ["Ich habe Hunger."], "de", "I'm hungry.").kind).not.toBe("correct");
  });

  it("never takes a loanword for a word of grammar", () => {
    expect(checkAnswer("mere pas car nahi hai", ["मेरे पास कार है।"], "hi", "I have a car, not a bike.").kind).not.toBe("correct");
  });

  it("takes no other name for the prompt's own word, and no other form of the answer's verb", () => {
    const kannada = ["nanage kannada baralla", "ನನಗೆ ಕನ್ನಡ ಬರಲ್ಲ."];
    expect(checkAnswer("nanage hindi baralla", kannada, "kn", "I can't speak Kannada.").kind).toBe("wrong");
    const letter = ["naanu patra bareeteeni", "ನಾನು ಪತ್ರ ಬರೀತೀನಿ."];
    // barede is "I wrote": its consonants happen to be "write"'s.
    expect(checkAnswer("naanu patra barede", letter, "kn", "I'll write a letter.").kind).toBe("wrong");
    expect(checkAnswer("naanu letter bareeteeni", letter, "kn", "I'll write a letter.").kind).toBe("correct");
    // mimasu (I watch) sounds like the prompt's "Ms", and ends as shimasu does: no loanword.
    const tennis = ["さとうさんとテニスをします。", "Satō-san to tenisu o shimasu"];
    expect(checkAnswer("satou-san to tenisu o mimasu", tennis, "ja", "I play tennis with Ms Sato.").kind).toBe("wrong");
  });
});
