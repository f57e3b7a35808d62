import { describe, expect, it } from "vitest";
import { serverSentEvents } from "./types";

/** A stream that arrives in the given pieces, as a model's answer does over the network. */
function arriving(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function events(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const seen: string[] = [];
  for await (const data of serverSentEvents(body)) seen.push(data);
  return seen;
}

describe("a model's streamed answer", () => {
  it("yields each event's data, also when an event is split across network pieces", async () => {
    expect(await events(arriving('data: {"response":"Gu', 'te"}\n\n', 'data: {"response":"n Tag"}\n\n', "data: [DONE]\n\n"))).toEqual([
      '{"response":"Gute"}',
      '{"response":"n Tag"}',
    ]);
  });

  it("joins an event's data lines into one payload, as the format says, instead of breaking it in two", async () => {
    expect(await events(arriving('data: {"response":\ndata: "Hallo"}\n\n'))).toEqual(['{"response":\n"Hallo"}']);
  });

  it("skips comments and other fields, takes CRLF line ends, and stops at [DONE]", async () => {
    expect(await events(arriving(": keep-alive\r\n\r\nevent: message\r\ndata: one\r\n\r\ndata: [DONE]\r\n\r\ndata: never\n\n"))).toEqual(["one"]);
  });
});
