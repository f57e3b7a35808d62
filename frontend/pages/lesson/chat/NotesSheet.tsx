/**
 * The learner's notes (the tutor's scratch pad, docs/product/tutor.md: the learner can see it): a "Notes"
 * button opening a side sheet (a bottom sheet on a phone) with Known vocabulary as chips,
 * Structures, Struggles and Next focus. Each word says how it stands (new, practised, a struggle)
 * when the tutor noted it; otherwise words learnt since the sheet was last opened are marked new.
 */
import { NotebookPen, Sparkles } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { ScratchPad, WordStatus } from "../../../../contract/wire";
import { Dialog } from "../../../components/Dialog";
import { languageTag } from "../../../../contract/lesson-languages";

export const NOTES_TEXT = {
  button: "Notes",
  title: "Your notes",
  description: "What your tutor has noticed in this lesson so far. It updates after every reply.",
  close: "Close notes",
  vocabulary: "Known vocabulary",
  structures: "Structures",
  struggles: "Struggles",
  nextFocus: "Next focus",
  newWord: "new",
  status: { new: "new", practised: "practised", struggle: "struggle" } satisfies Record<WordStatus, string>,
  loading: "Loading your notes…",
  unavailable: "Your notes couldn't be loaded right now. They'll be here once you're back online.",
  emptyVocabulary: "No words yet. Get a sentence right and its words land here.",
  emptyStructures: "The patterns you've built correctly will collect here.",
  emptyStruggles: "Nothing tricky so far. Nice going!",
  emptyNextFocus: "Your tutor will pick a focus as you go.",
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-line px-5 py-4 last:border-b-0">
      <h3 className="text-xs font-bold uppercase tracking-wider text-muted">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted">{children}</p>;

function List({ items, empty }: { items: string[]; empty: string }) {
  if (!items.length) return <Empty>{empty}</Empty>;
  return (
    <ul className="flex flex-col gap-1.5">
      {items.map((item) => (
        <li key={item} className="flex gap-2 leading-snug">
          <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-muted" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export function NotesSheet({ notes, failed, languageCode }: { notes: ScratchPad | undefined; failed: boolean; languageCode: string }) {
  const [open, setOpen] = useState(false);
  /** The words there were when the learner last looked; the rest are new to them. */
  const [seen, setSeen] = useState<Set<string> | null>(null);
  const known = notes?.knownVocabulary ?? [];
  const status = notes?.wordStatus ?? {};
  // Words the learner struggled with are listed too, even before they are known.
  const words = [...known, ...Object.keys(status).filter((word) => status[word] === "struggle" && !known.includes(word))];
  const isNew = (word: string) => seen !== null && !seen.has(word) && known.includes(word);
  const unseen = seen === null ? 0 : words.filter(isNew).length;
  const tagOf = (word: string): WordStatus | null => status[word] ?? (isNew(word) ? "new" : null);

  const onOpenChange = (next: boolean) => {
    if (!next && notes) setSeen(new Set(notes.knownVocabulary));
    setOpen(next);
  };
  if (seen === null && notes && !open) setSeen(new Set(notes.knownVocabulary));

  return (
    <Dialog
      variant="sheet"
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className="btn-ghost relative h-9 px-3 text-sm">
          <NotebookPen size={16} aria-hidden />
          {NOTES_TEXT.button}
          {unseen > 0 && <span aria-hidden className="absolute right-1.5 top-1.5 h-2 w-2 rounded-full bg-success" />}
        </button>
      }
      title={NOTES_TEXT.title}
      description={NOTES_TEXT.description}
      closeLabel={NOTES_TEXT.close}
      className="top-16 md:w-[24rem]"
    >
      {/* A sheet of its own outside the chat: it marks the course language's script itself. */}
      <div data-language={languageCode} className="flex-1 overflow-y-auto overscroll-contain pb-[env(safe-area-inset-bottom)]">
        {!notes ? (
          <p role={failed ? "alert" : "status"} className="px-5 py-6 text-muted">
            {failed ? NOTES_TEXT.unavailable : NOTES_TEXT.loading}
          </p>
        ) : (
          <>
            <Section title={NOTES_TEXT.vocabulary}>
              {words.length ? (
                <ul aria-label={NOTES_TEXT.vocabulary} className="flex flex-wrap gap-2">
                  {words.map((word) => {
                    const tag = tagOf(word);
                    return (
                      <li
                        key={word}
                        className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium text-ink ${
                          tag === "struggle" ? "border-danger/50 bg-danger/10" : tag === "new" ? "border-success bg-success/20" : "border-success/40 bg-success/10"
                        }`}
                      >
                        <span lang={languageTag(languageCode)}>{word}</span>
                        {tag && (
                          <span className={`text-xs font-semibold ${tag === "struggle" ? "text-danger" : tag === "new" ? "text-success" : "text-muted"}`}>
                            {tag === "new" && <Sparkles size={12} aria-hidden className="inline" />} {NOTES_TEXT.status[tag]}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <Empty>{NOTES_TEXT.emptyVocabulary}</Empty>
              )}
            </Section>
            <Section title={NOTES_TEXT.structures}>
              <List items={notes.knownStructures} empty={NOTES_TEXT.emptyStructures} />
            </Section>
            <Section title={NOTES_TEXT.struggles}>
              <List items={notes.struggles} empty={NOTES_TEXT.emptyStruggles} />
            </Section>
            <Section title={NOTES_TEXT.nextFocus}>
              {notes.nextFocus ? <p className="font-medium text-success">{notes.nextFocus}</p> : <Empty>{NOTES_TEXT.emptyNextFocus}</Empty>}
            </Section>
          </>
        )}
      </div>
    </Dialog>
  );
}
