/**
 * The frame of the app's dialogs and sheets, around Radix Dialog (here) or AlertDialog (AlertDialog.tsx):
 * backdrop, panel, the title and description that name it to assistive technology, and the ×
 * that closes it. Radix brings Escape, the backdrop click, the focus trap, the scroll lock and
 * focus back on the opener. The two kinds are separate modules so a screen that only has dialogs
 * (the lesson's selector and paywall) does not download AlertDialog's code.
 */
import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { createContext, useContext, type ComponentType, type ReactElement, type ReactNode } from "react";

/** The Radix parts a frame is drawn with: Dialog's, or AlertDialog's. */
export interface DialogParts {
  Root: ComponentType<{ open?: boolean; onOpenChange?(open: boolean): void; children?: ReactNode }>;
  Trigger: ComponentType<{ asChild: true; children: ReactElement }>;
  Portal: ComponentType<{ children?: ReactNode }>;
  Overlay: ComponentType<{ className?: string }>;
  Content: ComponentType<{ className?: string; onOpenAutoFocus?(event: Event): void; onCloseAutoFocus?(event: Event): void; children?: ReactNode }>;
  Title: ComponentType<{ className?: string; children?: ReactNode }>;
  Description: ComponentType<{ className?: string; children?: ReactNode }>;
  /** Closes without acting: AlertDialog's is its Cancel, where focus starts. */
  Close: ComponentType<{ className?: string; disabled?: boolean; "aria-label"?: string; children?: ReactNode }>;
}

export interface DialogFrameProps {
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** While an action runs, neither Escape, the backdrop nor a close button closes it. */
  busy?: boolean;
  /** The button that opens it; without one the caller opens it through `open`. */
  trigger?: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** Above the title: an icon, a badge, the language. */
  eyebrow?: ReactNode;
  /** The accessible name of the × in the corner; without it there is none. */
  closeLabel?: string;
  /** A long description spans the panel under the title and the ×, instead of beside the ×. */
  fullWidthDescription?: boolean;
  /** A centred dialog as wide as a long message needs. */
  wide?: boolean;
  /** Added to the panel's own classes (a sheet's top and width, more padding). */
  className?: string;
  /** Added to the backdrop's: lesson.css fades the lesson's in. */
  overlayClassName?: string;
  /** Instead of the title's and description's own classes. */
  titleClassName?: string;
  descriptionClassName?: string;
  onOpenAutoFocus?(event: Event): void;
  onCloseAutoFocus?(event: Event): void;
  children?: ReactNode;
}

type Variant = "dialog" | "alert" | "sheet";

const CENTRED = "card fixed left-1/2 top-1/2 z-[61] max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 shadow-2xl outline-none";
// A sheet from below on a phone, a drawer from the right from 768 px (lesson.css animates both).
const SHEET =
  "lesson-drawer fixed inset-x-0 bottom-0 z-[61] flex flex-col rounded-t-2xl border border-line bg-surface text-ink shadow-2xl outline-none md:(inset-y-0 left-auto right-0 top-0 max-w-[90vw] rounded-tr-none rounded-bl-2xl border-y-0 border-r-0)";

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(" ");

/** The row of the title and the ×, and the × itself, as each kind of panel draws them. */
const HEADER = {
  sheet: { row: "flex items-start gap-3 border-b border-line px-5 py-4", close: "-mr-2 h-10 w-10", icon: 20 },
  dialog: { row: "flex items-start justify-between gap-4", close: "-m-2 h-9 w-9", icon: 18 },
  fullWidth: { row: "flex items-start gap-3", close: "-mr-2 -mt-1 h-10 w-10", icon: 18 },
};

const PartsContext = createContext<DialogParts | null>(null);

export function DialogFrame({ parts, variant, ...props }: DialogFrameProps & { parts: DialogParts; variant: Variant }) {
  const { Root, Trigger, Portal, Overlay, Content, Title, Description, Close } = parts;
  const { open, onOpenChange, busy = false, trigger, title, description, eyebrow, closeLabel, wide = false, fullWidthDescription = false } = props;
  const sheet = variant === "sheet";
  const header = HEADER[sheet ? "sheet" : fullWidthDescription ? "fullWidth" : "dialog"];
  const titled = (
    <>
      {eyebrow}
      <Title className={props.titleClassName ?? "text-xl font-bold"}>{title}</Title>
    </>
  );
  const described = (
    <Description className={props.descriptionClassName ?? (variant === "alert" ? "mt-2 text-sm text-muted" : "mt-1 text-sm text-muted")}>{description}</Description>
  );
  return (
    <Root open={open} onOpenChange={(next) => !busy && onOpenChange?.(next)}>
      {trigger && <Trigger asChild>{trigger}</Trigger>}
      <Portal>
        <Overlay className={join("fixed inset-0 z-[60] bg-black/60", sheet && "lesson-overlay", props.overlayClassName)} />
        <Content
          className={join(sheet ? SHEET : CENTRED, !sheet && (wide ? "max-w-xl" : "max-w-md"), props.className)}
          onOpenAutoFocus={props.onOpenAutoFocus}
          onCloseAutoFocus={props.onCloseAutoFocus}
        >
          <PartsContext value={parts}>
            {closeLabel ? (
              <div className={header.row}>
                <div className="min-w-0 flex-1">
                  {titled}
                  {!fullWidthDescription && described}
                </div>
                <Close className={`btn-ghost shrink-0 p-0 ${header.close}`} aria-label={closeLabel}>
                  <X size={header.icon} aria-hidden />
                </Close>
              </div>
            ) : (
              titled
            )}
            {(!closeLabel || fullWidthDescription) && described}
            {props.children}
          </PartsContext>
        </Content>
      </Portal>
    </Root>
  );
}

/** A dialog's row of buttons: the one that closes it without acting, then the caller's action. */
export function DialogActions({ cancel, pending = false, className, children }: { cancel: string; pending?: boolean; className?: string; children: ReactNode }) {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error("DialogActions must be inside a Dialog or an AlertDialog");
  return (
    <div className={join("flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)}>
      <parts.Close className="btn-secondary" disabled={pending}>{cancel}</parts.Close>
      {children}
    </div>
  );
}

const DIALOG_PARTS: DialogParts = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Portal: RadixDialog.Portal,
  Overlay: RadixDialog.Overlay,
  Content: RadixDialog.Content,
  Title: RadixDialog.Title,
  Description: RadixDialog.Description,
  Close: RadixDialog.Close,
};

/** A dialog centred on the screen, or (`variant="sheet"`) a sheet that comes in from the edge. */
export function Dialog({ variant = "dialog", ...props }: DialogFrameProps & { variant?: "dialog" | "sheet" }) {
  return <DialogFrame parts={DIALOG_PARTS} variant={variant} {...props} />;
}

/** A button inside a Dialog that closes it. */
export const DialogClose = RadixDialog.Close;
