/**
 * The monthly activity calendar of the streak card: weeks start on Sunday, today is ringed in
 * orange, days with a completed lesson are green. Every day is a button: hovering or focusing it
 * shows a tooltip with its lessons; pressing it (the way on a phone) shows them under the grid.
 */
import { format } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Tooltip } from "radix-ui";
import { useState } from "react";
import type { StreakDay } from "../../../contract/wire";
import { compareMonths, dayLines, isActiveDay, monthGrid, monthOf, shiftMonth, WEEKDAYS, type CalendarDay } from "./streak-calendar";

export const CALENDAR_TEXT = {
  previous: "Previous month",
  next: "Next month",
  today: "today",
};

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function localDate(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(year!, month! - 1, day!);
}

function dayTitle(date: string): string {
  return format(localDate(date), "EEEE, MMMM d, yyyy");
}

/** What a day button says: "Thursday, March 5, 2026 (today): German: Greetings". */
export function dayLabel(day: CalendarDay): string {
  return `${dayTitle(day.date)}${day.isToday ? ` (${CALENDAR_TEXT.today})` : ""}: ${dayLines(day).join("; ")}`;
}

interface StreakCalendarProps {
  today: string;
  days: readonly StreakDay[];
}

export function StreakCalendar({ today, days }: StreakCalendarProps) {
  const thisMonth = monthOf(today);
  const [shown, setShown] = useState(thisMonth);
  const [selected, setSelected] = useState(today);
  const weeks = monthGrid(shown, days, today);
  const monthTitle = format(new Date(shown.year, shown.month, 1), "MMMM yyyy");
  const atLatest = compareMonths(shown, thisMonth) >= 0;
  const selectedDay = weeks.flat().find((day) => day?.date === selected) ?? null;

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="btn-ghost h-9 w-9 p-0" aria-label={CALENDAR_TEXT.previous} onClick={() => setShown((month) => shiftMonth(month, -1))}>
          <ChevronLeft size={18} aria-hidden />
        </button>
        <h3 className="font-semibold" aria-live="polite" data-testid="calendar-month">{monthTitle}</h3>
        <button
          type="button"
          className="btn-ghost h-9 w-9 p-0"
          aria-label={CALENDAR_TEXT.next}
          disabled={atLatest}
          onClick={() => setShown((month) => shiftMonth(month, 1))}
        >
          <ChevronRight size={18} aria-hidden />
        </button>
      </div>
      <Tooltip.Provider delayDuration={300}>
        <table className="mt-2 w-full table-fixed border-separate border-spacing-y-1 text-center">
          <caption className="sr-only">{monthTitle}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((weekday, index) => (
                <th key={weekday} scope="col" abbr={WEEKDAY_NAMES[index]} className="pb-1 text-xs font-medium text-muted">
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, row) => (
              <tr key={row}>
                {week.map((day, column) =>
                  day ? (
                    <td key={day.date}>
                      <CalendarDayButton day={day} column={column} future={day.date > today} selected={day.date === selected} onSelect={setSelected} />
                    </td>
                  ) : (
                    <td key={`blank-${column}`} aria-hidden />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Tooltip.Provider>
      <div aria-live="polite" className="mt-3 min-h-16 rounded-xl bg-raised/60 px-3 py-2.5 text-sm" data-testid="calendar-selected-day">
        {selectedDay && (
          <>
            <p className="font-semibold">{dayTitle(selectedDay.date)}</p>
            <ul className="mt-0.5 text-muted">
              {dayLines(selectedDay).map((line, index) => <li key={index}>{line}</li>)}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

interface DayButtonProps {
  day: CalendarDay;
  /** 0 (Sunday) to 6. */
  column: number;
  future: boolean;
  selected: boolean;
  onSelect(date: string): void;
}

/** A day with a tooltip of its lessons. The button's label already says everything, so the tooltip is for sight. */
function CalendarDayButton({ day, column, future, selected, onSelect }: DayButtonProps) {
  const active = isActiveDay(day);
  const tone = active
    ? "bg-success font-bold text-ground hover:bg-success/85"
    : future
      ? "text-muted hover:bg-raised"
      : "text-ink hover:bg-raised";
  const ring = day.isToday
    ? "ring-2 ring-accent ring-offset-2 ring-offset-surface"
    : selected
      ? "ring-1 ring-muted"
      : "";
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={dayLabel(day)}
          aria-pressed={selected}
          data-today={day.isToday || undefined}
          data-active={active || undefined}
          onClick={() => onSelect(day.date)}
          className={`mx-auto flex h-9 w-9 items-center justify-center rounded-full text-sm tabular-nums transition-colors focus-visible:(outline-none ring-2 ring-accent) sm:h-10 sm:w-10 ${tone} ${ring}`}
        >
          {day.day}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          // At the edges of the week it leans inwards, so it stays on a phone's screen.
          align={column <= 1 ? "start" : column >= 5 ? "end" : "center"}
          sideOffset={6}
          collisionPadding={8}
          className="z-[70] max-w-64 rounded-lg border border-line bg-raised px-3 py-2 text-left text-xs text-ink shadow-lg"
        >
          <p className="font-semibold">{dayTitle(day.date)}</p>
          {dayLines(day).map((line, index) => (
            <p key={index} className="mt-0.5 text-muted">{line}</p>
          ))}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
