import { DAY_MS, JORDAN_CITIES, MAJORS, MEMBER_ACTION_TYPES } from '@mijas/api/contract';
import { describe, expect, it } from 'vitest';
import { createRandom, generateProfile, jordanMobile, planDemoMembers } from './generate.ts';
import { extendExpiry } from '../membership/rules.ts';

const now = new Date('2026-06-01T10:00:00Z');
const nationalities = ['Jordan', 'Palestine', 'Syria', 'Egypt'];

describe('createRandom', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const c = createRandom(8);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps int within its bounds, both ends reachable', () => {
    const random = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });
});

describe('generateProfile', () => {
  it('gives a Jordanian mobile in E.164, unique per index', () => {
    expect(jordanMobile(42)).toBe('+962770000042');
    expect(jordanMobile(1_234_567)).toBe('+962781234567');
    expect(new Set(Array.from({ length: 1000 }, (_, i) => jordanMobile(i))).size).toBe(1000);
  });

  it('fills every SPEC §3 profile field from the shared lists', () => {
    const profile = generateProfile(3, createRandom(5), { now, nationalities });
    expect(profile.username).toMatch(/^[a-z]+\.[a-z]+3$/);
    expect(profile.email).toBe(`${profile.username}@mijas.example.com`);
    expect(profile.phoneNumber).toMatch(/^\+9627[789]\d{7}$/);
    expect(['M', 'F']).toContain(profile.gender);
    expect(nationalities).toContain(profile.nationality);
    expect(profile.country).toBe('Jordan');
    expect(JORDAN_CITIES).toContain(profile.city);
    expect(MAJORS).toContain(profile.major);
    expect(profile.major).not.toBe('Other');
    const age = (now.getTime() - Date.parse(profile.dateOfBirth)) / (365 * DAY_MS);
    expect(age).toBeGreaterThanOrEqual(21.9);
    expect(age).toBeLessThanOrEqual(65.1);
  });
});

describe('planDemoMembers', () => {
  const members = planDemoMembers({ now, nationalities });

  it('is the same on every run', () => {
    expect(planDemoMembers({ now, nationalities })).toEqual(members);
  });

  it('makes about 40 unique members across cities and majors', () => {
    expect(members.length).toBeGreaterThanOrEqual(40);
    expect(new Set(members.map((m) => m.profile.username)).size).toBe(members.length);
    expect(new Set(members.map((m) => m.profile.email)).size).toBe(members.length);
    expect(new Set(members.map((m) => m.profile.phoneNumber)).size).toBe(members.length);
    expect(new Set(members.map((m) => m.profile.city)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(members.map((m) => m.profile.major)).size).toBeGreaterThanOrEqual(15);
  });

  it('mixes active, expired, deactivated, inactive and unverified members', () => {
    const active = members.filter(
      (m) => m.expiresAt && m.expiresAt > now && !m.membershipDeactivatedAt,
    );
    const expired = members.filter((m) => m.expiresAt && m.expiresAt <= now);
    expect(active.length).toBeGreaterThanOrEqual(20);
    expect(expired.length).toBeGreaterThanOrEqual(3);
    expect(members.filter((m) => m.membershipDeactivatedAt).length).toBeGreaterThanOrEqual(2);
    expect(members.filter((m) => !m.isActive).length).toBeGreaterThanOrEqual(3);
    expect(members.filter((m) => !m.emailVerified).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every history consistent: in time order, expiry chained by the renew rule', () => {
    for (const member of members) {
      let expiry: Date | null = null;
      let last = member.createdAt;
      for (const renewal of member.renewals) {
        expect(renewal.at.getTime()).toBeGreaterThanOrEqual(last.getTime());
        expect(renewal.at.getTime()).toBeLessThanOrEqual(now.getTime());
        expiry = extendExpiry(expiry, renewal.at, renewal.days);
        expect(renewal.expiresAt).toEqual(expiry);
        expect(renewal.amount).toMatch(/^\d+\.\d{2}$/);
        last = renewal.at;
      }
      expect(member.expiresAt).toEqual(expiry);
      const times = member.memberActions.map((a) => a.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(member.memberActions.every((a) => a.at >= member.createdAt && a.at <= now)).toBe(true);
      const lastAccountAction = member.memberActions
        .filter((a) => a.type !== MEMBER_ACTION_TYPES.update)
        .at(-1);
      expect(lastAccountAction?.type === MEMBER_ACTION_TYPES.deactivate).toBe(!member.isActive);
    }
  });
});
