/**
 * Hindi sentences a teacher accepts beside the lesson's (hindi-order.ts, and the pronoun datives,
 * numbers and words said alike in hindi.ts), each held from both sides: the variant accepted, the
 * nearest mistake (another person, tense, gender or polarity) still refused.
 */
import { describe, expect, it } from "vitest";
import { checkAnswer } from "../check";

const verdict = (attempt: string, answers: string[], prompt: string) => checkAnswer(attempt, answers, "hi", prompt).kind;
const accepts = (attempt: string, answers: string[], prompt: string) => expect(verdict(attempt, answers, prompt), attempt).toBe("correct");
const refuses = (attempt: string, answers: string[], prompt: string) => expect(verdict(attempt, answers, prompt), attempt).not.toBe("correct");

describe("Hindi: word order and what may be left unsaid", () => {
  it("puts a phrase of time before or after the subject", () => {
    accepts("खाने के बाद मैं तुम्हें फ़ोन करूँगा।", ["मैं खाने के बाद तुम्हें फ़ोन करूँगा।"], "I'll phone you after lunch.");
    accepts("नाश्ते से पहले मैं चाय पीता हूँ।", ["मैं नाश्ते से पहले चाय पीता हूँ।"], "I drink tea before breakfast.");
    refuses("खाने से पहले मैं तुम्हें फ़ोन करूँगा।", ["मैं खाने के बाद तुम्हें फ़ोन करूँगा।"], "I'll phone you after lunch.");
  });

  it("says the subject once for both clauses, but keeps the verb's gender and polarity", () => {
    accepts("मैं बीमार था, इसलिए नहीं आया।", ["मैं बीमार था, इसलिए मैं नहीं आया।"], "I didn't come because I was ill.");
    refuses("मैं बीमार था, इसलिए आया।", ["मैं बीमार था, इसलिए मैं नहीं आया।"], "I didn't come because I was ill.");
    refuses("मैं बीमार था, इसलिए नहीं आई।", ["मैं बीमार था, इसलिए मैं नहीं आया।"], "I didn't come because I was ill.");
  });

  it("asks a yes/no question with क्या first, last or not at all", () => {
    accepts("रवि उस कमरे में है क्या?", ["क्या रवि उस कमरे में है?"], "Is Ravi in that room?");
    refuses("रवि उस कमरे में नहीं है क्या?", ["क्या रवि उस कमरे में है?"], "Is Ravi in that room?");
  });

  it("takes the prompt's it as this or that, and every day and here said the other common ways", () => {
    accepts("वह बहुत सस्ता है।", ["यह बहुत सस्ता है।"], "It is very cheap.");
    refuses("वह बहुत सस्ता है।", ["यह बहुत सस्ता है।"], "This is very cheap.");
    accepts("वह हर रोज़ चाय पीती है।", ["वह रोज़ चाय पीती है।"], "She drinks tea every day.");
    accepts("वह यहाँ पर काम करता है।", ["वह यहाँ काम करता है।"], "He works here.");
    refuses("वह वहाँ पर काम करता है।", ["वह यहाँ काम करता है।"], "He works here.");
  });
});

describe("Hindi: constructions said two ways", () => {
  it("takes a request with a compound verb or softened with a closing ना, never a ना that says not", () => {
    accepts("इधर आ जाओ", ["इधर आओ!"], "Come here! (to a friend)");
    accepts("idhar aa jao", ["इधर आओ!"], "Come here! (to a friend)");
    accepts("चाय पी लो!", ["चाय पियो!"], "Have some tea! (to a friend)");
    accepts("यहाँ बैठिए ना।", ["यहाँ बैठिए।"], "Please sit here.");
    refuses("इधर आ गया", ["इधर आओ!"], "Come here! (to a friend)");
    refuses("यहाँ ना बैठिए।", ["यहाँ बैठिए।"], "Please sit here.");
  });

  it("asks a did-question in the present perfect too, the auxiliary agreeing", () => {
    accepts("क्या तुमने मेरी किताब देखी है?", ["क्या तुमने मेरी किताब देखी?"], "Did you see my book?");
    accepts("kya tumne meri kitaab dekhi hai", ["क्या तुमने मेरी किताब देखी?"], "Did you see my book?");
    refuses("क्या तुमने मेरी किताब देखी थी है?", ["क्या तुमने मेरी किताब देखी?"], "Did you see my book?");
    refuses("क्या तुमने मेरी किताब देखते हो?", ["क्या तुमने मेरी किताब देखी?"], "Did you see my book?");
  });

  it("says a state with or without हुआ, went with चला, used to with पहले", () => {
    accepts("क्या आप थके हुए थे?", ["क्या आप थके थे?"], "Were you tired?");
    accepts("मैं घर चला गया।", ["मैं घर गया।"], "I went home.");
    accepts("पहले मैं मुंबई में रहता था।", ["मैं मुंबई में रहता था।"], "I used to live in Mumbai.");
    refuses("क्या आप थकी हुए थे?", ["क्या आप थके थे?"], "Were you tired?");
    refuses("मैं घर चली गया।", ["मैं घर गया।"], "I went home.");
    refuses("पहले मैं मुंबई में रहता हूँ।", ["मैं मुंबई में रहता था।"], "I used to live in Mumbai.");
  });

  it("takes a pronoun's dative with को or its short form, but not another person's", () => {
    accepts("क्या रवि ने तुमको बताया?", ["क्या रवि ने तुम्हें बताया?"], "Did Ravi tell you?");
    accepts("kya ravi ne tumko bataya", ["क्या रवि ने तुम्हें बताया?"], "Did Ravi tell you?");
    refuses("क्या रवि ने मुझको बताया?", ["क्या रवि ने तुम्हें बताया?"], "Did Ravi tell you?");
  });

  it("reads 21–99 and the thousands as digits or words", () => {
    accepts("मैं 35 साल का हूँ।", ["मैं पैंतीस साल का हूँ।"], "I'm thirty-five years old.");
    accepts("यह फ़ोन 2000 रुपये का है।", ["यह फ़ोन दो हज़ार रुपये का है।"], "This phone costs two thousand rupees.");
    refuses("मैं 36 साल का हूँ।", ["मैं पैंतीस साल का हूँ।"], "I'm thirty-five years old.");
    refuses("यह फ़ोन 3000 रुपये का है।", ["यह फ़ोन दो हज़ार रुपये का है।"], "This phone costs two thousand rupees.");
  });
});
