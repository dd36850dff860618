import type { FastifyInstance } from 'fastify';
import { createShellServer, type ShellServerOptions } from '../page/serve-shell';
import { fakeBackend, tempDist } from './fixtures';

/**
 * For a test file of shell servers: one build folder (`index.html` as given) and one fake backend for the file,
 * and every server started on them closed at its end.
 */
export function shellTestBed(index: string) {
  const dist = tempDist({ 'index.html': index });
  const servers: FastifyInstance[] = [];
  let backend: Awaited<ReturnType<typeof fakeBackend>>;
  beforeAll(async () => {
    backend = await fakeBackend();
  });
  afterAll(async () => {
    await Promise.all(servers.map((app) => app.close()));
    await backend.close();
    dist.remove();
  });
  return {
    /** A shell server on the file's build and backend, with these options. */
    async start(options: Omit<ShellServerOptions, 'distDir' | 'apiUrl'>): Promise<FastifyInstance> {
      const app = await createShellServer({ distDir: dist.dir, apiUrl: backend.url, ...options });
      servers.push(app);
      return app;
    },
  };
}
