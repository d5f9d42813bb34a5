import { register } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { metrics, metricsText, setMetricsSource } from './metrics.ts';

describe('metrics()', () => {
  it('is one set per process, made again after register.clear()', async () => {
    expect(metrics()).toBe(metrics());
    metrics().mailSent.inc();
    register.clear();
    expect((await register.metrics()).trim()).toBe('');
    metrics().mailSent.inc();
    const text = await register.metrics();
    expect(text).toContain('\nmijas_mail_sent_total 1\n');
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('answers from a replaceable source (the workers’ sum in cluster mode)', async () => {
    metrics();
    setMetricsSource(async () => 'summed 1\n');
    try {
      expect(await metricsText()).toBe('summed 1\n');
    } finally {
      setMetricsSource();
    }
    expect(await metricsText()).toContain('mijas_mail_sent_total');
  });
});
