/**
 * The frame of the settings confirmations (reset progress, delete account): a Radix AlertDialog,
 * which traps focus, starts on the safe button and returns focus to the trigger when it closes.
 */
import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";

interface SettingsDialogProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

export function SettingsDialog({ title, description, children }: SettingsDialogProps) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/60" />
      <AlertDialog.Content className="card fixed left-1/2 top-1/2 z-[61] max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 shadow-2xl">
        <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-sm text-muted">{description}</AlertDialog.Description>
        {children}
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}

/** The destructive button style: red is kept for actions that cannot be undone. */
export const DESTRUCTIVE_BUTTON = "btn bg-danger text-danger-ink hover:bg-danger/90";
