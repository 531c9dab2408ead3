/**
 * The build as `app.build`, read once at start-up (readBuild): its pages, moved pages,
 * not-found pages, the names of services and places, the place search, the stylesheets and the
 * policy's script hashes. Every route reads the build from here, never from the disk.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteBuild } from '../../domain/site-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    build: SiteBuild;
  }
}

async function build(app: FastifyInstance, { site }: { site: SiteBuild }) {
  app.decorate('build', site);
}

export default fp(build, { name: 'build', fastify: '5.x' });
