import { z } from 'zod';
import { parseWithoutEval } from './zod-jitless';

describe('zod under the Content-Security-Policy', () => {
  it('is told not to compile parsers with new Function (the setting zod reads)', () => {
    parseWithoutEval();
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'b' })).toEqual({ a: 'b' });
  });
});
