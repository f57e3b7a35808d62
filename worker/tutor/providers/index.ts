/** Chooses the tutor's AI provider from AI_PROVIDER (docs/product/tutor.md). The AI binding is touched only for workers-ai. */
import type { Bindings } from "../../app-env";
import { openAiProvider, type OpenAiSettings } from "./openai";
import type { TutorProvider } from "./types";
import { workersAiProvider } from "./workers-ai";

export type ProviderEnv = Bindings & OpenAiSettings & { TUTOR_MODEL?: string };

export function tutorProvider(env: ProviderEnv): TutorProvider {
  switch (env.AI_PROVIDER) {
    case "workers-ai":
      return workersAiProvider(env);
    case "openai":
      return openAiProvider(env);
    default:
      return { name: "offline" };
  }
}
