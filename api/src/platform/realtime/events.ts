/** How services announce live updates; rooms are `request-{id}` and `admin-dashboard` (see RoomPolicy). */
export interface EventPublisher {
  publish(room: string, event: Record<string, unknown>): void;
  /** Stops every socket of `userId` hearing `room` at once: their right to it has ended (an attorney withdrawn). */
  evict?(userId: string, room: string): void;
}

/**
 * The platform's publisher. The hub can only exist once the HTTP server does, which needs the app, which needs the
 * modules: so services publish here and server.ts connects the hub. Until then (and in HTTP-only tests) events
 * have no listener and are dropped, like events for a room nobody joined.
 */
export class EventRelay implements EventPublisher {
  private target: EventPublisher | null = null;

  connect(target: EventPublisher): void {
    this.target = target;
  }

  publish(room: string, event: Record<string, unknown>): void {
    this.target?.publish(room, event);
  }

  evict(userId: string, room: string): void {
    this.target?.evict?.(userId, room);
  }
}
