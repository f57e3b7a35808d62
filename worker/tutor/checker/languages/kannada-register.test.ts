/**
 * Kannada's registers mixed word by word, its spellings and its free places (kannada-register.ts),
 * each held from both sides: the teacher's variant accepted, the nearest mistake still refused.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "../check";

const verdict = (attempt: string, answers: string[], prompt: string) => checkAnswer(attempt, answers, "kn", prompt).kind;
const accepts = (attempt: string, answers: string[], prompt: string) => expect(verdict(attempt, answers, prompt), attempt).toBe("correct");
const refuses = (attempt: string, answers: string[], prompt: string) => expect(verdict(attempt, answers, prompt), attempt).not.toBe("correct");

describe("Kannada: written and spoken forms in one sentence", () => {
  it("compares native words in the spoken register, so the registers mix", () => {
    accepts("ನಾನು ನನ್ನ ಸ್ನೇಹಿತನ ಜೊತೆಗೆ ಹೋಗುತ್ತೇನೆ.", ["ನಾನು ನನ್ನ ಸ್ನೇಹಿತನ ಜೊತೆ ಹೋಗ್ತೀನಿ."], "I'll go with my friend.");
    accepts("ನಾನು ಪ್ರತಿದಿನ ಓದುತ್ತೇನೆ, ಆದರೆ ಇಂದು ಓದಲಿಲ್ಲ.", ["ನಾನು ದಿನಾ ಓದ್ತೀನಿ, ಆದ್ರೆ ಇವತ್ತು ಓದಲಿಲ್ಲ."], "I read every day, but I didn't read today.");
    refuses("ನಾನು ಪ್ರತಿದಿನ ಓದುತ್ತಾನೆ, ಆದರೆ ಇಂದು ಓದಲಿಲ್ಲ.", ["ನಾನು ದಿನಾ ಓದ್ತೀನಿ, ಆದ್ರೆ ಇವತ್ತು ಓದಲಿಲ್ಲ."], "I read every day, but I didn't read today.");
    refuses("ನಾನು ಪ್ರತಿದಿನ ಓದುತ್ತೇನೆ, ಆದರೆ ಇಂದು ಓದುತ್ತೇನೆ.", ["ನಾನು ದಿನಾ ಓದ್ತೀನಿ, ಆದ್ರೆ ಇವತ್ತು ಓದಲಿಲ್ಲ."], "I read every day, but I didn't read today.");
  });

  it("writes the spoken past's short endings out, and keeps the person", () => {
    accepts("ನೀವು ಭಾರತಕ್ಕೆ ಯಾವಾಗ ಬಂದಿರಿ?", ["ನೀವು ಭಾರತಕ್ಕೆ ಯಾವಾಗ ಬಂದ್ರಿ?"], "When did you come to India?");
    accepts("ನಿಮಗೆ ಇದನ್ನು ಯಾರು ಕೊಟ್ಟರು?", ["ನಿಮಗೆ ಇದನ್ನು ಯಾರು ಕೊಟ್ರು?"], "Who gave you this?");
    accepts("ಈಗ ಎಷ್ಟು ಗಂಟೆ ಆಯಿತು?", ["ಈಗ ಎಷ್ಟು ಗಂಟೆ ಆಯ್ತು?"], "What time is it now?");
    refuses("ನೀವು ಭಾರತಕ್ಕೆ ಯಾವಾಗ ಬಂದರು?", ["ನೀವು ಭಾರತಕ್ಕೆ ಯಾವಾಗ ಬಂದ್ರಿ?"], "When did you come to India?");
    refuses("ನಿಮಗೆ ಇದನ್ನು ಯಾರು ಕೊಟ್ಟಳು?", ["ನಿಮಗೆ ಇದನ್ನು ಯಾರು ಕೊಟ್ರು?"], "Who gave you this?");
  });

  it("takes ಕೊಳ್ಳು written out, the -ಇನ- of a place, a loanword's closing -ು, ಹೇಗೆ ಇದೆ and ಇದೇನು", () => {
    accepts("ನಾನು ಎರಡು ಕಿಲೋ ಸೇಬು ತೆಗೆದುಕೊಳ್ಳುತ್ತೇನೆ.", ["ನಾನು ಎರಡು ಕಿಲೋ ಸೇಬು ತಗೊಳ್ತೀನಿ."], "I'll take two kilos of apples.");
    accepts("ನನ್ನ ಸ್ನೇಹಿತನ ಮನೆ ಬೆಂಗಳೂರಲ್ಲಿದೆ.", ["ನನ್ನ ಸ್ನೇಹಿತನ ಮನೆ ಬೆಂಗಳೂರಿನಲ್ಲಿದೆ."], "My friend's house is in Bengaluru.");
    accepts("ಅವಳು ನನಗೆ ಪೆನ್ನು ಕೊಟ್ಟಳು.", ["ಅವಳು ನನಗೆ ಪೆನ್ ಕೊಟ್ಟಳು."], "She gave me a pen.");
    accepts("ನಿಮ್ಮ ಊರು ಹೇಗೆ ಇದೆ?", ["ನಿಮ್ಮ ಊರು ಹೇಗಿದೆ?"], "What is your town like?");
    accepts("ನಿಮ್ಮ ಹೆಸರೇನು?", ["ನಿಮ್ಮ ಹೆಸರು ಏನು?"], "What is your name?");
    refuses("ನಾನು ಎರಡು ಕಿಲೋ ಸೇಬು ತೆಗೆದುಕೊಂಡೆ.", ["ನಾನು ಎರಡು ಕಿಲೋ ಸೇಬು ತಗೊಳ್ತೀನಿ."], "I'll take two kilos of apples.");
    refuses("ನನ್ನ ಸ್ನೇಹಿತನ ಮನೆ ಬೆಂಗಳೂರಿಗೆ ಇದೆ.", ["ನನ್ನ ಸ್ನೇಹಿತನ ಮನೆ ಬೆಂಗಳೂರಿನಲ್ಲಿದೆ."], "My friend's house is in Bengaluru.");
    refuses("ನಿಮ್ಮ ಹೆಸರೇನು?", ["ನಿಮ್ಮ ಹೆಸರು ಎಲ್ಲಿ?"], "Where is your name?");
  });

  it("takes a he, she or they question asked the written way", () => {
    accepts("ಅವರು ಇಲ್ಲಿದ್ದಾರೆಯೇ?", ["ಅವರು ಇಲ್ಲಿದ್ದಾರಾ?"], "Are they here?");
    refuses("ಅವರು ಇಲ್ಲಿದ್ದಾರೆ.", ["ಅವರು ಇಲ್ಲಿದ್ದಾರಾ?"], "Are they here?");
  });

  it("takes the object with or without -ಅನ್ನು before a verb that says I, we or you, and not the subject of he, she or it", () => {
    accepts("ನಾನು ಟಿವಿಯನ್ನು ನೋಡುತ್ತೇನೆ.", ["ನಾನು ಟಿವಿ ನೋಡ್ತೀನಿ."], "I watch TV.");
    accepts("ನಾನು ಕಾಫಿಯನ್ನು ಕುಡಿದೆ.", ["ನಾನು ಕಾಫಿ ಕುಡಿದೆ."], "I drank coffee.");
    accepts("ನಾನು ಈ ಪುಸ್ತಕ ಓದ್ತಿದ್ದೀನಿ.", ["ನಾನು ಈ ಪುಸ್ತಕವನ್ನು ಓದ್ತಿದ್ದೀನಿ."], "I'm reading this book.");
    refuses("ಮಳೆಯನ್ನು ಬರ್ತಿತ್ತು.", ["ಮಳೆ ಬರ್ತಿತ್ತು."], "It was raining.");
    refuses("ನಾನು ಟಿವಿಗೆ ನೋಡುತ್ತೇನೆ.", ["ನಾನು ಟಿವಿ ನೋಡ್ತೀನಿ."], "I watch TV.");
  });
});

describe("Kannada: words and places said alike", () => {
  it("takes because, so and I have said the other common ways", () => {
    accepts("ನಾನು ಬರಲಿಲ್ಲ, ಏಕೆಂದರೆ ನನಗೆ ಹುಷಾರಿರಲಿಲ್ಲ.", ["ನಾನು ಬರಲಿಲ್ಲ, ಯಾಕಂದ್ರೆ ನನಗೆ ಹುಷಾರಿರಲಿಲ್ಲ."], "I didn't come, because I was ill.");
    accepts("ಮಳೆ ಬರುತ್ತಿದೆ, ಆದ್ದರಿಂದ ನಾನು ಹೋಗುವುದಿಲ್ಲ.", ["ಮಳೆ ಬರ್ತಿದೆ, ಅದಕ್ಕೆ ನಾನು ಹೋಗಲ್ಲ."], "It's raining, so I won't go.");
    accepts("ನನ್ನಲ್ಲಿ ಟಿಕೆಟ್ ಇದೆ.", ["ನನ್ನ ಹತ್ರ ಟಿಕೆಟ್ ಇದೆ."], "I have a ticket.");
    refuses("ನಿಮ್ಮಲ್ಲಿ ಟಿಕೆಟ್ ಇದೆ.", ["ನನ್ನ ಹತ್ರ ಟಿಕೆಟ್ ಇದೆ."], "I have a ticket.");
    refuses("ಮಳೆ ಬರುತ್ತಿದೆ, ಆದ್ದರಿಂದ ನಾನು ಹೋಗುತ್ತೇನೆ.", ["ಮಳೆ ಬರ್ತಿದೆ, ಅದಕ್ಕೆ ನಾನು ಹೋಗಲ್ಲ."], "It's raining, so I won't go.");
  });

  it("puts a time or when, why, how anywhere before the verb, but not after it", () => {
    accepts("ನೀವು ಯಾವಾಗ ಭಾರತಕ್ಕೆ ಬಂದ್ರಿ?", ["ನೀವು ಭಾರತಕ್ಕೆ ಯಾವಾಗ ಬಂದ್ರಿ?"], "When did you come to India?");
    accepts("ಮುಂದಿನ ವಾರ ನಾನು ಭಾರತಕ್ಕೆ ಹೋಗ್ತೀನಿ.", ["ನಾನು ಮುಂದಿನ ವಾರ ಭಾರತಕ್ಕೆ ಹೋಗ್ತೀನಿ."], "I'll go to India next week.");
    accepts("ನಾನು ಅವಳನ್ನು ನಿನ್ನೆ ನೋಡಿದೆ.", ["ನಿನ್ನೆ ನಾನು ಅವಳನ್ನು ನೋಡಿದೆ."], "I saw her yesterday.");
    refuses("ನೀವು ಭಾರತಕ್ಕೆ ಬಂದ್ರಿ ಯಾವಾಗ?", ["ನೀವು ಭಾರತಕ್ಕೆ ಯಾವಾಗ ಬಂದ್ರಿ?"], "When did you come to India?");
    refuses("ನಾನು ಹೋದ ವಾರ ಭಾರತಕ್ಕೆ ಹೋಗ್ತೀನಿ.", ["ನಾನು ಮುಂದಿನ ವಾರ ಭಾರತಕ್ಕೆ ಹೋಗ್ತೀನಿ."], "I'll go to India next week.");
  });

  it("lets a learner add a, please and the quoting ಅಂತ", () => {
    accepts("ನಾನು ಒಬ್ಬ ಡಾಕ್ಟರ್.", ["ನಾನು ಡಾಕ್ಟರ್."], "I am a doctor.");
    accepts("ದಯವಿಟ್ಟು ನಿಧಾನಕ್ಕೆ ಮಾತಾಡಿ.", ["ನಿಧಾನಕ್ಕೆ ಮಾತಾಡಿ."], "Please speak slowly.");
    accepts("ನನ್ನ ಹೆಸರು ರವಿ ಅಂತ.", ["ನನ್ನ ಹೆಸರು ರವಿ."], "My name is Ravi.");
    refuses("ನಾನು ಎರಡು ಡಾಕ್ಟರ್.", ["ನಾನು ಡಾಕ್ಟರ್."], "I am a doctor.");
  });
});
