import { envelopeSchema } from '@wellness/contracts';
import { createEnvelope, nameBasedEventId } from './envelope';

describe('nameBasedEventId', () => {
  it('is the same uuid for the same name and another for another name', () => {
    const id = nameBasedEventId('reminder:due:client-1:2026-11-30');
    expect(id).toBe(nameBasedEventId('reminder:due:client-1:2026-11-30'));
    expect(id).not.toBe(nameBasedEventId('reminder:overdue:client-1:2026-11-30'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is an id the envelope accepts', () => {
    const envelope = createEnvelope(
      'team.member_deactivated',
      { userId: nameBasedEventId('user') },
      { correlationId: 'c', actor: null },
      nameBasedEventId('event'),
    );
    expect(envelopeSchema.parse(envelope).id).toBe(nameBasedEventId('event'));
  });
});
