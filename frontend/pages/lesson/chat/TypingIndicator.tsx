/** Three dots in a tutor bubble while a reply is awaited; they move only when motion is welcome. */
import "./chat.css";

export const TYPING_TEXT = { label: "Tutor is typing" };

export function TypingIndicator() {
  return (
    <li className="flex pr-16" data-testid="typing-indicator">
      <div className="flex items-center gap-1.5 rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-3.5">
        <span className="sr-only">{TYPING_TEXT.label}</span>
        {[0, 1, 2].map((dot) => (
          <span key={dot} aria-hidden className="chat-typing-dot h-2 w-2 rounded-full bg-muted" style={{ animationDelay: `${dot * 160}ms` }} />
        ))}
      </div>
    </li>
  );
}
