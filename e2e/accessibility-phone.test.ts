/** axe on every screen on a phone, both themes (e2e/accessibility-sweep.ts). */
import { sweepEveryScreen } from "./accessibility-sweep";

sweepEveryScreen("phone");
