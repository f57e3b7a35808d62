/**
 * The controls the app would add to a lesson's text, drawn by the Worker into a lesson page in one
 * pass (decisions 063, 064): the speakers (drawn-speakers.ts) and the "Try it" rows
 * (drawn-try-buttons.ts). The lessons API's text stays without them: the app adds them to a lesson it
 * shows itself.
 */
import { speakersAfterClosingMarks } from "../../contract/lesson-speakers";
import { drawSpeakersWith } from "./drawn-speakers";
import { drawTryButtonsWith } from "./drawn-try-buttons";

export async function drawLessonControls(html: string): Promise<string> {
  const rewriter = drawTryButtonsWith(drawSpeakersWith(new HTMLRewriter()));
  const drawn = await rewriter.transform(new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } })).text();
  return speakersAfterClosingMarks(drawn);
}
