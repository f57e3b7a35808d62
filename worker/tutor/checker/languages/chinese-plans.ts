/** Chinese plans: said with or without 要 when a word places them in the future. */

/** Words that place a plan in the future. */
const FUTURE = /(明天|后天|下星期|下个星期|下周|明年|下个月|今天晚上|明天早上|这个周末)/u;

/**
 * A plan with a word for when may say 要 before its going or coming, or not: 我下星期去上海 /
 * 我下星期要去上海. Not after another verb (想去, 会来) nor in a direction (回去, 下去, 过去).
 */
export function plannedWithYao(sentence: string): string[] {
  if (!FUTURE.test(sentence)) return [];
  const withYao = sentence.replace(/(?<![要想会能可上下出进回过起])(去|来|回)/u, "要$1");
  const without = sentence.replace(/要(去|来|回)/u, "$1");
  return [withYao, without].filter((form) => form !== sentence);
}
