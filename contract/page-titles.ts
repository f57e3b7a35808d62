/**
 * The document title of every screen (WCAG 2.4.2: each page says what it is, in the tab, the
 * history and a screen reader's first words): the screen's own name first, then what it belongs to,
 * then the product, "Lesson 3: Questions · German · Parlo". The app writes it with React's <title>;
 * the build writes it into the drawn pages (scripts/prerender-plugin.ts) and the Worker into a
 * lesson's page (worker/routes/lesson-page.ts), so the first paint already carries it.
 */
import { courseLanguage } from "./languages";
import { lessonHeading } from "./prerendered-pages";

export const PRODUCT_NAME = "Parlo";

/** The landing page's title, the one the HTML shell (index.html) starts with. */
export const HOME_TITLE = `${PRODUCT_NAME}: Learn Languages The Smart Way`;

const SEPARATOR = " · ";

/** "Review · Parlo": the screen's names, most particular first, then the product. */
export function pageTitle(...names: string[]): string {
  return [...names.filter(Boolean), PRODUCT_NAME].join(SEPARATOR);
}

/**
 * The course language's English name ("de" → "German"), as content/languages.json spells it: from
 * the language registry, so the Worker needs no database read to write a lesson page's title.
 */
export function languageName(code: string): string {
  return courseLanguage(code)?.name ?? code;
}

/** A lesson's title: its heading when known, else its number, then its language. */
export function lessonPageTitle(languageCode: string, number: number, title?: string): string {
  return pageTitle(title ? lessonHeading(number, title) : `Lesson ${number}`, languageName(languageCode));
}
