/**
 * What learners type when they are not answering: the phrases behind each intent, in English and
 * in the course languages (in their scripts and romanised as learners type them). Phrases are
 * matched against the plain form of a message (intent.ts `plainText`): lower case, Latin accents
 * and apostrophes dropped, punctuation turned into spaces.
 */
import { namesPattern } from "../../contract/languages";

/** The course languages' names as a learner types them ("in german", "in mandarin"), from the language registry. */
const TYPED_LANGUAGE_NAMES = namesPattern({ otherNames: true });

/** Politeness and hesitation around a request ("ok so can you just …", "… please"). */
export const LEADING_FILLERS = [
  "ok", "okay", "so", "um+", "hm+", "well", "sorry", "please", "pls", "plz", "just", "really", "maybe", "actually", "oh", "ah", "but", "and",
  "can you", "could you", "would you", "will you", "can i", "could i", "may i", "i want to", "i would like to", "id like to", "let me",
  "bitte", "also", "kannst du", "konnen sie", "vale", "bueno", "pues", "puedes", "alors", "bon", "euh", "tu peux", "pouvez vous",
  "अरे", "yaar", "arey", "are", "ano", "あの", "えっと", "etto", "那个", "嗯", "请",
];
export const TRAILING_FILLERS = [
  "please", "pls", "plz", "thanks", "thank you", "now", "then", "for me", "for this one", "here",
  "bitte", "danke", "por favor", "gracias", "sil vous plait", "sil te plait", "svp", "stp", "merci",
  "kripya", "कृपया", "ji", "जी", "yaar", "na", "dayavittu", "ದಯವಿಟ್ಟು", "ください", "kudasai", "お願いします", "onegaishimasu", "吧", "啊", "呀", "呢",
];

export const PHRASES = {
  help: [
    "hint", "a hint", "another hint", "help", "help me", "clue", "a clue", "tip", "a tip", "give me a (hint|clue|tip)", "i need (a )?(hint|help|clue)",
    "(get|have) a hint", "im stuck", "i am stuck", "stuck", "i dont know", "i do not know", "idk", "no idea", "i have no idea", "not sure", "i dont know how to say (it|this|that)", "im not sure",
    "hilfe", "hilf mir", "(einen |ein )?(tipp|hinweis)", "ich brauche (hilfe|einen tipp|einen hinweis)", "ich wei(ss|ß) (es )?nicht", "(ich )?(habe|hab) keine ahnung", "keine ahnung", "ich wei(ss|ß) nicht wie (man )?(das|es) (sagt|heisst|heißt|sagen soll)",
    "ayuda", "ayudame", "(una )?pista", "dame una pista", "necesito (ayuda|una pista)", "no se", "no lo se", "ni idea", "no tengo (ni )?idea", "no se como decir(lo)?",
    "aide", "aide moi", "aidez moi", "(un )?indice", "donne moi un indice", "jai besoin daide", "je ne sais pas", "je sais pas", "aucune idee", "(je )?(nen )?(ai|en ai) aucune idee", "jen ai aucune idee", "je (ne )?sais pas comment le dire",
    "मदद", "मदद करो", "मदद कीजिए", "संकेत", "इशारा", "पता नहीं", "मुझे नहीं पता", "madad", "madad karo", "madad kijiye", "hint do", "pata nahi", "pata nahin", "mujhe nahi pata", "(mujhe )?(nahi|nahin) pata kaise (bolte|kahte) hain", "(mujhe )?pata (nahi|nahin) kaise (bolte|kahte) hain", "(मुझे )?(नहीं पता|पता नहीं) कैसे (बोलते|कहते) हैं",
    "ಸಹಾಯ", "ಸಹಾಯ ಮಾಡಿ", "ಸುಳಿವು", "ಗೊತ್ತಿಲ್ಲ", "ನನಗೆ ಗೊತ್ತಿಲ್ಲ", "sahaya", "sahaaya", "sahaya madi", "gottilla", "nanage gottilla",
    "ヒント", "ひんと", "hinto", "助けて", "たすけて", "tasukete", "知りません", "しりません", "shirimasen", "わからないです",
    "提示", "给我(一个)?提示", "帮帮我", "帮我", "帮助", "我不知道", "不知道", "我?不知道怎么说", "我不会说", "wo bu zhidao zenme shuo", "bu zhidao zenme shuo", "tishi", "bang bang wo", "bangbangwo", "wo bu zhidao", "bu zhidao",
  ],
  confused: [
    "i dont understand( (the|this|that) (question|sentence|exercise|task)| it| this| that| what you mean| what to do)?", "i dont get it", "i dont follow",
    "i do not understand( the question)?", "im confused", "i am confused", "confused", "what", "huh", "what do you mean", "what do i (do|have to do)",
    "what am i supposed to do", "what should i do", "sorry what", "i dont understand what you want",
    "ich verstehe? (das |es )?nicht", "versteh(e)? ich nicht", "was", "wie bitte", "was soll ich (machen|tun)", "was meinst du", "ich bin verwirrt",
    "no (lo )?entiendo( la pregunta)?", "no comprendo", "que", "como", "que quieres decir", "estoy confundid[oa]",
    "je ne comprends (pas|rien)", "je comprends pas", "jai pas compris", "je nai pas compris", "comment", "quoi", "pardon", "que veux tu dire", "je suis perdue?",
    "समझ नहीं आया", "मैं नहीं समझा", "मैं नहीं समझी", "मुझे समझ नहीं आया", "क्या मतलब", "samajh nahi aaya", "samajh nahin aaya", "samajh nahi aya",
    "main nahi samjha", "main nahi samjhi", "samjha nahi", "samjhi nahi", "kya matlab", "mujhe samajh nahi aaya",
    "ಅರ್ಥ ಆಗಲಿಲ್ಲ", "ಅರ್ಥವಾಗಲಿಲ್ಲ", "ನನಗೆ ಅರ್ಥ ಆಗಲಿಲ್ಲ", "ಗೊತ್ತಾಗಲಿಲ್ಲ", "artha aagalilla", "artha agalilla", "arthavagalilla", "arthaagalilla", "gottagalilla",
    "わかりません", "分かりません", "わからない", "分からない", "わかんない", "wakarimasen", "wakaranai", "wakannai", "どういうこと", "dou iu koto", "え", "なに",
    "我不懂", "不懂", "我不明白", "不明白", "听不懂", "我不理解", "什么意思", "bu dong", "wo bu dong", "wo bu mingbai", "bu mingbai", "shenme yisi",
  ],
  giveUp: [
    "i give up", "give up", "i quit", "i cant do (it|this)", "i surrender", "forget it", "(this is |its )?too hard", "i cant",
    "ich gebe? auf", "aufgeben", "ich kann das nicht", "(das ist )?zu schwer",
    "me rindo", "me doy por vencid[oa]", "no puedo", "es (muy|demasiado) dificil",
    "jabandonne", "je laisse tomber", "je donne ma langue au chat", "je narrive pas", "jy arrive pas", "(cest )?trop (dur|difficile)",
    "मैं हार मानता हूँ", "मैं हार मानती हूँ", "हार मान ली", "मुझसे नहीं होगा", "main haar maanta hoon", "main haar manta hu", "haar maan li", "haar man li", "main haar gaya", "mujhse nahi hoga",
    "ನಾನು ಸೋತೆ", "ಸೋತೆ", "ನನ್ನಿಂದ ಆಗಲ್ಲ", "ಆಗಲ್ಲ", "naanu sothe", "sothe", "sote", "aagalla", "nanninda aagalla",
    "あきらめます", "諦めます", "あきらめる", "諦める", "akiramemasu", "akirameru", "ギブアップ", "gibu appu", "降参", "無理", "むり", "muri",
    "我放弃", "放弃", "我认输", "太难了", "wo fangqi", "fangqi", "tai nan le",
  ],
  tellAnswer: [
    "(just )?tell me( the (answer|solution))?", "(whats|what is|what was) the (right |correct )?(answer|solution)", "show me( the (answer|solution))?",
    "give me the (answer|solution)", "reveal( the answer)?", "(the )?answer", "solution", "what is it", "whats the sentence",
    "sag (mir )?die (antwort|losung)", "sag es mir", "was ist die (antwort|losung)", "zeig mir die (antwort|losung)", "(die )?(antwort|losung)",
    "dime la respuesta", "dimelo", "cual es la respuesta", "(la )?respuesta", "muestrame la respuesta", "dame la respuesta",
    "dis moi la reponse", "dites moi la reponse", "donne moi la reponse", "quelle est la reponse", "(la )?reponse", "montre moi la reponse",
    "उत्तर बताओ", "जवाब बताओ", "जवाब बताइए", "उत्तर बताइए", "उत्तर क्या है", "जवाब क्या है", "jawab batao", "javab batao", "jawaab bataiye", "jawab bataiye", "uttar batao", "jawab kya hai", "answer batao", "answer bata do",
    "ಉತ್ತರ ಹೇಳಿ", "ಉತ್ತರ ಹೇಳು", "ಉತ್ತರ ಏನು", "uttara heli", "uttara helu", "uttara enu", "answer heli",
    "答えを教えて", "こたえをおしえて", "答え教えて", "答えは何ですか", "答えは", "kotae (w?o )?oshiete", "kotae wa nan desu ka", "kotae",
    "告诉我答案", "答案是什么", "答案", "给我答案", "gaosu wo daan", "daan shi shenme", "daan",
  ],
  skip: [
    "skip", "skip (it|this|this one)", "next", "next one", "next (sentence|question|exercise)", "pass", "(lets )?move on", "go to the next( one)?",
    "uberspringen", "weiter", "nachste", "nachster satz", "saltar", "siguiente", "pasar", "paso", "passer", "suivant", "je passe",
    "अगला", "आगे", "agla", "aage", "skip karo", "ಮುಂದೆ", "ಮುಂದಿನದು", "munde", "mundinadu", "次", "つぎ", "tsugi", "スキップ", "sukippu", "跳过", "下一个", "xia yi ge", "xiayige", "tiaoguo",
  ],
  repeat: [
    "repeat", "repeat (that|it|the question|the sentence)", "again", "say (that|it) again", "once more", "come again", "what was the (question|sentence)",
    "(whats|what is) the (question|sentence)", "what was it again", "what should i say", "what (do i|should i) translate", "what next", "whats next", "where were we",
    "wiederholen", "wiederhole", "noch einmal", "nochmal", "wie war die frage", "repite", "repitelo", "otra vez", "de nuevo", "cual era la pregunta",
    "repete", "repetez", "encore", "encore une fois", "quelle etait la question", "फिर से", "दोबारा", "phir se", "fir se", "firse", "dobara",
    "ಮತ್ತೆ", "ಮತ್ತೊಮ್ಮೆ", "matte", "mattomme", "もう一度", "もういちど", "mou ichido", "mo ichido", "再说一遍", "再说一次", "再来", "zai shuo yi bian", "zai lai",
  ],
  confirm: [
    "y", "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "please", "yes please", "go on", "go ahead", "do it", "show me", "tell me", "reveal", "i give up", "give up",
    "(just )?tell me( the answer)?", "show me the answer", "i do", "i am sure", "im sure",
    "ja", "ja bitte", "jawohl", "klar", "si", "vale", "claro", "por favor", "oui", "ouais", "daccord", "vas y",
    "हाँ", "हां", "हाँ जी", "ठीक है", "haan", "ha", "haa", "han", "ji haan", "theek hai", "thik hai",
    "ಹೌದು", "ಸರಿ", "houdu", "haudu", "sari", "はい", "うん", "ええ", "お願いします", "hai", "un", "onegaishimasu", "是", "是的", "好", "好的", "对", "shi", "shi de", "hao", "hao de", "dui",
  ],
  decline: [
    "n", "no", "nope", "not yet", "no thanks", "no thank you", "let me try", "let me try again", "ill try", "i will try", "i want to try", "wait", "hold on", "one more try",
    "nein", "noch nicht", "warte", "lass mich", "todavia no", "aun no", "espera", "non", "pas encore", "attends", "laisse moi essayer",
    "नहीं", "अभी नहीं", "nahi", "nahin", "abhi nahi", "ruko", "ಬೇಡ", "ಇಲ್ಲ", "beda", "illa", "いいえ", "まだ", "iie", "mada", "不", "不要", "不用", "bu", "buyao", "bu yong",
  ],
  smallTalk: [
    "(hi|hello|hey|hiya)( there| again| everyone| all)?", "good (morning|afternoon|evening|night)", "thanks", "thank you( so much| very much)?", "thx", "ty", "cheers", "how are you( doing)?", "hows it going",
    "who are you", "are you (a bot|real|human|an ai)", "nice", "cool", "great", "awesome", "ok", "okay", "lol", "haha+", "bye", "goodbye", "see you( later)?", "nice to meet you", "sounds good",
    "danke( schon| sehr)?", "hallo", "guten (morgen|tag|abend)", "tschuss", "wie gehts", "gracias", "hola", "adios", "buenos dias", "que tal", "merci( beaucoup)?", "bonjour", "salut", "au revoir", "ca va",
    "धन्यवाद", "शुक्रिया", "नमस्ते", "shukriya", "dhanyavad", "dhanyavaad", "namaste", "ಧನ್ಯವಾದ", "ಧನ್ಯವಾದಗಳು", "ನಮಸ್ಕಾರ", "dhanyavaada", "dhanyavadagalu", "namaskara",
    "ありがとう", "ありがとうございます", "arigatou", "arigato", "こんにちは", "konnichiwa", "谢谢", "xiexie", "xie xie", "你好", "nihao", "ni hao", "再见", "zaijian",
  ],
  /** "Let me try" and "wait" in English and the course's languages: the learner is still thinking, not answering. */
  thinking: [
    "(no |oh |ok |okay )?(wait|hang on|hold on|one (sec|second|moment))( let me (try|think)( again| first)?)?", "let me (try|think)( again| first)?", "(ill|i will|i want to) try( again)?", "my turn", "again",
    "moment( mal)?", "warte( mal)?", "lass mich (nachdenken|es versuchen)", "espera", "un momento", "dejame pensar", "attends", "un instant", "laisse moi (reflechir|essayer)",
    "ruko", "ek minute", "रुको", "ಒಂದು ನಿಮಿಷ", "ತಡಿ", "ちょっと待って", "matte", "chotto matte", "等一下", "等等", "deng yi xia",
  ],
} as const;

/** Words that say "why" at the start of a question, whatever the language. */
export const WHY_STARTS = [
  "why", "how come", "whats the reason", "what is the reason", "explain", "wieso", "warum", "weshalb", "por que", "porque", "pourquoi",
  "क्यों", "क्यूँ", "kyon", "kyun", "kyu", "ಯಾಕೆ", "ಏಕೆ", "yaake", "yake", "yaak", "なぜ", "どうして", "なんで", "naze", "doushite", "dou shite", "nande",
  "为什么", "為什麼", "为啥", "weishenme", "wei shenme", "weisha",
];

/**
 * Word-meaning questions, each with the asked term in group 1, on the message in lower case with
 * its own accents (so the term keeps the learner's spelling). "say" asks the other way: English to
 * the language of the lesson.
 */
export const WORD_QUESTIONS: { pattern: RegExp; direction: "meaning" | "say" }[] = [
  { pattern: /^what (?:does|do|did) (.+?) (?:mean|means|stand for)(?: in english)?$/u, direction: "meaning" },
  { pattern: /^what(?:s| is| does) (?:the )?meaning of (.+?)$/u, direction: "meaning" },
  { pattern: /^(?:meaning of|define|definition of) (.+?)$/u, direction: "meaning" },
  { pattern: /^(.+?) means what$/u, direction: "meaning" },
  { pattern: /^what(?:s| is) (.+?) in english$/u, direction: "meaning" },
  { pattern: /^what(?:s| is) (?:a |an |the )?(\S+)$/u, direction: "meaning" },
  { pattern: new RegExp(`^how (?:do|would|can|could|should) (?:i|you|we|one) say (.+?)(?: in (?:${TYPED_LANGUAGE_NAMES}))?$`, "u"), direction: "say" },
  { pattern: /^how to say (.+?)$/u, direction: "say" },
  { pattern: new RegExp(`^what(?:s| is) (.+?) in (?:${TYPED_LANGUAGE_NAMES})$`, "u"), direction: "say" },
  { pattern: new RegExp(`^what(?:s| is) the (?:${TYPED_LANGUAGE_NAMES}) (?:word )?for (.+?)$`, "u"), direction: "say" },
  { pattern: /^translate (.+?)$/u, direction: "say" },
  { pattern: /^was (?:bedeutet|heißt|heisst|meint) (.+?)$/u, direction: "meaning" },
  { pattern: /^wie sagt man (.+?)(?: auf deutsch)?$/u, direction: "say" },
  { pattern: /^qu[eé] (?:significa|quiere decir) (.+?)$/u, direction: "meaning" },
  { pattern: /^c[oó]mo se dice (.+?)$/u, direction: "say" },
  { pattern: /^(?:que|qu'est-ce que|qu'est ce que) (?:veut dire|signifie) (.+?)$/u, direction: "meaning" },
  { pattern: /^(.+?) (?:veut dire|signifie) quoi$/u, direction: "meaning" },
  { pattern: /^qu'est[- ]ce que (.+?) (?:veut dire|signifie)$/u, direction: "meaning" },
  { pattern: /^(?:ça|ca) veut dire quoi,? (.+?)$/u, direction: "meaning" },
  { pattern: /^comment (?:dit-on|dit on|on dit|dire) (.+?)$/u, direction: "say" },
  { pattern: /^(.+?) (?:का|की|के) (?:मतलब|अर्थ)(?: क्या (?:है|होता है))?$/u, direction: "meaning" },
  { pattern: /^(.+?) (?:ka|ki|ke) (?:matlab|matlb|arth|artha|meaning)(?: kya (?:hai|hota hai))?$/u, direction: "meaning" },
  { pattern: /^(.+?) (?:ಅಂದರೆ|ಎಂದರೆ|ಅಂದ್ರೆ|ಅರ್ಥ)(?: ಏನು)?$/u, direction: "meaning" },
  { pattern: /^(.+?) (?:andre|andare|endare|endre|andhre|artha) ?(?:enu|yenu)?$/u, direction: "meaning" },
  { pattern: /^(.+?) ?(?:って|とは)(?:どういう意味|何|なに|なん)(?:ですか)?$/u, direction: "meaning" },
  { pattern: /^(.+?) ?の意味(?:は)?(?:何ですか|なんですか)?$/u, direction: "meaning" },
  { pattern: /^(.+?) (?:tte|towa|to wa) (?:dou iu imi|douiu imi|nan desu ka|nani|nan)(?: desu ka)?$/u, direction: "meaning" },
  { pattern: /^(.+?) ?(?:是)?什么意思(?:呢|啊)?$/u, direction: "meaning" },
  { pattern: /^(.+?) (?:shi )?shenme yisi$/u, direction: "meaning" },
];
