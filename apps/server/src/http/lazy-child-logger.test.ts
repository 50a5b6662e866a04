import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger';

const capture = (level = 'info') => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level }, stream);
  // Counts the children asked of the parent. A pino child inherits its own child() from its
  // parent by prototype, so the count is kept in a proxy, not in a property of the logger.
  let children = 0;
  const parent = new Proxy(logger, {
    get(target, key, receiver) {
      if (key !== 'child') return Reflect.get(target, key, receiver) as unknown;
      return (...args: Parameters<typeof logger.child>) => {
        children += 1;
        return target.child(...args);
      };
    },
  });
  return { parent, lines, children: () => children };
};

describe('lazy child logger', () => {
  it('builds no pino child for a request that logs nothing, and one when it logs', () => {
    const { parent, lines, children } = capture();
    const log = lazyChildLogger(parent, { reqId: 'r-1' }, {});
    expect(log.level).toBe('info');
    expect(children()).toBe(0);
    log.debug('below the level');
    expect(lines).toEqual([]);
    log.info('first line');
    log.info('second line');
    expect(children()).toBe(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['r-1', 'first line'],
      ['r-1', 'second line'],
    ]);
  });

  it('writes what a pino child writes, with the bindings, in both call forms', () => {
    const lazy = capture();
    const eager = capture();
    const log = lazyChildLogger(lazy.parent, { reqId: 'r-3' }, {});
    const child = eager.parent.child({ reqId: 'r-3' });
    for (const target of [log, child]) {
      target.info({ status: 404 }, 'request completed');
      target.warn('plain %s', 'message');
      target.error(new Error('boom'));
    }
    const strip = (lines: Record<string, unknown>[]) =>
      lines.map(({ time: _time, pid: _pid, hostname: _host, err, ...rest }) => ({
        ...rest,
        err: err ? (err as { message: string }).message : undefined,
      }));
    expect(strip(lazy.lines)).toEqual(strip(eager.lines));
    expect(lazy.lines.map((line) => line.reqId)).toEqual(['r-3', 'r-3', 'r-3']);
    expect(lazy.children()).toBe(1);
  });

  it('keeps the level Fastify passes for the route, and the bindings in its children', () => {
    const { parent, lines } = capture('info');
    const log = lazyChildLogger(parent, { reqId: 'r-4' }, { level: 'warn' });
    expect(log.level).toBe('warn');
    log.info('dropped at warn');
    log.warn('kept');
    expect(lines.map((line) => line.msg)).toEqual(['kept']);
    log.level = 'debug';
    log.debug('now kept');
    expect(lines.map((line) => line.msg)).toEqual(['kept', 'now kept']);
    const grandchild = log.child({ step: 2 });
    grandchild.warn('nested');
    expect(lines.at(-1)).toMatchObject({ reqId: 'r-4', step: 2, msg: 'nested' });
  });
});
