import type { Browser, BrowserContext, Page } from 'playwright';

export type Visitor = 'visitor' | 'member' | 'admin' | 'root';
export interface RouteCase {
  page: string;
  as: Visitor;
  lang: 'en' | 'ar';
  /** Measure by the load event only. */
  until?: 'load' | 'quiet';
}
export interface PageBytes {
  url: string;
  load: number;
  /** Until the network was quiet (not measured with `until: 'load'`). */
  idle?: number;
  loadSteady: boolean;
  open: string[];
  requestsByLoad: number;
  requests: number;
  files: { url: string; type: string; bytes: number; beforeLoad: boolean }[];
  jsRun?: number;
  jsRunSource?: number;
}
export interface Budgets {
  pages: Record<string, { load: number; idle: number }>;
}
export interface BudgetProblem {
  key: string;
  what: 'no budget' | 'load' | 'idle';
  bytes?: number;
  budget?: number;
}
export interface MeasureOptions {
  quietMs?: number;
  scripts?: boolean;
  timeoutMs?: number;
  until?: 'load' | 'quiet';
}

export declare const budgetsFile: string;
export declare const VISITORS: Record<Visitor, { username: string; password: string } | null>;
export declare const LANGUAGES: readonly ('en' | 'ar')[];
export declare const LANGUAGE_COOKIE: string;
export declare const PAGE_COOKIE: string;
export declare const EXTRA_PAGES: readonly string[];
export declare const GOALS: Record<string, { load: number }>;
export declare function visitorsOf(address: string): Visitor[];
export declare function routePages(dist: string): string[];
export declare function routeCases(dist: string): RouteCase[];
export declare const PANEL_ROLES: Record<'member' | 'admin' | 'superadmin', Visitor>;
export declare function panelPages(
  dist: string,
  panels?: string[],
): { page: string; as: Visitor }[];
export declare function caseKey(item: RouteCase): string;
export declare function measurePage(
  page: Page,
  url: string,
  options?: MeasureOptions,
): Promise<PageBytes>;
export declare function signedInState(
  browser: Browser,
  origin: string,
  as: Visitor,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>>;
export declare function measureCases(
  browser: Browser,
  origin: string,
  cases: RouteCase[],
  options?: MeasureOptions & {
    concurrency?: number;
    onMeasured?: (item: RouteCase, figures: PageBytes) => void;
  },
): Promise<Record<string, PageBytes>>;
export declare function readBudgets(file?: string): Budgets;
export declare function overBudget(
  measured: Record<string, Pick<PageBytes, 'load' | 'idle'>>,
  budgets: Budgets,
): BudgetProblem[];
export declare function budgetsFor(
  runs: Record<string, Required<Pick<PageBytes, 'load' | 'idle' | 'loadSteady'>>>[],
): Budgets;
export declare const kB: (bytes: number) => string;
