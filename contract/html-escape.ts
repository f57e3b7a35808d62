/** Text as an HTML attribute value in double quotes: the lesson's reveals, speakers and "Try it" rows all write theirs so. */
export function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
