import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);
// What a visit learned (a language this device cannot say aloud) does not carry into the next test.
afterEach(() => sessionStorage.clear());

// The toasts' drawing code loads with the first toast (lib/toast.tsx). Compiling it for the test
// environment takes longer than a screen's wait for the toast, so compile it once up front.
await import("./components/ToastViewport");
