/**
 * Whether the server can turn a recording into text (GET /api/chat/speech-input), asked once and
 * shared by the chat and the review screen. Undefined while unknown: a failed answer counts as
 * unknown, never as an error, and the microphone is offered then.
 */
import useSWR from "swr";
import type { SpeechInputSupport } from "../../../contract/wire";
import { apiUrl, load } from "../../lib/api";

const SPEECH_INPUT_URL = apiUrl("/api/chat/speech-input");

export function useServerTranscription(): boolean | undefined {
  const { data } = useSWR<SpeechInputSupport | null>(SPEECH_INPUT_URL, (url: string) => load<SpeechInputSupport>(url).catch(() => null), {
    revalidateOnFocus: false,
  });
  return data?.serverTranscription;
}
