/**
 * The privacy policy's promise made true, daily: leads older than LEADS_RETENTION_DAYS go with
 * everything kept about them, and the short-lived logs (acknowledgements, spent form tokens)
 * are emptied of what they no longer need (domain/retention.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startRetention } from '../../domain/retention.ts';

async function retention(app: FastifyInstance, { days }: { days: number }) {
  let job: ReturnType<typeof startRetention> | undefined;
  app.addHook('onReady', async () => {
    job = startRetention(
      app.db,
      days,
      (line) => app.log.info(line),
      () => app.now(),
    );
    await job.firstRun;
  });
  app.addHook('onClose', async () => job?.stop());
}

export default fp(retention, { name: 'retention', fastify: '5.x', dependencies: ['store'] });
