/** axe on every screen on a desktop, both themes (e2e/accessibility-sweep.ts). */
import { sweepEveryScreen } from "./accessibility-sweep";

sweepEveryScreen("desktop");
