/**
 * The progress overview chart (docs/product/lessons.md): one ring per active language around the mascot.
 * - one language: a single large ring, its flag, name and percent underneath;
 * - two to six: concentric rings, first language outermost. Each ring sweeps up to three
 *   quarters of a circle from twelve o'clock, leaving the top-left quarter free for its label
 *   (flag, name, percent) right where the ring starts;
 * - more than six: a grid of small rings, one per language.
 * The chart is a picture; its text alternative is the per-language list it is described by.
 */
import { useId } from "react";
import { Flag } from "../../components/Flag";
import { flagMark } from "../../../contract/languages";
import { Mascot } from "../../components/Mascot";
import type { LanguageCourse } from "./profile-stats";

export const MAX_CONCENTRIC_RINGS = 6;

export type RingLayout = "single" | "concentric" | "grid";

export function ringLayout(count: number): RingLayout {
  if (count <= 1) return "single";
  return count <= MAX_CONCENTRIC_RINGS ? "concentric" : "grid";
}

interface ProgressRingsProps {
  courses: readonly LanguageCourse[];
  /** The id of the list that says in words what the chart shows. */
  describedBy: string;
}

const CHART_LABEL = "Progress by language";

export function ProgressRings({ courses, describedBy }: ProgressRingsProps) {
  const layout = ringLayout(courses.length);
  if (layout === "single") return <SingleRing course={courses[0]!} describedBy={describedBy} />;
  if (layout === "concentric") return <ConcentricRings courses={courses} describedBy={describedBy} />;
  return <RingGrid courses={courses} describedBy={describedBy} />;
}

/** A circle's stroke drawn from twelve o'clock clockwise over `share` (0..1) of `sweep` (0..1 of a turn). */
function Arc({ cx, cy, r, width, share, sweep, className }: { cx: number; cy: number; r: number; width: number; share: number; sweep: number; className: string }) {
  const circumference = 2 * Math.PI * r;
  const length = circumference * sweep * Math.min(1, Math.max(0, share));
  if (length <= 0) return null;
  return (
    <circle
      cx={cx}
      cy={cy}
      r={r}
      fill="none"
      stroke="currentColor"
      strokeWidth={width}
      strokeLinecap={sweep === 1 && share >= 1 ? "butt" : "round"}
      strokeDasharray={`${length} ${circumference}`}
      transform={`rotate(-90 ${cx} ${cy})`}
      className={className}
    />
  );
}

function SingleRing({ course, describedBy }: { course: LanguageCourse; describedBy: string }) {
  const size = 240;
  const c = size / 2;
  const width = 18;
  const r = c - width / 2 - 4;
  const mascot = 2 * (r - width / 2 - 14);
  return (
    <figure className="flex flex-col items-center" data-layout="single">
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={CHART_LABEL} aria-describedby={describedBy} className="w-56 max-w-full sm:w-64">
        <circle cx={c} cy={c} r={r} fill="none" stroke="currentColor" strokeWidth={width} className="text-line/70" />
        <Arc cx={c} cy={c} r={r} width={width} share={course.percent / 100} sweep={1} className="text-success" />
        <Mascot x={c - mascot / 2} y={c - mascot / 2} width={mascot} height={mascot} />
      </svg>
      <figcaption className="mt-3 flex items-center gap-2 text-lg font-semibold">
        <Flag flagCode={course.language.flagCode} languageCode={course.language.code} />
        {course.language.name}
        <span className="text-2xl font-extrabold text-success">{course.percent}%</span>
      </figcaption>
    </figure>
  );
}

/** Where each ring sits: the first course outermost, evenly spaced between the mascot and the edge. */
export function concentricGeometry(count: number, size = 320) {
  const center = size / 2;
  const mascotRadius = count <= 3 ? 62 : 50;
  const innerGap = 6;
  const outerEdge = center - 6;
  const pitch = Math.min(34, (outerEdge - mascotRadius - innerGap) / count);
  const width = pitch * 0.62;
  const radii = Array.from({ length: count }, (_, index) => mascotRadius + innerGap + pitch * (count - 1 - index) + pitch / 2);
  const fontSize = Math.min(14, Math.max(10.5, pitch * 0.5));
  return { center, mascotRadius, pitch, width, radii, fontSize };
}

function ConcentricRings({ courses, describedBy }: { courses: readonly LanguageCourse[]; describedBy: string }) {
  const clipPrefix = useId();
  const size = 320;
  const { center: c, mascotRadius, width, radii, fontSize } = concentricGeometry(courses.length, size);
  const flagHeight = Math.min(width + 2, fontSize * 1.15);
  const flagWidth = (flagHeight * 4) / 3;
  const mascot = mascotRadius * 2;
  return (
    <figure className="flex justify-center" data-layout="concentric">
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={CHART_LABEL} aria-describedby={describedBy} className="w-full max-w-80 sm:max-w-96">
        {courses.map((course, index) => {
          const r = radii[index]!;
          const labelY = c - r;
          const flagX = c - width / 2 - 5 - flagWidth;
          const clipId = `${clipPrefix}-flag-${index}`;
          return (
            <g key={course.language.code} data-testid="progress-ring">
              <Arc cx={c} cy={c} r={r} width={width} share={1} sweep={0.75} className="text-line/70" />
              <Arc cx={c} cy={c} r={r} width={width} share={course.percent / 100} sweep={0.75} className="text-success" />
              <clipPath id={clipId}>
                <rect x={flagX} y={labelY - flagHeight / 2} width={flagWidth} height={flagHeight} rx={2} />
              </clipPath>
              <image
                href={`/flags/${course.language.flagCode}.svg`}
                x={flagX}
                y={labelY - flagHeight / 2}
                width={flagWidth}
                height={flagHeight}
                preserveAspectRatio="xMidYMid slice"
                clipPath={`url(#${clipId})`}
              />
              <text x={flagX - 5} y={labelY} textAnchor="end" dominantBaseline="central" fontSize={fontSize} className="fill-current text-ink">
                {course.language.name}{" "}
                <tspan fontWeight={700} className="fill-current text-success">{course.percent}%</tspan>
              </text>
              {flagMark(course.language.code) && (
                // The shared flag's second mark (decision 048), as the Flag component draws it.
                <g aria-hidden="true">
                  <circle cx={flagX + flagWidth} cy={labelY + flagHeight / 2} r={flagHeight * 0.5} className="fill-current text-ink" />
                  <text
                    x={flagX + flagWidth}
                    y={labelY + flagHeight / 2}
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={flagHeight * 0.6}
                    lang={course.language.code}
                    className="flag-mark-text fill-current text-ground"
                  >
                    {flagMark(course.language.code)}
                  </text>
                </g>
              )}
            </g>
          );
        })}
        <Mascot x={c - mascot / 2} y={c - mascot / 2} width={mascot} height={mascot} />
      </svg>
    </figure>
  );
}

function RingGrid({ courses, describedBy }: { courses: readonly LanguageCourse[]; describedBy: string }) {
  const size = 64;
  const c = size / 2;
  const width = 6;
  const r = c - width / 2 - 1;
  return (
    <figure data-layout="grid" className="flex flex-col items-center gap-4">
      <Mascot className="h-24 w-24" />
      <div role="img" aria-label={CHART_LABEL} aria-describedby={describedBy} className="grid w-full grid-cols-3 justify-items-center gap-x-2 gap-y-4 sm:grid-cols-4">
        {courses.map((course) => (
          <div key={course.language.code} data-testid="progress-ring" className="flex min-w-0 max-w-full flex-col items-center gap-0.5 text-center">
            <div className="relative mb-1 h-20 w-20">
              <svg viewBox={`0 0 ${size} ${size}`} className="h-full w-full">
                <circle cx={c} cy={c} r={r} fill="none" stroke="currentColor" strokeWidth={width} className="text-line/70" />
                <Arc cx={c} cy={c} r={r} width={width} share={course.percent / 100} sweep={1} className="text-success" />
              </svg>
              <Flag flagCode={course.language.flagCode} languageCode={course.language.code} className="absolute left-1/2 top-1/2 h-6 w-8 -translate-x-1/2 -translate-y-1/2" />
            </div>
            <span className="max-w-full truncate text-sm font-medium">{course.language.name}</span>
            <span className="text-sm font-bold text-success">{course.percent}%</span>
          </div>
        ))}
      </div>
    </figure>
  );
}
