import type { AutomationStep } from '@wellness/contracts';
import { linesUp } from './lines-up';

const send = (template: string): AutomationStep => ({ type: 'send_email', template });
const wait = (minutes: number): AutomationStep => ({ type: 'wait', minutes });
const before = [send('welcome-day-0'), wait(2880), send('welcome-day-2'), wait(4320)];

describe('linesUp', () => {
  it.each([
    ['nothing run yet: any new version', 0, [send('welcome-day-5')], true],
    ['a step added after her place', 2, [...before, send('welcome-day-5')], true],
    [
      'the step she is about to run changed',
      2,
      [before[0]!, before[1]!, send('welcome-day-5')],
      true,
    ],
    [
      'a step she has run changed',
      2,
      [send('welcome-day-0'), wait(60), send('welcome-day-2')],
      false,
    ],
    ['a step inserted before her place', 2, [wait(10), ...before], false],
    ['the new version is shorter than her place', 3, [send('welcome-day-0')], false],
  ] as const)('%s', (_name, stepIndex, next, expected) => {
    expect(linesUp(before, next, stepIndex)).toBe(expected);
  });

  it('ignores the order of keys in a step', () => {
    const reordered = [{ template: 'welcome-day-0', type: 'send_email' } as AutomationStep];
    expect(linesUp(before, reordered, 1)).toBe(true);
  });
});
