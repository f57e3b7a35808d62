import react from "@vitejs/plugin-react";
import type { IndexHtmlTransformHook } from "vite";
import { describe, expect, it } from "vitest";
import { PREAMBLE_MODULE, reactPreambleAsModule } from "./react-preamble-plugin";

/** index.html as @vitejs/plugin-react leaves it in development: its preamble inline, before the entry. */
const DEV_HTML = `<head><script type="module" src="/@vite/client"></script>
<script type="module">${react.preambleCode.replace("__BASE__", "/")}</script>
<script src="/page-init.js"></script></head><body><script type="module" src="/frontend/main.tsx"></script></body>`;

describe("the fast-refresh preamble in development", () => {
  it("is named as a module in the same place, so a CSP without inline scripts lets it run before the entry", () => {
    const { transformIndexHtml } = reactPreambleAsModule();
    const handler = (transformIndexHtml as { handler: IndexHtmlTransformHook }).handler;
    const html = handler.call({} as never, DEV_HTML, {} as never) as string;
    expect(html).not.toMatch(/<script type="module">/);
    expect(html.indexOf(PREAMBLE_MODULE)).toBeGreaterThan(html.indexOf("/@vite/client"));
    expect(html.indexOf(PREAMBLE_MODULE)).toBeLessThan(html.indexOf("/frontend/main.tsx"));
  });
});
