/**
 * Makes a lesson's rendered HTML safe to put in the page (spec §2: raw HTML in the markdown is passed
 * through). An allow-list, run by the Worker once per lesson (decision 014), so the learner's phone
 * neither downloads nor runs a sanitiser: tags outside the list are dropped but their text kept,
 * <script> and <style> go with their contents, attributes outside the list and event handlers go,
 * and links and images keep only web, mail and relative addresses (no javascript:, no data:).
 */
import filterXSS from "xss";

// xss is CommonJS: its helpers hang off the default export, which its types describe as a bare function.
const { escapeAttrValue, FilterXSS, friendlyAttrValue, getDefaultWhiteList, safeAttrValue } = filterXSS as unknown as typeof import("xss");

/** The reading tags a lesson may use, beyond the library's list (furigana, keys, definitions…). */
const EXTRA_TAGS = ["ruby", "rt", "rp", "rb", "wbr", "dfn", "q", "samp", "var", "time", "input"] as const;

/** Attributes any allowed tag may carry: footnotes link by id, task lists and notes are named for screen readers. */
const ANY_TAG_ATTRIBUTE = /^(?:id|class|title|lang|dir|role|aria-[a-z-]+|data-[a-z-]+)$/;

/** A URL with no scheme, or one of these schemes (the shape of DOMPurify's allowed-URI rule). */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i;

const URL_ATTRIBUTES = new Set(["href", "src"]);

function allowedTags(): Record<string, string[] | undefined> {
  const tags: Record<string, string[] | undefined> = { ...getDefaultWhiteList() };
  for (const tag of EXTRA_TAGS) tags[tag] ??= [];
  tags.input = ["type", "checked", "disabled"];
  tags.ol = ["start", "reversed"];
  tags.th = [...(tags.th ?? []), "scope"];
  tags.time = ["datetime"];
  return tags;
}

const filter = new FilterXSS({
  whiteList: allowedTags(),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style"],
  onIgnoreTagAttr: (_tag, name, value) => (ANY_TAG_ATTRIBUTE.test(name) ? `${name}="${escapeAttrValue(value)}"` : undefined),
  safeAttrValue: (tag, name, value, cssFilter) => {
    if (!URL_ATTRIBUTES.has(name)) return safeAttrValue(tag, name, value, cssFilter);
    // Entities and invisible characters decoded first, so "java&#115;cript:" is seen for what it is.
    const url = friendlyAttrValue(value).replace(/[\s\u0000-\u001f]+/g, "");
    return SAFE_URL.test(url) ? escapeAttrValue(value) : "";
  },
});

/** Wide tables scroll sideways inside their own keyboard-reachable box instead of widening the page on a phone. */
function boxTables(html: string): string {
  // After filtering, every "<table" left is a real tag: text that looked like one was escaped.
  return html.replace(/<table\b/g, '<div class="lesson-table" tabindex="0"><table').replace(/<\/table>/g, "</table></div>");
}

export function safeLessonHtml(html: string): string {
  return boxTables(filter.process(html));
}
