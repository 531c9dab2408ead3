/** The owner's numbers: calls and requests per day, city and service, on the page and as CSV. */
import type { FastifyInstance } from 'fastify';
import { numbersReport } from '../../domain/numbers.ts';
import { NumbersPage, numbersCsv, numbersCsvName } from '../../render/admin/numbers-page.tsx';
import { may } from '../../domain/people.ts';
import type { Inbox } from './index.tsx';

export async function numbersRoutes(app: FastifyInstance, { inbox }: { inbox: Inbox }): Promise<void> {
  const report = () =>
    numbersReport(app.db, { names: app.build.names, timeZone: app.settings.BUSINESS_TIME_ZONE }, app.now());

  // Every team's calls and requests: the owner's and the office's, not a technician's.
  app.addHook('preHandler', async (request, reply) => {
    if (!may.readNumbers(inbox.person(request).role)) return inbox.denied(request, reply);
  });
  app.get('/numbers/', async (_request, reply) =>
    inbox.send(reply, 200, 'Numbers', <NumbersPage report={await report()} />),
  );
  app.get('/numbers.csv', async (_request, reply) => {
    const numbers = await report();
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${numbersCsvName(numbers)}"`)
      .header('Cache-Control', 'no-store')
      .send(numbersCsv(numbers));
  });
}
