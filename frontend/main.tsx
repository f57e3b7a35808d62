import "@fontsource-variable/inter";
import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import "./styles/app.css";
// The lesson typography rides with the app's own styles: as a separate file it arrived with the
// lesson screen's code and restyled the whole page a second time just as the text appeared (decision 015).
import "./styles/lesson.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { SWRConfig } from "swr";
import { QUERY_FRESH_MS } from "../contract/constants";
import { load } from "./lib/api";
import { AuthProvider } from "./lib/auth";
import { ThemeProvider } from "./lib/theme";
import { ToastProvider } from "./lib/toast";
import { router } from "./routes";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <SWRConfig value={{ fetcher: load, dedupingInterval: QUERY_FRESH_MS, revalidateOnFocus: false }}>
      <ThemeProvider>
        <ToastProvider>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </ToastProvider>
      </ThemeProvider>
    </SWRConfig>
  </StrictMode>,
);
