import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetsFor, overBudget, panelPages, readBudgets, visitorsOf } from './routes.mjs';

/** The route bench's checker (tests/e2e/route-budgets.spec.ts runs it on what the browser measured). */
describe('the route budgets', () => {
  const budgets = readBudgets();
  const [key, budget] = Object.entries(budgets.pages).find(([page]) => page === '/ visitor en')!;

  it('pass a page whose bytes are its budget, and fail it once the budget is a byte lower', () => {
    const measured = { [key]: { load: budget.load, idle: budget.idle } };
    expect(overBudget(measured, budgets)).toEqual([]);
    const lowered = { pages: { ...budgets.pages, [key]: { ...budget, load: budget.load - 1 } } };
    expect(overBudget(measured, lowered)).toEqual([
      { key, what: 'load', bytes: budget.load, budget: budget.load - 1 },
    ]);
    const lowerIdle = { pages: { [key]: { load: budget.load, idle: budget.idle - 1 } } };
    expect(overBudget(measured, lowerIdle)).toEqual([
      { key, what: 'idle', bytes: budget.idle, budget: budget.idle - 1 },
    ]);
  });

  it('fail a page that has no budget', () => {
    expect(overBudget({ '/new-page visitor en': { load: 1, idle: 1 } }, budgets)).toEqual([
      { key: '/new-page visitor en', what: 'no budget' },
    ]);
  });

  it("are the largest figure of the runs with room: 1 % (200 bytes at least) for a page's own files by load, 5 % (1 kB at least) else; a page whose bytes by load follow the machine's pace gets its idle budget for both", () => {
    const runs = [
      {
        a: { load: 10_000, idle: 100_000, loadSteady: true },
        b: { load: 50_000, idle: 300_000, loadSteady: false },
      },
      {
        a: { load: 10_000, idle: 101_000, loadSteady: true },
        b: { load: 90_000, idle: 300_000, loadSteady: false },
      },
    ];
    expect(budgetsFor(runs)).toEqual({
      pages: { a: { load: 10_200, idle: 106_100 }, b: { load: 315_000, idle: 315_000 } },
    });
  });

  it("are never above the issue's goals by load: / 16 kB, /login 27 kB", () => {
    const run = {
      '/ visitor ar': { load: 15_960, idle: 91_000, loadSteady: true },
      '/login visitor en': { load: 12_500, idle: 235_000, loadSteady: true },
    };
    expect(budgetsFor([run]).pages).toEqual({
      '/ visitor ar': { load: 16_000, idle: 95_600 },
      '/login visitor en': { load: 12_700, idle: 246_800 },
    });
  });

  it('are kept for each visitor who sees a page', () => {
    expect(visitorsOf('/')).toEqual(['visitor', 'member', 'admin', 'root']);
    expect(visitorsOf('/admin/overview')).toEqual(['visitor', 'admin', 'root']);
    expect(visitorsOf('/view-admins')).toEqual(['visitor', 'root']);
    expect(visitorsOf('/forgot')).toEqual(['visitor']);
  });
});

describe("the panels' pages (the Lighthouse bench's signed-in set)", () => {
  it('are each panel and its sub-pages of the build, with the role that opens them; none of another address', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'mijas-panel-pages-'));
    try {
      for (const file of [
        'login.html',
        'member.html',
        'admin.html',
        'admin/overview.html',
        'admin/view-members.html',
        'superadmin.html',
        'superadmin/view-admins.html',
        'view-members.html',
      ]) {
        mkdirSync(path.dirname(path.join(dist, 'pages', file)), { recursive: true });
        writeFileSync(path.join(dist, 'pages', file), '');
      }
      expect(panelPages(dist)).toEqual([
        { page: '/member', as: 'member' },
        { page: '/admin', as: 'admin' },
        { page: '/admin/overview', as: 'admin' },
        { page: '/admin/view-members', as: 'admin' },
        { page: '/superadmin', as: 'root' },
        { page: '/superadmin/view-admins', as: 'root' },
      ]);
      expect(panelPages(dist, ['superadmin'])).toEqual([
        { page: '/superadmin', as: 'root' },
        { page: '/superadmin/view-admins', as: 'root' },
      ]);
      expect(() => panelPages(dist, ['members'])).toThrow('no such panel: members');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
