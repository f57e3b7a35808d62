/**
 * Who may open which lesson: the rule the server enforces (contract/access.ts). The client uses it only
 * to mark lessons, never to decide access.
 */
export { hasPaidAccess, isLessonLocked } from "../../contract/access";
