/**
 * The code a screen loads lazily, listed by the build (scripts/route-chunks-plugin.ts) for the Worker,
 * which names it in the page's head so the browser fetches it beside the main bundle instead of after
 * it (worker/routes/lesson-page.ts). Only the lesson screen, the one learners open directly, is listed.
 */
export const ROUTE_CHUNKS_PATH = "/route-chunks.json";

export interface ScreenChunks {
  /** JavaScript modules, for `<link rel="modulepreload">`. */
  modules: string[];
  /** Stylesheets: linked in a drawn page's head, preloaded in the shell's. */
  styles: string[];
}

export interface RouteChunks {
  lesson: ScreenChunks;
}
