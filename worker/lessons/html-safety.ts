/**
 * Makes a lesson's rendered HTML safe to put in the page (docs/product/lessons.md: raw HTML in the markdown is passed
 * through). An allow-list, run by the Worker once per lesson (decision 014), so the learner's phone
 * neither downloads nor runs a sanitiser: tags outside the list are dropped but their text kept,
 * <script> and <style> go with their contents, attributes outside the list and event handlers go,
 * and links and images keep only web, mail and relative addresses (no javascript:, no data:).
 * Classes and ids are those the lesson's own markup uses, so raw HTML can neither dress itself in
 * the app's utility classes (an overlay over the page) nor take the name of one of the app's elements.
 */
import { decodeHTMLAttribute } from "entities/decode";
import filterXSS from "xss";

// xss is CommonJS: its helpers hang off the default export, which its types describe as a bare function.
const { escapeAttrValue, FilterXSS, getDefaultWhiteList, parseAttr, safeAttrValue } = filterXSS as unknown as typeof import("xss");

/** The reading tags a lesson may use, beyond the library's list (furigana, keys, definitions…). */
const EXTRA_TAGS = ["ruby", "rt", "rp", "rb", "wbr", "dfn", "q", "samp", "var", "time", "input"] as const;

/** Attributes any allowed tag may carry: task lists and notes are named for screen readers. */
const ANY_TAG_ATTRIBUTE = /^(?:title|lang|dir|role|aria-[a-z-]+|data-[a-z-]+)$/;

/**
 * The classes the renderer writes and the lesson typography styles: the footnotes' section and
 * their visually hidden heading (marked-footnote), and a code block's language (marked).
 */
const LESSON_CLASS = /^(?:footnotes|sr-only|lesson-answer|language-[\w+#-]+)$/;

/** The ids footnotes link by (marked-footnote): footnote-label, footnote-NAME and footnote-ref-NAME. */
const LESSON_ID = /^footnote-\S+$/;

/** A URL with no scheme, or one of these schemes (the shape of DOMPurify's allowed-URI rule). */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i;

// Every attribute of the allowed tags that holds an address (a video's poster, a quote's source: issue 29).
const URL_ATTRIBUTES = new Set(["href", "src", "poster", "cite"]);

function allowedTags(): Record<string, string[] | undefined> {
  const tags: Record<string, string[] | undefined> = { ...getDefaultWhiteList() };
  for (const tag of EXTRA_TAGS) tags[tag] ??= [];
  tags.input = ["type", "checked", "disabled"];
  tags.ol = ["start", "reversed"];
  tags.th = [...(tags.th ?? []), "scope"];
  tags.time = ["datetime"];
  return tags;
}

/** An allowed attribute's value as the tag should carry it, or undefined to drop the attribute. */
function lessonAttribute(name: string, value: string): string | undefined {
  if (name === "class") {
    const classes = value.split(/\s+/).filter((className) => LESSON_CLASS.test(className));
    return classes.length ? classes.join(" ") : undefined;
  }
  if (name === "id") return LESSON_ID.test(value) ? value : undefined;
  return ANY_TAG_ATTRIBUTE.test(name) ? value : undefined;
}

/** Only a task list's checkbox: any other input would be a form field inside the lesson. */
function isCheckbox(tagHtml: string): boolean {
  const types: string[] = [];
  parseAttr(tagHtml.replace(/^<input/i, "").replace(/\/?>$/, ""), (name, value) => {
    if (name === "type") types.push(value.trim().toLowerCase());
    return "";
  });
  return types.length > 0 && types.every((type) => type === "checkbox");
}

const filter = new FilterXSS({
  whiteList: allowedTags(),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style"],
  onTag: (tag, html, { isClosing }) => (tag === "input" && !isClosing && !isCheckbox(html) ? "" : undefined),
  onIgnoreTagAttr: (_tag, name, value) => {
    const kept = lessonAttribute(name, value);
    return kept === undefined ? undefined : `${name}="${escapeAttrValue(kept)}"`;
  },
  safeAttrValue: (tag, name, value, cssFilter) => {
    if (!URL_ATTRIBUTES.has(name)) return safeAttrValue(tag, name, value, cssFilter);
    // Decoded as the browser will (every named entity: java&Tab;script:) and without the characters
    // a URL parser skips, so the scheme is seen for what it is.
    // oxlint-disable-next-line no-control-regex -- the C0 controls are what the URL parser skips, so they are what is matched
    const url = decodeHTMLAttribute(value).replace(/[\s\u0000-\u001f]+/g, "");
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
