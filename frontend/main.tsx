import "@fontsource-variable/inter";
import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import "./styles/app.css";
import { nextTask } from "./lib/after-page-load";
import { startApp } from "./start-app";

// In a task after the one that evaluated the app's modules: each is a long step on a phone (decision 064).
void nextTask().then(() => startApp(document.getElementById("root")!));
