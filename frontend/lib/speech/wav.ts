import { decodeBase64 } from "@oslojs/encoding";

/** The tutor's speech arrives as raw 16-bit mono PCM at 24 kHz (docs/product/tutor.md); browsers play it wrapped as WAV. */

export const SPEECH_SAMPLE_RATE = 24_000;


/** A 44-byte RIFF/WAVE header in front of the samples. */
export function pcmToWav(pcm: Uint8Array, sampleRate = SPEECH_SAMPLE_RATE, channels = 1, bitsPerSample = 16): Uint8Array<ArrayBuffer> {
  const blockAlign = (channels * bitsPerSample) / 8;
  const dataLength = pcm.length - (pcm.length % blockAlign);
  const wav = new Uint8Array(44 + dataLength);
  const view = new DataView(wav.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataLength, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true); // byte rate
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bitsPerSample, true);
  ascii(36, "data");
  view.setUint32(40, dataLength, true);
  wav.set(pcm.subarray(0, dataLength), 44);
  return wav;
}

/**
 * An object URL for the server's clip, ready for an <audio> element: base64 PCM, wrapped as WAV, or a
 * `data:` URL of a clip the browser plays as it is (MeloTTS's MP3; worker/tutor/speech.ts).
 */
export function speechUrl(audioData: string): string {
  const typed = /^data:([^;,]+);base64,/.exec(audioData);
  if (typed) return URL.createObjectURL(new Blob([new Uint8Array(decodeBase64(audioData.slice(typed[0].length)))], { type: typed[1] }));
  return URL.createObjectURL(new Blob([pcmToWav(decodeBase64(audioData))], { type: "audio/wav" }));
}
