/**
 * An email address inside a sentence. On a narrow screen it may wrap before the @ or before a dot,
 * never in the middle of a name ("newbiemw / v3r1rm@…" reads as two addresses).
 */
import { Fragment } from "react";

export function EmailAddress({ address, className = "" }: { address: string; className?: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <strong className={`break-words ${className}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </strong>
  );
}
