import { OVERVIEW_CHARTS, type AdminPage } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chart } from 'chart.js';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { failsOnce, pending, rejects, resolves, serverError } from '@mijas/flows/actors';
import { NAVIGATED_TO, PageHarness } from '../../../testing/page-harness.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { reached } from '@mijas/flows/story-helpers';
import { emptyOverview, overview } from './fixtures.ts';
import { OverviewPage, type LoadBarChart } from './overview-page.tsx';
import { storyCatalogue, storyFormats, storyText } from '../../../testing/story-locale.ts';

/** A month of the charts ('2026-11') as the page names it in the story's language ('Nov 2026'). */
const monthName = (month: string, globals: Record<string, unknown>) =>
  storyFormats(globals).month(month, 'short');
/** An amount in the club's currency (the fixtures' dinars) as the page writes it (Intl's spaces as the DOM reads them). */
const dinars = (amount: number) => storyFormats().money(amount, 'JOD').replace(/\s+/g, ' ');
/** A count as the page writes it. */
const count = (value: number) => storyFormats().number(value);
/** The link of the figure of memberships expiring soon. */
const expiringSoon = () => ({ name: storyText().text.overview.figures.expiringSoon(30) });

/** Signed in as an admin (spread: `role` here is the harness's, not an ARIA role). */
const asAdmin = { role: 'admin' } as const;

/** Where the page asked the panel to go (Applications), shown for the play functions. */
const OPENED = 'opened-page';

function Harness({
  loadOverview = resolves(overview),
  loadChart,
}: {
  loadOverview?: AnyActorLogic;
  loadChart?: LoadBarChart;
}) {
  const [opened, setOpened] = useState<AdminPage | null>(null);
  return (
    <>
      <PageHarness path="/admin" {...asAdmin} flows={{ overview: { actors: { loadOverview } } }}>
        <OverviewPage onOpenPage={setOpened} loadChart={loadChart} />
      </PageHarness>
      {/* Beside the harness: its page is rendered once, with the props of its first rendering. */}
      <output data-testid={OPENED} hidden>
        {opened}
      </output>
    </>
  );
}

const meta = {
  title: 'Pages/Admin/Overview',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page once its figures are on screen. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = await reached(canvasElement);
  await canvas.findByRole('link', { name: storyText().text.overview.figures.members });
  return canvas;
}

/** The chart of a card, once Chart.js (loaded with the first chart) has drawn it. */
async function chartIn(canvasElement: HTMLElement, title: string) {
  const card = await within(canvasElement).findByRole('region', { name: title });
  let chart: Chart | undefined;
  await waitFor(() => {
    const canvas = card.querySelector('canvas');
    chart = canvas ? Chart.getChart(canvas) : undefined;
    expect(chart).toBeDefined();
  });
  return chart as Chart;
}

/**
 * Every chart drawn (Chart.js arrives after the figures, the revenue's chart with its texts, and each chart is
 * made in a task of its own): found without words, for any language.
 */
const chartsDrawn = (canvas: HTMLElement) =>
  waitFor(() => {
    const canvases = [...canvas.querySelectorAll('canvas')];
    expect(canvases).toHaveLength(OVERVIEW_CHARTS.length);
    for (const drawn of canvases) expect(Chart.getChart(drawn)).toBeDefined();
  });

const navigatedTo = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId(NAVIGATED_TO);

/** loading: the spinner says so; no figures, no refresh yet. */
export const Loading: Story = {
  args: { loadOverview: pending() },
  play: async ({ canvasElement, loaded: story }) => {
    const copy = storyCatalogue(story);
    const canvas = await reached(canvasElement);
    await expect(canvas.getByText(copy.text.overview.loading)).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: copy.text.overview.figures.members }),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: copy.text.overview.refresh })).toBeNull();
  },
};

/**
 * loaded: seven figures, each a link to its filtered list (the new applications open Applications), four charts
 * each with its table, the renewals' total in the club's currency.
 */
export const Loaded: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: { chromatic: pageSnapshot, settled: chartsDrawn },
  play: async ({ canvasElement, loaded: story, globals }) => {
    const copy = storyCatalogue(story);
    const format = storyFormats(globals);
    const canvas = await loaded(canvasElement);
    const figures = within(canvas.getByRole('region', { name: copy.text.overview.figuresLabel }));
    const expected = [
      [copy.text.overview.figures.members, count(1284), '/admin/view-members'],
      [copy.text.overview.figures.active, count(812), '/admin/view-members?status=active'],
      [
        copy.text.overview.figures.expiringSoon(30),
        count(37),
        '/admin/view-members?expiresWithinDays=30',
      ],
      [copy.text.overview.figures.expired, count(301), '/admin/view-members?status=expired'],
      [copy.text.overview.figures.neverMember, count(171), '/admin/view-members?status=never'],
      [copy.text.overview.figures.unverified, count(46), '/admin/view-members?status=unverified'],
    ] as const;
    for (const [name, count, href] of expected) {
      const link = figures.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAccessibleDescription(count);
    }
    await expect(
      figures.getByRole('button', { name: copy.text.overview.figures.newApplications }),
    ).toHaveAccessibleDescription(count(5));
    await expect(
      canvas.getByText(copy.text.overview.updated(format.dateTime(overview.generatedAt)!)),
    ).toBeVisible();
    for (const caption of [
      copy.text.overview.charts.newMembersByMonth.title,
      copy.text.overview.charts.renewalsByMonth.title,
      copy.text.overview.charts.endingByMonth.title,
    ]) {
      const table = canvas.getByRole('table', { name: caption });
      await expect(within(table).getAllByRole('row')).toHaveLength(13);
    }
    await expect(
      canvas.getByText(copy.text.overview.renewalsTotal(count(127), `\u2066${dinars(3175)}\u2069`)),
    ).toBeVisible();
    const renewals = within(
      canvas.getByRole('table', { name: copy.text.overview.charts.renewalsByMonth.title }),
    );
    const november = renewals.getByRole('link', { name: monthName('2026-11', globals) });
    await expect(november).toHaveAttribute('href', '/admin/view-members?renewedMonth=2026-11');
    await expect(within(november.closest('tr')!).getByText(dinars(325))).toBeInTheDocument();
    await chartsDrawn(canvasElement);
    const chart = await chartIn(canvasElement, copy.text.overview.charts.newMembersByMonth.title);
    await expect(chart.data.labels?.[0]).toBe(monthName('2025-12', globals));
    await expect(chart.data.datasets[0]?.data[3]).toBe(40);
  },
};

/** A figure opens the member list with its filter. */
export const FigureOpensTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('link', expiringSoon()));
    await expect(await navigatedTo(canvasElement)).toHaveTextContent(
      '/admin/view-members?expiresWithinDays=30',
    );
  },
};

/** The new applications open Applications, a sub-page of the admin's panel. */
export const NewApplicationsOpenApplications: Story = {
  play: async ({ canvasElement, loaded: story }) => {
    const copy = storyCatalogue(story);
    const canvas = await loaded(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: copy.text.overview.figures.newApplications }),
    );
    await expect(canvas.getByTestId(OPENED)).toHaveTextContent('applications');
  },
};

/** A bar opens the list of its month: here the memberships ending in February 2027. */
export const BarOpensItsMonth: Story = {
  play: async ({ canvasElement, loaded: story }) => {
    const copy = storyCatalogue(story);
    await loaded(canvasElement);
    const chart = await chartIn(canvasElement, copy.text.overview.charts.endingByMonth.title);
    const bar = chart.getDatasetMeta(0).data[3];
    const box = chart.canvas.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: chart.canvas,
      coords: { clientX: box.left + (bar?.x ?? 0), clientY: box.top + (bar?.y ?? 0) + 4 },
    });
    await expect(await navigatedTo(canvasElement)).toHaveTextContent(
      '/admin/view-members?expiresMonth=2027-02',
    );
  },
};

/** Show as table: the chart gives way to its table, on screen; Show as chart brings it back. */
export const ShownAsTable: Story = {
  play: async ({ canvasElement, loaded: story, globals }) => {
    const copy = storyCatalogue(story);
    const canvas = await loaded(canvasElement);
    const card = within(
      canvas.getByRole('region', { name: copy.text.overview.charts.newMembersByMonth.title }),
    );
    const toggle = card.getByRole('button', { name: copy.text.overview.showTable });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(card.getByRole('table')).toBeVisible();
    await expect(card.getByRole('button', { name: copy.text.overview.showChart })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      canvas
        .getByRole('region', { name: copy.text.overview.charts.newMembersByMonth.title })
        .querySelector('canvas'),
    ).toBeNull();
    await expect(card.getByRole('link', { name: monthName('2026-08', globals) })).toHaveAttribute(
      'href',
      '/admin/view-members?joinedMonth=2026-08',
    );
  },
};

/**
 * The tables are read by screen readers under the charts; a keyboard reaching a month's link in one (Tab after
 * the toggle) shows that table, so the focus is never on something unseen.
 */
export const KeyboardInTheTable: Story = {
  play: async ({ canvasElement, loaded: story, globals }) => {
    const copy = storyCatalogue(story);
    const canvas = await loaded(canvasElement);
    const table = canvas.getByRole('table', {
      name: copy.text.overview.charts.endingByMonth.title,
    });
    // Hidden the accessible way: a box of one pixel, clipped.
    const box = table.parentElement as HTMLElement;
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    within(table)
      .getByRole('link', { name: monthName('2026-11', globals) })
      .focus();
    await expect(box.getBoundingClientRect().width).toBeGreaterThan(100);
    await expect(getComputedStyle(box).clipPath).toBe('none');
    await expect(
      within(table).getByRole('link', { name: monthName('2026-11', globals) }),
    ).toHaveAttribute('href', '/admin/view-members?expiresMonth=2026-11');
  },
};

/** An empty database: every figure 0, and the charts say why they are empty. */
export const EmptyDatabase: Story = {
  args: { loadOverview: resolves(emptyOverview) },
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded: story }) => {
    const copy = storyCatalogue(story);
    const canvas = await loaded(canvasElement);
    await expect(
      canvas.getByRole('link', { name: copy.text.overview.figures.members }),
    ).toHaveAccessibleDescription(count(0));
    await expect(canvas.getByText(copy.text.overview.empty)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A club whose payments are not recorded yet: the revenue chart says so in words; the other charts draw. */
export const NoPaymentsYet: Story = {
  args: {
    loadOverview: resolves({
      ...overview,
      revenueByMonth: overview.revenueByMonth.map((m) => ({ ...m, count: 0, amount: 0 })),
    }),
  },
  play: async ({ canvasElement, loaded: story }) => {
    const copy = storyCatalogue(story);
    const canvas = await loaded(canvasElement);
    const { showTable } = copy.text.overview;
    const revenue = within(
      canvas.getByRole('region', { name: copy.text.paymentsFrame.revenue.title }),
    );
    await expect(revenue.getByText(copy.text.overview.chartEmpty)).toBeVisible();
    await expect(revenue.queryByRole('button', { name: showTable })).toBeNull();
    const renewals = within(
      canvas.getByRole('region', { name: copy.text.overview.charts.renewalsByMonth.title }),
    );
    await expect(renewals.getByRole('button', { name: showTable })).toBeVisible();
    await expect(renewals.queryByText(copy.text.overview.chartEmpty)).toBeNull();
  },
};

/** failed: the server's message and Try again. */
export const Failed: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { loadOverview: rejects(serverError(403, 'Forbidden.')) },
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded: story }) => {
    const copy = storyCatalogue(story);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText('Forbidden.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.text.overview.retry })).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: copy.text.overview.figures.members }),
    ).toBeNull();
  },
};

/** Try again after a failure loads the overview. */
export const RetriedAfterFailure: Story = {
  args: { loadOverview: failsOnce(serverError(403, 'Forbidden.'), overview) },
  play: async ({ canvasElement, loaded: story }) => {
    const copy = storyCatalogue(story);
    const canvas = await reached(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: copy.text.overview.retry }));
    await expect(
      await canvas.findByRole('link', { name: copy.text.overview.figures.members }),
    ).toBeVisible();
    await expect(canvas.queryByText('Forbidden.')).toBeNull();
  },
};

/** failed without a message of the server's: the overview's own. */
export const FailedWithoutMessage: Story = {
  args: { loadOverview: rejects(new Error('network')) },
  play: async ({ canvasElement, loaded: story }) => {
    const copy = storyCatalogue(story);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(copy.messages.api.overviewFailed)).toBeVisible();
  },
};

/** Refresh: the figures stay while the overview loads again. */
export const Refreshed: Story = {
  play: async ({ canvasElement, loaded: story }) => {
    const copy = storyCatalogue(story);
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.text.overview.refresh }));
    await expect(
      await canvas.findByText(
        copy.text.overview.updated(storyFormats().dateTime(overview.generatedAt)!),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: copy.text.overview.figures.members }),
    ).toBeVisible();
  },
};

/** How often `ChartCodeUnavailable` asked for the charts' code (from 0 each time the story is shown). */
let chartDownloads = 0;

/**
 * The charts' code cannot be fetched (offline, or a deploy removed the old files): each card says so and shows its
 * table, the rest of the page stays; Try again fetches it again and draws the chart.
 */
export const ChartCodeUnavailable: Story = {
  args: {
    loadChart: () => {
      chartDownloads += 1;
      // The three charts' first attempts fail (the download failed); later ones fetch the real code.
      return chartDownloads <= 3
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : import('./bar-chart.tsx');
    },
  },
  beforeEach: () => {
    chartDownloads = 0;
  },
  play: async ({ canvasElement, loaded: story }) => {
    const copy = storyCatalogue(story);
    const canvas = await loaded(canvasElement);
    const card = within(
      canvas.getByRole('region', { name: copy.text.overview.charts.renewalsByMonth.title }),
    );
    await expect(await card.findByText(copy.text.overview.chartUnavailable)).toBeVisible();
    await expect(
      card.getByRole('table', { name: copy.text.overview.charts.renewalsByMonth.title }),
    ).toBeVisible();
    await expect(card.queryByRole('button', { name: copy.text.overview.showTable })).toBeNull();
    // The rest of the page is still there.
    await expect(
      canvas.getByRole('link', { name: copy.text.overview.figures.members }),
    ).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: copy.text.admin.updateAdmin.retry }));
    const chart = await chartIn(canvasElement, copy.text.overview.charts.renewalsByMonth.title);
    await expect(chart.data.labels).toHaveLength(12);
    await expect(card.queryByText(/could not be loaded/)).toBeNull();
    await expect(card.getByRole('button', { name: copy.text.overview.showTable })).toBeVisible();
  },
};

/** In Arabic: the texts, months running right to left with the axis on the right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'الأعضاء' })).toHaveAttribute(
      'href',
      '/admin/view-members',
    );
    await expect(canvas.getByRole('link', { name: 'تنتهي خلال 30 يومًا' })).toBeVisible();
    const chart = await chartIn(canvasElement, 'الأعضاء الجدد شهريًا');
    await expect(chart.options.scales?.x?.reverse).toBe(true);
    await expect((chart.options.scales?.y as { position?: string }).position).toBe('right');
    await expect(canvas.getByRole('table', { name: 'التجديدات شهريًا' })).toBeInTheDocument();
  },
};

/** The dark theme: the bars and axes take its colours. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, loaded: story }) => {
    const copy = storyCatalogue(story);
    await loaded(canvasElement);
    const chart = await chartIn(canvasElement, copy.text.overview.charts.renewalsByMonth.title);
    const bars = chart.data.datasets[0]?.backgroundColor;
    await expect(typeof bars).toBe('string');
    await expect(bars).not.toBe('');
  },
};
