/**
 * The handshake both Durable Objects with websockets answer (/ws and /ws/tutor/:lessonId): the
 * socket is accepted with the Hibernation API, so an idle one costs nothing; anything but an
 * upgrade gets 426 and a message. Tags find a group of sockets again (a session's); the attachment
 * is what the socket must remember across hibernation (whose it is, what it has used).
 */
export function acceptWebSocket(ctx: DurableObjectState, request: Request, options: { tags?: string[]; attachment?: unknown } = {}): Response {
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
    return Response.json({ message: "Expected a websocket upgrade" }, { status: 426 });
  }
  const { 0: client, 1: server } = new WebSocketPair();
  ctx.acceptWebSocket(server, options.tags);
  if (options.attachment !== undefined) server.serializeAttachment(options.attachment);
  return new Response(null, { status: 101, webSocket: client });
}
