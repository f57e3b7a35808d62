import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { languageProgress } from "../../../contract/course-progress";
import { courseOf } from "./profile-stats";
import { concentricGeometry, ProgressRings, ringLayout } from "./ProgressRings";

const course = (index: number, percent: number) => {
  const code = `l${index}`;
  const lessons = Array.from({ length: 100 }, (_, n) => ({ lessonId: `${code}-${n}`, title: `Lesson ${n}`, languageCode: code, number: n + 1 }));
  const records = lessons.slice(0, percent).map((lesson) => ({ lessonId: lesson.lessonId, completed: true, score: 100, timeSpent: 1, completedAt: null, lastAccessedAt: null, sentencesDone: null, practised: false, skipped: false }));
  return courseOf({ id: index, code, name: `Language ${index}`, flagCode: "de", speakers: null }, languageProgress(code, lessons, records));
};
const courses = (count: number) => Array.from({ length: count }, (_, index) => course(index, 10 * index));

describe("the ring chart", () => {
  it("shows a single language large, up to six as concentric rings, more as a grid", () => {
    expect([1, 2, 6, 7, 12].map(ringLayout)).toEqual(["single", "concentric", "concentric", "grid", "grid"]);
  });

  it("labels a single language with its flag, name and percent", () => {
    const { container } = render(<ProgressRings courses={[course(1, 42)]} describedBy="list" />);
    expect(container.querySelector("figure")!.dataset.layout).toBe("single");
    expect(container.querySelector("figcaption")!.textContent).toBe("Language 142%");
  });

  it("draws one labelled ring per language, the first outermost", () => {
    const { container } = render(<ProgressRings courses={courses(3)} describedBy="list" />);
    expect(container.querySelector("figure")!.dataset.layout).toBe("concentric");
    const rings = screen.getAllByTestId("progress-ring");
    expect(rings.map((ring) => ring.querySelector("text")!.textContent)).toEqual(["Language 0 0%", "Language 1 10%", "Language 2 20%"]);
    const radii = rings.map((ring) => Number(ring.querySelector("circle")!.getAttribute("r")));
    expect(radii[0]).toBeGreaterThan(radii[1]!);
    expect(radii[1]).toBeGreaterThan(radii[2]!);
  });

  it("tells Hindi from Kannada, which share India's flag, by the script's letter beside each flag", () => {
    const indian = (index: number, code: string, name: string) => ({ ...course(index, 10), language: { id: index, code, name, flagCode: "in", speakers: null } });
    render(<ProgressRings courses={[indian(1, "hi", "Hindi"), indian(2, "kn", "Kannada")]} describedBy="list" />);
    const rings = screen.getAllByTestId("progress-ring");
    expect(rings.map((ring) => ring.querySelector("text")!.textContent)).toEqual(["Hindi 10%", "Kannada 10%"]);
    expect(rings.map((ring) => ring.querySelector("g[aria-hidden] text")?.textContent)).toEqual(["हि", "ಕ"]);
  });

  it("keeps six rings apart from each other and from the mascot", () => {
    const { mascotRadius, radii, width, pitch } = concentricGeometry(6);
    expect(width).toBeLessThan(pitch);
    expect(Math.min(...radii) - width / 2).toBeGreaterThan(mascotRadius);
    expect(Math.max(...radii) + width / 2).toBeLessThanOrEqual(160);
  });

  it("switches to small rings in a grid above six languages", () => {
    const { container } = render(<ProgressRings courses={courses(7)} describedBy="list" />);
    expect(container.querySelector("figure")!.dataset.layout).toBe("grid");
    expect(screen.getAllByTestId("progress-ring")).toHaveLength(7);
    expect(screen.getByRole("img", { name: "Progress by language" }).getAttribute("aria-describedby")).toBe("list");
  });
});
