/**
 * Speech out: 16-bit mono PCM at 24,000 Hz, cached in R2 under a hash of (text, language, voice),
 * so each sentence is synthesised once. No voice for the language: success false with the reason,
 * and the browser speaks instead.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64, encodeHexLowerCase } from "@oslojs/encoding";
import type { SpeechResponse } from "../../contract/wire";
import type { TutorProvider } from "./providers/types";

export const NO_VOICE = "No voice for this language on this server; your browser will read it instead.";

export function speechCacheKey(text: string, languageCode: string, voice: string): string {
  return `audio/${encodeHexLowerCase(sha256(new TextEncoder().encode(`${voice}\n${languageCode}\n${text}`)))}.pcm`;
}

/** The PCM cut to whole 16-bit samples (pairs of bytes): an odd length means a cut-off stream. */
export function wholeSamples(pcm: Uint8Array): Uint8Array {
  return pcm.length % 2 === 0 ? pcm : pcm.subarray(0, pcm.length - 1);
}

export async function speak(bucket: R2Bucket, provider: TutorProvider, rawText: string, languageCode: string): Promise<SpeechResponse> {
  const text = rawText.trim();
  if (!text) return { success: false, audioData: null, error: "There is no text to read." };
  const voice = provider.textToSpeech?.voiceFor(languageCode);
  if (!provider.textToSpeech || !voice) return { success: false, audioData: null, error: NO_VOICE };

  const key = speechCacheKey(text, languageCode, voice);
  const cached = await bucket.get(key);
  if (cached) return { success: true, audioData: encodeBase64(new Uint8Array(await cached.arrayBuffer())), error: null };

  const pcm = await provider.textToSpeech.synthesize(text, languageCode, voice);
  const even = wholeSamples(pcm);
  await bucket.put(key, even, { httpMetadata: { contentType: "audio/L16; rate=24000; channels=1" } });
  return { success: true, audioData: encodeBase64(even), error: null };
}
