/**
 * Recording a spoken answer (docs/product/tutor.md): the microphone stream with the spec's
 * constraints into a webm/opus MediaRecorder, an AnalyserNode for the waveform, and, where the
 * browser recognises the language on the device, that recogniser listening alongside, so only
 * its text needs to leave the device (docs/product/tutor.md). idle → recording → stopped (confirm/discard).
 */
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import { onDeviceRecognitionAvailable, recogniseOnDevice } from "../../lib/speech/on-device-recognition";
import { RECORDING_CONSTRAINTS, RECORDING_MIME, recordingReducer } from "../../lib/speech/recording";

export type MicrophoneFailure = "denied" | "unavailable";

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  context: AudioContext | null;
  recognition: { stop(): void } | null;
}

/** What a confirmed recording becomes: the device's transcript, or the clip to upload. */
export type SpokenAnswer = { kind: "transcript"; text: Promise<string> } | { kind: "clip"; clip: Blob };

export function useRecorder({ languageCode, onFailure }: { languageCode: string; onFailure(reason: MicrophoneFailure): void }) {
  const [state, dispatch] = useReducer(recordingReducer, { kind: "idle" });
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);
  const [onDevice, setOnDevice] = useState(false);
  const session = useRef<Session | null>(null);
  const starting = useRef(false);
  const stopRequested = useRef(false);
  const transcript = useRef<Promise<string> | null>(null);
  // The microphone can refuse after an await: the caller's newest onFailure hears it.
  const onFailureRef = useRef(onFailure);
  useLayoutEffect(() => {
    onFailureRef.current = onFailure;
  });

  useEffect(() => {
    let live = true;
    void onDeviceRecognitionAvailable(languageCode).then((available) => live && setOnDevice(available));
    return () => {
      live = false;
    };
  }, [languageCode]);

  const release = () => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    current.stream.getTracks().forEach((track) => track.stop());
    void current.context?.close().catch(() => undefined);
    setAnalyser(null);
  };

  // Leaving the page ends a running recording. The release waits a task: StrictMode (and React
  // re-showing hidden content) runs this cleanup and the setup again at once while the component
  // lives on, and a learner who tapped the microphone before the first effects ran would otherwise
  // see "Recording" over a microphone that had already been closed.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (mounted.current) return;
        session.current?.recognition?.stop();
        if (session.current?.recorder.state === "recording") session.current.recorder.onstop = null;
        release();
      });
    };
  }, []);

  const stop = () => {
    if (starting.current) {
      stopRequested.current = true;
      return;
    }
    const current = session.current;
    current?.recognition?.stop();
    if (current?.recorder.state === "recording") current.recorder.stop();
  };

  const start = async () => {
    if (state.kind !== "idle" || starting.current || session.current) return;
    starting.current = true;
    stopRequested.current = false;
    transcript.current = null;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(RECORDING_CONSTRAINTS);
    } catch (error) {
      starting.current = false;
      const denied = error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError");
      onFailureRef.current(denied ? "denied" : "unavailable");
      return;
    }
    const mimeType = typeof MediaRecorder.isTypeSupported === "function" && MediaRecorder.isTypeSupported(RECORDING_MIME) ? RECORDING_MIME : undefined;
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const clip = new Blob(chunks, { type: recorder.mimeType || "audio/webm" });
      release();
      dispatch({ type: "stop", clip });
    };
    let context: AudioContext | null = null;
    try {
      context = new AudioContext();
      const node = context.createAnalyser();
      node.fftSize = 256;
      context.createMediaStreamSource(stream).connect(node);
      setAnalyser(node);
    } catch {
      context = null; // No waveform then; recording still works.
    }
    let recognition: Session["recognition"] = null;
    if (onDevice) {
      const listening = recogniseOnDevice(languageCode);
      transcript.current = listening.result.catch(() => "");
      recognition = listening;
    }
    session.current = { stream, recorder, context, recognition };
    recorder.start();
    dispatch({ type: "start" });
    starting.current = false;
    if (stopRequested.current) stop();
  };

  /** The stopped recording as what should be sent; the state returns to idle. */
  const confirm = (): SpokenAnswer | null => {
    if (state.kind !== "stopped") return null;
    dispatch({ type: "confirm" });
    const text = transcript.current;
    transcript.current = null;
    return text ? { kind: "transcript", text } : { kind: "clip", clip: state.clip };
  };

  const discard = () => {
    transcript.current = null;
    dispatch({ type: "discard" });
  };

  /** Puts a confirmed clip back (its upload failed), so the learner can send it again or discard it. */
  const keep = (clip: Blob) => dispatch({ type: "keep", clip });

  return { state, analyser, onDevice, start, stop, confirm, discard, keep };
}
