/**
 * The paywall (docs/product/lessons.md): opens on a locked lesson, lists the premium benefits (docs/product/lessons.md).
 * "Subscribe Now" reads "Processing..." for 500 ms, then goes to /subscribe; "Maybe Later" closes.
 */
import { Bot, Download, Infinity as InfinityIcon, LoaderCircle, Mic, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { FREE_LESSONS_PER_LANGUAGE } from "../../../contract/constants";
import { Dialog, DialogClose } from "../../components/Dialog";

/** docs/product/lessons.md: how long "Processing..." shows before the subscription page opens. */
export const PAYWALL_SUBSCRIBE_DELAY_MS = 500;

export const PAYWALL_TEXT = {
  title: "Unlock every lesson",
  // The free lessons already have their tutor, voice practice and downloads: Premium sells the rest of the course with them.
  description: `The first ${FREE_LESSONS_PER_LANGUAGE} lessons of every language are free. Parlo Premium opens all the rest:`,
  benefits: [
    { icon: InfinityIcon, label: "Unlimited lessons in every language" },
    { icon: Bot, label: "Your AI tutor in each of them" },
    { icon: Mic, label: "Voice recognition practice in each of them" },
    { icon: Download, label: "Each of them downloaded for offline use" },
  ],
  subscribe: "Subscribe Now",
  processing: "Processing...",
  later: "Maybe Later",
};

interface PaywallDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function PaywallDialog({ open, onOpenChange }: PaywallDialogProps) {
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const subscribe = () => {
    setProcessing(true);
    timer.current = setTimeout(() => navigate("/subscribe"), PAYWALL_SUBSCRIBE_DELAY_MS);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={processing}
      eyebrow={
        <div className="flex h-12 w-12 items-center justify-center rounded-2xl bg-accent/15 text-accent">
          <Sparkles size={24} aria-hidden />
        </div>
      }
      title={PAYWALL_TEXT.title}
      titleClassName="mt-4 text-2xl font-extrabold tracking-tight"
      description={PAYWALL_TEXT.description}
      descriptionClassName="mt-2 text-muted"
      className="sm:p-8"
      overlayClassName="lesson-overlay"
    >
      <ul className="mt-5 flex flex-col gap-3">
        {PAYWALL_TEXT.benefits.map(({ icon: Icon, label }) => (
          <li key={label} className="flex items-center gap-3 font-medium">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-raised text-accent">
              <Icon size={18} aria-hidden />
            </span>
            {label}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row-reverse">
        <button type="button" className="btn-primary sm:flex-1" disabled={processing} onClick={subscribe} aria-live="polite">
          {processing && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
          {processing ? PAYWALL_TEXT.processing : PAYWALL_TEXT.subscribe}
        </button>
        <DialogClose className="btn-secondary sm:flex-1" disabled={processing}>
          {PAYWALL_TEXT.later}
        </DialogClose>
      </div>
    </Dialog>
  );
}
