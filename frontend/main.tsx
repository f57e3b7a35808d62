import "@fontsource-variable/inter";
import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import "./styles/app.css";
import { startApp } from "./start-app";

void startApp(document.getElementById("root")!);
