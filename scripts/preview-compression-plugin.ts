/**
 * `npm run preview` gzips the static files it serves, as Cloudflare's edge does for a deployed
 * Worker's assets. Without it the local build would be measured (Lighthouse, decision 010) with
 * three times the bytes a learner actually downloads. API and socket paths are left alone so
 * streamed tutor replies are not held back in a compression buffer.
 */
import compression from "compression";
import type { Connect, Plugin } from "vite";

const UNCOMPRESSED = /^\/(api|ws)(\/|$|\?)/;

export function previewCompression(): Plugin {
  return {
    name: "parlo:preview-compression",
    // Registered before the Cloudflare plugin's handler, so it wraps the Worker's responses.
    configurePreviewServer(server) {
      const gzip = compression({ filter: (req, res) => !UNCOMPRESSED.test(req.url ?? "") && compression.filter(req, res) });
      // compression is typed for Express; connect hands it the same Node request and response.
      server.middlewares.use(gzip as unknown as Connect.NextHandleFunction);
    },
  };
}
