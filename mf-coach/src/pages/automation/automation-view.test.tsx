import type { Automation, AutomationStep, Enrolment } from '@wellness/contracts';
import { checkDraft, NEW_AUTOMATION } from './automation-draft';
import { AutomationSwitch } from './AutomationSwitch';
import { EnrolmentCards, EnrolmentTable } from './EnrolmentList';
import { StepList } from './StepList';
import { renderStatic } from '../../testing/render-static';

const render = renderStatic;

const loop: AutomationStep[] = [
  { type: 'send_email', template: 'nudge' },
  { type: 'wait', minutes: 0 },
  { type: 'go_to', step: 0 },
];

describe('step editor', () => {
  const html = render(
    <StepList
      steps={loop}
      onChange={() => undefined}
      errors={checkDraft({ ...NEW_AUTOMATION, name: 'Loop', steps: loop })}
      templates={[{ key: 'nudge', name: 'Check-in nudge' }]}
      tags={['vip']}
    />,
  );
  it('numbers the steps in an ordered list, each with its own labelled buttons', () => {
    expect(html).toContain('<ol class="coach-steps" aria-label="Steps">');
    for (const n of [1, 2, 3]) {
      expect(html).toContain(`Move up<span class="ui-visually-hidden"> Step ${n}</span>`);
      expect(html).toContain(`Remove<span class="ui-visually-hidden"> Step ${n}</span>`);
    }
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*><span aria-hidden="true">↑<\/span> Move up/);
  });
  it('shows the zero-wait loop under the step that loops', () => {
    expect(html).toContain(
      'Step 3 goes back to step 1 with no wait between them: add a wait longer than zero, or it would repeat forever',
    );
    expect(html).toContain('coach-step coach-step--invalid');
  });
  it('offers the marketing templates and the three parts of a wait', () => {
    expect(html).toContain('<option value="nudge" selected="">Check-in nudge</option>');
    expect(html).toMatch(/Days<\/label>/);
    expect(html).toMatch(/Hours<\/label>/);
    expect(html).toMatch(/Minutes<\/label>/);
    expect(html).toContain('Add step');
  });
});

describe('list and enrolments', () => {
  it('switches an automation on and off by its name', () => {
    const html = render(
      <AutomationSwitch
        automation={{ id: 'a1', name: 'Lead nurture', enabled: true } as Automation}
      />,
    );
    expect(html).toContain('role="switch"');
    expect(html).toContain('aria-checked="true"');
    expect(html).toContain('aria-label="Lead nurture"');
  });
  const enrolment: Enrolment = {
    id: 'e1',
    subject: { kind: 'lead', id: 'l1', name: 'Emma Clarke', email: 'emma@example.com' },
    status: 'exited',
    version: 3,
    onLatestVersion: false,
    step: 2,
    nextRunAt: null,
    enrolledAt: '2026-11-01T10:00:00Z',
    endedAt: '2026-11-03T10:00:00Z',
    exitReason: 'lead_converted',
  };
  it('shows where each enrolment is, and which run on an earlier version', () => {
    for (const html of [
      render(<EnrolmentTable items={[enrolment]} steps={5} />),
      render(<EnrolmentCards items={[enrolment]} steps={5} />),
    ]) {
      expect(html).toContain('3 of 5');
      expect(html).toContain('Version 3');
      expect(html).toContain('Earlier version');
      expect(html).toContain('The lead is converted to a client');
      expect(html).toContain('Lead · emma@example.com');
    }
  });
});
