/**
 * The tutor's messages spoken aloud (docs/product/tutor.md): one PlaybackController per
 * message, its audio fetched from /api/tts/generate only when it is first played (never for a
 * whole history on load), the object URL cached per message, a fresh one generated for the single
 * retry, and the browser's own voice where the server has none. One message plays at a time.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../../../contract/constants";
import { apiUrl, send } from "../../../lib/api";
import { PlaybackController, type PlaybackState } from "../../../lib/speech/playback";
import { speechUrl } from "../../../lib/speech/wav";
import { markSilent } from "../audibility";
import { browserHasVoice } from "../browser-voice";
import type { ChatEntry } from "./chat-types";
import { BROWSER_VOICE, MessageVoice } from "./message-voice";

interface Player {
  controller: PlaybackController;
  voice: MessageVoice;
}

export function useSpeech({ lessonId, languageCode }: { lessonId: string; languageCode: string }) {
  const [states, setStates] = useState<Record<string, PlaybackState>>({});
  const players = useRef(new Map<string, Player>());
  const urls = useRef(new Map<string, string>());
  const readyListeners = useRef(new Map<string, () => void>());

  const remember = (id: string, url: string) => {
    const old = urls.current.get(id);
    if (old && old !== BROWSER_VOICE) URL.revokeObjectURL(old);
    urls.current.set(id, url);
    readyListeners.current.get(id)?.();
    readyListeners.current.delete(id);
    return url;
  };

  const sourceFor = (entry: ChatEntry) => ({
    async url(fresh: boolean): Promise<string | null> {
      const cached = urls.current.get(entry.id);
      if (!fresh && cached) return cached;
      if (!fresh && entry.audioData) return remember(entry.id, speechUrl(entry.audioData));
      const text = entry.content.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH);
      if (!text) return null;
      try {
        const speech = await send("POST", apiUrl("/api/tts/generate"), { text, languageCode, lessonId });
        if (speech.success && speech.audioData) return remember(entry.id, speechUrl(speech.audioData));
        // No voice on the server nor in the browser: the chat says so and offers no more speakers.
        if (!(await browserHasVoice(languageCode))) {
          markSilent(languageCode);
          return null;
        }
        return remember(entry.id, BROWSER_VOICE);
      } catch (error) {
        // docs/product/tutor.md: speech generation failing is silent; the message stays readable.
        console.error("Speech generation failed", error);
        return null;
      }
    },
  });

  const playerFor = (entry: ChatEntry): Player => {
    const existing = players.current.get(entry.id);
    if (existing) return existing;
    const voice = new MessageVoice(entry.content, languageCode);
    const controller = new PlaybackController(voice, sourceFor(entry), (state) => {
      if (state === "playing" || state === "loading") silenceOthers(entry.id);
      setStates((current) => ({ ...current, [entry.id]: state }));
    });
    const player = { controller, voice };
    players.current.set(entry.id, player);
    return player;
  };

  const silenceOthers = (id: string) => {
    for (const [other, player] of players.current) {
      if (other === id) continue;
      if (player.controller.state === "playing") void player.controller.toggle();
      if (player.controller.state !== "idle") player.voice.stop();
    }
  };

  /** The message's play/pause button. */
  const toggle = (entry: ChatEntry) => void playerFor(entry).controller.toggle();

  /** Plays the newest reply after the learner's own turn; `onReady` when its audio has arrived. */
  const autoPlay = (entry: ChatEntry, onReady?: () => void) => {
    if (onReady) readyListeners.current.set(entry.id, onReady);
    const { controller } = playerFor(entry);
    if (controller.state === "idle") void controller.toggle();
  };

  const stateOf = useCallback((id: string): PlaybackState => states[id] ?? "idle", [states]);

  useEffect(() => {
    const playing = players.current;
    const cache = urls.current;
    return () => {
      for (const { voice } of playing.values()) voice.stop();
      for (const url of cache.values()) if (url !== BROWSER_VOICE) URL.revokeObjectURL(url);
      playing.clear();
      cache.clear();
    };
  }, []);

  /** Forgets every message's audio (the conversation was reset). */
  const clear = () => {
    for (const { voice } of players.current.values()) voice.stop();
    players.current.clear();
    setStates({});
  };

  return { stateOf, toggle, autoPlay, clear };
}
