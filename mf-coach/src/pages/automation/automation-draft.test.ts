import type { Automation, AutomationStep } from '@wellness/contracts';
import {
  NEW_AUTOMATION,
  addStep,
  checkDraft,
  durationLabel,
  exitReasonLabel,
  joinMinutes,
  moveStep,
  newStep,
  removeStep,
  saveResultSentence,
  serverDraftErrors,
  splitMinutes,
  stepSummary,
  triggerLabel,
} from './automation-draft';
import { parseAutomationState } from './automation-state';

const steps: AutomationStep[] = [
  { type: 'send_email', template: 'welcome' },
  { type: 'wait', minutes: 2 * 1440 },
  { type: 'notify_coach', message: 'Say hello' },
  { type: 'go_to', step: 1 },
];

describe('the step list', () => {
  it('adds a step of the chosen type at the end', () => {
    const next = addStep(steps, newStep('add_tag', steps.length));
    expect(next).toHaveLength(5);
    expect(next[4]).toEqual({ type: 'add_tag', tag: '' });
    expect(newStep('send_email', 0, 'news')).toEqual({ type: 'send_email', template: 'news' });
    expect(newStep('go_to', 3)).toEqual({ type: 'go_to', step: 2 });
  });
  it('moves a step up or down, and a “go back” keeps pointing at the same step', () => {
    const up = moveStep(steps, 2, -1);
    expect(up.map((s) => s.type)).toEqual(['send_email', 'notify_coach', 'wait', 'go_to']);
    expect(up[3]).toEqual({ type: 'go_to', step: 2 });
    expect(moveStep(steps, 0, -1)).toEqual(steps);
    expect(moveStep(steps, 3, 1)).toEqual(steps);
  });
  it('removes a step and renumbers the “go back” after it', () => {
    const next = removeStep(steps, 0);
    expect(next.map((s) => s.type)).toEqual(['wait', 'notify_coach', 'go_to']);
    expect(next[2]).toEqual({ type: 'go_to', step: 0 });
  });
  it('splits a wait into days, hours and minutes and back', () => {
    expect(splitMinutes(1530)).toEqual({ days: 1, hours: 1, minutes: 30 });
    expect(joinMinutes({ days: 1, hours: 1, minutes: 30 })).toBe(1530);
    expect(durationLabel(1530)).toBe('1 day 1 hour 30 minutes');
    expect(durationLabel(0)).toBe('no wait');
  });
  it('says what each step does', () => {
    expect(stepSummary(steps[0]!, { welcome: 'Welcome, day 0' })).toBe('Send “Welcome, day 0”');
    expect(stepSummary(steps[1]!)).toBe('Wait 2 days');
    expect(stepSummary(steps[3]!)).toBe('Go back to step 2');
  });
});

describe('checking the draft as she types', () => {
  const draft = { ...NEW_AUTOMATION, name: 'Nudges', steps };
  it('accepts a loop with a wait in it', () => {
    expect(checkDraft(draft)).toEqual({});
  });
  it('refuses a loop of zero-length waits, on the step that loops', () => {
    const loop = steps.map((s) => (s.type === 'wait' ? { ...s, minutes: 0 } : s));
    expect(checkDraft({ ...draft, steps: loop })).toEqual({
      'steps.3':
        'Step 4 goes back to step 2 with no wait between them: add a wait longer than zero, or it would repeat forever',
    });
  });
  it('names a missing name, no steps, an email not chosen and a “go back” forwards', () => {
    expect(checkDraft({ ...draft, name: '', steps: [] })).toEqual({
      name: 'Give the automation a name',
      steps: 'Add at least one step',
    });
    expect(
      checkDraft({
        ...draft,
        steps: [
          { type: 'send_email', template: '' },
          { type: 'go_to', step: 1 },
        ],
      }),
    ).toEqual({
      'steps.0': 'Choose the email to send',
      'steps.1': 'Step 2 can only go back to an earlier step',
    });
  });
  it('puts the server’s 400 messages on the step they name', () => {
    expect(
      serverDraftErrors(
        { 'steps.2.template': 'news is a transactional email' },
        'news is a transactional email',
      ),
    ).toEqual({ 'steps.2': 'news is a transactional email' });
    expect(serverDraftErrors({}, 'Add at least one step')).toEqual({
      form: 'Add at least one step',
    });
  });
});

describe('labels', () => {
  const automation = { version: 4 } as Automation;
  const result = (moved: number, kept: number, version = 4) => ({
    automation: { ...automation, version },
    enrolments: { moved, keptOnEarlierVersion: kept },
  });
  it('says what a save did to the enrolments running', () => {
    expect(saveResultSentence(result(3, 2), 3)).toBe(
      'Saved as version 4: 3 running enrolments moved to version 4; 2 stay on version 3 because their steps changed.',
    );
    expect(saveResultSentence(result(1, 0), 3)).toBe(
      'Saved as version 4: 1 running enrolment moved to version 4.',
    );
    expect(saveResultSentence(result(0, 1), 3)).toBe(
      'Saved as version 4: 1 stays on version 3 because its steps changed.',
    );
    expect(saveResultSentence(result(0, 0), 3)).toBe(
      'Saved as version 4. No enrolments were running.',
    );
    expect(saveResultSentence(result(2, 0, 3), 3)).toBe(
      'Saved. The steps did not change, so 2 running enrolments carry on as before.',
    );
  });
  it('names triggers and exit reasons', () => {
    expect(triggerLabel({ type: 'event', event: 'lead.created' })).toBe(
      'A discovery call is requested (new lead)',
    );
    expect(triggerLabel({ type: 'checkin_overdue', days: 3 })).toBe('Check-in overdue by 3 days');
    expect(triggerLabel({ type: 'no_sign_in', days: 1 })).toBe('No sign-in for 1 day');
    expect(exitReasonLabel('lead_converted')).toBe('The lead is converted to a client');
    expect(exitReasonLabel('switched_off')).toBe('The automation was switched off');
    expect(exitReasonLabel(null)).toBe('');
  });
  it('reads the page state from the URL', () => {
    expect(parseAutomationState(new URLSearchParams('id=new'))).toEqual({
      id: 'new',
      view: 'steps',
      status: '',
      page: 1,
    });
    expect(
      parseAutomationState(new URLSearchParams('id=a1&view=enrolments&status=exited&page=2')),
    ).toEqual({ id: 'a1', view: 'enrolments', status: 'exited', page: 2 });
    expect(parseAutomationState(new URLSearchParams('id=../x&view=x&status=x'))).toMatchObject({
      id: '',
      view: 'steps',
      status: '',
    });
  });
});
