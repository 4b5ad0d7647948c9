import { JOB_QUEUES, JOB_QUEUE_OWNERS, SERVICES, eventQueueName } from '@wellness/contracts';
import { allQueueNames, queuesOfService } from './queue-metrics';

describe('the queues ops watch', () => {
  it('are every event inbox and every job queue of the contracts', () => {
    expect(allQueueNames().sort()).toEqual(
      [...SERVICES.map(eventQueueName), ...Object.values(JOB_QUEUES)].sort(),
    );
  });

  it("put each queue in exactly one service's /metrics: its inbox, and each job queue with its owner", () => {
    const reported = SERVICES.flatMap((service) => queuesOfService(service));
    expect([...reported].sort()).toEqual(allQueueNames().sort());
    for (const service of SERVICES)
      expect(queuesOfService(service)[0]).toBe(eventQueueName(service));
    for (const [key, name] of Object.entries(JOB_QUEUES))
      expect(queuesOfService(JOB_QUEUE_OWNERS[key as keyof typeof JOB_QUEUES])).toContain(name);
  });
});
