/**
 * The microphone permission as the chat shows it (docs/product/tutor.md): watched with
 * the one automatic request after 3 s, plus the spec's toasts: "Microphone Access Required" (6 s)
 * when access is needed, "Microphone access granted" when the automatic request was answered yes.
 */
import { useCallback, useEffect, useState } from "react";
import { browserMicrophone, watchMicrophonePermission, type MicrophoneAccess, type MicrophonePermission } from "../../lib/speech/microphone-permission";
import { useToast } from "../../lib/toast";

export const MICROPHONE_TEXT = {
  requiredTitle: "Microphone Access Required",
  requiredBody: "Please allow microphone access in your browser settings to use voice features.",
  grantedTitle: "Microphone access granted",
  grantedBody: "You can now use voice features.",
  couldNotAccess: "Could not access microphone. Please check permissions.",
};

/** docs/product/tutor.md: the permission-needed toast stays 6 s. */
export const ACCESS_REQUIRED_TOAST_MS = 6000;

export function useMicrophonePermission(access: MicrophoneAccess = browserMicrophone) {
  const [permission, setPermission] = useState<MicrophonePermission>("unknown");
  const { toast, success } = useToast();

  const accessRequired = useCallback(
    () => toast({ title: MICROPHONE_TEXT.requiredTitle, description: MICROPHONE_TEXT.requiredBody, duration: ACCESS_REQUIRED_TOAST_MS }),
    [toast],
  );

  useEffect(
    () =>
      watchMicrophonePermission(access, (state, automatic) => {
        setPermission(state);
        if (!automatic) return;
        if (state === "granted") success(MICROPHONE_TEXT.grantedTitle, MICROPHONE_TEXT.grantedBody);
        if (state === "denied") accessRequired();
      }),
    [access, success, accessRequired],
  );

  return { permission, setPermission, accessRequired };
}
