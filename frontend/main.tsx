import "@fontsource-variable/inter";
import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import "./styles/app.css";
// The lesson typography rides with the app's own styles: as a separate file it arrived with the
// lesson screen's code and restyled the whole page a second time just as the text appeared (decision 015).
import "./styles/lesson.css";
import { startApp } from "./start-app";

void startApp(document.getElementById("root")!);
