/** "I know some": the placement's sentences one at a time, then the answers judged by the Worker. */
import { useState, type FormEvent } from "react";
import useSWR from "swr";
import { PLACEMENT } from "../../../contract/constants";
import type { PlacementItem, PlacementResult } from "../../../contract/wire";
import { apiUrl, send } from "../../lib/api";
import { serverMessage, useFormSubmission } from "../../lib/use-form-submission";
import { WELCOME_TEXT } from "./welcome-text";

export function PlacementStep({ code, languageName, onPlaced }: { code: string; languageName: string; onPlaced(result: PlacementResult): void }) {
  const { data: items, error } = useSWR<PlacementItem[]>(apiUrl("/api/placement/:code", { code }));
  const [answers, setAnswers] = useState<string[]>([]);
  const [typed, setTyped] = useState("");
  const { pending, failure, setFailure, run } = useFormSubmission();

  if (error) return <p role="alert" className="text-danger">{WELCOME_TEXT.failed}</p>;
  if (!items) return <div role="status" aria-label={WELCOME_TEXT.placement.loading} className="skeleton h-40 rounded-2xl" />;

  const index = answers.length;
  const item = items[index];
  const last = index === items.length - 1;

  const answer = async (sentence: string) => {
    const all = [...answers, sentence];
    if (!last) {
      setAnswers(all);
      setTyped("");
      return;
    }
    setFailure(null);
    await run(
      async () => onPlaced(await send("POST", apiUrl("/api/placement/:code", { code }), { answers: all })),
      (thrown) => setFailure(serverMessage(thrown, WELCOME_TEXT.failed)),
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void answer(typed.trim());
  };

  if (!item) return null;
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm font-semibold text-muted">{WELCOME_TEXT.placement.count(index + 1, items.length)}</p>
      <p className="text-2xl font-bold">“{item.prompt}”</p>
      <label className="grid gap-1.5 text-sm font-medium">
        {WELCOME_TEXT.placement.label(languageName)}
        <input
          className="field text-base"
          name="sentence"
          lang={code}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={PLACEMENT.answerMaxLength}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoFocus
        />
      </label>
      {failure && <p role="alert" className="text-sm text-danger">{failure}</p>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className="btn-primary" disabled={pending || !typed.trim()}>
          {pending ? WELCOME_TEXT.placement.checking : last ? WELCOME_TEXT.placement.finish : WELCOME_TEXT.placement.next}
        </button>
        <button type="button" className="btn-secondary" disabled={pending} onClick={() => void answer("")}>
          {WELCOME_TEXT.placement.dontKnow}
        </button>
      </div>
    </form>
  );
}
