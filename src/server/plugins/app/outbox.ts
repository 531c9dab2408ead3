/**
 * The notification worker as `app.outbox`: it sends what a lead queued (its team's e-mail, the
 * visitor's acknowledgement, the reminder, the webhook) with retries, polling the store, and a
 * route that stored a lead wakes it at once with `app.outbox.kick()`. On close it finishes the
 * notification being sent before the store closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deliveries } from '../../domain/notify.ts';
import { outboxPolicy, startOutbox } from '../../domain/outbox.ts';
import { type Channel } from '../../store/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /** The channels a new lead queues jobs on: those with a delivery configured. */
      channels: Channel[];
      kick(): void;
    };
  }
}

export interface OutboxOptions {
  deliveries: Deliveries;
  /** Sends what is due (the server); a test that reads the queued jobs leaves them where they are. */
  worker: boolean;
  intervalMs: number;
  policy?: Partial<typeof outboxPolicy>;
}

async function outbox(app: FastifyInstance, { deliveries, worker: runs, intervalMs, policy }: OutboxOptions) {
  const channels = Object.keys(deliveries) as Channel[];
  let worker: ReturnType<typeof startOutbox> | undefined;
  app.decorate('outbox', { channels, kick: () => worker?.kick() });
  if (!channels.length || !runs) return;
  app.addHook('onReady', async () => {
    worker = startOutbox(app.db, deliveries, intervalMs, { ...outboxPolicy, ...policy });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}

export default fp(outbox, { name: 'outbox', fastify: '5.x', dependencies: ['store'] });
