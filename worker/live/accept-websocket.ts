/**
 * The handshake both Durable Objects with websockets answer (/ws and /ws/tutor/:lessonId): the
 * socket is accepted with the Hibernation API, so an idle one costs nothing; anything but an
 * upgrade gets 426 and a message.
 */
export function acceptWebSocket(ctx: DurableObjectState, request: Request): Response {
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
    return Response.json({ message: "Expected a websocket upgrade" }, { status: 426 });
  }
  const { 0: client, 1: server } = new WebSocketPair();
  ctx.acceptWebSocket(server);
  return new Response(null, { status: 101, webSocket: client });
}
