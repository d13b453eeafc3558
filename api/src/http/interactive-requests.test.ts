import Fastify from 'fastify';
import { installInteractiveLoad } from './interactive-requests';

describe('interactive load', () => {
  it('counts the requests being answered, not the probes, until each response is sent', async () => {
    const app = Fastify();
    installInteractiveLoad(app);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let seenInside = -1;
    app.get('/api/slow', async () => {
      seenInside = app.interactive.inFlight;
      await held;
      return { ok: true };
    });
    app.get('/api/ready', async () => ({ inFlight: app.interactive.inFlight }));
    try {
      const slow = app.inject({ method: 'GET', url: '/api/slow' });
      while (seenInside === -1) await new Promise((resolve) => setImmediate(resolve));
      expect(seenInside).toBe(1);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.json()).toEqual({ inFlight: 1 });
      release();
      expect((await slow).statusCode).toBe(200);
      expect(app.interactive.inFlight).toBe(0);
      await app.inject({ method: 'GET', url: '/api/missing' });
      expect(app.interactive.inFlight).toBe(0);
    } finally {
      await app.close();
    }
  });
});
