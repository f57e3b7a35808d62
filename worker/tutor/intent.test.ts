import { describe, expect, it } from "vitest";
import { recogniseIntent, type IntentContext, type IntentKind } from "./intent";

type Row = [text: string, languageCode: string];

/** At least fifteen messages per intent, in English and the course languages, scripts and romanised. */
const TABLE: Record<Exclude<IntentKind, "confirm" | "decline">, Row[]> = {
  help: [
    ["hint", "de"], ["Can I have a hint please?", "es"], ["help!", "fr"], ["I'm stuck", "ja"], ["I don't know", "zh"], ["no idea", "kn"],
    ["Hilfe", "de"], ["einen Tipp bitte", "de"], ["ayuda por favor", "es"], ["una pista", "es"], ["un indice svp", "fr"], ["je ne sais pas", "fr"],
    ["मदद", "hi"], ["madad karo", "hi"], ["पता नहीं", "hi"], ["ಸಹಾಯ ಮಾಡಿ", "kn"], ["gottilla", "kn"], ["ヒント", "ja"], ["ヒントください", "ja"],
    ["tasukete", "ja"], ["提示", "zh"], ["帮帮我", "zh"], ["wo bu zhidao", "zh"], ["Sorry, could you give me a hint?", "hi"],
    ["Ich habe keine Ahnung", "de"], ["No tengo ni idea.", "es"], ["Je n'en ai aucune idée", "fr"], ["I have no idea", "ja"],
    ["我不知道怎么说", "zh"], ["wo bu zhidao zenme shuo", "zh"], ["No sé cómo decirlo", "es"], ["Ich weiß nicht, wie man das sagt", "de"], ["je sais pas comment le dire", "fr"], ["I don't know how to say it", "kn"], ["mujhe nahi pata kaise bolte hain", "hi"], ["पता नहीं कैसे कहते हैं", "hi"],
  ],
  confused: [
    ["I don't understand", "de"], ["I don't understand the question", "es"], ["i dont get it", "fr"], ["what?", "hi"], ["huh", "kn"], ["What do you mean?", "ja"],
    ["Sorry, I really don't understand what you want here", "zh"], ["Ich verstehe nicht", "de"], ["Ich verstehe das nicht.", "de"], ["No entiendo", "es"], ["¿Cómo?", "es"],
    ["Je ne comprends pas", "fr"], ["j'ai pas compris", "fr"], ["समझ नहीं आया", "hi"], ["samajh nahi aaya", "hi"], ["ನನಗೆ ಅರ್ಥ ಆಗಲಿಲ್ಲ", "kn"],
    ["artha aagalilla", "kn"], ["わかりません", "ja"], ["wakarimasen", "ja"], ["我不明白", "zh"], ["听不懂", "zh"], ["bu dong", "zh"],
  ],
  "give-up": [
    ["I give up", "de"], ["i give up!", "es"], ["ok I give up", "fr"], ["this is too hard", "hi"], ["I quit", "kn"], ["Ich gebe auf", "de"], ["Me rindo", "es"],
    ["J'abandonne", "fr"], ["je laisse tomber", "fr"], ["मैं हार मानता हूँ", "hi"], ["haar maan li", "hi"], ["ನಾನು ಸೋತೆ", "kn"], ["naanu sothe", "kn"],
    ["あきらめます", "ja"], ["akiramemasu", "ja"], ["我放弃", "zh"], ["wo fangqi", "zh"], ["Honestly I give up on this one", "zh"],
  ],
  "tell-answer": [
    ["tell me the answer", "de"], ["Can you just tell me the answer?", "es"], ["what's the answer?", "fr"], ["just tell me", "hi"], ["show me the answer please", "kn"],
    ["tell me", "ja"], ["Sag mir die Antwort", "de"], ["Was ist die Antwort?", "de"], ["Dime la respuesta", "es"], ["¿Cuál es la respuesta?", "es"],
    ["Dis-moi la réponse", "fr"], ["Quelle est la réponse ?", "fr"], ["जवाब बताओ", "hi"], ["jawab batao", "hi"], ["ಉತ್ತರ ಹೇಳಿ", "kn"], ["uttara heli", "kn"],
    ["答えを教えてください", "ja"], ["kotae o oshiete", "ja"], ["告诉我答案", "zh"], ["答案是什么？", "zh"],
  ],
  skip: [
    ["skip", "de"], ["skip this one", "es"], ["next", "fr"], ["next one please", "hi"], ["let's move on", "kn"], ["pass", "ja"], ["überspringen", "de"], ["weiter", "de"],
    ["siguiente", "es"], ["saltar", "es"], ["suivant", "fr"], ["je passe", "fr"], ["अगला", "hi"], ["skip karo", "hi"], ["ಮುಂದೆ", "kn"], ["munde", "kn"],
    ["次", "ja"], ["スキップ", "ja"], ["跳过", "zh"], ["下一个", "zh"], ["xia yi ge", "zh"],
  ],
  repeat: [
    ["repeat", "de"], ["say that again", "es"], ["what was the question?", "fr"], ["again please", "hi"], ["what next?", "kn"], ["come again?", "ja"],
    ["Wiederholen", "de"], ["noch einmal bitte", "de"], ["repite", "es"], ["otra vez", "es"], ["répète", "fr"], ["encore une fois", "fr"], ["फिर से", "hi"],
    ["phir se", "hi"], ["dobara", "hi"], ["ಮತ್ತೆ", "kn"], ["matte", "kn"], ["もう一度", "ja"], ["mou ichido", "ja"], ["再说一遍", "zh"], ["zai shuo yi bian", "zh"],
  ],
  "word-meaning": [
    ["what does müde mean?", "de"], ["what does heißen mean", "de"], ["What does 'suki' mean?", "ja"], ["whats nervös", "de"], ["meaning of kreativ", "de"],
    ["How do I say tired?", "de"], ["how do you say 'I'm hungry.' in German?", "de"], ["Was bedeutet müde?", "de"], ["Was heißt heißen?", "de"],
    ["¿Qué significa cansado?", "es"], ["como se dice tired", "es"], ["Que veut dire fatigué ?", "fr"], ["qu'est-ce que fatigué veut dire", "fr"],
    ["ख़ुश का मतलब क्या है?", "hi"], ["khush ka matlab kya hai", "hi"], ["ಖುಷಿ ಅಂದರೆ ಏನು?", "kn"], ["chennagi andre enu", "kn"], ["好きってどういう意味ですか", "ja"],
    ["suki tte nan desu ka", "ja"], ["忙是什么意思？", "zh"], ["mang shi shenme yisi", "zh"], ["translate busy", "zh"],
  ],
  why: [
    ["why?", "de"], ["Why is it bin and not ist?", "de"], ["but why", "es"], ["how come?", "fr"], ["explain please", "hi"], ["why not ga?", "ja"], ["Warum?", "de"],
    ["Wieso ist das so?", "de"], ["¿Por qué?", "es"], ["pourquoi ?", "fr"], ["Pourquoi pas être ?", "fr"], ["क्यों?", "hi"], ["kyon", "hi"], ["ಯಾಕೆ?", "kn"],
    ["yaake", "kn"], ["なぜですか", "ja"], ["どうして「が」？", "ja"], ["为什么？", "zh"], ["为什么用很？", "zh"], ["weishenme", "zh"],
  ],
  question: [
    ["How do questions work in German?", "de"], ["Is the verb always second?", "de"], ["when do I use estar?", "es"], ["Do I need the article here?", "fr"],
    ["Can I leave out the subject?", "es"], ["where does nicht go?", "de"], ["Should I use aap or tum?", "hi"], ["Is it formal?", "kn"], ["how do I type kana?", "ja"],
    ["what is a measure word?", "zh"], ["Does the adjective change for a woman?", "hi"], ["is there a plural?", "kn"], ["Can I say it without watashi wa?", "ja"],
    ["How many tones are there?", "zh"], ["Which one is polite?", "fr"],
  ],
  "small-talk": [
    ["hello", "de"], ["hi!", "es"], ["thanks", "fr"], ["thank you so much", "hi"], ["how are you?", "kn"], ["who are you?", "ja"], ["ok", "zh"], ["lol", "de"],
    ["Danke schön", "de"], ["Hola", "es"], ["merci beaucoup", "fr"], ["धन्यवाद", "hi"], ["shukriya", "hi"], ["ನಮಸ್ಕಾರ", "kn"], ["ありがとう", "ja"], ["arigatou", "ja"],
    ["谢谢", "zh"], ["xiexie", "zh"], ["👍", "es"], ["good morning", "fr"], ["no wait, let me try", "de"], ["let me think", "es"], ["wait", "fr"],
    ["Moment mal", "de"], ["espera", "es"], ["attends", "fr"], ["ちょっと待って", "ja"], ["等一下", "zh"], ["I'll try again", "hi"],
  ],
  "other-language": [
    ["Je suis fatigué", "de"], ["Yo soy muy creativo", "de"], ["Ich bin müde", "es"], ["Je ne suis pas prêt", "es"], ["Ich bin nicht bereit", "fr"],
    ["Estoy cansado", "fr"], ["मैं थका हूँ", "de"], ["ನಾನು ಚೆನ್ನಾಗಿದ್ದೇನೆ", "hi"], ["मैं ठीक हूँ", "kn"], ["わたしはげんきです", "zh"], ["Я устал", "ja"],
    ["나는 피곤해요", "zh"], ["Io sono stanco", "es"], ["Eu estou cansado", "fr"], ["Ik ben moe", "de"], ["Je suis prêt", "hi"], ["Yo tengo hambre", "ja"],
  ],
  "off-topic": [
    ["I am creative.", "de"], ["the weather is nice today", "es"], ["I like pizza a lot", "fr"], ["my cat is sleeping on the keyboard", "hi"],
    ["this app is nice", "kn"], ["I have to go to work soon", "ja"], ["we are learning this for a trip", "zh"], ["x".repeat(2000), "de"],
    [`${"Lorem ipsum dolor sit amet. ".repeat(80)}`, "ja"], ["I was in Berlin last year", "de"], ["they are at the cinema", "es"], ["It is late here", "fr"],
    ["I am not ready yet for this", "hi"], ["my teacher said this is easy", "kn"], ["it is raining", "zh"],
  ],
  attempt: [
    ["Ich bin kreativ", "de"], ["Du spielt Tennis", "de"], ["Ist das Wasser kalt?", "de"], ["Is das Wasser kalt?", "de"], ["Yo soy creativo", "es"],
    ["Je suis créatif", "fr"], ["मैं ख़ुश हूँ", "hi"], ["main khush hoon", "hi"], ["ನಾನು ಚೆನ್ನಾಗಿದ್ದೇನೆ", "kn"], ["naanu chennagiddene", "kn"],
    ["わたしはコーヒーがすきです", "ja"], ["watashi wa kohi ga suki desu", "ja"], ["我很忙", "zh"], ["wo hen mang", "zh"], ["你好吗？", "zh"], ["Wie heißt du?", "de"],
    ["Me gusta pagar.", "es"], ["Me llamo Ana", "es"],
  ],
};

const context = (languageCode: string): IntentContext => ({ languageCode });

describe("recognising what a learner means", () => {
  for (const [intent, rows] of Object.entries(TABLE)) {
    it(`${intent}: ${rows.length} messages`, () => {
      expect(rows.length).toBeGreaterThanOrEqual(15);
      const wrong = rows.filter(([text, code]) => recogniseIntent(text, context(code)).kind !== intent).map(([text, code]) => `${code}: ${text.slice(0, 40)} → ${recogniseIntent(text, context(code)).kind}`);
      expect(wrong).toEqual([]);
    });
  }

  it("takes the asked word with the learner's own spelling and the direction of the question", () => {
    expect(recogniseIntent("what does müde mean?", context("de"))).toEqual({ kind: "word-meaning", term: "müde", direction: "meaning" });
    expect(recogniseIntent("What does „heißen“ mean", context("de"))).toEqual({ kind: "word-meaning", term: "heißen", direction: "meaning" });
    expect(recogniseIntent("How do I say 'I'm hungry.'?", context("de"))).toEqual({ kind: "word-meaning", term: "i'm hungry", direction: "say" });
    expect(recogniseIntent("忙是什么意思？", context("zh"))).toMatchObject({ term: "忙" });
  });

  it("reads a bare word with a question mark as a word question only for a word of the lesson", () => {
    const lessonWord = (term: string) => term === "müde";
    expect(recogniseIntent("müde?", { languageCode: "de", isLessonWord: lessonWord }).kind).toBe("word-meaning");
    expect(recogniseIntent("Tschau?", { languageCode: "de", isLessonWord: lessonWord }).kind).toBe("attempt");
  });

  it("says the name of the other language", () => {
    expect(recogniseIntent("Je suis fatigué", context("de"))).toEqual({ kind: "other-language", language: "fr" });
    expect(recogniseIntent("わたしはげんきです", context("zh"))).toEqual({ kind: "other-language", language: "ja" });
  });

  it("hears yes and no only when the tutor asked whether to show the answer", () => {
    const asked = (code: string): IntentContext => ({ languageCode: code, awaitingConfirmation: true });
    const yes: Row[] = [["yes", "de"], ["ja", "de"], ["sí", "es"], ["oui", "fr"], ["हाँ", "hi"], ["haan", "hi"], ["ಹೌದು", "kn"], ["はい", "ja"], ["是的", "zh"], ["show me", "es"], ["I give up", "fr"], ["tell me the answer", "zh"], ["ok", "kn"], ["please", "ja"], ["yes please", "de"]];
    const no: Row[] = [["no", "de"], ["nein", "de"], ["not yet", "es"], ["let me try", "fr"], ["नहीं", "hi"], ["abhi nahi", "hi"], ["ಬೇಡ", "kn"], ["いいえ", "ja"], ["まだ", "ja"], ["不要", "zh"], ["pas encore", "fr"], ["todavía no", "es"], ["wait", "zh"], ["noch nicht", "de"], ["I'll try", "kn"]];
    expect(yes.filter(([text, code]) => recogniseIntent(text, asked(code)).kind !== "confirm")).toEqual([]);
    expect(no.filter(([text, code]) => recogniseIntent(text, asked(code)).kind !== "decline")).toEqual([]);
    expect(recogniseIntent("yes", context("de")).kind).not.toBe("confirm");
  });

  it("judges a try shaped like a question, and a sentence of the course's own words, as a try", () => {
    const eating = { languageCode: "de", resemblesAnswer: (text: string) => /warum|esst|nicht/i.test(text) };
    expect(recogniseIntent("Warum esst du nicht?", eating).kind).toBe("attempt");
    expect(recogniseIntent("warum esst du nicht", eating).kind).toBe("attempt");
    // Without the answer's words it stays a why-question.
    expect(recogniseIntent("Warum esst du nicht?", context("de")).kind).toBe("why");
    // German words the course teaches, which a guess by letters could take for another language.
    expect(recogniseIntent("Ich habe keine Zeit gehabt", context("de")).kind).toBe("attempt");
    expect(recogniseIntent("Je suis fatigué", context("de")).kind).toBe("other-language");
  });

  it("judges a message made of the answer's words as a try, even when it reads like a request", () => {
    const building = { languageCode: "ja", resemblesAnswer: (text: string) => "すみません、わかりません".includes(text) };
    expect(recogniseIntent("わかりません", building).kind).toBe("attempt");
    expect(recogniseIntent("わかりません", context("ja")).kind).toBe("confused");
  });
});
