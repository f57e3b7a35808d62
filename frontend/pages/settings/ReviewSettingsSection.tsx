/**
 * Review: how many review cards a day the learner is offered (the daily limit), checked before it
 * is sent with the same bounds as the Worker, and saved with PUT /api/review/settings. The header's
 * and the profile's counts are read again afterwards, since the limit changes what is due today.
 */
import { Repeat } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { useSWRConfig } from "swr";
import { REVIEW_DAILY_CAP_MAX } from "../../../contract/constants";
import { REVIEW_CAP_MESSAGES, ReviewSettingsForm } from "../../../contract/schemas";
import { TextField } from "../../components/TextField";
import { useReviewSummary } from "../../components/ReviewLink";
import { apiUrl, send } from "../../lib/api";
import { checkForm } from "../../lib/form";
import { reviewSummaryUrl } from "../../lib/review";
import { useToast } from "../../lib/toast";
import { serverMessage, useFormSubmission } from "../../lib/use-form-submission";
import { SettingsSection } from "./SettingsSection";

export const REVIEW_SETTINGS_TEXT = {
  title: "Review",
  description: "Sentences you met with the tutor come back as review cards. Choose how many you are offered a day.",
  label: "Review cards a day",
  hint: `From 1 to ${REVIEW_DAILY_CAP_MAX}.`,
  save: "Save limit",
  pending: "Saving...",
  savedTitle: "Review limit saved",
  saved: (cap: number) => `You will be offered up to ${cap} review ${cap === 1 ? "card" : "cards"} a day.`,
  failedTitle: "Error",
  failed: "Your review limit could not be saved. Please try again.",
  ...REVIEW_CAP_MESSAGES,
};

const SECTION_ID = "settings-review";

export function ReviewSettingsSection() {
  const { data: summary } = useReviewSummary();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [value, setValue] = useState("");
  const { pending, errors, setErrors, accept, run } = useFormSubmission<"dailyCap">();
  const { hash } = useLocation();

  // The field starts from the saved limit once it is known, and is the learner's from then on.
  const savedCap = summary?.dailyCap;
  const [capShown, setCapShown] = useState<number | undefined>(undefined);
  if (savedCap !== capShown) {
    setCapShown(savedCap);
    if (savedCap !== undefined) setValue((typed) => typed || String(savedCap));
  }

  // The profile's "Change the daily limit" leads here; the screen opens at its top otherwise.
  const known = savedCap !== undefined;
  useEffect(() => {
    if (known && hash === `#${SECTION_ID}`) document.getElementById(SECTION_ID)?.closest("section")?.scrollIntoView({ block: "start" });
  }, [known, hash]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(ReviewSettingsForm, { dailyCap: value });
    if (!accept(checked)) return;
    await run(
      async () => {
        const saved = await send("PUT", apiUrl("/api/review/settings"), { dailyCap: checked.value.dailyCap });
        setValue(String(saved.dailyCap));
        toast.success(REVIEW_SETTINGS_TEXT.savedTitle, REVIEW_SETTINGS_TEXT.saved(saved.dailyCap));
        void mutate(reviewSummaryUrl());
      },
      (failure) => {
        // The field is all the form has, so the server's refusal is said beside it (and toasted).
        const message = serverMessage(failure, REVIEW_SETTINGS_TEXT.failed);
        toast.error(REVIEW_SETTINGS_TEXT.failedTitle, message);
        setErrors({ dailyCap: message });
      },
    );
  };

  return (
    <SettingsSection id={SECTION_ID} icon={Repeat} title={REVIEW_SETTINGS_TEXT.title} description={REVIEW_SETTINGS_TEXT.description}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[12rem_auto] sm:items-end">
        <TextField
          label={REVIEW_SETTINGS_TEXT.label}
          name="dailyCap"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onInput={(event) => setValue(event.currentTarget.value)}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder={REVIEW_SETTINGS_TEXT.hint}
          error={errors.dailyCap}
        />
        <button type="submit" className="btn-primary w-full sm:w-auto sm:justify-self-start" disabled={pending}>
          {pending ? REVIEW_SETTINGS_TEXT.pending : REVIEW_SETTINGS_TEXT.save}
        </button>
      </form>
    </SettingsSection>
  );
}
