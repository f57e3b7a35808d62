/**
 * The answer model's rules, each held from both sides: what a teacher accepts beside an exercise's
 * answers, and the near miss that stays a mistake.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "./check";

const accepts = (attempt: string, answers: string[], code: string) => expect(checkAnswer(attempt, answers, code).kind, attempt).toBe("correct");
const refuses = (attempt: string, answers: string[], code: string) => expect(checkAnswer(attempt, answers, code).kind, attempt).not.toBe("correct");

describe("words a teacher lets a learner add or leave out", () => {
  it("takes German gerade and a duration's lang, said or not, but no other added word", () => {
    accepts("Ich repariere gerade das Bett.", ["Ich repariere das Bett."], "de");
    accepts("Ich bleibe drei Tage lang.", ["Ich bleibe drei Tage."], "de");
    accepts("Ich bleibe drei Tage.", ["Ich bleibe drei Tage lang."], "de");
    refuses("Ich repariere nicht das Bett.", ["Ich repariere das Bett."], "de");
    refuses("Ich repariere auch das Bett.", ["Ich repariere das Bett."], "de");
  });

  it("takes Hindi कोई and एक before a noun in either script, but not a second negative", () => {
    accepts("मेरे पास कोई गाड़ी नहीं है।", ["मेरे पास गाड़ी नहीं है।"], "hi");
    accepts("रवि ने एक कार खरीदी।", ["रवि ने कार खरीदी।"], "hi");
    accepts("mere paas koi gaadi nahin hai", ["मेरे पास गाड़ी नहीं है।"], "hi");
    refuses("मेरे पास गाड़ी नहीं नहीं है।", ["मेरे पास गाड़ी नहीं है।"], "hi");
    refuses("मेरे पास गाड़ी है।", ["मेरे पास गाड़ी नहीं है।"], "hi");
  });

  it("takes Kannada ಒಂದು and Chinese 从来, and nothing in their place", () => {
    accepts("ಅವಳು ನನಗೆ ಒಂದು ಪೆನ್ ಕೊಟ್ಟಳು.", ["ಅವಳು ನನಗೆ ಪೆನ್ ಕೊಟ್ಟಳು."], "kn");
    accepts("我从来没去过日本。", ["我没去过日本。"], "zh");
    refuses("我从来去过日本。", ["我没去过日本。"], "zh");
    refuses("ಅವಳು ನನಗೆ ಎರಡು ಪೆನ್ ಕೊಟ್ಟಳು.", ["ಅವಳು ನನಗೆ ಪೆನ್ ಕೊಟ್ಟಳು."], "kn");
  });
});

describe("Kannada: the written forms beside the spoken ones the course teaches", () => {
  it("takes he did with the written -ನು, and keeps she and he apart", () => {
    accepts("ಅವನು ಬಂದನು.", ["ಅವನು ಬಂದ."], "kn");
    accepts("ಅವನು ಮಲಗಿದ್ದನು.", ["ಅವನು ಮಲಗಿದ್ದ."], "kn");
    accepts("ಅವನು ಬಂದ.", ["ಅವನು ಬಂದನು."], "kn");
    refuses("ಅವಳು ಬಂದಳು.", ["ಅವನು ಬಂದ."], "kn");
  });

  it("takes -ing as one word or two", () => {
    accepts("ನಾನು ಟಿವಿ ನೋಡ್ತಾ ಇದ್ದೆ.", ["ನಾನು ಟಿವಿ ನೋಡ್ತಿದ್ದೆ."], "kn");
    accepts("ಅವನು ಓದುತ್ತಿದ್ದಾನೆ.", ["ಅವನು ಓದ್ತಾ ಇದ್ದಾನೆ."], "kn");
  });

  it("takes the written negative and ಏನು, but not the affirmative", () => {
    accepts("ನಾನು ಹೋಗುವುದಿಲ್ಲ.", ["ನಾನು ಹೋಗಲ್ಲ."], "kn");
    accepts("ನೀವು ಏನು ಮಾಡುತ್ತೀರಿ?", ["ನೀವು ಏನ್ ಮಾಡ್ತೀರಿ?"], "kn");
    refuses("ನಾನು ಹೋಗುತ್ತೇನೆ.", ["ನಾನು ಹೋಗಲ್ಲ."], "kn");
  });

  it("takes Ravi's said with respect", () => {
    accepts("ಇದು ರವಿಯವರ ಮನೆ.", ["ಇದು ರವಿಯ ಮನೆ."], "kn");
    refuses("ಇದು ರವಿಗೆ ಮನೆ.", ["ಇದು ರವಿಯ ಮನೆ."], "kn");
  });
});

describe("Japanese: what a teacher accepts beside the lesson's sentence", () => {
  it("takes romaji typed without its long vowels, but not another ending", () => {
    accepts("ginko ni ikimasu", ["ぎんこうにいきます。"], "ja");
    accepts("sense desu", ["せんせいです。"], "ja");
    accepts("Sato-san wa se ga takai desu", ["さとうさんはせがたかいです。", "Satō-san wa se ga takai desu"], "ja");
    refuses("ginko ni ikimashita", ["ぎんこうにいきます。"], "ja");
  });

  it("takes ので for the から of a reason, never for the から of after", () => {
    accepts("高いので、買いません。", ["高いから、買いません。"], "ja");
    accepts("たかいので、かいません。", ["たかいですから、かいません。"], "ja");
    accepts("takai node, kaimasen", ["takai kara, kaimasen"], "ja");
    refuses("シャワーをあびてので、ねます。", ["シャワーをあびてから、ねます。"], "ja");
  });

  it("takes は for the が of what there is or what you can do", () => {
    accepts("このちかくにぎんこうはありますか。", ["このちかくにぎんこうがありますか。"], "ja");
    accepts("にほんごはすこしはなせます。", ["にほんごがすこしはなせます。"], "ja");
    accepts("kono chikaku ni ginkou wa arimasu ka", ["kono chikaku ni ginkou ga arimasu ka"], "ja");
    refuses("このちかくにぎんこうをありますか。", ["このちかくにぎんこうがありますか。", "kono chikaku ni ginkou ga arimasu ka"], "ja");
  });
});

describe("German, Spanish and French: the other way a teacher would say it", () => {
  it("takes denn for weil with the verb second, and not with the verb left at the end", () => {
    accepts("Ich komme nicht, denn ich bin müde.", ["Ich komme nicht, weil ich müde bin."], "de");
    accepts("Ich bleibe zu Hause, denn es regnet.", ["Ich bleibe zu Hause, weil es regnet."], "de");
    refuses("Ich komme nicht, denn ich müde bin.", ["Ich komme nicht, weil ich müde bin."], "de");
  });

  it("takes the Perfekt of haben and sein for their Präteritum, in the right person", () => {
    accepts("Ich habe keine Zeit gehabt.", ["Ich hatte keine Zeit."], "de");
    accepts("Er ist gestern krank gewesen.", ["Er war gestern krank."], "de");
    refuses("Ich hat keine Zeit gehabt.", ["Ich hatte keine Zeit."], "de");
    refuses("Ich habe keine Zeit.", ["Ich hatte keine Zeit."], "de");
  });

  it("takes würde gern for möchte and wieso for warum", () => {
    accepts("Ich würde gern etwas essen.", ["Ich möchte etwas essen."], "de");
    accepts("Würdest du gerne etwas trinken?", ["Möchtest du etwas trinken?"], "de");
    accepts("Wieso willst du Deutsch lernen?", ["Warum willst du Deutsch lernen?"], "de");
    refuses("Ich würde etwas essen.", ["Ich möchte etwas essen."], "de");
  });

  it("takes estar + gerund for what is going on now, in the same person only", () => {
    accepts("¿Por qué estás aprendiendo español?", ["¿Por qué aprendes español?"], "es");
    accepts("¿Qué estás haciendo?", ["¿Qué haces?"], "es");
    refuses("¿Por qué está aprendiendo español?", ["¿Por qué aprendes español?"], "es");
  });

  it("takes the words and set phrases Spanish uses alike, not another connector", () => {
    accepts("Estaba cansado, por eso me acosté.", ["Estaba cansado, así que me acosté."], "es");
    accepts("¿Qué edad tienes?", ["¿Cuántos años tienes?"], "es");
    accepts("¿Cuál es tu nombre?", ["¿Cómo te llamas?"], "es");
    accepts("¿Por qué no comemos acá?", ["¿Por qué no comemos aquí?"], "es");
    refuses("Estaba cansado, pero me acosté.", ["Estaba cansado, así que me acosté."], "es");
  });

  it("takes the words a teacher takes alike: comprender for entender, me gustaría for quisiera, Sonnabend for Samstag, टेबल for मेज़", () => {
    accepts("¿Comprendes?", ["¿Entiendes?"], "es");
    accepts("No entiendo.", ["No comprendo."], "es");
    accepts("Me gustaría pagar.", ["Quisiera pagar."], "es");
    accepts("Nos gustaría una mesa para cuatro.", ["Quisiéramos una mesa para cuatro."], "es");
    refuses("Me gusta pagar.", ["Quisiera pagar."], "es");
    refuses("Nos gustaría una mesa para cuatro.", ["Quisiera una mesa para cuatro."], "es");
    accepts("Was machst du am Sonnabend?", ["Was machst du am Samstag?"], "de");
    refuses("Was machst du am Sonntag?", ["Was machst du am Samstag?"], "de");
    accepts("किताब टेबल पर है।", ["किताब मेज़ पर है।"], "hi");
    accepts("ट्रेन आ रही है।", ["रेलगाड़ी आ रही है।"], "hi");
    refuses("किताब कुर्सी पर है।", ["किताब मेज़ पर है।"], "hi");
  });

  it("takes aimer for vouloir in would like, and habiter without à", () => {
    accepts("Nous aimerions réserver une chambre.", ["Nous voudrions réserver une chambre."], "fr");
    accepts("J'aimerais un café.", ["Je voudrais un café."], "fr");
    accepts("J'habite Paris depuis deux ans.", ["J'habite à Paris depuis deux ans."], "fr");
    refuses("Nous aimons réserver une chambre.", ["Nous voudrions réserver une chambre."], "fr");
  });
});

describe("Hindi: compound verbs, because and so, and words said alike", () => {
  it("takes a finished action said with ले or जा, and the compound said plainly, in the right gender", () => {
    accepts("रवि ने कार ख़रीद ली।", ["रवि ने कार ख़रीदी।"], "hi");
    accepts("मैंने खाना खा लिया।", ["मैंने खाना खाया।"], "hi");
    accepts("वह आई।", ["वह आ गई।"], "hi");
    refuses("मैंने खाना खा गया।", ["मैंने खाना खाया।"], "hi");
    refuses("रवि ने कार ख़रीद लिया।", ["रवि ने कार ख़रीदी।"], "hi");
  });

  it("takes so for because with the clauses turned round", () => {
    accepts("मैं बीमार था, इसलिए मैं नहीं आया।", ["मैं नहीं आया क्योंकि मैं बीमार था।"], "hi");
    refuses("मैं नहीं आया, इसलिए मैं बीमार था।", ["मैं नहीं आया क्योंकि मैं बीमार था।"], "hi");
  });

  it("takes every day said any common way and क्या before or after नाम, in either script", () => {
    accepts("वह हर दिन चाय पीती है।", ["वह रोज़ चाय पीती है।"], "hi");
    accepts("vah har din chai peeti hai", ["vah roz chai peeti hai"], "hi");
    accepts("आपका क्या नाम है?", ["आपका नाम क्या है?"], "hi");
    refuses("वह कल चाय पीती है।", ["वह रोज़ चाय पीती है।"], "hi");
  });

  it("takes every day said alike in the other languages", () => {
    accepts("Ich trinke täglich Kaffee.", ["Ich trinke jeden Tag Kaffee."], "de");
    accepts("Bebo café cada día.", ["Bebo café todos los días."], "es");
    accepts("Je bois du café chaque jour.", ["Je bois du café tous les jours."], "fr");
    accepts("ನಾನು ಪ್ರತಿದಿನ ಕಾಫಿ ಕುಡಿಯುತ್ತೇನೆ.", ["ನಾನು ದಿನಾ ಕಾಫಿ ಕುಡಿಯುತ್ತೇನೆ."], "kn");
  });
});

describe("Chinese: words and phrases said alike", () => {
  it("takes 天天 for 每天, a name asked either way, and a state with 很 or 了, but not another state", () => {
    accepts("我天天喝茶。", ["我每天喝茶。"], "zh");
    accepts("你的名字是什么？", ["你叫什么名字？"], "zh");
    accepts("因为我累了，所以我没去。", ["因为我很累，所以我没去。"], "zh");
    refuses("因为我很饿，所以我没去。", ["因为我很累，所以我没去。"], "zh");
  });
});

describe("words alike once their accents are folded", () => {
  it("names el as the article and se as the pronoun, not él or sé", () => {
    expect(checkAnswer("Veo perro.", ["Veo el perro."], "es")).toMatchObject({ kind: "wrong", explanation: "The article is missing before “perro”." });
    expect(checkAnswer("Te llama Juan.", ["Se llama Juan."], "es")).toMatchObject({ kind: "wrong", explanation: "“Te” → the pronoun here is “Se”." });
  });
});

describe("an infinitive with the wrong ending", () => {
  it("is named as the infinitive's ending, not a stem that changes", () => {
    expect(checkAnswer("Yo quiero comir.", ["Yo quiero comer."], "es")).toMatchObject({ kind: "wrong", explanation: "“comir” → this verb's infinitive ends in -er: “comer”." });
    expect(checkAnswer("Je veux finer.", ["Je veux finir."], "fr")).toMatchObject({ kind: "wrong", explanation: "“finer” → this verb's infinitive ends in -ir: “finir”." });
  });
});

describe("a subject said or left out where the language allows it", () => {
  it("takes Spanish ella, él, ellos or ellas when the prompt names that person, and only that one", () => {
    const accepts4 = (attempt: string, answers: string[], prompt: string) => expect(checkAnswer(attempt, answers, "es", prompt).kind, attempt).toBe("correct");
    accepts4("Ella es profesora.", ["Es profesora."], "She's a teacher.");
    accepts4("Ellas viven en Madrid.", ["Viven en Madrid."], "They live in Madrid.");
    expect(checkAnswer("Él es profesora.", ["Es profesora."], "es", "She's a teacher.").kind).not.toBe("correct");
  });

  it("leaves out Kannada he, she and they, whose verb endings tell them", () => {
    accepts("ಚೆನ್ನಾಗಿದ್ದಾನೆ.", ["ಅವನು ಚೆನ್ನಾಗಿದ್ದಾನೆ."], "kn");
    refuses("ಚೆನ್ನಾಗಿದ್ದಾಳೆ.", ["ಅವನು ಚೆನ್ನಾಗಿದ್ದಾನೆ."], "kn");
  });
});

describe("numbers in Hindi and Kannada sentences", () => {
  it("reads a digit as a word: the number left out is missing, the number in digits is right", () => {
    refuses("ನನಗೆ ವರ್ಷ", ["ನನಗೆ ಮೂವತ್ತು ವರ್ಷ."], "kn");
    accepts("ನನಗೆ 30 ವರ್ಷ", ["ನನಗೆ ಮೂವತ್ತು ವರ್ಷ."], "kn");
    accepts("ನನಗೆ ೩೦ ವರ್ಷ", ["ನನಗೆ ಮೂವತ್ತು ವರ್ಷ."], "kn");
    refuses("मैंने केले खरीदे", ["मैंने छह केले ख़रीदे।"], "hi");
    accepts("मैंने 6 केले खरीदे", ["मैंने छह केले ख़रीदे।"], "hi");
  });
});
