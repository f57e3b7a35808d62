/**
 * The lesson HTML the Worker rendered from markdown (contract/lesson-markdown.ts), made safe and
 * readable here: raw HTML in a lesson passes through, but only after DOMPurify has removed scripts,
 * event handlers, javascript: links, and <style>/<form>, which could restyle or post from the app.
 */
import DOMPurify from "dompurify";

/** Wide tables scroll sideways inside their own box instead of widening the page on a phone. */
function wrapTables(root: DocumentFragment): void {
  for (const table of Array.from(root.querySelectorAll("table"))) {
    if (table.parentElement?.classList.contains("lesson-table")) continue;
    const box = document.createElement("div");
    box.className = "lesson-table";
    box.tabIndex = 0; // a scrolling box must be reachable by keyboard
    table.replaceWith(box);
    box.append(table);
  }
}

/** A task list's checkbox is named by its item's text, so screen readers say what it stands for. */
function labelTaskCheckboxes(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
    const text = box.parentElement?.textContent?.trim();
    if (text) box.setAttribute("aria-label", text);
  }
}

export function prepareLessonHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    FORBID_TAGS: ["style", "form"],
    RETURN_DOM_FRAGMENT: true,
  });
  wrapTables(fragment);
  labelTaskCheckboxes(fragment);
  const container = document.createElement("div");
  container.append(fragment);
  return container.innerHTML;
}
