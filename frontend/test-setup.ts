import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);
// What a visit learned (a language this device cannot say aloud) does not carry into the next test.
afterEach(() => sessionStorage.clear());

// Files share one page (isolate: false, decision 061): what one file's page kept goes with it — its
// storage, its cookies, and the app's modules with their state (the signed-in user, the read cache).
afterAll(() => {
  localStorage.clear();
  for (const pair of document.cookie.split("; ")) {
    const name = pair.split("=")[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  vi.resetModules();
});

// The toasts' drawing code loads with the first toast (lib/toast.tsx). Compiling it for the test
// environment takes longer than a screen's wait for the toast, so compile it once up front.
await import("./components/ToastViewport");
