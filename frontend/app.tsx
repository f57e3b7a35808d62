/**
 * The app: its providers around the router. The browser (start-app.tsx) and the build's HTML
 * (prerender.tsx) render this same tree, so hydration finds exactly what the HTML was drawn from.
 */
import { StrictMode } from "react";
import { RouterProvider, type DataRouter } from "react-router";
import { SWRConfig } from "swr";
import { QUERY_FRESH_MS } from "../contract/constants";
import { load } from "./lib/api";
import { AppStarted } from "./lib/app-started";
import { AuthProvider } from "./lib/auth";
import { ThemeProvider } from "./lib/theme";
import { ToastProvider } from "./lib/toast";

interface AppProps {
  router: DataRouter;
  /** Answers the first render already has (by URL): the reads a drawn page was drawn with. */
  reads?: Record<string, unknown>;
}

export function App({ router, reads = {} }: AppProps) {
  return (
    <StrictMode>
      <SWRConfig value={{ fetcher: load, dedupingInterval: QUERY_FRESH_MS, revalidateOnFocus: false, fallback: reads }}>
        <ThemeProvider>
          <ToastProvider>
            <AuthProvider>
              <RouterProvider router={router} />
              <AppStarted />
            </AuthProvider>
          </ToastProvider>
        </ThemeProvider>
      </SWRConfig>
    </StrictMode>
  );
}
