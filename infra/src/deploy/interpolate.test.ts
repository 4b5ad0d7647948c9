import { interpolate } from './manifests';

describe('interpolate (compose variables)', () => {
  test('uses defaults and stands in for required or plain variables', () => {
    expect(interpolate('${APP_URL:-http://localhost:8080}')).toBe('http://localhost:8080');
    expect(interpolate('postgres://u:${PW:-pg}@db/x')).toBe('postgres://u:pg@db/x');
    expect(interpolate('${IDENTITY_SECRET:?set it}', 'S')).toBe('S');
    expect(interpolate('${TOKEN}', 'T')).toBe('T');
    expect(interpolate(4001)).toBe('4001');
  });
});
