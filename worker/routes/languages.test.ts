import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../contract/languages";
import type { Language, LessonSummary } from "../../contract/wire";
import { call } from "../test/client";

describe("GET /api/languages", () => {
  it("lists the registered languages in course order with their flag codes", async () => {
    const response = await call("/api/languages");
    expect(response.status).toBe(200);
    const languages = (await response.json()) as Language[];
    expect(languages.map((language) => language.code)).toEqual(LANGUAGE_CODES);
    expect(languages.find((language) => language.code === "kn")).toMatchObject({ name: "Kannada", flagCode: "in" });
    expect(languages.find((language) => language.code === "ja")).toMatchObject({ name: "Japanese", flagCode: "jp" });
  });

  it("shows the empty list, not an error, when no language exists", async () => {
    await env.DB.prepare("DELETE FROM languages").run();
    const response = await call("/api/languages");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe("GET /api/languages/{code}", () => {
  it("answers one language", async () => {
    const response = await call("/api/languages/fr");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: "fr", name: "French", flagCode: "fr", speakers: 267 });
  });

  it.each(["xx", "english", "DE", "d%27e"])("answers 404 Language not found for %s", async (code) => {
    const response = await call(`/api/languages/${code}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Language not found" });
  });
});

describe("GET /api/languages/{code}/lessons", () => {
  it("lists a language's lessons in number order with their ids", async () => {
    const response = await call("/api/languages/de/lessons");
    expect(response.status).toBe(200);
    const lessons = (await response.json()) as LessonSummary[];
    expect(lessons.length).toBeGreaterThanOrEqual(2);
    expect(lessons.map((lesson) => lesson.number)).toEqual(lessons.map((_, index) => index + 1));
    expect(lessons[0]).toMatchObject({ lessonId: "de-lesson01", languageCode: "de", number: 1 });
    expect(lessons[0]!.title.length).toBeGreaterThan(0);
  });

  it("answers an empty list for a language without lessons", async () => {
    await env.DB.prepare("INSERT INTO languages (code, name, flag_code) VALUES ('it', 'Italian', 'it')").run();
    const response = await call("/api/languages/it/lessons");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("answers 404 for an unknown language", async () => {
    const response = await call("/api/languages/xx/lessons");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Language not found" });
  });
});
