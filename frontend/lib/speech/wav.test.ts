import { afterEach, describe, expect, it, vi } from "vitest";
import { pcmToWav, speechUrl } from "./wav";

describe("wrapping speech as WAV", () => {
  it("writes a RIFF/WAVE header for 24 kHz, mono, 16-bit PCM", () => {
    const pcm = new Uint8Array(4800).fill(7); // 0.1 s
    const wav = pcmToWav(pcm);
    const view = new DataView(wav.buffer);
    const text = (offset: number) => String.fromCharCode(...wav.subarray(offset, offset + 4));
    expect(text(0)).toBe("RIFF");
    expect(view.getUint32(4, true)).toBe(36 + 4800);
    expect(text(8)).toBe("WAVE");
    expect(text(12)).toBe("fmt ");
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(24_000);
    expect(view.getUint32(28, true)).toBe(48_000); // bytes per second
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(36)).toBe("data");
    expect(view.getUint32(40, true)).toBe(4800);
    expect(wav.length).toBe(44 + 4800);
    expect(wav[44]).toBe(7);
  });

  it("drops a cut-off last byte so every sample is whole", () => {
    expect(pcmToWav(new Uint8Array(5)).length).toBe(44 + 4);
  });
});

describe("the server's clip, ready to play", () => {
  afterEach(() => vi.restoreAllMocks());
  const blobOf = (audioData: string) => {
    const made = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:clip");
    expect(speechUrl(audioData)).toBe("blob:clip");
    return made.mock.calls[0]![0] as Blob;
  };

  it("plays an MP3 voice's clip (French, Japanese, Chinese) as the MP3 it is, not as PCM wrapped in WAV", async () => {
    const blob = blobOf("data:audio/mpeg;base64,SUQzBAA=");
    expect(blob.type).toBe("audio/mpeg");
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x49, 0x44, 0x33, 4, 0]);
  });

  it("wraps base64 PCM as WAV", () => {
    const blob = blobOf("AAEAAQ==");
    expect(blob.type).toBe("audio/wav");
    expect(blob.size).toBe(44 + 4);
  });
});
