/**
 * Kannada's forms a teacher accepts beside the lesson's (kannada-forms.ts), each held from both
 * sides: the other register or construction accepted, and the nearest mistake (another person,
 * tense or word) still refused.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "../check";

const verdict = (attempt: string, answers: string[], prompt: string) => checkAnswer(attempt, answers, "kn", prompt).kind;
const accepts = (attempt: string, answers: string[], prompt: string) => expect(verdict(attempt, answers, prompt), attempt).toBe("correct");
const refuses = (attempt: string, answers: string[], prompt: string) => expect(verdict(attempt, answers, prompt), attempt).not.toBe("correct");

describe("Kannada: spoken and written shapes of one verb form", () => {
  it("writes ತಿನ್ನು's spoken ತಿಂತ- and an e-stem's -ī- out, and says the written ones short", () => {
    accepts("ನಾವು ತಿನ್ನುತ್ತಿದ್ದೆವು.", ["ನಾವು ತಿಂತಿದ್ವಿ."], "We were eating.");
    accepts("ನಾನು ಕೇಕ್ ತಿನ್ನುತ್ತೇನೆ.", ["ನಾನು ಕೇಕ್ ತಿಂತೀನಿ."], "I eat cake.");
    accepts("ನಾನು ಕೇಕ್ ತಿಂತೀನಿ.", ["ನಾನು ಕೇಕ್ ತಿನ್ನುತ್ತೇನೆ."], "I eat cake.");
    accepts("ನಾನು ಪತ್ರ ಬರೆಯುತ್ತೇನೆ.", ["ನಾನು ಪತ್ರ ಬರೀತೀನಿ."], "I'll write a letter.");
    accepts("ಫೋಟೋ ತೆಗೀಬಹುದಾ?", ["ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?"], "Can I take a photo?");
  });

  it("keeps the person and the tense of the ending", () => {
    refuses("ನಾವು ತಿನ್ನುತ್ತಿದ್ದಾರೆ.", ["ನಾವು ತಿಂತಿದ್ವಿ."], "We were eating.");
    refuses("ನಾನು ಕೇಕ್ ತಿನ್ನುತ್ತಾನೆ.", ["ನಾನು ಕೇಕ್ ತಿಂತೀನಿ."], "I eat cake.");
    refuses("ನಾನು ಪತ್ರ ಬರೆದೆ.", ["ನಾನು ಪತ್ರ ಬರೀತೀನಿ."], "I'll write a letter.");
  });

  it("takes the purpose infinitive in its three shapes and -ಕೊಳ್ಳು joined or not", () => {
    accepts("ನಾನು ಊಟ ಮಾಡಲು ಹೋಗ್ತೀನಿ.", ["ನಾನು ಊಟ ಮಾಡೋಕೆ ಹೋಗ್ತೀನಿ."], "I'm going to eat.");
    accepts("ನಾನು ಊಟ ಮಾಡಕ್ಕೆ ಹೋಗ್ತೀನಿ.", ["ನಾನು ಊಟ ಮಾಡೋಕೆ ಹೋಗ್ತೀನಿ."], "I'm going to eat.");
    accepts("ನಾನು ಶರ್ಟ್ ತೆಗೆದುಕೊಂಡೆ.", ["ನಾನು ಶರ್ಟ್ ತಗೊಂಡೆ."], "I bought a shirt.");
    refuses("ನಾನು ಶರ್ಟ್ ತೆಗೆದುಕೊಂಡಳು.", ["ನಾನು ಶರ್ಟ್ ತಗೊಂಡೆ."], "I bought a shirt.");
  });

  it("takes a past with its -ಿ- swallowed, mixed with the other register's words", () => {
    accepts("ನಿನ್ನೆ ಅವಳನ್ನ ನೋಡ್ದೆ", ["ನಿನ್ನೆ ಅವಳನ್ನು ನೋಡಿದೆ."], "I saw her yesterday.");
    accepts("ನೀವು ಏನು ಹೇಳ್ದ್ರಿ?", ["ನೀವು ಏನು ಹೇಳಿದ್ರಿ?"], "What did you say?");
    refuses("ನಿನ್ನೆ ಅವಳನ್ನ ನೋಡ್ದ", ["ನಿನ್ನೆ ಅವಳನ್ನು ನೋಡಿದೆ."], "I saw her yesterday.");
  });

  it("takes it was -ing as one word or two, and is big with -ಆಗಿ", () => {
    accepts("ಮಳೆ ಬರ್ತಾ ಇತ್ತು", ["ಮಳೆ ಬರ್ತಿತ್ತು."], "It was raining.");
    accepts("ಈ ಮನೆ ಆ ಮನೆಗಿಂತ ದೊಡ್ಡದಾಗಿದೆ.", ["ಈ ಮನೆ ಆ ಮನೆಗಿಂತ ದೊಡ್ಡದಿದೆ."], "This house is bigger than that house.");
    refuses("ಮಳೆ ಬರ್ತಾ ಇದೆ", ["ಮಳೆ ಬರ್ತಿತ್ತು."], "It was raining.");
  });
});

describe("Kannada: a tense only the script tells", () => {
  it("refuses you are for you were, and we are for we were, though a casual romanisation folds them", () => {
    refuses("ನೀವು ನಿನ್ನೆ ಎಲ್ಲಿದ್ದೀರಿ?", ["ನೀವು ನಿನ್ನೆ ಎಲ್ಲಿದ್ರಿ?", "ನೀವು ನಿನ್ನೆ ಎಲ್ಲಿದ್ದಿರಿ?"], "Where were you yesterday?");
    refuses("naavu tintiddeevi", ["ನಾವು ತಿಂತಿದ್ವಿ."], "We were eating.");
    accepts("ನೀವು ನಿನ್ನೆ ಎಲ್ಲಿದ್ದಿರಿ?", ["ನೀವು ನಿನ್ನೆ ಎಲ್ಲಿದ್ರಿ?", "ನೀವು ನಿನ್ನೆ ಎಲ್ಲಿದ್ದಿರಿ?"], "Where were you yesterday?");
    accepts("naavu tintidvi", ["ನಾವು ತಿಂತಿದ್ವಿ."], "We were eating.");
  });
});

describe("Kannada: constructions said two ways", () => {
  it("says what one can do with the dative and ಬರು or with -ಬಲ್ಲ, and not with -ಲಾರ", () => {
    accepts("ನನಗೆ ಸ್ವಲ್ಪ ಕನ್ನಡ ಮಾತಾಡೋಕೆ ಬರುತ್ತೆ.", ["ನನಗೆ ಸ್ವಲ್ಪ ಕನ್ನಡ ಬರುತ್ತೆ."], "I can speak a little Kannada.");
    accepts("ನಾನು ಕನ್ನಡ ಮಾತಾಡಲಾರೆ", ["ನನಗೆ ಕನ್ನಡ ಬರಲ್ಲ."], "I can't speak Kannada.");
    accepts("ನನಗೆ ಈಜೋಕೆ ಬರುತ್ತೆ.", ["ನಾನು ಈಜಬಲ್ಲೆ."], "I can swim.");
    accepts("ಅವಳು ಈಜಬಲ್ಲಳು.", ["ಅವಳಿಗೆ ಈಜೋಕೆ ಬರುತ್ತೆ."], "She can swim.");
    refuses("ನಾನು ಕನ್ನಡ ಮಾತಾಡಬಲ್ಲೆ", ["ನನಗೆ ಕನ್ನಡ ಬರಲ್ಲ."], "I can't speak Kannada.");
    refuses("ಅವಳು ಈಜಬಲ್ಲ.", ["ಅವಳಿಗೆ ಈಜೋಕೆ ಬರುತ್ತೆ."], "She can swim.");
    // Knowing a language is said with to speak only when the prompt says speak.
    refuses("ನನಗೆ ಕನ್ನಡ ಮಾತಾಡೋಕೆ ಬರುತ್ತೆ.", ["ನನಗೆ ಕನ್ನಡ ಬರುತ್ತೆ."], "I know Kannada.");
  });

  it("says eat with ತಿನ್ನು or as having a meal when the prompt says eat", () => {
    accepts("ಇಲ್ಲಿ ತಿನ್ನೋಣ", ["ಇಲ್ಲಿ ಊಟ ಮಾಡೋಣ."], "Let's eat here.");
    accepts("naavu illi tinnona", ["ಇಲ್ಲಿ ಊಟ ಮಾಡೋಣ."], "Let's eat here.");
    accepts("ನಾವು ಊಟ ಮಾಡ್ತಿದ್ವಿ.", ["ನಾವು ತಿಂತಿದ್ವಿ."], "We were eating.");
    refuses("ಇಲ್ಲಿ ತಿಂದೆ", ["ಇಲ್ಲಿ ಊಟ ಮಾಡೋಣ."], "Let's eat here.");
    refuses("ಇಲ್ಲಿ ತಿನ್ನೋಣ", ["ಇಲ್ಲಿ ಊಟ ಮಾಡೋಣ."], "Let's have lunch here.");
  });

  it("takes here with the emphatic -ೇ, a short question's question word first, and the prompt's it as this or that", () => {
    accepts("ಇಲ್ಲೇ ಊಟ ಮಾಡೋಣ", ["ಇಲ್ಲಿ ಊಟ ಮಾಡೋಣ."], "Let's eat here.");
    accepts("yaaru avanu?", ["ಅವನು ಯಾರು?"], "Who is he?");
    accepts("ಅದು ಇನ್ನೂರು ರೂಪಾಯಿ.", ["ಇದು ಇನ್ನೂರು ರೂಪಾಯಿ."], "It's two hundred rupees.");
    refuses("ಅದು ಇನ್ನೂರು ರೂಪಾಯಿ.", ["ಇದು ಇನ್ನೂರು ರೂಪಾಯಿ."], "This is two hundred rupees.");
    refuses("yaaru avalu?", ["ಅವನು ಯಾರು?"], "Who is he?");
    refuses("ಅಲ್ಲೇ ಊಟ ಮಾಡೋಣ", ["ಇಲ್ಲಿ ಊಟ ಮಾಡೋಣ."], "Let's eat here.");
  });

  it("takes a friend of either sex when the prompt does not tell, with the verb of a friend who is the subject", () => {
    accepts("ನಾನು ನನ್ನ ಸ್ನೇಹಿತೆಯ ಜೊತೆ ಹೋಗ್ತೀನಿ", ["ನಾನು ನನ್ನ ಸ್ನೇಹಿತನ ಜೊತೆ ಹೋಗ್ತೀನಿ."], "I'll go with my friend.");
    accepts("ನನ್ನ ಸ್ನೇಹಿತೆ ನಾಳೆ ಬರ್ತಾಳೆ.", ["ನನ್ನ ಸ್ನೇಹಿತ ನಾಳೆ ಬರ್ತಾನೆ."], "My friend is coming tomorrow.");
    refuses("ನನ್ನ ಸ್ನೇಹಿತೆ ನಾಳೆ ಬರ್ತಾನೆ.", ["ನನ್ನ ಸ್ನೇಹಿತ ನಾಳೆ ಬರ್ತಾನೆ."], "My friend is coming tomorrow.");
    refuses("ನಾನು ಅವನ ಸ್ನೇಹಿತೆಯ ಜೊತೆ ಹೋಗ್ತೀನಿ", ["ನಾನು ಅವನ ಸ್ನೇಹಿತನ ಜೊತೆ ಹೋಗ್ತೀನಿ."], "I'll go with his friend.");
  });
});

describe("Kannada numbers", () => {
  it("reads 21–99 and the hundreds as digits or words", () => {
    accepts("200 rupaayi", ["ಇನ್ನೂರು ರೂಪಾಯಿ."], "It's two hundred rupees.");
    accepts("ನನಗೆ 25 ವರ್ಷ.", ["ನನಗೆ ಇಪ್ಪತ್ತೈದು ವರ್ಷ."], "I am twenty-five.");
    accepts("ಇದು ಐನೂರು ರೂಪಾಯಿ.", ["ಇದು 500 ರೂಪಾಯಿ."], "It's five hundred rupees.");
    refuses("300 rupaayi", ["ಇನ್ನೂರು ರೂಪಾಯಿ."], "It's two hundred rupees.");
    refuses("ನನಗೆ 26 ವರ್ಷ.", ["ನನಗೆ ಇಪ್ಪತ್ತೈದು ವರ್ಷ."], "I am twenty-five.");
  });
});

describe("a word a teacher lets a learner add", () => {
  it("takes ಒಂದು before the object as it stands, with no slip of spelling named", () => {
    const answers = ["ನಾನು ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?", "ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?"];
    expect(checkAnswer("ಒಂದು ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?", answers, "kn", "Can I take a photo?")).toEqual({ kind: "correct", answer: "ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?" });
    expect(checkAnswer("ಒಂದು ಫೋಟೋ ತೆಗೀಬಹುದಾ?", answers, "kn", "Can I take a photo?")).toEqual({ kind: "correct", answer: "ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?" });
    expect(checkAnswer("ಎರಡು ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?", answers, "kn", "Can I take a photo?").kind).not.toBe("correct");
  });

  it("takes ಒಂದು before the object of a sentence whose subject is left unsaid", () => {
    accepts("ಒಂದು ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?", ["ನಾನು ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?", "ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?"], "Can I take a photo?");
    refuses("ಎರಡು ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?", ["ನಾನು ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?", "ಫೋಟೋ ತೆಗೆಯಬಹುದಾ?"], "Can I take a photo?");
  });
});
