/**
 * npm run bench:conversations — the tutor conversation suite (bench/conversations/suite.ts): per
 * language, how many scripted conversations and replies, how many replies missed their expectation
 * (each listed), and how many replies spelled out an answer the learner had not earned (target 0).
 * Exits 1 on any leak.
 */
import { loadContent } from "../scripts/content";
import type { Exercise } from "../contract/lesson-source";
import { playConversation } from "./conversations/suite";

const content = await loadContent();
let leaks = 0;
console.log("tutor conversation suite (offline tutor, one conversation per lesson 1–20)\n");
console.log("| language | conversations | replies | as expected | leaks |\n|---|---|---|---|---|");
const listed: string[] = [];
for (const language of content.languages) {
  const lessons = content.lessons.filter((lesson) => lesson.languageCode === language.code && lesson.number <= 20);
  const results = lessons.map((lesson) =>
    playConversation({ lessonId: lesson.id, number: lesson.number, title: lesson.title, languageName: language.name, exercises: lesson.exercises as Exercise[], body: lesson.markdown }, language.code),
  );
  const replies = results.reduce((sum, result) => sum + result.replies, 0);
  const failures = results.flatMap((result) => result.failures.map((failure) => ({ ...failure, lessonId: result.lessonId })));
  const leaked = results.flatMap((result) => result.leaks.map((leak) => ({ ...leak, lessonId: result.lessonId })));
  leaks += leaked.length;
  console.log(`| ${language.code} | ${results.length} | ${replies} | ${(100 * (1 - failures.length / replies)).toFixed(1)} % | ${leaked.length} |`);
  for (const failure of failures) listed.push(`${failure.lessonId}: “${failure.say}” (${failure.expect}) → ${failure.reply.replace(/\s+/g, " ").slice(0, 160)}`);
  for (const leak of leaked) listed.push(`LEAK ${leak.lessonId}: “${leak.say}” → ${leak.reply.replace(/\s+/g, " ").slice(0, 160)}`);
}
console.log(`\nreplies that spell out an unearned answer (target 0): ${leaks}`);
if (listed.length) console.log(`\n${listed.join("\n")}`);
process.exit(leaks ? 1 : 0);
