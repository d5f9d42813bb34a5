import {
  currencyExponent,
  EXPIRING_SOON_DAYS,
  formatMoney,
  fromMinorUnits,
  type Overview,
} from '@mijas/api';
import {
  listQuery,
  monthListQuery,
  OVERVIEW_CHARTS,
  OVERVIEW_FIGURES,
  chartCode,
  chartIsEmpty,
  overviewChartOf,
  overviewIsEmpty,
  overviewMachine,
  type AdminPage,
  type OverviewChartRef,
  type OverviewRef,
  type OverviewChart,
  type OverviewFigure,
} from '@mijas/machines';
import {
  Button,
  Card,
  EmptyState,
  InlineAlert,
  Isolate,
  Link,
  PartBoundary,
  Spinner,
  Stack,
  Text,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useDeferredValue, useId, useMemo, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useText } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { dateTag, useFormat } from '../../../lib/format.ts';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';
import type { BarChartProps } from './bar-chart.tsx';
import * as styles from './overview.css.ts';

/** Fetches the charts' code (Chart.js): the page's own `import()`, or a stand-in in stories. */
export type LoadBarChart = () => Promise<{ default: ComponentType<BarChartProps> }>;

// Chart.js loads with the first chart shown: the figures are on screen before it arrives.
const loadBarChart: LoadBarChart = () => import('./bar-chart.tsx');

export interface OverviewPageProps {
  /** Opens another sub-page of the admin's panel (the new applications open Applications). */
  onOpenPage?: (page: AdminPage) => void;
  /**
   * Fetches the charts' code; the page's own `import()` unless a story stands in for it (a failed download, a
   * deploy that removed the old files): a chart that cannot load shows its table and a Try again.
   */
  loadChart?: LoadBarChart;
}

/** An amount inside a sentence of either direction: '25.000 د.أ.' stays so in Arabic (not 'د.أ. 25.000'). */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/**
 * The admin's Overview (issue 21): the club's figures, each opening the member list with its filter (or the
 * Applications), and three charts of twelve months (new members, renewals with their amount, memberships ending), each
 * with its table; a bar, and its month in the table, opens the list of that month.
 */
export function OverviewPage({ onOpenPage, loadChart = loadBarChart }: OverviewPageProps) {
  const text = useText().overview;
  const format = useFormat();
  const flow = useFlow(overviewMachine, { api: useApi(), loadChart });
  const loaded = useSelector(flow, (s) => s.context.overview);
  // The figures and the charts (some 300 elements) come in a deferred render: a machine's update is rendered at
  // once and in one piece (a store's update), which their first render made a task of ~150 ms at a phone's
  // pace; deferred, React renders them in slices that give way to the browser. The spinner stays meanwhile.
  const overview = useDeferredValue(loaded);
  const error = useSelector(flow, (s) => s.context.error);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const failed = useSelector(flow, (s) => s.matches('failed'));

  return (
    <Stack gap="lg">
      <div className={styles.toolbar}>
        <div role="status">
          <Text tone="muted" size="sm">
            {overview && !busy ? text.updated(format.dateTime(overview.generatedAt) ?? '') : null}
            {overview && busy ? text.loading : null}
          </Text>
        </div>
        {overview ? (
          <Button
            variant="outline"
            size="sm"
            loading={busy}
            disabled={busy || failed}
            onClick={() => flow.send({ type: 'overview.refresh' })}
          >
            {text.refresh}
          </Button>
        ) : null}
      </div>
      {failed ? (
        <Stack gap="md" align="flex-start">
          <InlineAlert tone="error">{error}</InlineAlert>
          <Button variant="outline" size="sm" onClick={() => flow.send({ type: 'overview.retry' })}>
            {text.retry}
          </Button>
        </Stack>
      ) : null}
      {!overview && (busy || loaded) ? <Spinner label={text.loading} showLabel /> : null}
      {overview ? <Figures overview={overview} onOpenPage={onOpenPage} /> : null}
      {overview ? <Charts overview={overview} flow={flow} /> : null}
    </Stack>
  );
}

function Figures({ overview, onOpenPage }: { overview: Overview } & OverviewPageProps) {
  const text = useText().overview;
  const format = useFormat();
  const name = (key: OverviewFigure['key']) =>
    key === 'expiringSoon' ? text.figures.expiringSoon(EXPIRING_SOON_DAYS) : text.figures[key];
  return (
    <section aria-label={text.figuresLabel}>
      <ul className={styles.figures}>
        {OVERVIEW_FIGURES.map(({ key, opens }) => (
          <li key={key} className={styles.figure}>
            {/* The name first for a screen reader ("Active memberships, 80"), under the number on screen. */}
            <span className={styles.figureName}>
              {'list' in opens ? (
                <Link
                  href={paths.adminPage.build('view-members', listQuery(opens.list))}
                  aria-describedby={`overview-${key}`}
                >
                  {name(key)}
                </Link>
              ) : (
                <button
                  type="button"
                  aria-describedby={`overview-${key}`}
                  onClick={() => onOpenPage?.(opens.page)}
                >
                  {name(key)}
                </button>
              )}
            </span>
            <span id={`overview-${key}`} className={styles.figureNumber}>
              {format.number(overview.totals[key])}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Charts({ overview, flow }: { overview: Overview; flow: OverviewRef }) {
  const text = useText().overview;
  const charts = useSelector(
    flow,
    (s) => OVERVIEW_CHARTS.map(({ key }) => overviewChartOf(s, key)),
    (a, b) => a.every((chart, index) => chart === b[index]),
  );
  if (overviewIsEmpty(overview)) return <EmptyState title={text.empty} />;
  return (
    <div className={styles.charts}>
      {OVERVIEW_CHARTS.map((chart, index) => {
        const actorRef = charts[index];
        return actorRef ? (
          <MonthChart key={chart.key} chart={chart} overview={overview} actorRef={actorRef} />
        ) : null;
      })}
    </div>
  );
}

/**
 * One chart: its card, the bars (or its table, by the toggle), the table always there for screen readers. When
 * the chart's code cannot be fetched the card says so, shows the table and offers to try again.
 */
function MonthChart({
  chart,
  overview,
  actorRef,
}: {
  chart: OverviewChart;
  overview: Overview;
  /** The card's machine, the overview's child: its table toggle and the charts' code. */
  actorRef: OverviewChartRef;
}) {
  const { overview: all, paymentsFrame } = useText();
  const text = chart.key === 'revenueByMonth' ? paymentsFrame.revenue : all.charts[chart.key];
  const format = useFormat();
  const { locale, dir } = useLocale();
  const navigate = useNavigate();
  const asTable = useSelector(actorRef, (s) => s.matches({ view: 'table' }));
  const unavailable = useSelector(actorRef, (s) => s.matches({ code: 'unavailable' }));
  // Nothing in any of its months (the club's payments not recorded yet): said in words, not an empty axis.
  const empty = chartIsEmpty(overview, chart.key);
  const code = useSelector(actorRef, chartCode) as Awaited<ReturnType<LoadBarChart>> | null;
  const BarChart = code?.default;
  const tableId = useId();
  const series = overview[chart.key];
  const amounts = chart.key === 'renewalsByMonth' ? overview.renewalsByMonth : null;
  // Worked out once a series (the formats are one object a language).
  const labels = useMemo(() => series.map((m) => format.month(m.month, 'short')), [series, format]);
  const axisLabels = useMemo(
    () => series.map((m) => format.month(m.month, 'numeric')),
    [series, format],
  );
  // Revenue's bars are its amounts (major units of the club's currency), the others' their counts.
  const revenue = chart.key === 'revenueByMonth' ? overview.revenueByMonth : null;
  const money = (minor: number) => formatMoney(minor, overview.currency, locale);
  const values = useMemo(
    () =>
      revenue
        ? revenue.map((m) => fromMinorUnits(m.amount, currencyExponent(overview.currency)))
        : series.map((m) => m.count),
    [series, revenue, overview.currency],
  );
  const href = (month: string) =>
    paths.adminPage.build('view-members', monthListQuery(chart, month));
  const tooltip = (index: number) => {
    const lines = [`${text.count}: ${format.number(series[index]?.count ?? 0)}`];
    if (revenue) lines.push(`${all.amount}: ${leftToRight(money(revenue[index]?.amount ?? 0))}`);
    const amount = amounts?.[index]?.amount;
    if (amount !== undefined)
      lines.push(`${all.amount}: ${leftToRight(format.money(amount, overview.currency))}`);
    return lines;
  };
  const total = amounts
    ? all.renewalsTotal(
        format.number(amounts.reduce((sum, m) => sum + m.count, 0)),
        leftToRight(
          format.money(
            amounts.reduce((sum, m) => sum + m.amount, 0),
            overview.currency,
          ),
        ),
      )
    : null;

  return (
    <Card
      title={text.title}
      headingLevel={2}
      description={text.description}
      actions={
        unavailable || empty ? undefined : (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={asTable}
            aria-controls={tableId}
            onClick={() => actorRef.send({ type: 'chart.toggleTable' })}
          >
            {asTable ? all.showChart : all.showTable}
          </Button>
        )
      }
    >
      <Stack gap="sm">
        {total ? <Text size="sm">{total}</Text> : null}
        {asTable ? null : empty ? (
          <Text tone="muted" size="sm">
            {all.chartEmpty}
          </Text>
        ) : unavailable ? (
          <Stack gap="sm" align="flex-start">
            <InlineAlert tone="warning">{all.chartUnavailable}</InlineAlert>
            <Button
              variant="outline"
              size="sm"
              onClick={() => actorRef.send({ type: 'chart.retry' })}
            >
              {all.retry}
            </Button>
          </Stack>
        ) : BarChart ? (
          <PartBoundary onFailed={() => actorRef.send({ type: 'chart.failed' })}>
            <BarChart
              labels={labels}
              axisLabels={axisLabels}
              values={values}
              tooltip={tooltip}
              onSelect={(index) => {
                const month = series[index]?.month;
                if (month) void navigate(href(month));
              }}
              dir={dir}
              locale={dateTag(locale)}
            />
          </PartBoundary>
        ) : (
          <Spinner label={all.loadingChart} />
        )}
        <div id={tableId} className={asTable || unavailable ? undefined : styles.hiddenTable}>
          <table className={styles.table}>
            <caption className={styles.caption}>{text.title}</caption>
            <thead>
              <tr>
                <th scope="col">{all.month}</th>
                <th scope="col">{text.count}</th>
                {amounts || revenue ? <th scope="col">{all.amount}</th> : null}
              </tr>
            </thead>
            <tbody>
              {series.map((m, index) => (
                <tr key={m.month}>
                  <th scope="row">
                    <Link href={href(m.month)}>{labels[index]}</Link>
                  </th>
                  <td>{format.number(m.count)}</td>
                  {amounts ? (
                    <td>
                      <Isolate dir="ltr">
                        {format.money(amounts[index]?.amount ?? 0, overview.currency)}
                      </Isolate>
                    </td>
                  ) : null}
                  {revenue ? (
                    <td>
                      <Isolate dir="ltr">{money(revenue[index]?.amount ?? 0)}</Isolate>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Stack>
    </Card>
  );
}
