import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LessonEndCard } from "./LessonEndCard";

describe("the end of a Chinese lesson", () => {
  it("marks the Chinese of what was practised and what to review as Chinese, so it gets the shipped font and voice", () => {
    const { container } = render(
      <MemoryRouter>
        <LessonEndCard
          ending={{ practised: ["是 shì (am / is / are)", "很 hěn + adjective"], review: ["不 bù + adjective"] }}
          lessonId="zh-lesson01"
          languageCode="zh"
          lessons={[]}
          user={null}
          onShowLessons={() => {}}
        />
      </MemoryRouter>,
    );
    expect([...container.querySelectorAll('[lang="zh-CN"]')].map((run) => run.textContent)).toEqual(["是", "很", "不"]);
    expect(container.textContent).toContain("是 shì (am / is / are) · 很 hěn + adjective");
  });
});
